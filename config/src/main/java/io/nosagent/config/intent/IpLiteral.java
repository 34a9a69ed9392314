package io.nosagent.config.intent;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;

/** IPv4 / IPv6 address literals, parsed strictly and without DNS, printed in canonical form. */
public final class IpLiteral {

    private IpLiteral() {
    }

    /** Parses a dotted-quad IPv4 address; anything else is an {@link IllegalArgumentException}. */
    public static Inet4Address parseIpv4(String text) {
        String[] parts = text.split("\\.", -1);
        if (parts.length != 4) {
            throw notA("IPv4", text);
        }
        byte[] bytes = new byte[4];
        for (int i = 0; i < 4; i++) {
            String p = parts[i];
            // No signs, no empty octets, no leading zeros (ambiguous: octal in some parsers).
            if (p.isEmpty() || p.length() > 3 || !p.chars().allMatch(Character::isDigit)
                    || (p.length() > 1 && p.charAt(0) == '0')) {
                throw notA("IPv4", text);
            }
            int octet = Integer.parseInt(p);
            if (octet > 255) {
                throw notA("IPv4", text);
            }
            bytes[i] = (byte) octet;
        }
        return (Inet4Address) byAddress(bytes);
    }

    /** Parses an IPv6 address (RFC 4291 text forms, no zone); anything else is an {@link IllegalArgumentException}. */
    public static Inet6Address parseIpv6(String text) {
        if (text.indexOf(':') < 0 || !text.chars().allMatch(c -> Character.digit(c, 16) >= 0 || c == ':' || c == '.')) {
            throw notA("IPv6", text);
        }
        try {
            // Only hex digits, ':' and '.' reach here, so this is a literal parse, never a lookup.
            InetAddress a = InetAddress.getByName(text);
            if (a instanceof Inet6Address v6) {
                return v6;
            }
            // The JDK folds IPv4-mapped literals to IPv4; keep what the operator wrote: IPv6.
            byte[] b = new byte[16];
            b[10] = (byte) 0xFF;
            b[11] = (byte) 0xFF;
            System.arraycopy(a.getAddress(), 0, b, 12, 4);
            return Inet6Address.getByAddress(null, b, null);
        } catch (UnknownHostException e) {
            throw notA("IPv6", text);
        }
    }

    /** Parses either family, choosing by the presence of {@code :}. */
    public static InetAddress parse(String text) {
        return text.indexOf(':') >= 0 ? parseIpv6(text) : parseIpv4(text);
    }

    /** Dotted quad for IPv4; RFC 5952 (lower case, longest zero run compressed) for IPv6. */
    public static String format(InetAddress address) {
        if (address instanceof Inet4Address) {
            return address.getHostAddress();
        }
        byte[] b = address.getAddress();
        int[] words = new int[8];
        for (int i = 0; i < 8; i++) {
            words[i] = ((b[2 * i] & 0xFF) << 8) | (b[2 * i + 1] & 0xFF);
        }
        int runStart = -1;
        int runLength = 1; // RFC 5952: a single zero word is not compressed
        for (int i = 0; i < 8; i++) {
            int j = i;
            while (j < 8 && words[j] == 0) {
                j++;
            }
            if (j - i > runLength) {
                runStart = i;
                runLength = j - i;
            }
            i = Math.max(i, j);
        }
        var sb = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            if (i == runStart) {
                sb.append("::");
                i += runLength - 1;
                continue;
            }
            if (!sb.isEmpty() && sb.charAt(sb.length() - 1) != ':') {
                sb.append(':');
            }
            sb.append(Integer.toHexString(words[i]));
        }
        return sb.toString();
    }

    /** The address with every bit after {@code prefixLength} cleared. */
    public static InetAddress network(InetAddress address, int prefixLength) {
        byte[] b = address.getAddress();
        for (int bit = prefixLength; bit < b.length * 8; bit++) {
            b[bit / 8] &= (byte) ~(0x80 >>> (bit % 8));
        }
        return byAddress(b);
    }

    /** The address with every bit after {@code prefixLength} set (the IPv4 broadcast address). */
    public static InetAddress lastAddress(InetAddress address, int prefixLength) {
        byte[] b = address.getAddress();
        for (int bit = prefixLength; bit < b.length * 8; bit++) {
            b[bit / 8] |= (byte) (0x80 >>> (bit % 8));
        }
        return byAddress(b);
    }

    private static InetAddress byAddress(byte[] bytes) {
        try {
            return bytes.length == 16 ? Inet6Address.getByAddress(null, bytes, null) : InetAddress.getByAddress(bytes);
        } catch (UnknownHostException e) {
            throw new IllegalStateException("address of " + bytes.length + " bytes", e);
        }
    }

    private static IllegalArgumentException notA(String family, String text) {
        return new IllegalArgumentException("'" + text + "' is not an " + family + " address");
    }
}
