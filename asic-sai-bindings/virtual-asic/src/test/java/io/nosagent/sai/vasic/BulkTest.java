package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.BulkMode;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Bulk route and next-hop-group-member calls: one status per item, STOP_ON_ERROR versus IGNORE_ERROR. */
class BulkTest {

    private static final SaiStatus OK = SaiStatus.SUCCESS;
    private static final SaiStatus EXISTS = SaiStatus.of(SaiStatusCode.ITEM_ALREADY_EXISTS);
    private static final SaiStatus NOT_EXECUTED = SaiStatus.of(SaiStatusCode.NOT_EXECUTED);

    private final TestSwitch t = TestSwitch.of("rtsw");

    @AfterEach
    void close() {
        t.close();
    }

    private List<RouteEntry> routes(String... prefixes) {
        return java.util.Arrays.stream(prefixes).map(t::route).toList();
    }

    private static List<List<Attribute>> pointingAt(long nextHop, int n) {
        return java.util.Collections.nCopies(n, List.of(RouteEntryAttr.NEXT_HOP_ID.oid(nextHop)));
    }

    @Test
    void stopOnErrorLeavesTheItemsAfterAFailureNotExecuted() {
        long group = t.ecmpGroup(2);
        t.createRoute("10.2.0.0/16", group);

        var statuses = t.asic.createRoutes(routes("10.1.0.0/16", "10.2.0.0/16", "10.3.0.0/16"), pointingAt(group, 3), BulkMode.STOP_ON_ERROR);

        assertThat(statuses).containsExactly(OK, EXISTS, NOT_EXECUTED);
        assertThat(t.asic.entries(ObjectType.ROUTE_ENTRY)).containsExactlyInAnyOrder(t.route("10.1.0.0/16"), t.route("10.2.0.0/16"));
    }

