package io.nosagent.sai;

import io.nosagent.net.MacAddresses;

/**
 * A 48-bit Ethernet address held in the low bits of a long. Text is read and printed by
 * {@link MacAddresses}, shared with config.
 *
 * @param bits the address, most significant octet first in bits 47..40
 */
public record MacAddress(long bits) {

    public static final MacAddress ZERO = new MacAddress(0);

    public MacAddress {
        if ((bits & ~0xFFFF_FFFF_FFFFL) != 0) {
            throw new IllegalArgumentException("MAC address wider than 48 bits: 0x" + Long.toHexString(bits));
        }
    }

    /** Parses {@code aa:bb:cc:dd:ee:ff}, hex digits in either case. */
    public static MacAddress parse(String text) {
        return new MacAddress(MacAddresses.parse(text));
    }

    public static MacAddress of(byte[] octets) {
        if (octets.length != 6) {
            throw new IllegalArgumentException("a MAC address has 6 octets, got " + octets.length);
        }
        long v = 0;
        for (byte b : octets) {
            v = (v << 8) | (b & 0xFF);
        }
        return new MacAddress(v);
    }

    public byte[] octets() {
        byte[] out = new byte[6];
        for (int i = 0; i < 6; i++) {
            out[i] = (byte) (bits >>> (8 * (5 - i)));
        }
        return out;
    }

    /** Lower case with colons, e.g. {@code 02:00:5e:10:00:01}. */
    @Override
    public String toString() {
        return MacAddresses.format(bits);
    }
}
