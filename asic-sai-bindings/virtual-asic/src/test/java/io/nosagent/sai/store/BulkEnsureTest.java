package io.nosagent.sai.store;

import io.nosagent.sai.SaiStatus;
import java.util.Map;
import io.nosagent.sai.Attribute;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.bringup.SwitchBringUp;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.NextHopAttr;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.store.key.NextHopGroupKey;
import io.nosagent.sai.store.key.NextHopGroupMemberKey;
import io.nosagent.sai.store.key.NextHopKey;
import io.nosagent.sai.store.key.RouterInterfaceKey;
import io.nosagent.sai.trace.SaiCall;
import io.nosagent.sai.trace.TracingSai;
import io.nosagent.sai.vasic.VirtualAsic;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.function.UnaryOperator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** Many routes or group members at once: the SAI bulk calls when the backend has them, one by one when not. */
class BulkEnsureTest {

    private final List<SaiCall> calls = new ArrayList<>();
    private VirtualAsic asic;
    private SwitchHandle sw;

    @BeforeEach
    void bringUp() {
        asic = new VirtualAsic(new PlatformLoader().load("rtsw"));
        sw = new SwitchBringUp(asic, asic.platform()).bringUp();
    }

    private SaiStore store(UnaryOperator<Sai> backend) {
        return new SaiStore(TracingSai.recordingInto(backend.apply(asic), calls), sw.switchId());
    }

    private SaiHandle<SaiObject.RouterInterface> routerInterface(SaiStore store, String port) {
        return store.ensure(new RouterInterfaceKey(port), List.of(RouterInterfaceAttr.VIRTUAL_ROUTER_ID.oid(sw.defaultVrId()),
                RouterInterfaceAttr.TYPE.s32(SaiEnums.RouterInterfaceType.PORT),
                RouterInterfaceAttr.PORT_ID.oid(sw.portId(port).orElseThrow())));
    }

    private LinkedHashMap<RouteEntry, List<Attribute.Of<SaiObject.RouteEntry>>> routes(int n, long nextHop) {
        var routes = new LinkedHashMap<RouteEntry, List<Attribute.Of<SaiObject.RouteEntry>>>();
        for (int i = 0; i < n; i++) {
            routes.put(route(i), List.of(RouteEntryAttr.NEXT_HOP_ID.oid(nextHop)));
        }
        return routes;
    }

    private RouteEntry route(int i) {
        return new RouteEntry(sw.switchId(), sw.defaultVrId(), IpPrefix.parse("2001:db8:" + Integer.toHexString(i) + "::/64"));
    }

    @Test
    void theStoreTellsWhichBulkCallsTheBackendTakesAndWhichItRefused() {
        SaiStore taking = store(UnaryOperator.identity());
        SaiStore refusing = store(RefusingBulk::withoutBulk);
        long rif = routerInterface(taking, "eth1/17/1").oid();
        assertThat(taking.bulkCallAnswers()).as("nothing tried yet").isEmpty();

        taking.closeAll(taking.ensureRoutes(routes(3, rif)));
        refusing.ensureRoutes(routes(3, rif));

        assertThat(taking.bulkCallAnswers()).containsExactly(Map.entry("bulk route create", SaiStatus.SUCCESS),
                Map.entry("bulk route remove", SaiStatus.SUCCESS));
        assertThat(refusing.bulkCallAnswers()).containsExactly(
                Map.entry("bulk route create", SaiStatus.of(SaiStatusCode.NOT_IMPLEMENTED)));
        assertThat(asic.entries(ObjectType.ROUTE_ENTRY)).as("one by one after the refusal").hasSize(3);
    }

    @Test
    void aThousandRoutesGoInOneBulkCallOnTheVirtualAsic() {
        SaiStore store = store(UnaryOperator.identity());
        long rif = routerInterface(store, "eth1/17/1").oid();
        calls.clear();

        var handles = store.ensureRoutes(routes(1000, rif));

        assertThat(handles).hasSize(1000).allSatisfy(h -> assertThat(h.isOpen()).isTrue());
        assertThat(TracingSai.bulkCalls(calls)).isEqualTo(1);
        assertThat(calls).hasSize(1000).allSatisfy(c -> assertThat(c.bulkCall()).isEqualTo(1));
        assertThat(asic.entries(ObjectType.ROUTE_ENTRY)).hasSize(1000);
        assertThat(store.references(route(999))).isEqualTo(1);
    }

    @Test
    void onABackendWithoutBulkRoutesAreCreatedOneByOne() {
        var withoutBulk = new RefusingBulk[1];
        SaiStore store = store(sai -> withoutBulk[0] = RefusingBulk.withoutBulk(sai));
        long rif = routerInterface(store, "eth1/17/1").oid();
        calls.clear();

        store.ensureRoutes(routes(1000, rif));
        store.ensureRoutes(routes(1001, rif)); // the next batch does not ask again

        assertThat(TracingSai.bulkCalls(calls)).isZero();
        assertThat(calls).hasSize(1001).allSatisfy(c -> assertThat(c.operation()).isEqualTo(SaiOperation.CREATE));
        assertThat(withoutBulk[0].refusedBulkCalls()).isEqualTo(1);
        assertThat(asic.entries(ObjectType.ROUTE_ENTRY)).hasSize(1001);
    }

