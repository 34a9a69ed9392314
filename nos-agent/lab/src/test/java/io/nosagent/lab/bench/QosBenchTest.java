package io.nosagent.lab.bench;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** What {@code bench qos} counts, on the RTSW's 34 ports (the figures, not the time). */
class QosBenchTest {

    @Test
    void theProfileFromEmptyCostsOneWritePerAttributeAndThenNothingAndOneDscpIsOneSet() {
        var r = new QosBench("rtsw").run();

        assertThat(r.ports()).isEqualTo(34);
        // per port: 5 maps and the PFC enable bits; scheduler, buffer and (RDMA) WRED on 5 queues; 2 priority
        // groups; on the 16 downlinks the ACK re-marking ACL
        assertThat(r.byKind()).containsEntry(io.nosagent.sai.SaiOperation.SET, 34L * (6 + 11 + 2) + 16);
        assertThat(r.recommitWrites()).isZero();
        assertThat(r.reapplyWrites()).isZero();
        assertThat(r.oneDscpWrites()).isEqualTo(1);
    }
}
