package io.nosagent.lab.bench;

import io.nosagent.lab.fabric.ZoneTemplate;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** Row 7 of {@code bench fabric}: a task VIP over the 4 NICs of a host, through the agents of a 2 x 4 zone. */
class FabricBenchIngressTest {

    @Test
    void aVipOverFourNicsCarriesAQuarterEachAndAFailedNicMovesOnlyItsBuckets() {
        var runs = new FabricBench(ZoneTemplate.defaults(), 1, 1, 1, List.of()).ingress();
        var m = runs.getFirst();
        System.out.printf("VIP shares %s of %d packets; buckets %d, failed held %d, survivors kept %d of %d%n",
                java.util.Arrays.toString(m.shares()), m.packets(), m.buckets(), m.failedBuckets(), m.survivorsKept(), m.survivorsBefore());

        assertThat(runs).hasSize(1);
        assertThat(m.packets()).as("packets to the VIP").isPositive();
        for (double share : m.shares()) {
            assertThat(share).as("each NIC's share").isCloseTo(0.25, within(0.08));
        }
        assertThat(m.failedBuckets()).as("the failed NIC held its quarter").isCloseTo(m.buckets() / 4, within(m.buckets() / 16));
        assertThat(m.survivorsKept()).as("no bucket moved between the NICs that stayed").isEqualTo(m.survivorsBefore());
    }
}
