package io.nosagent.routing.bgp.fpm;

import io.nosagent.net.Cidr;

import java.io.ByteArrayOutputStream;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

import static io.nosagent.routing.bgp.fpm.Netlink.*;

/** Builds rtnetlink messages as zebra's dplane_fpm_nl sends them, for tests (and malformed ones on purpose). */
final class Rtnetlink {

    private final ByteArrayOutputStream body = new ByteArrayOutputStream();
    private final int type;

    private Rtnetlink(int type, byte[] fixed) {
        this.type = type;
        body.writeBytes(fixed);
    }

    /** RTM_NEWNEXTHOP / RTM_DELNEXTHOP with nhmsg of {@code family}. */
    static Rtnetlink nextHop(boolean add, int family) {
        return new Rtnetlink(add ? RTM_NEWNEXTHOP : RTM_DELNEXTHOP, new byte[]{(byte) family, 0, (byte) RTPROT_BGP, 0, 0, 0, 0, 0});
    }

    /** RTM_NEWROUTE / RTM_DELROUTE for {@code prefix} in the main table, protocol BGP. */
    static Rtnetlink route(boolean add, Cidr prefix) {
        var rt = ByteBuffer.allocate(RTMSG).order(ByteOrder.nativeOrder());
        rt.put((byte) family(prefix.address())).put((byte) prefix.length()).put((byte) 0).put((byte) 0)
                .put((byte) RT_TABLE_MAIN).put((byte) RTPROT_BGP).put((byte) 0).put((byte) 1).putInt(0);
        var r = new Rtnetlink(add ? RTM_NEWROUTE : RTM_DELROUTE, rt.array());
        return r.attribute(RTA_DST, prefix.address().getAddress());
    }

    static int family(InetAddress a) {
        return a instanceof Inet4Address ? AF_INET : AF_INET6;
    }

    Rtnetlink attribute(int attrType, byte[] data) {
        var a = ByteBuffer.allocate(align(RTA_HEADER + data.length)).order(ByteOrder.nativeOrder());
        a.putShort((short) (RTA_HEADER + data.length)).putShort((short) attrType).put(data);
        body.writeBytes(a.array());
        return this;
    }

    Rtnetlink u32(int attrType, int value) {
        return attribute(attrType, ByteBuffer.allocate(4).order(ByteOrder.nativeOrder()).putInt(value).array());
    }

    /** NHA_GROUP of (id, weight) pairs. */
    Rtnetlink group(int... idWeight) {
        var g = ByteBuffer.allocate(idWeight.length / 2 * NEXTHOP_GRP).order(ByteOrder.nativeOrder());
        for (int i = 0; i < idWeight.length; i += 2) {
            g.putInt(idWeight[i]).put((byte) (idWeight[i + 1] - 1)).put((byte) 0).putShort((short) 0);
        }
        return attribute(NHA_GROUP, g.array());
    }

    /** RTA_MULTIPATH of (gateway, ifindex) pairs, weight 1. */
    Rtnetlink multipath(Object... gatewayIfindex) {
        var out = new ByteArrayOutputStream();
        for (int i = 0; i < gatewayIfindex.length; i += 2) {
            byte[] gw = ((InetAddress) gatewayIfindex[i]).getAddress();
            var nh = ByteBuffer.allocate(RTNEXTHOP + RTA_HEADER + gw.length).order(ByteOrder.nativeOrder());
            nh.putShort((short) nh.capacity()).put((byte) 0).put((byte) 0).putInt((Integer) gatewayIfindex[i + 1])
                    .putShort((short) (RTA_HEADER + gw.length)).putShort((short) RTA_GATEWAY).put(gw);
            out.writeBytes(nh.array());
        }
        return attribute(RTA_MULTIPATH, out.toByteArray());
    }

    /** The netlink message. */
    byte[] netlink() {
        byte[] payload = body.toByteArray();
        var m = ByteBuffer.allocate(NLMSG_HEADER + payload.length).order(ByteOrder.nativeOrder());
        m.putInt(m.capacity()).putShort((short) type).putShort((short) NLM_F_REQUEST).putInt(0).putInt(0).put(payload);
        return m.array();
    }

    /** The message in an FPM frame. */
    byte[] frame() {
        return FpmCodec.frame(netlink());
    }
}
