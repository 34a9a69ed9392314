package io.nosagent.sai.store;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.bringup.SwitchBringUp;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.store.key.HashKey;
import io.nosagent.sai.store.key.NextHopGroupKey;
import io.nosagent.sai.store.key.NextHopKey;
import io.nosagent.sai.store.key.RouterInterfaceKey;
import io.nosagent.sai.trace.SaiCall;
import io.nosagent.sai.trace.TracingSai;
import io.nosagent.sai.vasic.VirtualAsic;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Objects the store creates: one create, only differing sets, refcounts, create-only, warm restart. */
class SaiStoreTest {

    private final List<SaiCall> calls = new ArrayList<>();
    private VirtualAsic asic;
    private SwitchHandle sw;
    private SaiStore store;

    @BeforeEach
    void bringUp() {
        asic = new VirtualAsic(new PlatformLoader().load("rtsw"));
        sw = new SwitchBringUp(asic, asic.platform()).bringUp();
        store = new SaiStore(TracingSai.recordingInto(asic, calls), sw.switchId());
    }

    private List<Attribute.Of<SaiObject.RouterInterface>> rif(String port, int mtu) {
        return List.of(RouterInterfaceAttr.VIRTUAL_ROUTER_ID.oid(sw.defaultVrId()),
                RouterInterfaceAttr.TYPE.s32(SaiEnums.RouterInterfaceType.PORT),
                RouterInterfaceAttr.PORT_ID.oid(sw.portId(port).orElseThrow()),
                RouterInterfaceAttr.MTU.u32(mtu));
    }

    private static RouterInterfaceKey rifKey(String port) {
        return new RouterInterfaceKey(port);
    }

    @Test
    void secondEnsureWithEqualAttributesMakesNoSaiCall() {
        var first = store.ensure(rifKey("eth1/1/1"), rif("eth1/1/1", 9100));
        calls.clear();

        var second = store.ensure(rifKey("eth1/1/1"), rif("eth1/1/1", 9100));

        assertThat(calls).isEmpty();
        assertThat(second.oid()).isEqualTo(first.oid());
        assertThat(store.references(rifKey("eth1/1/1"))).isEqualTo(2);
    }

    @Test
    void changedAttributeMakesExactlyOneSet() {
        var h = store.ensure(rifKey("eth1/1/1"), rif("eth1/1/1", 9100));
        calls.clear();

        h.update(rif("eth1/1/1", 4200));

        assertThat(calls).singleElement().satisfies(c -> {
            assertThat(c.operation()).isEqualTo(SaiOperation.SET);
            assertThat(c.objectId()).isEqualTo(h.oid());
            assertThat(c.attributes()).containsExactly(RouterInterfaceAttr.MTU.u32(4200));
        });
        assertThat(asic.value(h.oid(), RouterInterfaceAttr.MTU)).isEqualTo(RouterInterfaceAttr.MTU.u32(4200).value());
    }

    @Test
    void droppedAttributeIsResetToItsSaiDefault() {
        var h = store.ensure(rifKey("eth1/1/1"), rif("eth1/1/1", 4200));
        calls.clear();

        h.update(rif("eth1/1/1", 4200).subList(0, 3));

        assertThat(calls).singleElement().satisfies(c ->
                assertThat(c.attributes()).containsExactly(RouterInterfaceAttr.MTU.u32(1514)));
    }

    @Test
    void droppingTheLastHandleRemovesTheObject() {
        var a = store.ensure(rifKey("eth1/1/1"), rif("eth1/1/1", 9100));
        var b = a.retain();
        long oid = a.oid();

        a.close();
        assertThat(asic.objects(ObjectType.ROUTER_INTERFACE)).contains(oid);
        a.close(); // a second close of the same handle is not another reference
        assertThat(asic.objects(ObjectType.ROUTER_INTERFACE)).contains(oid);

        b.close();
        assertThat(asic.objects(ObjectType.ROUTER_INTERFACE)).doesNotContain(oid);
        assertThat(store.contains(rifKey("eth1/1/1"))).isFalse();
    }

