package io.nosagent.sai.vasic;

import io.nosagent.net.IpAddresses;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.meta.NeighborEntryAttr;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Objects and entries coming and going: existence, keys, references and who may remove what. */
class ObjectLifecycleTest {

    private final TestSwitch t = TestSwitch.of("rtsw");

    @AfterEach
    void close() {
        t.close();
    }

    private static SaiStatus statusOf(ThrowingCallable call) {
        return TestSwitch.saiFailure(call).status();
    }

    @Test
    void anObjectIdThatDoesNotExistIsInvalidObjectIdForSetGetAndRemove() {
        long gone = t.group();
        t.asic.remove(ObjectType.NEXT_HOP_GROUP, gone);
        var invalid = SaiStatus.of(SaiStatusCode.INVALID_OBJECT_ID);

        assertThat(statusOf(() -> t.asic.get(ObjectType.NEXT_HOP_GROUP, gone, NextHopGroupAttr.TYPE))).isEqualTo(invalid);
        assertThat(statusOf(() -> t.asic.set(ObjectType.NEXT_HOP_GROUP, gone, NextHopGroupAttr.LABEL.chars("x")))).isEqualTo(invalid);
        assertThat(statusOf(() -> t.asic.remove(ObjectType.NEXT_HOP_GROUP, gone))).isEqualTo(invalid);
    }

