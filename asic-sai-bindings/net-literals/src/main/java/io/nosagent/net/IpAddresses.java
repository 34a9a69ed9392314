package io.nosagent.net;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * IPv4 and IPv6 address literals: parsed strictly, never through DNS, and printed in one canonical
 * form, so a key an operator writes, a key the agent prints and a key read back from a file compare
 * equal as text.
 *
 * <p>Accepted: IPv4 as four decimal octets {@code 0..255} without leading zeros; IPv6 in the text forms
 * of RFC 4291 section 2.2 (one to four hex digits per group in either case, at most one {@code ::},
 * an IPv4 dotted quad in the last 32 bits), without a zone id. Nothing else: no names, no
 * whitespace, no shortened IPv4 forms ({@code 10.1}), no hex or octal octets.
 *
 * <p>Printed: IPv4 as the dotted quad; IPv6 per RFC 5952 (lower case, no leading zeros in a group,
 * the longest run of two or more zero groups, the first of equal ones, written {@code ::}) and
 * IPv4-mapped addresses ({@code ::ffff:0:0/96}) in the mixed form RFC 5952 section 5 recommends,
 * {@code ::ffff:10.0.0.1}.
 */
public final class IpAddresses {

    private static final int[] NO_WORDS = new int[0];

    private IpAddresses() {
    }

    /**
     * Parses either family: IPv6 when the text has a {@code :}, IPv4 otherwise.
     *
     * @throws IllegalArgumentException quoting {@code text} when it is not an address literal
     */
    public static InetAddress parse(String text) {
        if (text.indexOf(':') >= 0) {
            return parseIpv6(text);
        }
        if (allDigitsOrDots(text)) {
            return parseIpv4(text);
        }
        throw new IllegalArgumentException("'" + text + "' is not an IP address");
    }

    /**
     * Parses a dotted-quad IPv4 address.
     *
     * @throws IllegalArgumentException quoting {@code text} when it is not one
     */
    public static Inet4Address parseIpv4(String text) {
        byte[] bytes = new byte[4];
        readIpv4(text, text, bytes, 0, "IPv4");
        return (Inet4Address) fromBytes(bytes);
    }

    /**
     * Parses an IPv6 address. An IPv4-mapped literal ({@code ::ffff:10.0.0.1}) stays an
     * {@link Inet6Address}, unlike {@link InetAddress#getByName}, which folds it to IPv4: the family
     * the operator wrote decides the route table and the prefix lengths that apply.
     *
     * @throws IllegalArgumentException quoting {@code text} when it is not one
     */
    public static Inet6Address parseIpv6(String text) {
        int zone = text.indexOf('%');
        if (zone >= 0) {
            // A zone names an interface of the host that prints it; config and SAI keys have no scope.
            throw notAn("IPv6", text, "zone id '" + text.substring(zone) + "' is not accepted");
        }
        int doubleColon = text.indexOf("::");
        if (doubleColon >= 0 && text.indexOf("::", doubleColon + 1) >= 0) {
            throw notAn("IPv6", text, "'::' may appear only once");
        }
        int[] head = words(text, doubleColon < 0 ? text : text.substring(0, doubleColon), doubleColon < 0);
        int[] tail = doubleColon < 0 ? NO_WORDS : words(text, text.substring(doubleColon + 2), true);
        // Without '::' the groups must fill all 128 bits; '::' stands for at least one zero group.
        int count = head.length + tail.length;
        if (doubleColon < 0 ? count != 8 : count > 7) {
            throw notAn("IPv6", text, null);
        }
        byte[] bytes = new byte[16];
        for (int i = 0; i < head.length; i++) {
            putWord(bytes, i, head[i]);
        }
        for (int i = 0; i < tail.length; i++) {
            putWord(bytes, 8 - tail.length + i, tail[i]);
        }
        return (Inet6Address) fromBytes(bytes);
    }

    /** The most characters {@link #format} prints: an IPv6 address of eight four-digit groups. */
    public static final int MAX_TEXT = 39;