    @Test
    void changingACreateOnlyAttributeIsRefusedWithoutTouchingTheAsic() {
        var h = store.ensure(rifKey("eth1/1/1"), rif("eth1/1/1", 9100));
        calls.clear();

        assertThatThrownBy(() -> h.update(rif("eth1/2/1", 9100)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("SAI_ROUTER_INTERFACE_ATTR_PORT_ID");
        assertThat(calls).isEmpty();
    }

    @Test
    void aRefusedCreateLeavesNothingTracked() {
        var bad = List.of(NextHopGroupAttr.TYPE.s32(SaiEnums.NextHopGroupType.DYNAMIC_UNORDERED_ECMP),
                NextHopGroupAttr.CONFIGURED_SIZE.u32(0), NextHopGroupAttr.NEXT_HOP_COUNT.u32(3));
        var key = NextHopGroupKey.ecmp(List.of(NextHopKey.of("10.0.0.1", "eth1/17/1")));

        assertThatThrownBy(() -> store.ensure(key, bad))
                .isInstanceOfSatisfying(SaiException.class, e -> assertThat(e.status().code()).isEqualTo(SaiStatusCode.INVALID_ATTRIBUTE));
        assertThat(store.contains(key)).isFalse();
        assertThat(store.size()).isZero();
    }

    @Test
    void anAttributeOfAnotherObjectTypeIsRefusedNamingBoth() {
        // The compiler refuses this (CompileTimeGuaranteesTest); a list that escaped it through an unchecked
        // cast is still refused, before any SAI call.
        @SuppressWarnings("unchecked")
        var escaped = (List<Attribute.Of<SaiObject.Hash>>) (List<?>) rif("eth1/1/1", 9100);

        assertThatThrownBy(() -> store.ensure(HashKey.ECMP_IPV4, escaped))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("SAI_ROUTER_INTERFACE_ATTR_VIRTUAL_ROUTER_ID").hasMessageContaining("HASH{ecmp IPV4}");
        assertThat(calls).isEmpty();
    }

    // ---- several owners of one created object ------------------------------------------------------

    @Test
    void twoOwnersOfOneRouterInterfaceEachKeepTheirAttribute() {
        var routing = store.ensure(rifKey("eth1/1/1"), rif("eth1/1/1", 9100));
        var acl = store.ensure(rifKey("eth1/1/1"), List.of(RouterInterfaceAttr.ADMIN_V4_STATE.bool(false)));
        calls.clear();

        routing.close();

        // The object stays for the other owner; only what nobody sets any more goes back to its default.
        assertThat(asic.objects(ObjectType.ROUTER_INTERFACE)).contains(acl.oid());
        assertThat(calls).singleElement().satisfies(c ->
                assertThat(c.attributes()).containsExactly(RouterInterfaceAttr.MTU.u32(1514)));
        assertThat(asic.value(acl.oid(), RouterInterfaceAttr.ADMIN_V4_STATE)).isEqualTo(RouterInterfaceAttr.ADMIN_V4_STATE.bool(false).value());
    }

    @Test
    void anOwnerThatDropsAnAttributeAnotherOwnerSetsLeavesItAlone() {
        var a = store.ensure(rifKey("eth1/1/1"), rif("eth1/1/1", 9100));
        store.ensure(rifKey("eth1/1/1"), List.of(RouterInterfaceAttr.MTU.u32(9100)));
        calls.clear();

        a.update(rif("eth1/1/1", 9100).subList(0, 3));

        assertThat(calls).isEmpty();
        assertThat(asic.value(a.oid(), RouterInterfaceAttr.MTU)).isEqualTo(RouterInterfaceAttr.MTU.u32(9100).value());
    }

    // ---- warm restart --------------------------------------------------------------------------------

    @Test
    void reloadOnAPopulatedAsicAdoptsEveryObjectWithoutCreatingAny() {
        var handles = new ArrayList<SaiHandle<?>>();
        for (String port : List.of("eth1/17/1", "eth1/18/1", "eth1/19/1")) {
            var rif = store.ensure(rifKey(port), rif(port, 9100));
            handles.add(rif);
            handles.add(store.ensure(new RouteEntry(sw.switchId(), sw.defaultVrId(), IpPrefix.parse("10.9." + port.charAt(5) + port.charAt(6) + ".0/31")),
                    List.of(RouteEntryAttr.NEXT_HOP_ID.oid(rif.oid()))));
        }
        int objectsBefore = asic.objects(ObjectType.ROUTER_INTERFACE).size();
        WarmBootState state = store.warmBootState();

        // A restarted agent: a new store on the same ASIC.
        var restartCalls = new ArrayList<SaiCall>();
        var restarted = new SaiStore(TracingSai.recordingInto(asic, restartCalls), sw.switchId());
        restarted.reload(state);
        for (String port : List.of("eth1/17/1", "eth1/18/1", "eth1/19/1")) {
            var rif = restarted.ensure(rifKey(port), rif(port, 9100));
            restarted.ensure(new RouteEntry(sw.switchId(), sw.defaultVrId(), IpPrefix.parse("10.9." + port.charAt(5) + port.charAt(6) + ".0/31")),
                    List.of(RouteEntryAttr.NEXT_HOP_ID.oid(rif.oid())));
        }

        assertThat(restartCalls).as("no read-back either: the state carries the attributes").isEmpty();
        assertThat(restarted.releaseUnclaimed().removed()).isZero();
        assertThat(TracingSai.writes(restartCalls)).isEmpty();
        assertThat(asic.objects(ObjectType.ROUTER_INTERFACE)).hasSize(objectsBefore);
        assertThat(restarted.size()).isEqualTo(store.size());
    }

    @Test
    void reloadThenAChangedAttributeSetsOnlyThatOne() {
        store.ensure(rifKey("eth1/17/1"), rif("eth1/17/1", 9100));
        var restartCalls = new ArrayList<SaiCall>();
        var restarted = new SaiStore(TracingSai.recordingInto(asic, restartCalls), sw.switchId());
        restarted.reload(store.warmBootState());

        restarted.ensure(rifKey("eth1/17/1"), rif("eth1/17/1", 4200));

        assertThat(TracingSai.writes(restartCalls)).singleElement()
                .satisfies(c -> assertThat(c.attributes()).containsExactly(RouterInterfaceAttr.MTU.u32(4200)));
    }

    @Test
    void unclaimedObjectsAreRemovedDependentsFirst() {
        var rif = store.ensure(rifKey("eth1/17/1"), rif("eth1/17/1", 9100));
        var route = new RouteEntry(sw.switchId(), sw.defaultVrId(), IpPrefix.parse("10.9.0.0/31"));
        store.ensure(route, List.of(RouteEntryAttr.NEXT_HOP_ID.oid(rif.oid())));
        var restarted = new SaiStore(asic, sw.switchId());
        restarted.reload(store.warmBootState());

        ReleaseCounts released = restarted.releaseUnclaimed();

        assertThat(released.removed()).isEqualTo(2);
        assertThat(released.reset()).isZero();
        assertThat(asic.entries(ObjectType.ROUTE_ENTRY)).doesNotContain(route);
        assertThat(asic.objects(ObjectType.ROUTER_INTERFACE)).doesNotContain(rif.oid());
    }

    @Test
    void theStoreCountsItsObjectsPerTypeAndFamilyAsTheyComeAndGoAndAsAReloadAdoptsThem() {
        var rif = store.ensure(rifKey("eth1/17/1"), rif("eth1/17/1", 9100));
        var v4 = store.ensure(new RouteEntry(sw.switchId(), sw.defaultVrId(), IpPrefix.parse("10.9.0.0/31")),
                List.of(RouteEntryAttr.NEXT_HOP_ID.oid(rif.oid())));
        store.ensure(new RouteEntry(sw.switchId(), sw.defaultVrId(), IpPrefix.parse("10.9.1.0/31")),
                List.of(RouteEntryAttr.NEXT_HOP_ID.oid(rif.oid())));
        store.ensure(new RouteEntry(sw.switchId(), sw.defaultVrId(), IpPrefix.parse("2001:db8:9::/127")),
                List.of(RouteEntryAttr.NEXT_HOP_ID.oid(rif.oid())));

        assertThat(store.count(ObjectType.ROUTE_ENTRY)).isEqualTo(3);
        assertThat(store.count(ObjectType.ROUTE_ENTRY, true)).isEqualTo(2);
        assertThat(store.count(ObjectType.ROUTE_ENTRY, false)).isEqualTo(1);
        assertThat(store.count(ObjectType.ROUTER_INTERFACE)).isEqualTo(1);

        v4.close();

        assertThat(store.count(ObjectType.ROUTE_ENTRY, true)).as("the closed route is gone").isEqualTo(1);
        assertThat(asic.entries(ObjectType.ROUTE_ENTRY)).hasSize(2);
        var restarted = new SaiStore(asic, sw.switchId());
        restarted.reload(store.warmBootState());
        assertThat(restarted.count(ObjectType.ROUTE_ENTRY, true)).isEqualTo(1);
        assertThat(restarted.count(ObjectType.ROUTE_ENTRY, false)).isEqualTo(1);
        assertThat(restarted.releaseUnclaimed().removed()).isEqualTo(3);
        assertThat(restarted.count(ObjectType.ROUTE_ENTRY)).as("what nobody claimed is removed and uncounted").isZero();
        assertThat(restarted.count(ObjectType.ROUTER_INTERFACE)).isZero();
    }

    @Test
    void theStoreKeepsTheMostObjectsItHeldAtOnceThoughTheyWentBeforeAnyoneCounted() {
        var rif = store.ensure(rifKey("eth1/17/1"), rif("eth1/17/1", 9100));
        var routes = new java.util.ArrayList<SaiHandle<?>>();
        for (String p : List.of("10.9.0.0/31", "10.9.1.0/31", "10.9.2.0/31", "2001:db8:9::/127")) {
            routes.add(store.ensure(new RouteEntry(sw.switchId(), sw.defaultVrId(), IpPrefix.parse(p)),
                    List.of(RouteEntryAttr.NEXT_HOP_ID.oid(rif.oid()))));
        }
        routes.subList(1, 4).forEach(SaiHandle::close);

        assertThat(store.count(ObjectType.ROUTE_ENTRY)).isEqualTo(1);
        assertThat(store.peak(ObjectType.ROUTE_ENTRY)).isEqualTo(4);
        assertThat(store.peak(ObjectType.ROUTE_ENTRY, true)).isEqualTo(3);
        assertThat(store.peak(ObjectType.ROUTE_ENTRY, false)).isEqualTo(1);
        store.ensure(new RouteEntry(sw.switchId(), sw.defaultVrId(), IpPrefix.parse("10.9.5.0/31")),
                List.of(RouteEntryAttr.NEXT_HOP_ID.oid(rif.oid())));
        assertThat(store.peak(ObjectType.ROUTE_ENTRY, true)).as("two held now, three once").isEqualTo(3);
    }

    @Test
    void reloadIntoAStoreThatOwnsObjectsIsRefused() {
        store.ensure(rifKey("eth1/17/1"), rif("eth1/17/1", 9100));
        assertThatThrownBy(() -> store.reload(WarmBootState.empty())).isInstanceOf(IllegalStateException.class);
    }
}
