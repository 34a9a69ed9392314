package io.nosagent.lab.fabric;

import io.nosagent.net.Cidr;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.IntFunction;

/**
 * What a zone looks like, as the user writes it in a template file ({@link ZoneTemplateFile}): its size,
 * its links and its addressing plan. Every RTSW has one uplink to each CTSW it reaches (all of them
 * unless its rack says otherwise). A template that cannot be built is refused naming the field
 * ({@link Invalid}); the file reader adds the file and line.
 *
 * @param racks              RTSWs (one per rack), 1..64 (one CTSW port each)
 * @param ctsws              CTSWs, 1..18 (one RTSW uplink each)
 * @param hostsPerRack       hosts cabled to each RTSW
 * @param nicsPerHost        RDMA NICs per host (one per GPU); a rack's NICs fill its RTSW downlinks in order
 * @param downlinkSpeedMbps  RTSW to NIC links
 * @param uplinkSpeedMbps    RTSW to CTSW links
 * @param downlinkCableMeters copper from RTSW to NIC
 * @param uplinkCableMeters  fiber from RTSW to CTSW
 * @param rackSubnets        the block racks are numbered from: rack {@code r} gets the {@code r}-th
 *                           {@code /rackPrefixLength} of it unless its {@link Rack} names a subnet
 * @param rackPrefixLength   size of each rack's subnet; each NIC gets a /24 in it
 * @param linkSubnet         the /31s of the RTSW-CTSW links
 * @param rackOverrides      per rack (0-based): the CTSWs it reaches, its own subnet
 */
