package io.nosagent.routing.bgp.gobgp;

import io.nosagent.routing.bgp.Announcement;
import com.google.protobuf.Any;
import com.google.protobuf.ByteString;
import com.google.protobuf.CodedInputStream;
import com.google.protobuf.WireFormat;
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

import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.util.HashMap;
import java.util.Map;
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
        return new Decoder().decode(path);
    }

    /**
     * Decodes paths by type URL rather than {@link Any#is} (which looks the class's default instance up
     * by reflection on every call) and reads each distinct neighbor and next-hop text once: a watch
     * brings the same few of them on every path. Not thread-safe: one per thread.
     */
    public static final class Decoder {
        private static final String NLRI_URL = Any.pack(IPAddressPrefix.getDefaultInstance()).getTypeUrl();
        private static final String NEXT_HOP_URL = Any.pack(NextHopAttribute.getDefaultInstance()).getTypeUrl();
        private static final String MP_REACH_URL = Any.pack(MpReachNLRIAttribute.getDefaultInstance()).getTypeUrl();
        /** Bounds the address cache: past it, it starts again (next hops and neighbors are far fewer). */
        private static final int MAX_CACHED = 4096;

        /** A tag is the field number shifted by three bits over the wire type. */
        private static final int NLRI_TAG = Path.NLRI_FIELD_NUMBER << 3 | WireFormat.WIRETYPE_LENGTH_DELIMITED;
        private static final int PATTRS_TAG = Path.PATTRS_FIELD_NUMBER << 3 | WireFormat.WIRETYPE_LENGTH_DELIMITED;
        private static final int WITHDRAW_TAG = Path.IS_WITHDRAW_FIELD_NUMBER << 3 | WireFormat.WIRETYPE_VARINT;
        private static final int NEIGHBOR_TAG = Path.NEIGHBOR_IP_FIELD_NUMBER << 3 | WireFormat.WIRETYPE_LENGTH_DELIMITED;
        private static final int IDENTIFIER_TAG = Path.IDENTIFIER_FIELD_NUMBER << 3 | WireFormat.WIRETYPE_VARINT;
        private static final int ANY_URL_TAG = Any.TYPE_URL_FIELD_NUMBER << 3 | WireFormat.WIRETYPE_LENGTH_DELIMITED;
        private static final int ANY_VALUE_TAG = Any.VALUE_FIELD_NUMBER << 3 | WireFormat.WIRETYPE_LENGTH_DELIMITED;

        private final Map<String, InetAddress> addresses = new HashMap<>();
        private ByteString lastNlri;
        private Optional<Cidr> lastPrefix = Optional.empty();

        public Optional<Announcement> decode(Path path) {
            return prefix(path.getNlri()).flatMap(prefix -> decode(path.toByteString(), prefix));
        }

        /**
         * What an encoded {@link Path} of {@code prefix} (read by {@link #prefix(ByteString)}) announces, as
         * {@link Paths#decode}; only the fields needed are read off the wire (a parsed path builds every
         * field and attribute, and a multipath watch brings each path many times).
         */
        public Optional<Announcement> decode(ByteString encodedPath, Cidr prefix) {
            String neighbor = "";
            boolean withdrawn = false;
            int identifier = 0;
            InetAddress nextHop = null;
            try {
                CodedInputStream in = encodedPath.newCodedInput();
                for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
                    switch (tag) {
                        case PATTRS_TAG -> {
                            InetAddress hop = nextHop(in.readBytes());
                            if (hop != null) {
                                nextHop = hop;
                            }
                        }
                        case WITHDRAW_TAG -> withdrawn = in.readBool();
                        case NEIGHBOR_TAG -> neighbor = in.readStringRequireUtf8();
                        case IDENTIFIER_TAG -> identifier = in.readUInt32();
                        default -> in.skipField(tag);
                    }
                }
                if (neighbor.isEmpty() || neighbor.equals("<nil>")) {
                    return Optional.empty();
                }
                if (nextHop == null) {
                    if (!withdrawn) {
                        return Optional.empty();
                    }
                    nextHop = address(prefix.address() instanceof Inet4Address ? "0.0.0.0" : "::");
                }
                return Optional.of(new Announcement(prefix, nextHop, address(neighbor), identifier, withdrawn));
            } catch (IOException | IllegalArgumentException e) {
                return Optional.empty();
            }
        }

        /** The next hop of one encoded attribute ({@code Any}); null for another attribute. */
        private InetAddress nextHop(ByteString encodedAny) throws IOException {
            CodedInputStream in = encodedAny.newCodedInput();
            String url = "";
            ByteString value = ByteString.EMPTY;
            for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
                switch (tag) {
                    case ANY_URL_TAG -> url = in.readStringRequireUtf8();
                    case ANY_VALUE_TAG -> value = in.readBytes();
                    default -> in.skipField(tag);
                }
            }
            if (url.equals(NEXT_HOP_URL)) {
                return address(NextHopAttribute.parseFrom(value).getNextHop());
            }
            if (url.equals(MP_REACH_URL)) {
                var reach = MpReachNLRIAttribute.parseFrom(value);
                return reach.getNextHopsCount() > 0 ? address(reach.getNextHops(0)) : null;
            }
            return null;
        }

        /**
         * The prefix of an encoded {@link Path}, read from its NLRI field alone; the same NLRI as the
         * previous call's (a multipath set's paths share it) is not decoded again.
         */
        public Optional<Cidr> prefix(ByteString encodedPath) {
            ByteString nlri = nlriField(encodedPath);
            if (nlri == null) {
                return Optional.empty();
            }
            if (!nlri.equals(lastNlri)) {
                lastNlri = nlri;
                try {
                    lastPrefix = prefix(Any.parseFrom(nlri));
                } catch (InvalidProtocolBufferException e) {
                    lastPrefix = Optional.empty();
                }
            }
            return lastPrefix;
        }

        /** Field 1 (nlri, a message) of an encoded path; null when it has none or does not parse. */
        private static ByteString nlriField(ByteString encodedPath) {
            try {
                CodedInputStream in = encodedPath.newCodedInput();
                for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
                    if (tag == NLRI_TAG) {
                        return in.readBytes();
                    }
                    in.skipField(tag);
                }
            } catch (IOException e) {
                return null;
            }
            return null;
        }

        /** The prefix of an NLRI; empty for another family than IPv4/IPv6 unicast. */
        private static Optional<Cidr> prefix(Any nlriAny) {
            if (!nlriAny.getTypeUrl().equals(NLRI_URL)) {
                return Optional.empty();
            }
            try {
                IPAddressPrefix nlri = IPAddressPrefix.parseFrom(nlriAny.getValue());
                return Optional.of(new Cidr(IpAddresses.parse(nlri.getPrefix()), nlri.getPrefixLen()).network());
            } catch (InvalidProtocolBufferException | IllegalArgumentException e) {
                return Optional.empty();
            }
        }

        private InetAddress address(String text) {
            InetAddress a = addresses.get(text);
            if (a == null) {
                a = IpAddresses.parse(text);
                if (addresses.size() >= MAX_CACHED) {
                    addresses.clear();
                }
                addresses.put(text, a);
            }
            return a;
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
