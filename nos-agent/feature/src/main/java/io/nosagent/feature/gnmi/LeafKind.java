package io.nosagent.feature.gnmi;

import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.net.MacAddresses;

import java.math.BigInteger;

/**
 * What a leaf holds, as far as encoding it needs: RFC 7951 JSON (64-bit integers are strings), gNMI
 * PROTO scalars ({@code uint_val}, {@code int_val}, {@code bool_val}, {@code double_val},
 * {@code string_val}), and how a list key spelled in a path is made canonical.
 */
public enum LeafKind {
    STRING, BOOLEAN, UINT8, UINT16, UINT32, UINT64, INT8, INT16, INT32, INT64, DECIMAL64,
    ENUMERATION, IDENTITYREF, IPV4_ADDRESS, IPV6_ADDRESS, IP_ADDRESS, IP_PREFIX, DATE_AND_TIME, MAC_ADDRESS;

    public boolean isUnsigned() {
        return this == UINT8 || this == UINT16 || this == UINT32 || this == UINT64;
    }

    public boolean isSigned() {
        return this == INT8 || this == INT16 || this == INT32 || this == INT64;
    }

    /** 64-bit integers and decimals travel as JSON strings in RFC 7951. */
    public boolean isJsonString() {
        return switch (this) {
            case BOOLEAN, UINT8, UINT16, UINT32, INT8, INT16, INT32 -> false;
            default -> true;
        };
    }

    /**
     * The canonical text of a list key given in a path, e.g. {@code 0} for {@code index=00}.
     *
     * @throws IllegalArgumentException naming the expected form when {@code text} is not of this kind
     */
    public String canonicalKey(String text) {
        try {
            return switch (this) {
                case UINT8, UINT16, UINT32, UINT64 -> {
                    var v = new BigInteger(text);
                    if (v.signum() < 0 || v.bitLength() > bits() || !text.chars().allMatch(Character::isDigit)) {
                        throw new NumberFormatException();
                    }
                    yield v.toString();
                }
                case INT8, INT16, INT32, INT64 -> {
                    var v = new BigInteger(text);
                    if (v.bitLength() > bits() - 1) {
                        throw new NumberFormatException();
                    }
                    yield v.toString();
                }
                case BOOLEAN -> switch (text) {
                    case "true", "false" -> text;
                    default -> throw new IllegalArgumentException("'" + text + "' is not true or false");
                };
                case IPV4_ADDRESS -> IpAddresses.format(IpAddresses.parseIpv4(text));
                case IPV6_ADDRESS -> IpAddresses.format(IpAddresses.parseIpv6(text));
                case IP_ADDRESS -> IpAddresses.format(IpAddresses.parse(text));
                // a prefix key names a route: 10.0.1.7/24 asks for 10.0.1.0/24
                case IP_PREFIX -> Cidr.parse(text).network().toString();
                case MAC_ADDRESS -> MacAddresses.canonical(text);
                default -> text;
            };
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a " + name().toLowerCase());
        }
    }

    private int bits() {
        return switch (this) {
            case UINT8, INT8 -> 8;
            case UINT16, INT16 -> 16;
            case UINT32, INT32 -> 32;
            default -> 64;
        };
    }
}