    @Test
    void routesTheStoreAlreadyHasCostNothingAndAConflictIsRefusedBeforeAnyWrite() {
        SaiStore store = store(UnaryOperator.identity());
        long rif17 = routerInterface(store, "eth1/17/1").oid();
        long rif18 = routerInterface(store, "eth1/18/1").oid();
        store.ensureRoutes(routes(10, rif17));
        calls.clear();

        var again = routes(12, rif17);
        again.put(route(3), List.of(RouteEntryAttr.NEXT_HOP_ID.oid(rif18)));
        assertThatThrownBy(() -> store.ensureRoutes(again))
                .as("route 3 is set to another next hop by its first owner").isInstanceOf(IllegalStateException.class);
        assertThat(calls).as("refused before anything is written").isEmpty();
        assertThat(store.references(route(0))).as("handles taken before the refusal are given back").isEqualTo(1);

        again.put(route(3), List.of(RouteEntryAttr.NEXT_HOP_ID.oid(rif17)));
        store.ensureRoutes(again);
        assertThat(calls).as("only the two new routes").hasSize(2).allSatisfy(c -> assertThat(c.bulkCall()).isPositive());
    }

    @Test
    void aFailedRouteThrowsAfterTheOthersAreTrackedWithTheirHandles() {
        SaiStore store = store(UnaryOperator.identity());
        long rif = routerInterface(store, "eth1/17/1").oid();
        // Someone else put route 5 on the ASIC: the store's create of it fails.
        asic.create(route(5), List.of(RouteEntryAttr.NEXT_HOP_ID.oid(rif)));

        var thrown = catchThrowableOfType(BulkEnsureException.class,
                () -> store.ensureRoutes(routes(10, rif)));

        assertThat(thrown.failures()).containsOnlyKeys(5);
        assertThat(thrown.failures().get(5).code()).isEqualTo(SaiStatusCode.ITEM_ALREADY_EXISTS);
        assertThat(thrown).hasMessageContaining("1 of 10 ROUTE_ENTRY").hasMessageContaining("2001:db8:5::/64");
        assertThat(thrown.handles()).hasSize(10).containsNull();
        assertThat(thrown.handles().stream().filter(h -> h != null)).hasSize(9);
        assertThat(store.contains(route(4))).isTrue();
        assertThat(store.contains(route(5))).isFalse();

        store.closeAll(thrown.handles().stream().filter(h -> h != null).toList());
        assertThat(asic.entries(ObjectType.ROUTE_ENTRY)).containsExactly(route(5));
    }

    @Test
    void aBulkCallRefusedAsAWholeFailsItsRoutesAndKeepsTheChunksBefore() {
        // The first chunk of 4,096 goes in, the second call is refused: nothing of it is on the ASIC.
        SaiStore store = store(sai -> new RefusingBulk(sai, SaiStatusCode.INVALID_PARAMETER, 1));
        long rif = routerInterface(store, "eth1/17/1").oid();

        var thrown = catchThrowableOfType(BulkEnsureException.class, () -> store.ensureRoutes(routes(5000, rif)));

        assertThat(thrown.failures()).hasSize(5000 - 4096)
                .allSatisfy((at, status) -> assertThat(status.code()).isEqualTo(SaiStatusCode.INVALID_PARAMETER));
        assertThat(thrown.handles().subList(0, 4096)).doesNotContainNull();
        assertThat(asic.entries(ObjectType.ROUTE_ENTRY)).hasSize(4096);
        assertThat(store.contains(route(4095))).isTrue();
        assertThat(store.contains(route(4096))).isFalse();
    }

    @Test
    void closingManyRoutesRemovesThemInOneBulkCall() {
        SaiStore store = store(UnaryOperator.identity());
        long rif = routerInterface(store, "eth1/17/1").oid();
        var handles = store.ensureRoutes(routes(1000, rif));
        calls.clear();

        store.closeAll(handles);

        assertThat(TracingSai.bulkCalls(calls)).isEqualTo(1);
        assertThat(calls).hasSize(1000).allSatisfy(c -> assertThat(c.operation()).isEqualTo(SaiOperation.REMOVE));
        assertThat(asic.entries(ObjectType.ROUTE_ENTRY)).isEmpty();
        assertThat(store.contains(route(0))).isFalse();
    }

