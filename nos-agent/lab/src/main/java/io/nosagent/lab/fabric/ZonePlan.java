package io.nosagent.lab.fabric;

import io.nosagent.net.Cidr;

import java.util.ArrayList;
import java.util.List;

/**
 * The zone a {@link ZoneTemplate} describes, as names, ports and addresses: {@code racks} RTSWs, each
 * with {@code nicsPerRack} GPU NICs on its first downlinks and one uplink to each CTSW it reaches.
 *
 * <ul>
 *   <li>RTSW {@code r} (0-based) is {@code rtsw001}...; its downlink {@code d} ({@code eth1/(d+1)/1}) is the
 *       gateway {@code .1} of the {@code (d+1)}-th /24 of the rack's subnet, the NIC there {@code .2}.</li>
 *   <li>RTSW {@code r}'s uplink to CTSW {@code s} is its port after the downlinks (on the RTSW profile
 *       {@code eth1/(17+s)/1}), cabled to CTSW {@code s}'s port {@code eth1/(r+1)/1}; the link is a /31 of the
 *       template's link subnet, the RTSW on the even address.</li>
 *   <li>Each switch has its own MAC ({@code 02:5e:RR:SS:00:00} style), so neighbor entries name one switch.</li>
 * </ul>
 */
public record ZonePlan(ZoneTemplate template) {

    /** Downlinks on the RTSW profile: uplinks start after them. */
    public static final int RTSW_DOWNLINKS = 16;
    public static final int RTSW_UPLINKS = 18;
    public static final int CTSW_PORTS = 64;

    /** The default template in another size. */
    public static ZonePlan of(int racks, int ctsws, int hostsPerRack, int nicsPerHost) {
        return new ZonePlan(ZoneTemplate.defaults().withSize(racks, ctsws, hostsPerRack, nicsPerHost));
    }

    public int racks() {
        return template.racks();
    }

    public int spines() {
        return template.ctsws();
    }

    public int nicsPerRack() {
        return template.nicsPerRack();
    }

    /** The CTSWs rack {@code r} has an uplink to. */
    public List<Integer> ctswsOf(int r) {
        return template.rackCtsws(r);
    }

    /** The racks CTSW {@code s} has a downlink to. */
    public List<Integer> racksOf(int s) {
        var out = new ArrayList<Integer>();
        for (int r = 0; r < racks(); r++) {
            if (ctswsOf(r).contains(s)) {
                out.add(r);
            }
        }
        return out;
    }

    /** The CTSWs both racks reach: the next hops between them. */
    public List<Integer> sharedCtsws(int r, int q) {
        var shared = new ArrayList<>(ctswsOf(r));
        shared.retainAll(ctswsOf(q));
        return shared;
    }

    public static String rtswName(int r) {
        return "rtsw%03d".formatted(r + 1);
    }

    public static String ctswName(int s) {
        return "ctsw%03d".formatted(s + 1);
    }

    /** The host of rack {@code r}'s NIC {@code d} (NICs fill the downlinks host by host), as its LLDP names it. */
    public String hostName(int r, int d) {
        return "rack%03d-host%02d".formatted(r + 1, d / template.nicsPerHost() + 1);
    }

    /** The host port NIC {@code d} of its rack is: the host's RDMA interfaces in order. */
    public String hostPort(int d) {
        return "rdma" + d % template.nicsPerHost();
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

    public String rackPrefix(int r) {
        return template.rackSubnet(r).toString();
    }

    public String gateway(int r, int d) {
        return nicNetAddress(r, d, 1);
    }

    public String nicAddress(int r, int d) {
        return nicNetAddress(r, d, 2);
    }

    public static String nicMac(int r, int d) {
        return "02:00:0a:%02x:%02x:02".formatted(r, d + 1);
    }

    /** The RTSW's end of link (r, s). */
    public String rtswLinkAddress(int r, int s) {
        return linkAddress(r, s, 0);
    }

    /** The CTSW's end of link (r, s). */
    public String ctswLinkAddress(int r, int s) {
        return linkAddress(r, s, 1);
    }

    public static String rtswMac(int r) {
        return "02:5e:10:%02x:00:00".formatted(r);
    }

    public static String ctswMac(int s) {
        return "02:5e:20:%02x:00:00".formatted(s);
    }

    /** Propagation delay of a cable: light in fiber or copper covers about 198 m per microsecond. */
    public static long propagationNs(int meters) {
        return Math.max(1, Math.round(meters * 1000.0 / 198));
    }

    private String nicNetAddress(int r, int d, int host) {
        Cidr rack = template.rackSubnet(r);
        return ZoneTemplate.fromInt(ZoneTemplate.toInt(rack.address()) + ((d + 1) << 8) + host).getHostAddress();
    }

    private String linkAddress(int r, int s, int end) {
        int offset = (s * CTSW_PORTS + r) * 2 + end;
        return ZoneTemplate.fromInt(ZoneTemplate.toInt(template.linkSubnet().address()) + offset).getHostAddress();
    }
}
