package io.nosagent.routing.bgp.fpm;

import io.nosagent.net.Cidr;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import static io.nosagent.routing.bgp.fpm.Netlink.*;

/**
 * FPM frames and the rtnetlink messages in them. A frame is a 4-byte header in network order (version 1,
 * type 1 = netlink, u16 length including the header) and one netlink message in the host's order. The
 * decoder checks every length against what contains it and skips attributes it does not know (netlink's
 * rule for newer senders); a message it cannot read throws {@link FpmFormatException}.
 */
public final class FpmCodec {

    private static final ByteOrder HOST = ByteOrder.nativeOrder();

    private FpmCodec() {
    }

    /**
     * The length of the frame whose 4-byte header is at {@code header}'s position, header included.
     *
     * @throws FpmFormatException not version 1 / netlink (the length still says where the next frame
     *                            starts, so the caller may skip it), or a length shorter than a netlink
     *                            header (the stream cannot be followed any further)
     */
    public static int frameLength(ByteBuffer header) throws FpmFormatException {
        int version = header.get(header.position()) & 0xff;
        int type = header.get(header.position() + 1) & 0xff;
        int length = header.order(ByteOrder.BIG_ENDIAN).getShort(header.position() + 2) & 0xffff;
        if (length < FPM_HEADER + NLMSG_HEADER) {
            throw new FpmFormatException("frame shorter than a netlink header", "length " + length);
        }
        if (version != FPM_VERSION || type != FPM_TYPE_NETLINK) {
            throw new SkippableFrame("unknown frame version or type", "version " + version + " type " + type, length);
        }
        return length;
    }

    /** A frame that cannot be read but whose length is known: the stream goes on after it. */
    public static final class SkippableFrame extends FpmFormatException {
        private final int length;

        SkippableFrame(String kind, String detail, int length) {
            super(kind, detail);
            this.length = length;
        }

        public int length() {
            return length;
        }
    }

    /** {@code netlink} (one message) in an FPM frame. */
    public static byte[] frame(byte[] netlink) {
        int length = FPM_HEADER + netlink.length;
        if (length > 0xffff) {
            throw new IllegalArgumentException("an FPM frame holds at most 65535 bytes: " + length);
        }
        var out = ByteBuffer.allocate(length).order(ByteOrder.BIG_ENDIAN);
        out.put((byte) FPM_VERSION).put((byte) FPM_TYPE_NETLINK).putShort((short) length).put(netlink);
        return out.array();
    }

    /** {@code route}'s own message with RTM_F_OFFLOAD set: tells zebra the dataplane installed it. */
    public static byte[] offloaded(FpmMessage.Route route) {
        byte[] copy = route.netlink().clone();
        var b = ByteBuffer.wrap(copy).order(HOST);
        int at = NLMSG_HEADER + 8;
        b.putInt(at, b.getInt(at) | RTM_F_OFFLOAD);
        return copy;
    }

    /**
     * The offload echoes of {@code routes} ({@link #offloaded}), each in its own frame, back to back in one buffer: one
     * write tells zebra of a whole programming pass, where a write per route costs a system call (and a wake-up of
     * zebra's reader) each.
     */
    public static byte[] offloadedFrames(Collection<FpmMessage.Route> routes) {
        int size = 0;
        for (FpmMessage.Route r : routes) {
            size += FPM_HEADER + r.netlink().length;
        }
        var out = ByteBuffer.allocate(size);
        for (FpmMessage.Route r : routes) {
            byte[] netlink = r.netlink();
            int length = FPM_HEADER + netlink.length;
            if (length > 0xffff) {
                throw new IllegalArgumentException("an FPM frame holds at most 65535 bytes: " + length);
            }
            int start = out.position();
            out.order(ByteOrder.BIG_ENDIAN).put((byte) FPM_VERSION).put((byte) FPM_TYPE_NETLINK).putShort((short) length).put(netlink);
            int flags = start + FPM_HEADER + NLMSG_HEADER + 8;
            out.order(HOST).putInt(flags, out.getInt(flags) | RTM_F_OFFLOAD);
        }
        return out.array();
    }

    /**
     * The netlink messages of one frame's body: zebra 8.4 puts a changed route's RTM_DELROUTE and RTM_NEWROUTE
     * in one frame, each at a 4-byte boundary. A length that does not fit the body loses the rest of it.
     */
    public static List<ByteBuffer> messages(ByteBuffer body) throws FpmFormatException {
        var b = body.slice().order(HOST);
        var out = new ArrayList<ByteBuffer>(2);
        int at = 0;
        while (at < b.limit()) {
            int length = b.limit() - at < NLMSG_HEADER ? -1 : b.getInt(at);
            if (length < NLMSG_HEADER || length > b.limit() - at) {
                throw new FpmFormatException("netlink length differs from the frame's",
                        "netlink " + length + " at " + at + ", frame " + b.limit());
            }
            out.add(b.slice(at, length));
            at += (length + 3) & ~3;
        }
        return out;
    }

