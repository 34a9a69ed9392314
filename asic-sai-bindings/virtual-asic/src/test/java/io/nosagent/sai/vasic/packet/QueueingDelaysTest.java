package io.nosagent.sai.vasic.packet;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The queueing-delay record: exact for small delays, within 3% for large ones, mergeable, bounded in size. */
class QueueingDelaysTest {

    @Test
    void smallDelaysAreExactAndPercentilesTakeTheNearestRank() {
        var d = new QueueingDelays();
        for (int ns = 1; ns <= 10; ns++) {
            d.record(ns, 1);
        }

        assertThat(d.count()).isEqualTo(10);
        assertThat(d.p50Ns()).isEqualTo(5);
        assertThat(d.p90Ns()).isEqualTo(9);
        assertThat(d.percentileNs(100)).isEqualTo(10);
        assertThat(d.meanNs()).isEqualTo(5.5);
    }

    @Test
    void largeDelaysAreWithinThreePercentAndTrainsCountEveryPacket() {
        var d = new QueueingDelays();
        d.record(1_000, 90);
        d.record(43_000, 10);

        assertThat((double) d.p90Ns()).isCloseTo(1_000, within(30.0));
        assertThat((double) d.p99Ns()).isCloseTo(43_000, within(43_000 * 0.03));
        assertThat(d.maxNs()).isEqualTo(43_000);
    }

    @Test
    void recordsOfSeveralReceiversAddUp() {
        var a = new QueueingDelays();
        var b = new QueueingDelays();
        a.record(100, 1);
        b.record(4_000_000, 1);
        var all = new QueueingDelays();
        all.add(a);
        all.add(b);
        all.add(new QueueingDelays());

        assertThat(all.count()).isEqualTo(2);
        assertThat(all.p50Ns()).isEqualTo(100);
        assertThat(all.maxNs()).isEqualTo(4_000_000);
        assertThat(new QueueingDelays().p90Ns()).isZero();
    }
}
