package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Table sizes from the platform: TABLE_FULL past them, AVAILABLE_* and objectAvailability below them. */
class CapacityTest {

    private final TestSwitch t = TestSwitch.of(TestSwitch.tinyPlatform(3));

    @AfterEach
    void close() {
        t.close();
    }

    private long available(io.nosagent.sai.AttrSpec attr) {
        return ((AttrValue.U32) t.asic.get(ObjectType.SWITCH, t.switchId, attr)).value();
    }

    @Test
    void aRouteBeyondTheIpv4TableIsTableFullWhileIpv6StillHasRoom() {
        for (int i = 0; i < 3; i++) {
            t.createRoute("10." + i + ".0.0/16", 0);
        }

        var e = TestSwitch.saiFailure(() -> t.createRoute("10.3.0.0/16", 0));
        t.createRoute("2001:db8::/32", 0);

        assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.TABLE_FULL));
        assertThat(e).hasMessageContaining("IPv4 route table full");
        assertThat(t.asic.entries(ObjectType.ROUTE_ENTRY)).hasSize(4);
        assertThat(available(SwitchAttr.AVAILABLE_IPV4_ROUTE_ENTRY)).isZero();
        assertThat(available(SwitchAttr.AVAILABLE_IPV6_ROUTE_ENTRY)).isEqualTo(2);
    }

    @Test
    void aGroupBeyondTheGroupTableIsTableFullAndRemovingOneMakesRoom() {
        var ecmp = List.of(NextHopGroupAttr.TYPE.s32(SaiEnums.NextHopGroupType.DYNAMIC_UNORDERED_ECMP));
        long first = t.group();
        t.group();
        t.group();
        assertThat(available(SwitchAttr.AVAILABLE_NEXT_HOP_GROUP_ENTRY)).isZero();

        var e = TestSwitch.saiFailure(() -> t.asic.create(ObjectType.NEXT_HOP_GROUP, t.switchId, ecmp));
        assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.TABLE_FULL));

        t.asic.remove(ObjectType.NEXT_HOP_GROUP, first);
        assertThat(available(SwitchAttr.AVAILABLE_NEXT_HOP_GROUP_ENTRY)).isEqualTo(1);
        t.asic.create(ObjectType.NEXT_HOP_GROUP, t.switchId, ecmp);
        assertThat(t.asic.objects(ObjectType.NEXT_HOP_GROUP)).hasSize(3);
    }

    @Test
    void nextHopsMembersAndRouterInterfacesCountAgainstTheirTables() {
        t.ecmpGroup(2); // 2 router interfaces, 2 next hops, 2 members

        assertThat(available(SwitchAttr.AVAILABLE_IPV4_NEXTHOP_ENTRY)).isEqualTo(1);
        assertThat(available(SwitchAttr.AVAILABLE_IPV6_NEXTHOP_ENTRY)).as("one next-hop table for both families").isEqualTo(1);
        assertThat(available(SwitchAttr.AVAILABLE_NEXT_HOP_GROUP_MEMBER_ENTRY)).isEqualTo(1);
        t.routerInterface(t.port(0));
        var e = TestSwitch.saiFailure(() -> t.routerInterface(t.port(1)));

        assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.TABLE_FULL));
        assertThat(t.asic.objects(ObjectType.ROUTER_INTERFACE)).hasSize(3);
    }

    @Test
    void objectAvailabilityReportsWhatIsLeftPerTable() {
        t.createRoute("2001:db8::/32", 0);
        t.group();
        var ipv6 = List.of(RouteEntryAttr.IP_ADDR_FAMILY.s32(SaiEnums.IpAddrFamily.IPV6));
        var ipv4 = List.of(RouteEntryAttr.IP_ADDR_FAMILY.s32(SaiEnums.IpAddrFamily.IPV4));

        assertThat(t.asic.objectAvailability(t.switchId, ObjectType.ROUTE_ENTRY, ipv6)).isEqualTo(2);
        assertThat(t.asic.objectAvailability(t.switchId, ObjectType.ROUTE_ENTRY, ipv4)).isEqualTo(3);
        assertThat(t.asic.objectAvailability(t.switchId, ObjectType.NEXT_HOP_GROUP, List.of())).isEqualTo(2);
        assertThat(t.asic.objectAvailability(t.switchId, ObjectType.ACL_TABLE, List.of())).isEqualTo(3);
    }

    @Test
    void routeAvailabilityWithoutAnAddressFamilyIsInvalidParameter() {
        var e = TestSwitch.saiFailure(() -> t.asic.objectAvailability(t.switchId, ObjectType.ROUTE_ENTRY, List.of()));

        assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.INVALID_PARAMETER));
        assertThat(e.attribute()).isEqualTo(RouteEntryAttr.IP_ADDR_FAMILY);
    }

    @Test
    void availabilityOfATypeThePlatformDoesNotSizeIsNotSupported() {
        var e = TestSwitch.saiFailure(() -> t.asic.objectAvailability(t.switchId, ObjectType.SCHEDULER, List.of()));

        assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.NOT_SUPPORTED));
    }
}
