package io.nosagent.sai;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.regex.Pattern;

/** Parses and prints IP address literals without ever touching DNS. */
public final class IpLiterals {

    private static final Pattern IPV4 = Pattern.compile("(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})");
    private static final Pattern IPV6_CHARS = Pattern.compile("[0-9A-Fa-f:.]+");

    private IpLiterals() {
    }

    /** Parses an IPv4 dotted quad or an IPv6 literal; anything else is an {@link IllegalArgumentException}. */
    public static InetAddress parse(String text) {
        var m = IPV4.matcher(text);
        try {
            if (m.matches()) {
                byte[] b = new byte[4];
                for (int i = 0; i < 4; i++) {
                    int octet = Integer.parseInt(m.group(i + 1));
                    if (octet > 255) {
                        throw new IllegalArgumentException("not an IPv4 address: '" + text + "'");
                    }
                    b[i] = (byte) octet;
                }
                return InetAddress.getByAddress(b);
            }
            if (text.indexOf(':') >= 0 && IPV6_CHARS.matcher(text).matches()) {
                // Only literal characters reach here, so getByName parses without a lookup.
                InetAddress a = InetAddress.getByName(text);
                if (a instanceof Inet6Address) {
                    return a;
                }
                // An IPv4-mapped literal comes back as IPv4: keep it IPv6 as written.
                return Inet6Address.getByAddress(null, mapped(a.getAddress()), null);
            }
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("not an IP address: '" + text + "'");
        }
        throw new IllegalArgumentException("not an IP address: '" + text + "'");
    }

    /** Prints IPv4 dotted and IPv6 in RFC 5952 compressed form. */
    public static String format(InetAddress a) {
        if (a instanceof Inet4Address) {
            return a.getHostAddress();
        }
        byte[] b = a.getAddress();
        int[] words = new int[8];
        for (int i = 0; i < 8; i++) {
            words[i] = ((b[2 * i] & 0xFF) << 8) | (b[2 * i + 1] & 0xFF);
        }
        int bestStart = -1;
        int bestLen = 0;
        for (int i = 0; i < 8; ) {
            if (words[i] == 0) {
                int j = i;
                while (j < 8 && words[j] == 0) {
                    j++;
                }
                if (j - i > bestLen && j - i > 1) {
                    bestStart = i;
                    bestLen = j - i;
                }
                i = j;
            } else {
                i++;
            }
        }
        var sb = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            if (i == bestStart) {
                sb.append("::");
                i += bestLen - 1;
                continue;
            }
            if (sb.length() > 0 && sb.charAt(sb.length() - 1) != ':') {
                sb.append(':');
            }
            sb.append(Integer.toHexString(words[i]));
        }
        return sb.toString();
    }

    private static byte[] mapped(byte[] v4) {
        byte[] b = new byte[16];
        b[10] = (byte) 0xFF;
        b[11] = (byte) 0xFF;
        System.arraycopy(v4, 0, b, 12, 4);
        return b;
    }
}