    @Test
    void anObjectIdOfAnotherTypeIsInvalidObjectId() {
        long port = t.port(0);

        var e = TestSwitch.saiFailure(() -> t.asic.get(ObjectType.QUEUE, port, QueueAttr.INDEX));

        assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.INVALID_OBJECT_ID));
        assertThat(e).hasMessageContaining("is a PORT, not a QUEUE");
    }

    @Test
    void anEntryThatDoesNotExistIsItemNotFoundForSetGetAndRemove() {
        var route = t.route("10.1.0.0/16");
        var notFound = SaiStatus.of(SaiStatusCode.ITEM_NOT_FOUND);

        assertThat(statusOf(() -> t.asic.get(route, RouteEntryAttr.NEXT_HOP_ID))).isEqualTo(notFound);
        assertThat(statusOf(() -> t.asic.set(route, RouteEntryAttr.META_DATA.u32(1)))).isEqualTo(notFound);
        assertThat(statusOf(() -> t.asic.remove(route))).isEqualTo(notFound);
    }

    @Test
    void creatingAnEntryThatExistsIsItemAlreadyExistsAndKeepsTheFirst() {
        long first = t.ecmpGroup(2);
        long second = t.group();
        t.createRoute("10.1.0.0/16", first);

        assertThat(statusOf(() -> t.createRoute("10.1.0.0/16", second))).isEqualTo(SaiStatus.of(SaiStatusCode.ITEM_ALREADY_EXISTS));
        assertThat(t.asic.get(t.route("10.1.0.0/16"), RouteEntryAttr.NEXT_HOP_ID)).isEqualTo(new AttrValue.Oid(first));
        assertThat(t.asic.referenceCount(second)).isZero();
    }

    @Test
    void aRouteInAVirtualRouterThatDoesNotExistIsInvalidParameter() {
        var route = new RouteEntry(t.switchId, t.port(0), IpPrefix.parse("10.1.0.0/16"));

        assertThat(statusOf(() -> t.asic.create(route, List.of()))).isEqualTo(SaiStatus.of(SaiStatusCode.INVALID_PARAMETER));
    }

    @Test
    void aCallOnAnotherSwitchIdIsInvalidParameter() {
        assertThat(statusOf(() -> t.asic.create(ObjectType.NEXT_HOP_GROUP, t.switchId + 1,
                List.of(NextHopGroupAttr.TYPE.s32(SaiEnums.NextHopGroupType.DYNAMIC_UNORDERED_ECMP)))))
                .isEqualTo(SaiStatus.of(SaiStatusCode.INVALID_PARAMETER));
    }

    @Test
    void aNextHopInAGroupIsInUseUntilItsMemberIsRemoved() {
        long group = t.ecmpGroup(2);
        long member = t.asic.objects(ObjectType.NEXT_HOP_GROUP_MEMBER).getFirst();
        long nextHop = ((AttrValue.Oid) t.asic.get(ObjectType.NEXT_HOP_GROUP_MEMBER, member, NextHopGroupMemberAttr.NEXT_HOP_ID)).value();

        var e = TestSwitch.saiFailure(() -> t.asic.remove(ObjectType.NEXT_HOP, nextHop));
        assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.OBJECT_IN_USE));
        assertThat(e).hasMessageContaining("NEXT_HOP_GROUP_MEMBER 0x" + Long.toHexString(member));

        t.asic.remove(ObjectType.NEXT_HOP_GROUP_MEMBER, member);
        t.asic.remove(ObjectType.NEXT_HOP, nextHop);

        assertThat(t.asic.objects(ObjectType.NEXT_HOP)).doesNotContain(nextHop);
        assertThat(t.asic.get(ObjectType.NEXT_HOP_GROUP, group, NextHopGroupAttr.NEXT_HOP_COUNT)).isEqualTo(new AttrValue.U32(1));
    }

    @Test
    void aGroupARoutePointsAtIsInUseUntilTheRouteMovesAway() {
        long oldGroup = t.ecmpGroup(2);
        long newGroup = t.group();
        t.createRoute("10.1.0.0/16", oldGroup);

        assertThat(statusOf(() -> t.asic.remove(ObjectType.NEXT_HOP_GROUP, oldGroup))).isEqualTo(SaiStatus.of(SaiStatusCode.OBJECT_IN_USE));

        t.asic.set(t.route("10.1.0.0/16"), RouteEntryAttr.NEXT_HOP_ID.oid(newGroup));
        for (long m : t.asic.objects(ObjectType.NEXT_HOP_GROUP_MEMBER)) {
            t.asic.remove(ObjectType.NEXT_HOP_GROUP_MEMBER, m);
        }
        t.asic.remove(ObjectType.NEXT_HOP_GROUP, oldGroup);

        assertThat(t.asic.referenceCount(newGroup)).isEqualTo(1);
        assertThat(statusOf(() -> t.asic.remove(ObjectType.NEXT_HOP_GROUP, newGroup))).isEqualTo(SaiStatus.of(SaiStatusCode.OBJECT_IN_USE));
    }

    @Test
    void aRouterInterfaceWithNeighborsIsInUseThroughTheNeighborKey() {
        long rif = t.routerInterface(t.port(0));
        var neighbor = new NeighborEntry(t.switchId, rif, IpAddresses.parse("10.0.0.2"));
        t.asic.create(neighbor, List.of(NeighborEntryAttr.DST_MAC_ADDRESS.mac(MacAddress.parse("02:11:22:33:44:55"))));

        assertThat(statusOf(() -> t.asic.remove(ObjectType.ROUTER_INTERFACE, rif))).isEqualTo(SaiStatus.of(SaiStatusCode.OBJECT_IN_USE));

        t.asic.remove(neighbor);
        t.asic.remove(ObjectType.ROUTER_INTERFACE, rif);
        assertThat(t.asic.objects(ObjectType.ROUTER_INTERFACE)).isEmpty();
    }

    @Test
    void theSwitchesOwnObjectsCannotBeRemovedOrCreatedByTheAgent() {
        var notSupported = SaiStatus.of(SaiStatusCode.NOT_SUPPORTED);

        assertThat(statusOf(() -> t.asic.remove(ObjectType.PORT, t.port(0)))).isEqualTo(notSupported);
        assertThat(statusOf(() -> t.asic.remove(ObjectType.VIRTUAL_ROUTER, t.defaultRouter()))).isEqualTo(notSupported);
        assertThat(statusOf(() -> t.asic.remove(ObjectType.HASH, t.oid(SwitchAttr.ECMP_HASH)))).isEqualTo(notSupported);
        assertThat(statusOf(() -> t.asic.create(ObjectType.QUEUE, t.switchId, List.of(
                QueueAttr.TYPE.s32(SaiEnums.QueueType.UNICAST), QueueAttr.PORT.oid(t.port(0)), QueueAttr.INDEX.u8(9),
                QueueAttr.PARENT_SCHEDULER_NODE.oid(t.port(0)))))).isEqualTo(notSupported);
        assertThat(t.asic.objects(ObjectType.PORT)).hasSize(35);
    }

    @Test
    void aGroupListsItsMembersInTheOrderTheyJoined() {
        long a = t.nextHop(t.routerInterface(t.port(0)), "10.0.0.1");
        long b = t.nextHop(t.routerInterface(t.port(1)), "10.0.1.1");
        long c = t.nextHop(t.routerInterface(t.port(2)), "10.0.2.1");
        long group = t.group();
        long mb = t.member(group, b);
        long ma = t.member(group, a);
        long mc = t.member(group, c);

        t.asic.remove(ObjectType.NEXT_HOP_GROUP_MEMBER, ma);

        var values = t.asic.get(ObjectType.NEXT_HOP_GROUP, group,
                List.of(NextHopGroupAttr.NEXT_HOP_COUNT, NextHopGroupAttr.NEXT_HOP_MEMBER_LIST));
        assertThat(values).containsExactly(new AttrValue.U32(2), AttrValue.OidList.of(mb, mc));
    }

    @Test
    void aPortSetTakesEffectAndReadsBack() {
        long port = t.port(5);

        t.asic.set(ObjectType.PORT, port, PortAttr.MTU.u32(9100));
        t.asic.set(ObjectType.PORT, port, PortAttr.ADMIN_STATE.bool(true));

        assertThat(t.asic.get(ObjectType.PORT, port, List.of(PortAttr.MTU, PortAttr.ADMIN_STATE, PortAttr.OPER_STATUS, PortAttr.OPER_SPEED)))
                .containsExactly(new AttrValue.U32(9100), AttrValue.Bool.TRUE,
                        new AttrValue.S32(SaiEnums.PortOperStatus.UP), new AttrValue.U32(400_000));
    }

    @Test
    void aClosedAsicAnswersUninitialized() {
        long group = t.group();
        t.asic.close();

        assertThat(statusOf(() -> t.asic.get(ObjectType.NEXT_HOP_GROUP, group, NextHopGroupAttr.TYPE)))
                .isEqualTo(SaiStatus.of(SaiStatusCode.UNINITIALIZED));
    }
}