    /** Dotted quad for IPv4; RFC 5952 for IPv6 (see the class comment). A zone, if any, is not printed. */
    public static String format(InetAddress address) {
        char[] text = new char[MAX_TEXT];
        return new String(text, 0, formatTo(address, text, 0));
    }

    /**
     * {@link #format} written into {@code into} from {@code at} (which has {@link #MAX_TEXT} characters
     * free), without a String: a config of 128k routes prints as many prefixes. Returns the index after
     * the last character written.
     */
    public static int formatTo(InetAddress address, char[] into, int at) {
        byte[] b = address.getAddress();
        long high = 0;
        long low = 0;
        for (int i = 0; i < b.length; i++) {
            if (i < 8) {
                high |= (b[i] & 0xFFL) << (56 - 8 * i);
            } else {
                low |= (b[i] & 0xFFL) << (56 - 8 * (i - 8));
            }
        }
        return formatTo(high, low, b.length == 4, into, at);
    }

    /**
     * The text of the address whose bits are {@code high} and {@code low}, left-aligned in 128 (IPv4 in the top
     * 32 bits of {@code high}), as {@link Cidr} keeps them: no array copied or made.
     */
    static int formatTo(long high, long low, boolean ipv4, char[] into, int at) {
        if (ipv4) {
            return dotted((int) (high >>> 32), into, at);
        }
        if (high == 0 && (low >>> 32) == 0xFFFFL) { // IPv4-mapped: ::ffff:0:0/96
            "::ffff:".getChars(0, 7, into, at);
            return dotted((int) low, into, at + 7);
        }
        int runStart = -1;
        int runLength = 1; // RFC 5952 4.2.2: a single zero group is written 0, not ::
        for (int i = 0; i < 8; i++) {
            int j = i;
            while (j < 8 && word(high, low, j) == 0) {
                j++;
            }
            if (j - i > runLength) { // strictly longer: of equal runs, the first is compressed
                runStart = i;
                runLength = j - i;
            }
            i = Math.max(i, j);
        }
        int n = at;
        for (int i = 0; i < 8; i++) {
            if (i == runStart) {
                into[n++] = ':';
                into[n++] = ':';
                i += runLength - 1;
                continue;
            }
            if (n > at && into[n - 1] != ':') {
                into[n++] = ':';
            }
            n = appendHex(into, n, word(high, low, i));
        }
        return n;
    }

    /** The {@code i}th 16-bit group of the address. */
    private static int word(long high, long low, int i) {
        return (int) ((i < 4 ? high >>> (48 - 16 * i) : low >>> (48 - 16 * (i - 4))) & 0xFFFF);
    }

    /** Lower-case hex without leading zeros, without the String {@link Integer#toHexString} makes. */
    private static int appendHex(char[] into, int at, int word) {
        boolean started = false;
        for (int shift = 12; shift >= 0; shift -= 4) {
            int digit = (word >>> shift) & 0xF;
            if (digit != 0 || started || shift == 0) {
                into[at++] = Character.forDigit(digit, 16);
                started = true;
            }
        }
        return at;
    }

    /** 32 for IPv4, 128 for IPv6: the longest prefix length of the address's family. */
    public static int bitLength(InetAddress address) {
        return address instanceof Inet4Address ? 32 : 128;
    }

    /**
     * The address for {@code bytes}, without any lookup: 4 bytes give IPv4, 16 bytes IPv6, IPv4-mapped
     * ones included (which {@link InetAddress#getByAddress(byte[])} would turn into IPv4).
     */
    static InetAddress fromBytes(byte[] bytes) {
        try {
            return bytes.length == 16 ? Inet6Address.getByAddress(null, bytes, null) : InetAddress.getByAddress(bytes);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("an IP address has 4 or 16 bytes, got " + bytes.length, e);
        }
    }

