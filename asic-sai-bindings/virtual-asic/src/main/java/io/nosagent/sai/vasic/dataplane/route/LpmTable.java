package io.nosagent.sai.vasic.dataplane.route;

import java.util.Arrays;

/**
 * One virtual router's routes, longest-prefix match for IPv4 and IPv6: one exact-match {@link KeyMap}
 * per prefix length in use, probed from the longest length down, so a lookup costs a few hash probes
 * (one per distinct length) whatever the table size. Full-length lookups check explicit /32 or /128
 * routes before the host routes neighbors imply, so a configured route wins over a neighbor's.
 */
public final class LpmTable {

    private final Family v4 = new Family(32);
    private final Family v6 = new Family(128);

    /** Installs or replaces the route to {@code hi:lo/length}; the address must have its host bits clear. */
    public void put(boolean ipv6, long hi, long lo, int length, RouteTarget target) {
        (ipv6 ? v6 : v4).put(hi, lo, length, target);
    }

    /** The route to exactly {@code hi:lo/length}, or null. */
    public RouteTarget get(boolean ipv6, long hi, long lo, int length) {
        KeyMap<RouteTarget> m = (ipv6 ? v6 : v4).byLength[length];
        return m == null ? null : m.get(hi, lo);
    }

    public void remove(boolean ipv6, long hi, long lo, int length) {
        (ipv6 ? v6 : v4).remove(hi, lo, length);
    }

    /** The host route a neighbor implies (unless NO_HOST_ROUTE). */
    public void putHost(boolean ipv6, long hi, long lo, RouteTarget target) {
        (ipv6 ? v6 : v4).hosts.put(hi, lo, target);
    }

    public void removeHost(boolean ipv6, long hi, long lo, RouteTarget target) {
        Family f = ipv6 ? v6 : v4;
        if (f.hosts.get(hi, lo) == target) {
            f.hosts.remove(hi, lo);
        }
    }

    /** The most specific route to the address, or null when nothing covers it. */
    public RouteTarget lookup(boolean ipv6, long hi, long lo) {
        return (ipv6 ? v6 : v4).lookup(hi, lo);
    }

    /** Clears the host bits of {@code hi:lo} beyond {@code length} (of a {@code bits}-bit family). */
    public static long maskHi(long hi, int length, int bits) {
        if (bits == 32) {
            return 0;
        }
        return length >= 64 ? hi : length == 0 ? 0 : hi & (-1L << (64 - length));
    }

    public static long maskLo(long lo, int length, int bits) {
        if (bits == 32) {
            return length == 0 ? 0 : lo & (0xFFFF_FFFFL << (32 - length)) & 0xFFFF_FFFFL;
        }
        int inLo = length - 64;
        return inLo <= 0 ? 0 : inLo >= 64 ? lo : lo & (-1L << (64 - inLo));
    }

    private static final class Family {
        final int bits;
        @SuppressWarnings("unchecked")
        final KeyMap<RouteTarget>[] byLength;
        final KeyMap<RouteTarget> hosts = new KeyMap<>();
        /** Lengths with at least one route, longest first. */
        int[] lengths = new int[0];

        @SuppressWarnings("unchecked")
        Family(int bits) {
            this.bits = bits;
            this.byLength = new KeyMap[bits + 1];
        }

        void put(long hi, long lo, int length, RouteTarget target) {
            KeyMap<RouteTarget> m = byLength[length];
            if (m == null) {
                m = byLength[length] = new KeyMap<>();
            }
            if (m.put(hi, lo, target) == null && m.size() == 1) {
                relist();
            }
        }

        void remove(long hi, long lo, int length) {
            KeyMap<RouteTarget> m = byLength[length];
            if (m != null && m.remove(hi, lo) != null && m.size() == 0) {
                relist();
            }
        }

        RouteTarget lookup(long hi, long lo) {
            int[] ls = lengths;
            int i = 0;
            if (ls.length > 0 && ls[0] == bits) {
                RouteTarget r = byLength[bits].get(hi, lo);
                if (r != null) {
                    return r;
                }
                i = 1;
            }
            if (hosts.size() > 0) {
                RouteTarget r = hosts.get(hi, lo);
                if (r != null) {
                    return r;
                }
            }
            for (; i < ls.length; i++) {
                int len = ls[i];
                RouteTarget r = byLength[len].get(maskHi(hi, len, bits), maskLo(lo, len, bits));
                if (r != null) {
                    return r;
                }
            }
            return null;
        }

        private void relist() {
            int[] out = new int[bits + 1];
            int n = 0;
            for (int len = bits; len >= 0; len--) {
                if (byLength[len] != null && byLength[len].size() > 0) {
                    out[n++] = len;
                }
            }
            lengths = Arrays.copyOf(out, n);
        }
    }
}