    /** Decodes one netlink message: the bytes from {@code netlink}'s position to its limit. */
    public static FpmMessage decode(ByteBuffer netlink) throws FpmFormatException {
        var b = netlink.slice().order(HOST);
        if (b.remaining() < NLMSG_HEADER) {
            throw new FpmFormatException("truncated netlink header", b.remaining() + " bytes");
        }
        int length = b.getInt(0);
        if (length != b.remaining()) {
            throw new FpmFormatException("netlink length differs from the frame's",
                    "netlink " + length + ", frame " + b.remaining());
        }
        int type = b.getShort(4) & 0xffff;
        return switch (type) {
            case RTM_NEWNEXTHOP, RTM_DELNEXTHOP -> nextHop(b, type == RTM_DELNEXTHOP);
            case RTM_NEWROUTE, RTM_DELROUTE -> route(b, type == RTM_DELROUTE);
            default -> throw new FpmFormatException("unknown message type " + type, "length " + length);
        };
    }

    private static FpmMessage nextHop(ByteBuffer b, boolean deleted) throws FpmFormatException {
        need(b, NLMSG_HEADER + NHMSG, "truncated nhmsg");
        int family = b.get(NLMSG_HEADER) & 0xff;
        Integer id = null;
        Optional<InetAddress> gateway = Optional.empty();
        int ifindex = 0;
        List<FpmMessage.GroupMember> group = List.of();
        boolean blackhole = false;
        for (int at = NLMSG_HEADER + NHMSG; at < b.limit(); ) {
            int len = attributeLength(b, at);
            int type = b.getShort(at + 2) & 0x7fff;
            int data = at + RTA_HEADER;
            int size = len - RTA_HEADER;
            switch (type) {
                case NHA_ID -> id = u32(b, data, size, "NHA_ID");
                case NHA_OIF -> ifindex = u32(b, data, size, "NHA_OIF");
                case NHA_GATEWAY -> gateway = Optional.of(address(b, data, size, family, "NHA_GATEWAY"));
                case NHA_BLACKHOLE -> blackhole = true;
                case NHA_GROUP -> group = members(b, data, size);
                default -> {
                }
            }
            at += align(len);
        }
        if (id == null) {
            throw new FpmFormatException("next hop without NHA_ID", "");
        }
        if (deleted) {
            return new FpmMessage.NextHopDeleted(id);
        }
        return new FpmMessage.NextHop(id, gateway, ifindex, group, blackhole);
    }

    private static List<FpmMessage.GroupMember> members(ByteBuffer b, int data, int size) throws FpmFormatException {
        if (size % NEXTHOP_GRP != 0) {
            throw new FpmFormatException("NHA_GROUP not a whole number of members", size + " bytes");
        }
        var out = new ArrayList<FpmMessage.GroupMember>(size / NEXTHOP_GRP);
        for (int at = data; at < data + size; at += NEXTHOP_GRP) {
            out.add(new FpmMessage.GroupMember(b.getInt(at), (b.get(at + 4) & 0xff) + 1));
        }
        return out;
    }