    /**
     * Reads the dotted quad {@code quad} into {@code into[at..at+3]}; {@code whole} and {@code family}
     * are what an error names (the quad may be the tail of an IPv6 literal).
     */
    private static void readIpv4(String whole, String quad, byte[] into, int at, String family) {
        String[] octets = quad.split("\\.", -1);
        if (octets.length != 4) {
            throw notAn(family, whole, null);
        }
        for (int i = 0; i < 4; i++) {
            String o = octets[i];
            if (o.isEmpty() || o.length() > 3 || !all(o, false)) {
                throw notAn(family, whole, null);
            }
            if (o.length() > 1 && o.charAt(0) == '0') {
                // inet_aton and some other parsers read 010 as octal (8), others as decimal (10):
                // refusing it keeps one text from meaning two addresses.
                throw notAn(family, whole, "octet '" + o + "' has a leading zero (octal to some parsers)");
            }
            int value = Integer.parseInt(o);
            if (value > 255) {
                throw notAn(family, whole, null);
            }
            into[at + i] = (byte) value;
        }
    }

    // Loops rather than streams: a table of 128k routes parses a few hundred thousand addresses.
    private static boolean allDigitsOrDots(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!isAsciiDigit(c) && c != '.') {
                return false;
            }
        }
        return true;
    }

    /** Whether every character of {@code s} is an ASCII digit ({@code hex}: or a hex digit). */
    private static boolean all(String s, boolean hex) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (hex ? !isAsciiHexDigit(c) : !isAsciiDigit(c)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The 16-bit words of one side of {@code ::} ({@code part}, empty for none); a dotted quad is
     * accepted as the last group only when {@code endsAddress}, and counts as two words.
     */
    private static int[] words(String text, String part, boolean endsAddress) {
        if (part.isEmpty()) {
            return NO_WORDS;
        }
        String[] groups = part.split(":", -1);
        String last = groups[groups.length - 1];
        boolean embeddedIpv4 = endsAddress && last.indexOf('.') >= 0;
        int[] words = new int[groups.length + (embeddedIpv4 ? 1 : 0)];
        for (int i = 0; i < groups.length; i++) {
            String g = groups[i];
            if (embeddedIpv4 && i == groups.length - 1) {
                byte[] quad = new byte[4];
                readIpv4(text, g, quad, 0, "IPv6");
                words[i] = ((quad[0] & 0xFF) << 8) | (quad[1] & 0xFF);
                words[i + 1] = ((quad[2] & 0xFF) << 8) | (quad[3] & 0xFF);
                continue;
            }
            if (g.isEmpty() || g.length() > 4 || !all(g, true)) {
                throw notAn("IPv6", text, null);
            }
            words[i] = Integer.parseInt(g, 16);
        }
        return words;
    }

    /** The dotted quad of the IPv4 address {@code bits}. */
    private static int dotted(int bits, char[] into, int at) {
        for (int shift = 24; shift >= 0; shift -= 8) {
            if (shift < 24) {
                into[at++] = '.';
            }
            at = decimal((bits >>> shift) & 0xFF, into, at);
        }
        return at;
    }

    /** {@code value} (0..999) in decimal without leading zeros. */
    static int decimal(int value, char[] into, int at) {
        if (value >= 100) {
            into[at++] = (char) ('0' + value / 100);
        }
        if (value >= 10) {
            into[at++] = (char) ('0' + value / 10 % 10);
        }
        into[at++] = (char) ('0' + value % 10);
        return at;
    }

    private static void putWord(byte[] bytes, int index, int word) {
        bytes[2 * index] = (byte) (word >>> 8);
        bytes[2 * index + 1] = (byte) word;
    }

    // Character.isDigit would take other scripts' digits, which no address literal has.
    private static boolean isAsciiDigit(int c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isAsciiHexDigit(int c) {
        return isAsciiDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }

    private static IllegalArgumentException notAn(String family, String text, String why) {
        return new IllegalArgumentException("'" + text + "' is not an " + family + " address" + (why == null ? "" : ": " + why));
    }
}
