package io.nosagent.sai.store;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.bringup.SwitchBringUp;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.store.key.PortKey;
import io.nosagent.sai.store.key.RouterInterfaceKey;
import io.nosagent.sai.trace.SaiCall;
import io.nosagent.sai.trace.TracingSai;
import io.nosagent.sai.vasic.VirtualAsic;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

/**
 * An agent restarted on a switch that kept forwarding: the new run adopts what the old one programmed
 * from the warm-boot file, re-applies its intent, and only then lets go of what it no longer wants.
 */
class WarmRestartTest {

    private static final PortKey PORT = new PortKey("eth1/17/1");
    private static final RouterInterfaceKey RIF = new RouterInterfaceKey("eth1/17/1");

    private final List<SaiCall> calls = new ArrayList<>();
    private VirtualAsic asic;
    private SwitchHandle sw;
    private WarmBootFile file;

    @BeforeEach
    void oldRun(@TempDir Path dir) throws Exception {
        asic = new VirtualAsic(new PlatformLoader().load("rtsw"));
        sw = new SwitchBringUp(asic, asic.platform()).bringUp();
        var old = new SaiStore(asic, sw.switchId());
        old.adoptSwitch(sw);
        old.ensure(PORT, List.of(PortAttr.MTU.u32(9100), PortAttr.ADMIN_STATE.bool(true)));
        var rif = old.ensure(RIF, rif(List.of(RouterInterfaceAttr.MTU.u32(9100))));
        old.ensure(route(), List.of(RouteEntryAttr.NEXT_HOP_ID.oid(rif.oid())));
        file = new WarmBootFile(dir.resolve("warmboot.json"));
        file.write(old.warmBootState());
    }

    private List<Attribute.Of<SaiObject.RouterInterface>> rif(List<Attribute.Of<SaiObject.RouterInterface>> extra) {
        var attrs = new ArrayList<>(List.of(RouterInterfaceAttr.VIRTUAL_ROUTER_ID.oid(sw.defaultVrId()),
                RouterInterfaceAttr.TYPE.s32(SaiEnums.RouterInterfaceType.PORT),
                RouterInterfaceAttr.PORT_ID.oid(sw.portId(PORT.interfaceName()).orElseThrow())));
        attrs.addAll(extra);
        return attrs;
    }

    private RouteEntry route() {
        return new RouteEntry(sw.switchId(), sw.defaultVrId(), IpPrefix.parse("10.9.17.0/31"));
    }

    private SaiStore newRun() {
        var store = new SaiStore(TracingSai.recordingInto(asic, calls), sw.switchId());
        store.reload(file.read().orElseThrow());
        store.adoptSwitch(sw);
        return store;
    }

    @Test
    void anAttributeTheNewRunNoLongerSetsIsResetByExactlyOneSetAfterReleaseUnclaimed() {
        SaiStore store = newRun();
        store.ensure(PORT, List.of(PortAttr.MTU.u32(9100), PortAttr.ADMIN_STATE.bool(true)));
        var rif = store.ensure(RIF, rif(List.of()));
        store.ensure(route(), List.of(RouteEntryAttr.NEXT_HOP_ID.oid(rif.oid())));
        assertThat(calls).as("re-applying the same objects, minus one attribute: nothing written yet").isEmpty();

        ReleaseCounts released = store.releaseUnclaimed();

        assertThat(released).isEqualTo(new ReleaseCounts(0, 1));
        assertThat(calls).singleElement().satisfies(c -> {
            assertThat(c.operation()).isEqualTo(SaiOperation.SET);
            assertThat(c.objectId()).isEqualTo(rif.oid());
            assertThat(c.attributes()).containsExactly(RouterInterfaceAttr.MTU.u32(1514));
        });
        assertThat(asic.value(sw.portId(PORT.interfaceName()).orElseThrow(), PortAttr.MTU)).isEqualTo(PortAttr.MTU.u32(9100).value());
    }

    @Test
    void whatNobodyClaimsIsResetOnSwitchBuiltObjectsAndRemovedOtherwise() {
        SaiStore store = newRun();

        ReleaseCounts released = store.releaseUnclaimed();

        // The port keeps existing with its defaults back; the router interface and its route go.
        assertThat(released).isEqualTo(new ReleaseCounts(2, 2));
        assertThat(TracingSai.writes(calls)).extracting(SaiCall::operation, c -> c.entry() == null ? c.objectType() : ObjectType.ROUTE_ENTRY)
                .containsExactly(tuple(SaiOperation.SET, ObjectType.PORT),
                        tuple(SaiOperation.SET, ObjectType.PORT),
                        tuple(SaiOperation.REMOVE, ObjectType.ROUTE_ENTRY),
                        tuple(SaiOperation.REMOVE, ObjectType.ROUTER_INTERFACE));
        assertThat(asic.objects(ObjectType.PORT)).contains(sw.portId(PORT.interfaceName()).orElseThrow());
        assertThat(store.contains(PORT)).isTrue();
        assertThat(store.contains(RIF)).isFalse();
    }

    @Test
    void aHandleDroppedDuringTheReApplyWaitsForReleaseUnclaimed() {
        SaiStore store = newRun();
        var port = store.ensure(PORT, List.of(PortAttr.MTU.u32(9100), PortAttr.ADMIN_STATE.bool(true)));

        port.update(List.of(PortAttr.ADMIN_STATE.bool(true)));
        assertThat(calls).as("another owner may still claim the MTU").isEmpty();

        store.ensure(PORT, List.of(PortAttr.MTU.u32(9100)));
        store.ensure(RIF, rif(List.of(RouterInterfaceAttr.MTU.u32(9100))));
        store.ensure(route(), List.of(RouteEntryAttr.NEXT_HOP_ID.oid(store.oidOf(RIF).orElseThrow())));
        assertThat(store.releaseUnclaimed()).isEqualTo(new ReleaseCounts(0, 0));
        assertThat(calls).isEmpty();
    }

    @Test
    void aStateFromAnotherSwitchIsRefusedNamingTheObject() {
        // On another switch eth1/17/1 would be another port id.
        var store = new SaiStore(asic, sw.switchId());
        store.reload(file.read().orElseThrow());

        assertThatThrownBy(() -> store.adopt(PORT, 0x1L))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("PORT{eth1/17/1}");
    }
}
