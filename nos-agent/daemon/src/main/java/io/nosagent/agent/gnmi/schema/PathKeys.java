package io.nosagent.agent.gnmi.schema;

import io.nosagent.config.schema.LeafType;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.net.MacAddresses;

import java.math.BigInteger;

/**
 * A list key spelled in a request path, as the data holds it: {@code 0} for {@code index=00}, RFC 5952
 * for an IPv6 address, the network for a prefix ({@code 10.0.1.7/24} asks for the route
 * {@code 10.0.1.0/24}), lower case for a MAC. Integers are checked against their width only: a key out of
 * a leaf's range names no entry, which is not an error.
 */
public final class PathKeys {

    private PathKeys() {
    }

    /**
     * The canonical text of key {@code text} of a leaf of {@code type}.
     *
     * @throws IllegalArgumentException naming the text and the expected form when it is not of the type
     */
    public static String canonical(LeafType type, String text) {
        try {
            return switch (type) {
                case LeafType.Unsigned u -> integer(text, u.bits(), false);
                case LeafType.Signed s -> integer(text, s.bits(), true);
                case LeafType.Bool b -> switch (text) {
                    case "true", "false" -> text;
                    default -> throw new IllegalArgumentException("'" + text + "' is not true or false");
                };
                case LeafType.Ipv4Address a -> IpAddresses.format(IpAddresses.parseIpv4(text));
                case LeafType.Ipv6Address a -> IpAddresses.format(IpAddresses.parseIpv6(text));
                case LeafType.IpAddress a -> IpAddresses.format(IpAddresses.parse(text));
                case LeafType.IpPrefix p -> Cidr.parse(text).network().toString();
                case LeafType.MacAddress m -> MacAddresses.canonical(text);
                default -> text;
            };
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a " + type.describe());
        }
    }

    /** Whether a key asked without its module ({@code identifier=STATIC}) may name a qualified one. */
    public static boolean isIdentity(LeafType type) {
        return type instanceof LeafType.Identity;
    }

    private static String integer(String text, int bits, boolean signed) {
        var v = new BigInteger(text);
        boolean fits = signed ? v.bitLength() <= bits - 1
                : v.signum() >= 0 && v.bitLength() <= bits && text.chars().allMatch(Character::isDigit);
        if (!fits) {
            throw new NumberFormatException();
        }
        return v.toString();
    }
}