    @Test
    void ignoreErrorTriesEveryItemAndReportsEachStatus() {
        long group = t.ecmpGroup(2);
        t.createRoute("10.2.0.0/16", group);
        var attrs = List.of(
                List.of(RouteEntryAttr.NEXT_HOP_ID.oid(group)),
                List.of(RouteEntryAttr.NEXT_HOP_ID.oid(group)),
                List.<Attribute>of(RouteEntryAttr.PACKET_ACTION.s32(77)),
                List.of(RouteEntryAttr.NEXT_HOP_ID.oid(group)));

        var statuses = t.asic.createRoutes(routes("10.1.0.0/16", "10.2.0.0/16", "10.3.0.0/16", "2001:db8::/32"), attrs, BulkMode.IGNORE_ERROR);

        assertThat(statuses).containsExactly(OK, EXISTS, SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 0), OK);
        assertThat(t.asic.entries(ObjectType.ROUTE_ENTRY)).hasSize(3);
        assertThat(t.asic.referenceCount(group)).as("its 2 members and 3 routes").isEqualTo(5);
    }

    @Test
    void routesCreatedWithOneSharedAttributeListEachKeepTheirOwnAttributes() {
        long group = t.ecmpGroup(2);
        t.asic.createRoutes(routes("10.1.0.0/16", "10.2.0.0/16"), pointingAt(group, 2), BulkMode.STOP_ON_ERROR);

        t.asic.set(t.route("10.1.0.0/16"), RouteEntryAttr.PACKET_ACTION.s32(io.nosagent.sai.meta.SaiEnums.PacketAction.DROP));

        assertThat(t.asic.get(t.route("10.1.0.0/16"), List.of(RouteEntryAttr.PACKET_ACTION), 0))
                .containsExactly(new AttrValue.S32(io.nosagent.sai.meta.SaiEnums.PacketAction.DROP));
        assertThat(t.asic.get(t.route("10.2.0.0/16"), List.of(RouteEntryAttr.PACKET_ACTION, RouteEntryAttr.NEXT_HOP_ID), 0))
                .as("the other route of the shared list").containsExactly(
                        new AttrValue.S32(io.nosagent.sai.meta.SaiEnums.PacketAction.FORWARD), new AttrValue.Oid(group));
        assertThat(t.asic.referenceCount(group)).as("its 2 members and 2 routes").isEqualTo(4);
    }

    @Test
    void aSharedAttributeListIsJudgedForEveryRouteThatGivesItAndEachKeyOnItsOwn() {
        long group = t.ecmpGroup(2);
        var badVr = new RouteEntry(t.switchId, 0x7777, io.nosagent.sai.IpPrefix.parse("10.2.0.0/16"));
        var keys = List.of(t.route("10.1.0.0/16"), badVr, t.route("10.3.0.0/16"));

        var refused = t.asic.createRoutes(keys, java.util.Collections.nCopies(3, List.<Attribute>of(RouteEntryAttr.PACKET_ACTION.s32(77))),
                BulkMode.IGNORE_ERROR);
        var pointing = t.asic.createRoutes(keys, pointingAt(group, 3), BulkMode.IGNORE_ERROR);

        var badValue = SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 0);
        assertThat(refused).as("the key is checked before the attributes")
                .containsExactly(badValue, SaiStatus.of(SaiStatusCode.INVALID_PARAMETER), badValue);
        assertThat(pointing).containsExactly(OK, SaiStatus.of(SaiStatusCode.INVALID_PARAMETER), OK);
        assertThat(t.asic.entries(ObjectType.ROUTE_ENTRY)).containsExactly(t.route("10.1.0.0/16"), t.route("10.3.0.0/16"));
    }

    @Test
    void bulkRemoveReportsMissingRoutesAsItemNotFound() {
        t.createRoute("10.1.0.0/16", 0);
        t.createRoute("10.3.0.0/16", 0);

        var statuses = t.asic.removeRoutes(routes("10.1.0.0/16", "10.2.0.0/16", "10.3.0.0/16"), BulkMode.IGNORE_ERROR);

        assertThat(statuses).containsExactly(OK, SaiStatus.of(SaiStatusCode.ITEM_NOT_FOUND), OK);
        assertThat(t.asic.entries(ObjectType.ROUTE_ENTRY)).isEmpty();
    }

    @Test
    void bulkMemberCreateGivesAnIdPerSuccessAndZeroPerFailure() {
        long a = t.nextHop(t.routerInterface(t.port(0)), "10.0.0.1");
        long b = t.nextHop(t.routerInterface(t.port(1)), "10.0.1.1");
        long group = t.group();
        var attrs = List.of(
                List.of(NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(group), NextHopGroupMemberAttr.NEXT_HOP_ID.oid(a)),
                List.of(NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(group)),
                List.of(NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(group), NextHopGroupMemberAttr.NEXT_HOP_ID.oid(b)));

        var result = t.asic.createNextHopGroupMembers(t.switchId, attrs, BulkMode.IGNORE_ERROR);

        assertThat(result.statuses()).containsExactly(OK, SaiStatus.of(SaiStatusCode.MANDATORY_ATTRIBUTE_MISSING), OK);
        assertThat(result.objectId(1)).isZero();
        assertThat(t.asic.get(ObjectType.NEXT_HOP_GROUP, group, NextHopGroupAttr.NEXT_HOP_MEMBER_LIST))
                .isEqualTo(AttrValue.OidList.of(result.objectId(0), result.objectId(2)));
    }

    @Test
    void bulkMemberRemoveStopsAtTheFirstFailureWhenAsked() {
        long group = t.ecmpGroup(3);
        long[] members = t.asic.objects(ObjectType.NEXT_HOP_GROUP_MEMBER).stream().mapToLong(Long::longValue).toArray();

        var statuses = t.asic.removeNextHopGroupMembers(new long[]{members[0], group, members[2]}, BulkMode.STOP_ON_ERROR);

        assertThat(statuses).containsExactly(OK, SaiStatus.of(SaiStatusCode.INVALID_OBJECT_ID), NOT_EXECUTED);
        assertThat(t.asic.objects(ObjectType.NEXT_HOP_GROUP_MEMBER)).containsExactly(members[1], members[2]);
    }

    @Test
    void aMemberAlreadyGoneFailsOnItsOwnAndTheRestGoAndListenersHearOfThemOnce() {
        long group = t.ecmpGroup(3);
        long[] members = t.asic.objects(ObjectType.NEXT_HOP_GROUP_MEMBER).stream().mapToLong(Long::longValue).toArray();
        t.asic.removeNextHopGroupMembers(new long[]{members[1]}, BulkMode.IGNORE_ERROR);
        var heard = new java.util.ArrayList<List<Long>>();
        t.asic.addObjectListener(new ObjectListener() {
            @Override
            public void objectsRemoved(ObjectType type, long[] oids, int count) {
                heard.add(java.util.Arrays.stream(oids, 0, count).boxed().toList());
            }
        });

        var statuses = t.asic.removeNextHopGroupMembers(members, BulkMode.IGNORE_ERROR);

        assertThat(statuses).containsExactly(OK, SaiStatus.of(SaiStatusCode.INVALID_OBJECT_ID), OK);
        assertThat(t.asic.objects(ObjectType.NEXT_HOP_GROUP_MEMBER)).isEmpty();
        assertThat(t.asic.get(ObjectType.NEXT_HOP_GROUP, group, NextHopGroupAttr.NEXT_HOP_MEMBER_LIST)).isEqualTo(AttrValue.OidList.of());
        assertThat(heard).as("one call for the bulk, naming the removed members only").containsExactly(List.of(members[0], members[2]));
    }

    @Test
    void theRemovalRehearsalRemovesEveryMemberItMadeOnItsOwnTableAndLeavesTheAsicAsItWas() {
        t.ecmpGroup(3);
        var before = t.asic.objects(ObjectType.NEXT_HOP_GROUP_MEMBER);

        long removed = MemberRemoval.rehearse();

        assertThat(removed).isEqualTo((long) MemberRemoval.REHEARSAL_MEMBERS * MemberRemoval.REHEARSAL_ROUNDS);
        assertThat(t.asic.objects(ObjectType.NEXT_HOP_GROUP_MEMBER)).isEqualTo(before);
    }
}
