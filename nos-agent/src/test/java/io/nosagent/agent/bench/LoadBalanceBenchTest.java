package io.nosagent.agent.bench;

import io.nosagent.sai.platform.PlatformLoader;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The load-balancing benchmark, small: the schemes rank as the SIGCOMM'24 result says. */
class LoadBalanceBenchTest {

    @Test
    void flowletsBalanceBestAndAFixedSourcePortHashesWorst() {
        var bench = new LoadBalanceBench(new PlatformLoader().load("rtsw"), 1000, 8, 1);

        List<LoadBalanceBench.Row> rows = bench.run();

        double random = mmr(rows, LoadBalanceBench.Scheme.ECMP_RANDOM_SPORT);
        double fixed = mmr(rows, LoadBalanceBench.Scheme.ECMP_FIXED_SPORT);
        double qp = mmr(rows, LoadBalanceBench.Scheme.E_ECMP_QP);
        double flowlet = mmr(rows, LoadBalanceBench.Scheme.FLOWLET);
        assertThat(random).isBetween(1.1, 1.5);
        assertThat(fixed).isGreaterThan(random + 0.2);
        assertThat(qp).isBetween(1.0, random + 0.15);
        assertThat(flowlet).isLessThan(1.1);
    }

    @Test
    void aFlowCountThatIsNotAWholeNumberOfQueuePairSetsIsRefused() {
        var rtsw = new PlatformLoader().load("rtsw");

        assertThat(org.assertj.core.api.Assertions.catchThrowable(() -> new LoadBalanceBench(rtsw, 1001, 1, 1)))
                .hasMessageContaining("--flows must be a positive multiple of 8");
    }

    private static double mmr(List<LoadBalanceBench.Row> rows, LoadBalanceBench.Scheme scheme) {
        return rows.stream().filter(r -> r.scheme() == scheme).findFirst().orElseThrow().averageMmr();
    }
}
