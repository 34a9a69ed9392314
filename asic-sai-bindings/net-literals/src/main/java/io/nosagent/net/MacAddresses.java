package io.nosagent.net;

/**
 * 48-bit Ethernet (EUI-48) address literals: {@code aa:bb:cc:dd:ee:ff}, six colon-separated pairs of
 * hex digits in either case (ietf-yang-types {@code mac-address}). Printed in lower case with colons.
 * Dashes, dots, single-digit octets and surrounding whitespace are refused: the inputs the agent
 * reads (OpenConfig leaves, platform files) write a MAC this way only, and config already refused the
 * rest.
 */
public final class MacAddresses {

    private static final String FORM = "xx:xx:xx:xx:xx:xx";
    private static final long MAX = 0xFFFF_FFFF_FFFFL;

    private MacAddresses() {
    }

    /**
     * The address's 48 bits, first octet in bits 47..40.
     *
     * @throws IllegalArgumentException quoting {@code text} when it is not {@code xx:xx:xx:xx:xx:xx}
     */
    public static long parse(String text) {
        if (text.length() != FORM.length()) {
            throw notAMac(text);
        }
        long bits = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (i % 3 == 2) {
                if (c != ':') {
                    throw notAMac(text);
                }
                continue;
            }
            int digit = hexDigit(c);
            if (digit < 0) {
                throw notAMac(text);
            }
            bits = (bits << 4) | digit;
        }
        return bits;
    }

    /** Lower-case {@code aa:bb:cc:dd:ee:ff} for the low 48 bits of {@code bits}. */
    public static String format(long bits) {
        if ((bits & ~MAX) != 0) {
            throw new IllegalArgumentException("MAC address wider than 48 bits: 0x" + Long.toHexString(bits));
        }
        var sb = new StringBuilder(FORM.length());
        for (int shift = 40; shift >= 0; shift -= 8) {
            int octet = (int) (bits >>> shift) & 0xFF;
            if (shift != 40) {
                sb.append(':');
            }
            sb.append(Character.forDigit(octet >>> 4, 16)).append(Character.forDigit(octet & 0xF, 16));
        }
        return sb.toString();
    }

    /** {@code text} in canonical form ({@code 02:00:5E:10:00:01} gives {@code 02:00:5e:10:00:01}). */
    public static String canonical(String text) {
        return format(parse(text));
    }

    // Character.digit would take full-width and other scripts' digits.
    private static int hexDigit(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        return -1;
    }

    private static IllegalArgumentException notAMac(String text) {
        return new IllegalArgumentException("'" + text + "' is not a MAC address (" + FORM + ")");
    }
}
