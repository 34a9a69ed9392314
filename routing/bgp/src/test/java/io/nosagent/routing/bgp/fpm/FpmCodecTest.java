package io.nosagent.routing.bgp.fpm;

import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import static io.nosagent.routing.bgp.fpm.Netlink.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Hand-built rtnetlink messages as zebra sends them over FPM, well formed and not. */
class FpmCodecTest {

    private static final InetAddress GW4 = IpAddresses.parse("172.16.0.1");
    private static final InetAddress GW6 = IpAddresses.parse("fc00::1");

    @Test
    void aNextHopObjectCarriesItsIdGatewayAndInterface() throws Exception {
        var m = decode(Rtnetlink.nextHop(true, AF_INET).u32(NHA_ID, 17).attribute(NHA_GATEWAY, GW4.getAddress())
                .u32(NHA_OIF, 5).netlink());
        assertThat(m).isEqualTo(new FpmMessage.NextHop(17, Optional.of(GW4), 5, List.of(), false));
    }

    @Test
    void aGroupCarriesItsMembersWithTheirWeights() throws Exception {
        var m = (FpmMessage.NextHop) decode(Rtnetlink.nextHop(true, 0).u32(NHA_ID, 30).group(17, 1, 18, 3).netlink());
        assertThat(m.isGroup()).isTrue();
        assertThat(m.group()).containsExactly(new FpmMessage.GroupMember(17, 1), new FpmMessage.GroupMember(18, 3));
        assertThat(decode(Rtnetlink.nextHop(false, 0).u32(NHA_ID, 30).netlink())).isEqualTo(new FpmMessage.NextHopDeleted(30));
    }

    @Test
    void routesByNextHopIdInlineAndMultipathInBothFamilies() throws Exception {
        var byId = (FpmMessage.Route) decode(Rtnetlink.route(true, Cidr.parse("10.1.0.0/16")).u32(RTA_TABLE, RT_TABLE_MAIN)
                .u32(RTA_NH_ID, 30).netlink());
        assertThat(byId.prefix()).isEqualTo(Cidr.parse("10.1.0.0/16"));
        assertThat(byId.nextHopId()).isEqualTo(OptionalInt.of(30));
        assertThat(byId.protocol()).isEqualTo(RTPROT_BGP);
        assertThat(byId.table()).isEqualTo(RT_TABLE_MAIN);

        var inline = (FpmMessage.Route) decode(Rtnetlink.route(true, Cidr.parse("2001:db8::/32"))
                .attribute(RTA_GATEWAY, GW6.getAddress()).u32(RTA_OIF, 7).netlink());
        assertThat(inline.paths()).containsExactly(new FpmMessage.Path(Optional.of(GW6), 7, 1));

        var multi = (FpmMessage.Route) decode(Rtnetlink.route(true, Cidr.parse("10.2.0.0/24"))
                .multipath(GW4, 5, IpAddresses.parse("172.16.1.1"), 6).netlink());
        assertThat(multi.paths()).extracting(FpmMessage.Path::ifindex).containsExactly(5, 6);

        assertThat(decode(Rtnetlink.route(false, Cidr.parse("10.2.0.0/24")).netlink()))
                .isEqualTo(new FpmMessage.RouteDeleted(Cidr.parse("10.2.0.0/24"), RT_TABLE_MAIN));
    }

    @Test
    void aDefaultRouteHasNoDestinationAttribute() throws Exception {
        var rt = ByteBuffer.allocate(RTMSG).order(ByteOrder.nativeOrder()).put((byte) AF_INET).put((byte) 0)
                .put(new byte[]{0, 0, (byte) RT_TABLE_MAIN, (byte) RTPROT_BGP, 0, 1}).putInt(0).array();
        byte[] m = withHeader(RTM_NEWROUTE, rt);
        assertThat(((FpmMessage.Route) FpmCodec.decode(ByteBuffer.wrap(m))).prefix()).isEqualTo(Cidr.parse("0.0.0.0/0"));
    }

    @Test
    void anUnknownAttributeIsSkippedAndTheRestRead() throws Exception {
        var m = decode(Rtnetlink.nextHop(true, AF_INET).attribute(99, new byte[]{1, 2, 3}).u32(NHA_ID, 17)
                .u32(NHA_OIF, 5).netlink());
        assertThat(m).isEqualTo(new FpmMessage.NextHop(17, Optional.empty(), 5, List.of(), false));
    }

    @Test
    void theOffloadEchoIsTheRouteWithTheOffloadFlag() throws Exception {
        var route = (FpmMessage.Route) decode(Rtnetlink.route(true, Cidr.parse("10.1.0.0/16")).u32(RTA_NH_ID, 30).netlink());
        var echo = (FpmMessage.Route) FpmCodec.decode(ByteBuffer.wrap(FpmCodec.offloaded(route)));
        assertThat(echo.flags() & RTM_F_OFFLOAD).isNotZero();
        assertThat(echo.prefix()).isEqualTo(route.prefix());
        assertThat(echo.nextHopId()).isEqualTo(route.nextHopId());
    }

