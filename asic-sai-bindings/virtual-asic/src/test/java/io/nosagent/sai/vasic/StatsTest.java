package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.IngressPriorityGroupStat;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.meta.RouterInterfaceStat;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Counters: zero until the data plane counts, read or read-and-clear per object and stat. */
class StatsTest {

    private final TestSwitch t = TestSwitch.of("rtsw");

    @AfterEach
    void close() {
        t.close();
    }

    private long queue(long port, int index) {
        return ((AttrValue.OidList) t.asic.get(ObjectType.PORT, port, PortAttr.QOS_QUEUE_LIST)).get(index);
    }

    @Test
    void countersStartAtZero() {
        long[] values = t.asic.getStats(ObjectType.PORT, t.port(0),
                List.of(PortStat.IF_IN_OCTETS, PortStat.IF_OUT_UCAST_PKTS, PortStat.PFC_3_RX_PKTS), StatsMode.READ);

        assertThat(values).containsExactly(0, 0, 0);
    }

    @Test
    void whatTheDataPlaneCountsIsReadBackPerObjectAndStat() {
        long q2 = queue(t.port(0), 2);
        long q2OnOtherPort = queue(t.port(1), 2);

        t.asic.counters().add(q2, QueueStat.PACKETS, 10);
        t.asic.counters().of(q2).add(QueueStat.BYTES, 41_000);
        t.asic.counters().add(q2, QueueStat.PACKETS, 5);

        assertThat(t.asic.getStats(ObjectType.QUEUE, q2, List.of(QueueStat.BYTES, QueueStat.PACKETS), StatsMode.READ))
                .containsExactly(41_000, 15);
        assertThat(t.asic.getStats(ObjectType.QUEUE, q2OnOtherPort, List.of(QueueStat.PACKETS), StatsMode.READ)).containsExactly(0);
    }

    @Test
    void readAndClearReturnsTheCountAndStartsItAgain() {
        long port = t.port(0);
        t.asic.counters().add(port, PortStat.IF_IN_OCTETS, 1_000);
        t.asic.counters().add(port, PortStat.IF_OUT_OCTETS, 2_000);

        long[] first = t.asic.getStats(ObjectType.PORT, port, List.of(PortStat.IF_IN_OCTETS), StatsMode.READ_AND_CLEAR);
        t.asic.counters().add(port, PortStat.IF_IN_OCTETS, 7);

        assertThat(first).containsExactly(1_000);
        assertThat(t.asic.getStats(ObjectType.PORT, port, List.of(PortStat.IF_IN_OCTETS, PortStat.IF_OUT_OCTETS), StatsMode.READ))
                .containsExactly(7, 2_000);
    }

    @Test
    void clearStatsZeroesOnlyTheNamedCounters() {
        long pg = ((AttrValue.OidList) t.asic.get(ObjectType.PORT, t.port(0), PortAttr.INGRESS_PRIORITY_GROUP_LIST)).get(3);
        t.asic.counters().add(pg, IngressPriorityGroupStat.PACKETS, 3);
        t.asic.counters().add(pg, IngressPriorityGroupStat.XOFF_ROOM_WATERMARK_BYTES, 9);

        t.asic.clearStats(ObjectType.INGRESS_PRIORITY_GROUP, pg, List.of(IngressPriorityGroupStat.PACKETS));

        assertThat(t.asic.getStats(ObjectType.INGRESS_PRIORITY_GROUP, pg,
                List.of(IngressPriorityGroupStat.PACKETS, IngressPriorityGroupStat.XOFF_ROOM_WATERMARK_BYTES), StatsMode.READ))
                .containsExactly(0, 9);
    }

    @Test
    void aStatOfAnotherTypeIsInvalidParameterAndClearsNothing() {
        long port = t.port(0);
        t.asic.counters().add(port, PortStat.IF_IN_OCTETS, 5);

        var e = TestSwitch.saiFailure(() -> t.asic.getStats(ObjectType.PORT, port,
                List.of(PortStat.IF_IN_OCTETS, QueueStat.PACKETS), StatsMode.READ_AND_CLEAR));

        assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.INVALID_PARAMETER));
        assertThat(e).hasMessageContaining("SAI_QUEUE_STAT_PACKETS");
        assertThat(t.asic.counters().of(port).get(PortStat.IF_IN_OCTETS)).isEqualTo(5);
    }

    @Test
    void statsOfATypeWithoutCountersAreNotSupported() {
        long group = t.group();

        var e = TestSwitch.saiFailure(() -> t.asic.getStats(ObjectType.NEXT_HOP_GROUP, group, List.of(QueueStat.PACKETS), StatsMode.READ));

        assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.NOT_SUPPORTED));
    }

    @Test
    void countersAreBornAndDieWithTheirObject() {
        long rif = t.routerInterface(t.port(0));
        t.asic.counters().add(rif, RouterInterfaceStat.IN_PACKETS, 4);
        assertThat(t.asic.getStats(ObjectType.ROUTER_INTERFACE, rif, List.of(RouterInterfaceStat.IN_PACKETS), StatsMode.READ))
                .containsExactly(4);

        t.asic.remove(ObjectType.ROUTER_INTERFACE, rif);

        assertThat(t.asic.counters().of(rif)).isNull();
        assertThatThrownBy(() -> t.asic.counters().add(rif, RouterInterfaceStat.IN_PACKETS, 1))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
