package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.meta.NextHopAttr;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.PlatformLoader;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** A virtual ASIC with its switch created, and the few calls routing makes, for scenarios to build on. */
final class TestSwitch implements AutoCloseable {

    final VirtualAsic asic;
    final long switchId;

    private TestSwitch(Platform platform) {
        asic = new VirtualAsic(platform);
        switchId = asic.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));
    }

    static TestSwitch of(String profile) {
        return new TestSwitch(new PlatformLoader().load(profile));
    }

    static TestSwitch of(Platform platform) {
        return new TestSwitch(platform);
    }

    /** A two-port NPU switch whose tables hold {@code size} entries each (both route tables too). */
    static Platform tinyPlatform(int size) {
        var ports = List.of(
                new Platform.PortSpec("eth1/1/1", List.of(1, 2, 3, 4), 100_000, Platform.PortRole.DOWNLINK),
                new Platform.PortSpec("eth1/2/1", List.of(5, 6, 7, 8), 100_000, Platform.PortRole.UPLINK));
        var caps = new Platform.Capacities(size, size, size, size, size, size, size, size, size, 64, 1024, size);
        return new Platform("tiny", "test switch", Platform.SwitchRole.RTSW, Platform.SwitchType.NPU,
                MacAddress.parse("02:00:00:00:00:01"), ports, 8, 8,
                new Platform.BufferSpec(1 << 20, 256, 0, Platform.BufferSpec.Carving.SHARED), caps);
    }

    long defaultRouter() {
        return oid(SwitchAttr.DEFAULT_VIRTUAL_ROUTER_ID);
    }

    long port(int panelIndex) {
        return ((AttrValue.OidList) asic.get(ObjectType.SWITCH, switchId, SwitchAttr.PORT_LIST)).get(panelIndex);
    }

    long oid(AttrSpec switchAttr) {
        return ((AttrValue.Oid) asic.get(ObjectType.SWITCH, switchId, switchAttr)).value();
    }

    long routerInterface(long port) {
        return asic.create(ObjectType.ROUTER_INTERFACE, switchId, List.of(
                RouterInterfaceAttr.VIRTUAL_ROUTER_ID.oid(defaultRouter()),
                RouterInterfaceAttr.TYPE.s32(SaiEnums.RouterInterfaceType.PORT),
                RouterInterfaceAttr.PORT_ID.oid(port)));
    }

    long nextHop(long rif, String ip) {
        return asic.create(ObjectType.NEXT_HOP, switchId, List.of(
                NextHopAttr.TYPE.s32(SaiEnums.NextHopType.IP),
                NextHopAttr.IP.of(AttrValue.IpAddress.parse(ip)),
                NextHopAttr.ROUTER_INTERFACE_ID.oid(rif)));
    }

    long group() {
        return asic.create(ObjectType.NEXT_HOP_GROUP, switchId,
                List.of(NextHopGroupAttr.TYPE.s32(SaiEnums.NextHopGroupType.DYNAMIC_UNORDERED_ECMP)));
    }

    long member(long group, long nextHop) {
        return asic.create(ObjectType.NEXT_HOP_GROUP_MEMBER, switchId, List.of(
                NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(group),
                NextHopGroupMemberAttr.NEXT_HOP_ID.oid(nextHop)));
    }

    /** An ECMP group over next hops 10.0.{i}.1, one per front-panel port 0..width-1. */
    long ecmpGroup(int width) {
        var hops = new ArrayList<Long>();
        for (int i = 0; i < width; i++) {
            hops.add(nextHop(routerInterface(port(i)), "10.0." + i + ".1"));
        }
        long group = group();
        hops.forEach(nh -> member(group, nh));
        return group;
    }

    RouteEntry route(String prefix) {
        return new RouteEntry(switchId, defaultRouter(), IpPrefix.parse(prefix));
    }

    void createRoute(String prefix, long nextHop) {
        asic.create(route(prefix), List.of(RouteEntryAttr.NEXT_HOP_ID.oid(nextHop)));
    }

    /** The SaiException {@code call} fails with; fails the test if it does not. */
    static SaiException saiFailure(ThrowingCallable call) {
        var e = catchThrowableOfType(SaiException.class, call);
        assertThat(e).as("the call fails with a SaiException").isNotNull();
        return e;
    }

    @Override
    public void close() {
        asic.close();
    }
}
