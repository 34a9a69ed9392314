package io.nosagent.sai.ffm;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.NeighborEntryAttr;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SchedulerAttr;
import io.nosagent.sai.meta.SwitchStat;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.InetAddress;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Routes and neighbors by key, and counters read, read-and-cleared and cleared, on the C library. */
class NativeSaiEntryAndStatsTest {

    @TempDir
    Path dir;

    private NativeSaiFixture f;

    @BeforeEach
    void open() {
        f = new NativeSaiFixture(TestSaiLibrary.full(), dir, 4);
    }

    @AfterEach
    void close() {
        f.close();
    }

    @Test
    void aRouteIsCreatedChangedReadAndRemovedByItsKey() throws Exception {
        var route = new RouteEntry(f.switchId, f.defaultVr, IpPrefix.parse("2001:db8:1::/48"));
        long nextHop = 0x0004_0000_0000_0001L;

        f.sai.create(route, List.of(RouteEntryAttr.PACKET_ACTION.s32(SaiEnums.PacketAction.FORWARD),
                RouteEntryAttr.NEXT_HOP_ID.oid(nextHop)));
        f.sai.set(route, RouteEntryAttr.NEXT_HOP_ID.oid(nextHop + 1));

        assertThat(f.sai.get(route, List.of(RouteEntryAttr.PACKET_ACTION, RouteEntryAttr.NEXT_HOP_ID)))
                .containsExactly(new AttrValue.S32(SaiEnums.PacketAction.FORWARD), new AttrValue.Oid(nextHop + 1));
        var create = f.calls().stream().filter(c -> c.op() == NativeCallTrace.Op.CREATE && c.objectType() == ObjectType.ROUTE_ENTRY)
                .findFirst().orElseThrow();
        assertThat(create.key()).as("the key struct the library saw").isEqualTo(NativeCallTrace.key(route));

        f.sai.remove(route);
        assertThatThrownBy(() -> f.sai.get(route, RouteEntryAttr.NEXT_HOP_ID))
                .isInstanceOfSatisfying(SaiException.class, e -> {
                    assertThat(e.status().code()).isEqualTo(SaiStatusCode.ITEM_NOT_FOUND);
                    assertThat(e).hasMessageContaining("2001:db8:1::/48");
                });
    }

    @Test
    void routesDifferingOnlyInPrefixLengthAreDistinct() {
        var wide = new RouteEntry(f.switchId, f.defaultVr, IpPrefix.parse("10.0.0.0/8"));
        var narrow = new RouteEntry(f.switchId, f.defaultVr, IpPrefix.parse("10.0.0.0/24"));
        f.sai.create(wide, List.of(RouteEntryAttr.META_DATA.u32(8)));
        f.sai.create(narrow, List.of(RouteEntryAttr.META_DATA.u32(24)));

        assertThat(f.sai.get(wide, RouteEntryAttr.META_DATA)).isEqualTo(new AttrValue.U32(8));
        assertThat(f.sai.get(narrow, RouteEntryAttr.META_DATA)).isEqualTo(new AttrValue.U32(24));
        assertThatThrownBy(() -> f.sai.create(wide, List.of()))
                .isInstanceOfSatisfying(SaiException.class, e -> assertThat(e.status().code()).isEqualTo(SaiStatusCode.ITEM_ALREADY_EXISTS));
    }

    @Test
    void aNeighborIsKeyedByInterfaceAndAddress() throws Exception {
        long rif = f.sai.create(ObjectType.ROUTER_INTERFACE, f.switchId, List.of(
                RouterInterfaceAttr.VIRTUAL_ROUTER_ID.oid(f.defaultVr), RouterInterfaceAttr.PORT_ID.oid(f.ports.getFirst())));
        var neighbor = new NeighborEntry(f.switchId, rif, InetAddress.getByName("fe80::1"));
        var mac = MacAddress.parse("0c:42:a1:00:00:01");

        f.sai.create(neighbor, List.of(NeighborEntryAttr.DST_MAC_ADDRESS.mac(mac)));

        assertThat(f.sai.get(neighbor, NeighborEntryAttr.DST_MAC_ADDRESS)).isEqualTo(new AttrValue.Mac(mac));
        var other = new NeighborEntry(f.switchId, rif, InetAddress.getByName("fe80::2"));
        assertThatThrownBy(() -> f.sai.get(other, NeighborEntryAttr.DST_MAC_ADDRESS))
                .isInstanceOfSatisfying(SaiException.class, e -> assertThat(e.status().code()).isEqualTo(SaiStatusCode.ITEM_NOT_FOUND));
    }

    @Test
    void countersAreReadInRequestOrderAndReadAndClearZeroesThem() {
        long port = f.ports.get(1);
        f.hooks.setCounter(port, PortStat.IF_IN_OCTETS.id(), 1_000_000_000_000L);
        f.hooks.setCounter(port, PortStat.PFC_3_RX_PKTS.id(), 350_000);

        var stats = List.of(PortStat.PFC_3_RX_PKTS, PortStat.IF_IN_OCTETS, PortStat.IF_OUT_OCTETS);
        assertThat(f.sai.getStats(ObjectType.PORT, port, stats, StatsMode.READ)).containsExactly(350_000L, 1_000_000_000_000L, 0L);
        assertThat(f.sai.getStats(ObjectType.PORT, port, stats, StatsMode.READ_AND_CLEAR)).containsExactly(350_000L, 1_000_000_000_000L, 0L);
        assertThat(f.sai.getStats(ObjectType.PORT, port, stats, StatsMode.READ)).containsExactly(0L, 0L, 0L);
        assertThat(f.calls()).extracting(NativeCallTrace.Call::op)
                .contains(NativeCallTrace.Op.GET_STATS, NativeCallTrace.Op.GET_STATS_EXT);
    }

    @Test
    void clearStatsZeroesOnlyTheNamedCounters() {
        long port = f.ports.get(0);
        f.hooks.setCounter(port, PortStat.IF_IN_OCTETS.id(), 5);
        f.hooks.setCounter(port, PortStat.IF_OUT_OCTETS.id(), 7);

        f.sai.clearStats(ObjectType.PORT, port, List.of(PortStat.IF_IN_OCTETS));

        assertThat(f.sai.getStats(ObjectType.PORT, port, List.of(PortStat.IF_IN_OCTETS, PortStat.IF_OUT_OCTETS), StatsMode.READ))
                .containsExactly(0L, 7L);
    }

    @Test
    void countersOfAnotherTypeAndTypesWithoutStatsAreRefused() {
        long scheduler = f.sai.create(ObjectType.SCHEDULER, f.switchId, List.of(SchedulerAttr.SCHEDULING_WEIGHT.u8(1)));

        assertThatThrownBy(() -> f.sai.getStats(ObjectType.PORT, f.ports.get(0), List.of(SwitchStat.ALL.getFirst()), StatsMode.READ))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not of PORT");
        assertThatThrownBy(() -> f.sai.getStats(ObjectType.SCHEDULER, scheduler, List.of(), StatsMode.READ))
                .isInstanceOfSatisfying(SaiException.class, e -> assertThat(e.status().code()).isEqualTo(SaiStatusCode.NOT_IMPLEMENTED));
    }
}