    @Test
    void groupMembersAreCreatedAndRemovedInBulk() {
        SaiStore store = store(UnaryOperator.identity());
        EightMembers eight = eightMembers(store);
        var members = eight.members();
        var groupKey = eight.groupKey();
        var nextHops = eight.nextHops();
        var group = eight.group();
        calls.clear();

        var handles = store.ensureMembers(members);

        assertThat(TracingSai.bulkCalls(calls)).isEqualTo(1);
        assertThat(asic.objects(ObjectType.NEXT_HOP_GROUP_MEMBER)).hasSize(8)
                .containsExactlyInAnyOrderElementsOf(handles.stream().map(SaiHandle::oid).toList());
        assertThat(store.oidOf(new NextHopGroupMemberKey(groupKey, nextHops.get(3)))).contains(handles.get(3).oid());

        calls.clear();
        store.closeAll(handles);
        group.close();
        assertThat(TracingSai.bulkCalls(calls)).isEqualTo(1);
        assertThat(asic.objects(ObjectType.NEXT_HOP_GROUP_MEMBER)).isEmpty();
        assertThat(asic.objects(ObjectType.NEXT_HOP_GROUP)).isEmpty();
    }

    /** An ECMP group over eth1/17/1 .. eth1/24/1 with its eight members created. */
    private List<SaiHandle<SaiObject.NextHopGroupMember>> groupOfEight(SaiStore store) {
        return store.ensureMembers(eightMembers(store).members());
    }

    /** An ECMP group over eth1/17/1 .. eth1/24/1, its next hops created, and its eight members yet to be. */
    private record EightMembers(List<NextHopKey> nextHops, NextHopGroupKey groupKey, SaiHandle<SaiObject.NextHopGroup> group,
                                LinkedHashMap<NextHopGroupMemberKey, List<Attribute.Of<SaiObject.NextHopGroupMember>>> members) {
    }

    private EightMembers eightMembers(SaiStore store) {
        var nextHops = new ArrayList<NextHopKey>();
        var nextHopIds = new ArrayList<Long>();
        for (int i = 17; i <= 24; i++) {
            String port = "eth1/" + i + "/1";
            long rif = routerInterface(store, port).oid();
            var key = NextHopKey.of("10.1." + i + ".1", port);
            nextHops.add(key);
            nextHopIds.add(store.ensure(key, List.of(NextHopAttr.TYPE.s32(SaiEnums.NextHopType.IP),
                    NextHopAttr.IP.ip(IpAddresses.parse("10.1." + i + ".1")), NextHopAttr.ROUTER_INTERFACE_ID.oid(rif))).oid());
        }
        var groupKey = NextHopGroupKey.ecmp(nextHops);
        var group = store.ensure(groupKey, List.of(NextHopGroupAttr.TYPE.s32(SaiEnums.NextHopGroupType.DYNAMIC_UNORDERED_ECMP)));
        var members = new LinkedHashMap<NextHopGroupMemberKey, List<Attribute.Of<SaiObject.NextHopGroupMember>>>();
        for (int i = 0; i < nextHops.size(); i++) {
            members.put(new NextHopGroupMemberKey(groupKey, nextHops.get(i)), List.of(
                    NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(group.oid()), NextHopGroupMemberAttr.NEXT_HOP_ID.oid(nextHopIds.get(i))));
        }
        return new EightMembers(nextHops, groupKey, group, members);
    }

    @Test
    void aCutRemovesItsMembersInOneBulkCallAndTheStoreForgetsThemWhenSettled() {
        SaiStore store = store(UnaryOperator.identity());
        var members = groupOfEight(store);
        var cutOff = members.subList(0, 3);
        calls.clear();

        MemberCut cut = store.cut(cutOff);

        assertThat(TracingSai.bulkCalls(calls)).as("one bulk remove, nothing else").isEqualTo(1);
        assertThat(calls).hasSize(3).allSatisfy(c -> assertThat(c.operation()).isEqualTo(SaiOperation.REMOVE));
        assertThat(asic.objects(ObjectType.NEXT_HOP_GROUP_MEMBER)).hasSize(5);
        assertThat(cut.removed(0) && cut.removed(1) && cut.removed(2)).isTrue();
        assertThat(store.contains(cutOff.getFirst().key())).as("the bookkeeping waits for settle").isTrue();
        assertThat(store.count(ObjectType.NEXT_HOP_GROUP_MEMBER)).isEqualTo(8);

        cut.settle();

        assertThat(cutOff).noneMatch(SaiHandle::isOpen);
        assertThat(cutOff).noneMatch(h -> store.contains(h.key()));
        assertThat(store.count(ObjectType.NEXT_HOP_GROUP_MEMBER)).as("the members' table use follows the cut").isEqualTo(5);
        calls.clear();
        store.closeAll(members);
        assertThat(calls).as("the rest only: the settled members are not removed twice").hasSize(5);
    }

    @Test
    void aCutRefusesAMemberAnotherHandleHoldsBeforeAnyWrite() {
        SaiStore store = store(UnaryOperator.identity());
        var members = groupOfEight(store);
        members.get(1).retain();
        calls.clear();

        assertThatThrownBy(() -> store.cut(members.subList(0, 2))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("held by one handle each").hasMessageContaining("2 handles");
        assertThat(calls).isEmpty();
        assertThat(asic.objects(ObjectType.NEXT_HOP_GROUP_MEMBER)).hasSize(8);
    }
}
