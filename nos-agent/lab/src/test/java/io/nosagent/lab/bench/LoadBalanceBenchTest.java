package io.nosagent.lab.bench;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

/** The load-balancing benchmark through the agent, small: the schemes rank as the SIGCOMM'24 result says. */
class LoadBalanceBenchTest {

    @Test
    void theQpInTheHashAndFlowletsBeatAFixedSourcePortAndFlowletsComeClosestToOne() {
        var bench = new LoadBalanceBench(1000, 3, 1);

        List<LoadBalanceBench.Row> rows = bench.run();
        bench.print(rows, System.out);

        double random = mmr(rows, LoadBalanceBench.Scheme.ECMP_RANDOM_SPORT);
        double fixed = mmr(rows, LoadBalanceBench.Scheme.ECMP_FIXED_SPORT);
        double qp = mmr(rows, LoadBalanceBench.Scheme.E_ECMP_QP);
        double flowlet = mmr(rows, LoadBalanceBench.Scheme.FLOWLET);
        assertThat(random).isBetween(1.05, 1.6);
        assertThat(fixed).isGreaterThan(random);
        assertThat(qp).isLessThan(fixed);
        assertThat(flowlet).isLessThan(fixed).isLessThan(qp).isLessThan(1.1);
    }

    @Test
    void aFlowCountThatIsNotAWholeNumberOfQueuePairSetsIsRefused() {
        assertThat(catchThrowable(() -> new LoadBalanceBench(1001, 1, 1)))
                .hasMessageContaining("--flows must be a positive multiple of 8");
    }

    private static double mmr(List<LoadBalanceBench.Row> rows, LoadBalanceBench.Scheme scheme) {
        return rows.stream().filter(r -> r.scheme() == scheme).findFirst().orElseThrow().averageMmr();
    }
}
