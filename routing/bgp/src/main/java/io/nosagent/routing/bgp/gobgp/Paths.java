package io.nosagent.routing.bgp.gobgp;

import com.google.protobuf.Any;
import com.google.protobuf.InvalidProtocolBufferException;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.bgp.apipb.AsPathAttribute;
import io.nosagent.routing.bgp.apipb.Family;
import io.nosagent.routing.bgp.apipb.IPAddressPrefix;
import io.nosagent.routing.bgp.apipb.MpReachNLRIAttribute;
import io.nosagent.routing.bgp.apipb.NextHopAttribute;
import io.nosagent.routing.bgp.apipb.OriginAttribute;
import io.nosagent.routing.bgp.apipb.Path;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.util.Optional;

/**
 * GoBGP paths to and from {@link Announcement}s. gobgpd packs the NLRI and each path attribute as a
 * {@code google.protobuf.Any}: an IPv4 unicast path has an {@code IPAddressPrefix} NLRI and a
 * {@code NextHopAttribute}; an IPv6 one carries its next hop in an {@code MpReachNLRIAttribute}.
 */
public final class Paths {

    public static final Family IPV4_UNICAST = Family.newBuilder().setAfi(Family.Afi.AFI_IP).setSafi(Family.Safi.SAFI_UNICAST).build();
    public static final Family IPV6_UNICAST = Family.newBuilder().setAfi(Family.Afi.AFI_IP6).setSafi(Family.Safi.SAFI_UNICAST).build();

    /** ORIGIN IGP: the path starts at its announcer. */
    private static final Any ORIGIN_IGP = Any.pack(OriginAttribute.newBuilder().setOrigin(0).build());
    private static final Any EMPTY_AS_PATH = Any.pack(AsPathAttribute.getDefaultInstance());

    private Paths() {
    }

    /**
     * What {@code path} announces; empty for a path this daemon originated itself (no neighbor), a family
     * other than IPv4/IPv6 unicast, or an announcement without a next hop (a withdrawal needs none).
     */
    public static Optional<Announcement> decode(Path path) {
        String neighbor = path.getNeighborIp();
        if (neighbor.isEmpty() || neighbor.equals("<nil>") || !path.getNlri().is(IPAddressPrefix.class)) {
            return Optional.empty();
        }
        try {
            IPAddressPrefix nlri = path.getNlri().unpack(IPAddressPrefix.class);
            InetAddress nextHop = null;
            for (Any attr : path.getPattrsList()) {
                if (attr.is(NextHopAttribute.class)) {
                    nextHop = IpAddresses.parse(attr.unpack(NextHopAttribute.class).getNextHop());
                } else if (attr.is(MpReachNLRIAttribute.class)) {
                    var reach = attr.unpack(MpReachNLRIAttribute.class);
                    if (reach.getNextHopsCount() > 0) {
                        nextHop = IpAddresses.parse(reach.getNextHops(0));
                    }
                }
            }
            InetAddress address = IpAddresses.parse(nlri.getPrefix());
            if (nextHop == null) {
                if (!path.getIsWithdraw()) {
                    return Optional.empty();
                }
                // A withdrawal needs no next hop; keep its prefix so the withdrawal is not lost.
                nextHop = IpAddresses.parse(address instanceof Inet4Address ? "0.0.0.0" : "::");
            }
            Cidr prefix = new Cidr(address, nlri.getPrefixLen()).network();
            return Optional.of(new Announcement(prefix, nextHop, IpAddresses.parse(neighbor), path.getIdentifier(),
                    path.getIsWithdraw()));
        } catch (InvalidProtocolBufferException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /**
     * A path originating {@code prefix} via {@code nextHop}, with ADD-PATHS identifier {@code pathId} (0:
     * none): origin IGP, an empty AS path (the daemon prepends its AS towards eBGP peers).
     */
    public static Path route(Cidr prefix, InetAddress nextHop, int pathId) {
        Any nlri = Any.pack(IPAddressPrefix.newBuilder().setPrefix(IpAddresses.format(prefix.address()))
                .setPrefixLen(prefix.length()).build());
        var path = Path.newBuilder().setNlri(nlri).setIdentifier(pathId).addPattrs(ORIGIN_IGP).addPattrs(EMPTY_AS_PATH);
        if (nextHop instanceof Inet4Address) {
            path.setFamily(IPV4_UNICAST).addPattrs(Any.pack(NextHopAttribute.newBuilder().setNextHop(IpAddresses.format(nextHop)).build()));
        } else {
            path.setFamily(IPV6_UNICAST).addPattrs(Any.pack(MpReachNLRIAttribute.newBuilder().setFamily(IPV6_UNICAST)
                    .addNextHops(IpAddresses.format(nextHop)).addNlris(nlri).build()));
        }
        return path.build();
    }
}