    private static FpmMessage route(ByteBuffer b, boolean deleted) throws FpmFormatException {
        need(b, NLMSG_HEADER + RTMSG, "truncated rtmsg");
        int family = b.get(NLMSG_HEADER) & 0xff;
        int dstLen = b.get(NLMSG_HEADER + 1) & 0xff;
        int table = b.get(NLMSG_HEADER + 4) & 0xff;
        int protocol = b.get(NLMSG_HEADER + 5) & 0xff;
        int flags = b.getInt(NLMSG_HEADER + 8);
        int bits = addressBytes(family) * 8;
        if (dstLen > bits) {
            throw new FpmFormatException("prefix length beyond the family's", dstLen + " > " + bits);
        }
        InetAddress dst = null;
        OptionalInt nhId = OptionalInt.empty();
        Optional<InetAddress> gateway = Optional.empty();
        int oif = 0;
        List<FpmMessage.Path> multipath = null;
        for (int at = NLMSG_HEADER + RTMSG; at < b.limit(); ) {
            int len = attributeLength(b, at);
            int type = b.getShort(at + 2) & 0x7fff;
            int data = at + RTA_HEADER;
            int size = len - RTA_HEADER;
            switch (type) {
                case RTA_DST -> dst = address(b, data, size, family, "RTA_DST");
                case RTA_TABLE -> table = u32(b, data, size, "RTA_TABLE");
                case RTA_NH_ID -> nhId = OptionalInt.of(u32(b, data, size, "RTA_NH_ID"));
                case RTA_GATEWAY -> gateway = Optional.of(address(b, data, size, family, "RTA_GATEWAY"));
                case RTA_OIF -> oif = u32(b, data, size, "RTA_OIF");
                case RTA_MULTIPATH -> multipath = multipath(b, data, size, family);
                default -> {
                }
            }
            at += align(len);
        }
        Cidr prefix = new Cidr(dst != null ? dst : zero(family), dstLen);
        if (!prefix.isNetwork()) {
            throw new FpmFormatException("destination with host bits set", prefix.toString());
        }
        if (deleted) {
            return new FpmMessage.RouteDeleted(prefix, table);
        }
        List<FpmMessage.Path> paths = multipath != null ? multipath
                : gateway.isPresent() || oif != 0 ? List.of(new FpmMessage.Path(gateway, oif, 1)) : List.of();
        byte[] raw = new byte[b.limit()];
        b.get(0, raw);
        return new FpmMessage.Route(prefix, table, protocol, flags, nhId, paths, raw);
    }

    private static List<FpmMessage.Path> multipath(ByteBuffer b, int data, int size, int family) throws FpmFormatException {
        var out = new ArrayList<FpmMessage.Path>();
        int end = data + size;
        for (int at = data; at < end; ) {
            if (end - at < RTNEXTHOP) {
                throw new FpmFormatException("truncated rtnexthop", (end - at) + " bytes");
            }
            int len = b.getShort(at) & 0xffff;
            if (len < RTNEXTHOP || at + len > end) {
                throw new FpmFormatException("rtnexthop length out of its RTA_MULTIPATH", "length " + len);
            }
            int weight = (b.get(at + 3) & 0xff) + 1;
            int ifindex = b.getInt(at + 4);
            Optional<InetAddress> gateway = Optional.empty();
            for (int a = at + RTNEXTHOP; a < at + len; ) {
                int alen = attributeLength(b, a, at + len);
                if ((b.getShort(a + 2) & 0x7fff) == RTA_GATEWAY) {
                    gateway = Optional.of(address(b, a + RTA_HEADER, alen - RTA_HEADER, family, "RTA_GATEWAY"));
                }
                a += align(alen);
            }
            out.add(new FpmMessage.Path(gateway, ifindex, weight));
            at += align(len);
        }
        return out;
    }

    private static int attributeLength(ByteBuffer b, int at) throws FpmFormatException {
        return attributeLength(b, at, b.limit());
    }

    /** The length of the attribute at {@code at}, checked to lie within {@code end}. */
    private static int attributeLength(ByteBuffer b, int at, int end) throws FpmFormatException {
        if (end - at < RTA_HEADER) {
            throw new FpmFormatException("truncated attribute header", (end - at) + " bytes left");
        }
        int len = b.getShort(at) & 0xffff;
        if (len < RTA_HEADER || at + len > end) {
            throw new FpmFormatException("attribute length out of its message",
                    "type " + (b.getShort(at + 2) & 0x7fff) + " length " + len + ", " + (end - at) + " bytes left");
        }
        return len;
    }

    private static void need(ByteBuffer b, int bytes, String kind) throws FpmFormatException {
        if (b.limit() < bytes) {
            throw new FpmFormatException(kind, b.limit() + " bytes");
        }
    }

    private static int u32(ByteBuffer b, int data, int size, String what) throws FpmFormatException {
        if (size != 4) {
            throw new FpmFormatException("wrong attribute size", what + " of " + size + " bytes");
        }
        return b.getInt(data);
    }

    private static InetAddress address(ByteBuffer b, int data, int size, int family, String what) throws FpmFormatException {
        if (size != addressBytes(family)) {
            throw new FpmFormatException("wrong attribute size", what + " of " + size + " bytes for family " + family);
        }
        byte[] bytes = new byte[size];
        b.get(data, bytes);
        try {
            return InetAddress.getByAddress(bytes);
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e); // 4 or 16 bytes: cannot happen
        }
    }

    private static int addressBytes(int family) throws FpmFormatException {
        return switch (family) {
            case AF_INET -> 4;
            case AF_INET6 -> 16;
            default -> throw new FpmFormatException("unknown address family", Integer.toString(family));
        };
    }

    private static InetAddress zero(int family) throws FpmFormatException {
        try {
            return InetAddress.getByAddress(new byte[addressBytes(family)]);
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }
}