public record ZoneTemplate(int racks, int ctsws, int hostsPerRack, int nicsPerHost, long downlinkSpeedMbps,
                           long uplinkSpeedMbps, int downlinkCableMeters, int uplinkCableMeters, Cidr rackSubnets,
                           int rackPrefixLength, Cidr linkSubnet, Map<Integer, Rack> rackOverrides) {

    public static final int MAX_RACKS = ZonePlan.CTSW_PORTS;
    public static final int MAX_CTSWS = ZonePlan.RTSW_UPLINKS;
    /** Speeds a 400G port of the shipped profiles runs at (lanes ganged or split). */
    public static final List<Long> SPEEDS_MBPS = List.of(100_000L, 200_000L, 400_000L);
    /** Longest cable accepted: longer is surely a typo (AI zones sit in one building). */
    public static final int MAX_CABLE_METERS = 2000;

    /** One rack's deviation from the defaults: empty means "as the zone says". */
    public record Rack(Optional<List<Integer>> ctsws, Optional<Cidr> subnet) {
        public static final Rack DEFAULT = new Rack(Optional.empty(), Optional.empty());

        public Rack withCtsws(List<Integer> value) {
            return new Rack(Optional.of(List.copyOf(value)), subnet);
        }

        public Rack withSubnet(Cidr value) {
            return new Rack(ctsws, Optional.of(value));
        }
    }

    /** A template that cannot be built, naming the field as written in the file (e.g. {@code rack.2.ctsws}). */
    public static final class Invalid extends IllegalArgumentException {
        private final String field;

        public Invalid(String field, String message) {
            super(field + ": " + message);
            this.field = field;
        }

        public String field() {
            return field;
        }

        public String reason() {
            return getMessage().substring(field.length() + 2);
        }
    }

    public ZoneTemplate {
        rackOverrides = Map.copyOf(new TreeMap<>(rackOverrides));
        range("racks", racks, 1, MAX_RACKS);
        range("ctsws", ctsws, 1, MAX_CTSWS);
        range("hosts-per-rack", hostsPerRack, 1, ZonePlan.RTSW_DOWNLINKS);
        range("nics-per-host", nicsPerHost, 1, ZonePlan.RTSW_DOWNLINKS);
        if (hostsPerRack * nicsPerHost > ZonePlan.RTSW_DOWNLINKS) {
            throw new Invalid("nics-per-host", hostsPerRack + " hosts x " + nicsPerHost + " NICs need "
                    + hostsPerRack * nicsPerHost + " RTSW downlinks; the RTSW has " + ZonePlan.RTSW_DOWNLINKS);
        }
        speed("downlink-speed", downlinkSpeedMbps);
        speed("uplink-speed", uplinkSpeedMbps);
        cable("downlink-cable", downlinkCableMeters);
        cable("uplink-cable", uplinkCableMeters);
        ipv4Network("rack-subnets", rackSubnets);
        ipv4Network("link-subnet", linkSubnet);
        int nicBits = 32 - Integer.numberOfLeadingZeros(hostsPerRack * nicsPerHost); // /24s for the NICs and one spare
        if (rackPrefixLength < rackSubnets.length() || rackPrefixLength > 24 - nicBits) {
            throw new Invalid("rack-prefix-length", rackPrefixLength + " must be " + rackSubnets.length() + ".." + (24 - nicBits)
                    + " (inside rack-subnets, room for a /24 per NIC)");
        }
        if (rackPrefixLength - rackSubnets.length() < 31 && (1L << (rackPrefixLength - rackSubnets.length())) < racks) {
            throw new Invalid("rack-subnets", rackSubnets + " holds " + (1L << (rackPrefixLength - rackSubnets.length()))
                    + " /" + rackPrefixLength + " rack subnets; " + racks + " racks need one each");
        }
        long linkAddresses = (long) MAX_CTSWS * ZonePlan.CTSW_PORTS * 2;
        if (32 - linkSubnet.length() < 63 - Long.numberOfLeadingZeros(linkAddresses)) {
            throw new Invalid("link-subnet", linkSubnet + " is too small: the plan numbers " + linkAddresses
                    + " link addresses (a /" + (64 - Long.numberOfLeadingZeros(linkAddresses - 1)) + " is the least)");
        }
        for (var e : rackOverrides.entrySet()) {
            int r = e.getKey();
            String field = "rack." + (r + 1);
            if (r < 0 || r >= racks) {
                throw new Invalid(field, "there is no rack " + (r + 1) + " in a zone of " + racks);
            }
            var ctswList = e.getValue().ctsws();
            if (ctswList.isPresent()) {
                if (ctswList.get().isEmpty()) {
                    throw new Invalid(field + ".ctsws", "rack " + (r + 1) + " has no uplinks: it must reach at least one CTSW");
                }
                for (int s : ctswList.get()) {
                    if (s < 0 || s >= ctsws) {
                        throw new Invalid(field + ".ctsws", "there is no CTSW " + (s + 1) + " in a zone of " + ctsws);
                    }
                }
            }
            if (e.getValue().subnet().isPresent()) {
                Cidr subnet = e.getValue().subnet().get();
                ipv4Network(field + ".subnet", subnet);
                if (subnet.length() > 24 - nicBits) {
                    throw new Invalid(field + ".subnet", subnet + " has no room for a /24 per NIC (at most /" + (24 - nicBits) + ")");
                }
            }
        }
        // Fields are not assigned yet in a compact constructor: the checks read the parameters.
        var overrides = rackOverrides;
        var block = rackSubnets;
        int length = rackPrefixLength;
        int spines = ctsws;
        checkAddressing(racks, linkSubnet, r -> rackSubnet(overrides, block, length, r), overrides);
        checkReachability(racks, r -> rackCtsws(overrides, spines, r));
    }

    /** The FACTS.md zone shape in the given size, from the shipped default template. */
    public static ZoneTemplate defaults() {
        return ZoneTemplateFile.defaults();
    }

    /** This template with another size (command-line options over the file). */
    public ZoneTemplate withSize(int racks, int ctsws, int hostsPerRack, int nicsPerHost) {
        return new ZoneTemplate(racks, ctsws, hostsPerRack, nicsPerHost, downlinkSpeedMbps, uplinkSpeedMbps,
                downlinkCableMeters, uplinkCableMeters, rackSubnets, rackPrefixLength, linkSubnet, rackOverrides);
    }

    /** This template with other port speeds (RTSW to NIC, RTSW to CTSW). */
    public ZoneTemplate withSpeeds(long downlinkMbps, long uplinkMbps) {
        return new ZoneTemplate(racks, ctsws, hostsPerRack, nicsPerHost, downlinkMbps, uplinkMbps,
                downlinkCableMeters, uplinkCableMeters, rackSubnets, rackPrefixLength, linkSubnet, rackOverrides);
    }

    public ZoneTemplate withRack(int r, Rack rack) {
        var overrides = new TreeMap<>(rackOverrides);
        overrides.put(r, rack);
        return new ZoneTemplate(racks, ctsws, hostsPerRack, nicsPerHost, downlinkSpeedMbps, uplinkSpeedMbps,
                downlinkCableMeters, uplinkCableMeters, rackSubnets, rackPrefixLength, linkSubnet, overrides);
    }

    public int nicsPerRack() {
        return hostsPerRack * nicsPerHost;
    }

    /** Rack {@code r}'s subnet: its own, else its slot in {@link #rackSubnets}. */
    public Cidr rackSubnet(int r) {
        return rackSubnet(rackOverrides, rackSubnets, rackPrefixLength, r);
    }

    private static Cidr rackSubnet(Map<Integer, Rack> rackOverrides, Cidr rackSubnets, int rackPrefixLength, int r) {
        var own = rackOverrides.getOrDefault(r, Rack.DEFAULT).subnet();
        if (own.isPresent()) {
            return own.get();
        }
        int base = toInt(rackSubnets.address());
        return new Cidr(fromInt(base + (int) ((long) r << (32 - rackPrefixLength))), rackPrefixLength);
    }

    /** The CTSWs (0-based, ascending) rack {@code r}'s RTSW has an uplink to. */
    public List<Integer> rackCtsws(int r) {
        return rackCtsws(rackOverrides, ctsws, r);
    }

    private static List<Integer> rackCtsws(Map<Integer, Rack> rackOverrides, int ctsws, int r) {
        var own = rackOverrides.getOrDefault(r, Rack.DEFAULT).ctsws();
        if (own.isPresent()) {
            return List.copyOf(new TreeSet<>(own.get()));
        }
        var all = new ArrayList<Integer>();
        for (int s = 0; s < ctsws; s++) {
            all.add(s);
        }
        return all;
    }

    private static void checkAddressing(int racks, Cidr linkSubnet, IntFunction<Cidr> rackSubnet,
                                        Map<Integer, Rack> rackOverrides) {
        for (int r = 0; r < racks; r++) {
            Cidr a = rackSubnet.apply(r);
            String field = rackOverrides.getOrDefault(r, Rack.DEFAULT).subnet().isPresent() ? "rack." + (r + 1) + ".subnet" : "rack-subnets";
            if (a.overlaps(linkSubnet)) {
                throw new Invalid(field, "rack " + (r + 1) + "'s subnet " + a + " overlaps link-subnet " + linkSubnet);
            }
            for (int q = 0; q < r; q++) {
                if (a.overlaps(rackSubnet.apply(q))) {
                    throw new Invalid(field, "rack " + (r + 1) + "'s subnet " + a + " overlaps rack " + (q + 1) + "'s "
                            + rackSubnet.apply(q));
                }
            }
        }
    }

    /** Every pair of racks must share a CTSW, or traffic between them has no path. */
    private static void checkReachability(int racks, IntFunction<List<Integer>> rackCtsws) {
        for (int r = 0; r < racks; r++) {
            for (int q = 0; q < r; q++) {
                var shared = new ArrayList<>(rackCtsws.apply(r));
                shared.retainAll(rackCtsws.apply(q));
                if (shared.isEmpty()) {
                    throw new Invalid("rack." + (r + 1) + ".ctsws", "rack " + (r + 1) + " shares no CTSW with rack " + (q + 1)
                            + ": traffic between them would have no path");
                }
            }
        }
    }

    private static void range(String field, int value, int min, int max) {
        if (value < min || value > max) {
            throw new Invalid(field, value + " is out of range " + min + ".." + max);
        }
    }

    private static void speed(String field, long mbps) {
        if (!SPEEDS_MBPS.contains(mbps)) {
            throw new Invalid(field, mbps / 1000 + "G is not a port speed here; one of 100G, 200G, 400G");
        }
    }

    private static void cable(String field, int meters) {
        if (meters <= 0 || meters > MAX_CABLE_METERS) {
            throw new Invalid(field, "a cable of " + meters + " m: must be 1.." + MAX_CABLE_METERS + " m");
        }
    }

    private static void ipv4Network(String field, Cidr cidr) {
        if (!cidr.isIpv4() || !cidr.isNetwork()) {
            throw new Invalid(field, cidr + " is not an IPv4 network (no host bits)");
        }
    }

    static int toInt(InetAddress a) {
        byte[] b = a.getAddress();
        return (b[0] & 0xff) << 24 | (b[1] & 0xff) << 16 | (b[2] & 0xff) << 8 | (b[3] & 0xff);
    }

    static InetAddress fromInt(int v) {
        try {
            return InetAddress.getByAddress(new byte[]{(byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v});
        } catch (java.net.UnknownHostException e) {
            throw new IllegalStateException(e); // four bytes are always an address
        }
    }
}