    @Test
    void aPassesEchoesGoInOneBufferOfWholeFramesEachTheRouteWithTheOffloadFlag() throws Exception {
        var first = (FpmMessage.Route) decode(Rtnetlink.route(true, Cidr.parse("10.1.0.0/16")).u32(RTA_NH_ID, 30).netlink());
        var second = (FpmMessage.Route) decode(Rtnetlink.route(true, Cidr.parse("10.2.0.0/16")).u32(RTA_NH_ID, 31).netlink());
        var frames = ByteBuffer.wrap(FpmCodec.offloadedFrames(List.of(first, second)));
        var echoes = new java.util.ArrayList<FpmMessage.Route>();
        while (frames.hasRemaining()) {
            int length = FpmCodec.frameLength(frames);
            var body = frames.slice(frames.position() + FPM_HEADER, length - FPM_HEADER);
            echoes.add((FpmMessage.Route) FpmCodec.decode(body));
            frames.position(frames.position() + length);
        }
        assertThat(echoes).extracting(FpmMessage.Route::prefix).containsExactly(first.prefix(), second.prefix());
        assertThat(echoes).extracting(FpmMessage.Route::nextHopId).containsExactly(first.nextHopId(), second.nextHopId());
        assertThat(echoes).allSatisfy(e -> assertThat(e.flags() & RTM_F_OFFLOAD).isNotZero());
        assertThat(first.flags() & RTM_F_OFFLOAD).as("the route as received is left as it was").isZero();
    }

    @Test
    void malformedMessagesAreRefusedNamingTheirFault() {
        byte[] good = Rtnetlink.route(true, Cidr.parse("10.1.0.0/16")).u32(RTA_NH_ID, 30).netlink();
        assertFault(java.util.Arrays.copyOf(good, good.length - 2), "netlink length differs from the frame's");
        byte[] lying = good.clone();
        ByteBuffer.wrap(lying).order(ByteOrder.nativeOrder()).putInt(0, good.length + 8);
        assertFault(lying, "netlink length differs from the frame's");
        byte[] longAttribute = good.clone();
        ByteBuffer.wrap(longAttribute).order(ByteOrder.nativeOrder()).putShort(NLMSG_HEADER + RTMSG, (short) 200);
        assertFault(longAttribute, "attribute length out of its message");
        assertFault(withHeader(RTM_NEWROUTE, new byte[5]), "truncated rtmsg");
        assertFault(withHeader(30, new byte[8]), "unknown message type 30");
        assertFault(Rtnetlink.nextHop(true, AF_INET).u32(NHA_OIF, 5).netlink(), "next hop without NHA_ID");
        assertFault(Rtnetlink.nextHop(true, AF_INET).u32(NHA_ID, 1).attribute(NHA_GATEWAY, new byte[3]).netlink(),
                "wrong attribute size");
        assertFault(Rtnetlink.route(true, Cidr.parse("10.1.0.0/16")).multipath().attribute(RTA_MULTIPATH, new byte[6])
                .netlink(), "truncated rtnexthop");
        assertFault(new byte[10], "truncated netlink header");
    }

    @Test
    void frameHeadersAreChecked() throws Exception {
        byte[] frame = Rtnetlink.nextHop(true, AF_INET).u32(NHA_ID, 1).frame();
        assertThat(FpmCodec.frameLength(ByteBuffer.wrap(frame))).isEqualTo(frame.length);
        byte[] v2 = frame.clone();
        v2[0] = 2;
        assertThatThrownBy(() -> FpmCodec.frameLength(ByteBuffer.wrap(v2))).isInstanceOf(FpmCodec.SkippableFrame.class)
                .satisfies(e -> assertThat(((FpmCodec.SkippableFrame) e).length()).isEqualTo(frame.length));
        byte[] tiny = {1, 1, 0, 6};
        assertThatThrownBy(() -> FpmCodec.frameLength(ByteBuffer.wrap(tiny))).isInstanceOf(FpmFormatException.class)
                .isNotInstanceOf(FpmCodec.SkippableFrame.class).hasMessageContaining("shorter than a netlink header");
    }

    private static byte[] withHeader(int type, byte[] payload) {
        var m = ByteBuffer.allocate(NLMSG_HEADER + payload.length).order(ByteOrder.nativeOrder());
        return m.putInt(m.capacity()).putShort((short) type).putShort((short) 0).putInt(0).putInt(0).put(payload).array();
    }

    private static FpmMessage decode(byte[] netlink) throws FpmFormatException {
        return FpmCodec.decode(ByteBuffer.wrap(netlink));
    }

    private static void assertFault(byte[] netlink, String kind) {
        assertThatThrownBy(() -> decode(netlink)).isInstanceOf(FpmFormatException.class)
                .satisfies(e -> assertThat(((FpmFormatException) e).kind()).isEqualTo(kind));
    }
}
