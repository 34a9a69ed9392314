package io.nosagent.agent.fabric;

import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * The shape and addressing plan of a two-tier AI zone: {@code racks} RTSWs, each with {@code nicsPerRack}
 * GPU NICs on its first downlinks and one uplink to each of {@code spines} CTSWs.
 *
 * <ul>
 *   <li>RTSW {@code r} (0-based) is {@code rtsw001}...; its downlink {@code d} ({@code eth1/(d+1)/1}) is
 *       {@code 10.r.(d+1).1/24}, the NIC there {@code 10.r.(d+1).2}; the rack is {@code 10.r.0.0/16}.</li>
 *   <li>RTSW {@code r}'s uplink {@code s} is its port after the downlinks (on the RTSW profile
 *       {@code eth1/(17+s)/1}), cabled to CTSW {@code s}'s port {@code eth1/(r+1)/1}; the link is a /31 in
 *       172.16.0.0/12, the RTSW on the even address.</li>
 *   <li>Each switch has its own MAC ({@code 02:5e:RR:SS:00:00} style), so neighbor entries name one switch.</li>
 * </ul>
 */
public record ZonePlan(int racks, int spines, int nicsPerRack) {

    /** Downlinks on the RTSW profile: uplinks start after them. */
    public static final int RTSW_DOWNLINKS = 16;
    public static final int RTSW_UPLINKS = 18;
    public static final int CTSW_PORTS = 64;

    public ZonePlan {
        if (racks < 1 || racks > CTSW_PORTS) {
            throw new IllegalArgumentException("racks must be 1.." + CTSW_PORTS + " (one CTSW port each): " + racks);
        }
        if (spines < 1 || spines > RTSW_UPLINKS) {
            throw new IllegalArgumentException("spines must be 1.." + RTSW_UPLINKS + " (one RTSW uplink each): " + spines);
        }
        if (nicsPerRack < 1 || nicsPerRack > RTSW_DOWNLINKS) {
            throw new IllegalArgumentException("NICs per rack must be 1.." + RTSW_DOWNLINKS + ": " + nicsPerRack);
        }
    }

    public static String rtswName(int r) {
        return "rtsw%03d".formatted(r + 1);
    }

    public static String ctswName(int s) {
        return "ctsw%03d".formatted(s + 1);
    }

    public static String downlink(int d) {
        return "eth1/" + (d + 1) + "/1";
    }

    public static String rtswUplink(int s) {
        return "eth1/" + (RTSW_DOWNLINKS + 1 + s) + "/1";
    }

    public static String ctswDownlink(int r) {
        return "eth1/" + (r + 1) + "/1";
    }

    public static String rackPrefix(int r) {
        return "10." + r + ".0.0/16";
    }

    public static String gateway(int r, int d) {
        return "10." + r + "." + (d + 1) + ".1";
    }

    public static String nicAddress(int r, int d) {
        return "10." + r + "." + (d + 1) + ".2";
    }

    public static String nicMac(int r, int d) {
        return "02:00:0a:%02x:%02x:02".formatted(r, d + 1);
    }

    /** The RTSW's end of link (r, s). */
    public static String rtswLinkAddress(int r, int s) {
        return linkAddress(r, s, 0);
    }

    /** The CTSW's end of link (r, s). */
    public static String ctswLinkAddress(int r, int s) {
        return linkAddress(r, s, 1);
    }

    public static String rtswMac(int r) {
        return "02:5e:10:%02x:00:00".formatted(r);
    }

    public static String ctswMac(int s) {
        return "02:5e:20:%02x:00:00".formatted(s);
    }

    private static String linkAddress(int r, int s, int end) {
        int offset = (s * CTSW_PORTS + r) * 2 + end;
        byte[] b = {(byte) 172, (byte) (16 + (offset >>> 16)), (byte) (offset >>> 8), (byte) offset};
        try {
            return InetAddress.getByAddress(b).getHostAddress();
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e); // four bytes are always an address
        }
    }
}
