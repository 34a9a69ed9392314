package io.nosagent.agent.resources;

import io.nosagent.config.intent.platform.TableResource;
import io.nosagent.config.intent.platform.Thresholds;
import io.nosagent.agent.resources.ResourceUtilization.Crossing;
import io.nosagent.agent.resources.ResourceUtilization.Sample;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import static io.nosagent.config.intent.platform.TableResource.IPV4_ROUTES;
import static io.nosagent.config.intent.platform.TableResource.IPV6_ROUTES;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A table's use from its samples: max-limit is used + free, the high watermark keeps the most seen and when,
 * and the exceeded state has hysteresis: it rises at the upper threshold, holds between the two thresholds
 * and clears only below the clear one, with one crossing reported per change.
 */
class ResourceUtilizationTest {

    private static final Thresholds SIXTY_FIFTY = new Thresholds(60, 50);
    private static final Instant T0 = Instant.parse("2026-11-29T06:00:00Z");

    private final ResourceUtilization utilization = new ResourceUtilization();

    private List<Crossing> sample(long used, long free, int second) {
        return utilization.update(Map.of(IPV4_ROUTES, new Sample(used, free)), r -> SIXTY_FIFTY, T0.plusSeconds(second));
    }

    private ResourceUsage routes() {
        return utilization.usages().stream().filter(u -> u.resource() == IPV4_ROUTES).findFirst().orElseThrow();
    }

    @Test
    void maxLimitIsUsedPlusFreeAndThePercentageIsOfIt() {
        sample(250, 750, 0);

        assertThat(routes().maxLimit()).isEqualTo(1000);
        assertThat(routes().percentUsed()).isEqualTo(25);
        assertThat(routes().exceeded()).isFalse();
    }

    @Test
    void oneEntryShortOfTheUpperThresholdIsNotExceededAndReachingItIs() {
        assertThat(sample(599, 401, 0)).isEmpty();
        assertThat(routes().exceeded()).isFalse();

        List<Crossing> crossings = sample(600, 400, 1);

        assertThat(crossings).singleElement().satisfies(c -> {
            assertThat(c.raised()).isTrue();
            assertThat(c.usage().resource()).isEqualTo(IPV4_ROUTES);
            assertThat(c.usage().used()).isEqualTo(600);
        });
        assertThat(routes().exceeded()).isTrue();
    }

    @Test
    void anExceededTableStaysExceededBetweenTheThresholdsAndClearsOnlyBelowTheClearOne() {
        sample(700, 300, 0);

        assertThat(sample(550, 450, 1)).as("between clear and upper: no flap").isEmpty();
        assertThat(routes().exceeded()).isTrue();
        assertThat(sample(500, 500, 2)).as("at the clear threshold: still exceeded").isEmpty();
        assertThat(routes().exceeded()).isTrue();

        List<Crossing> cleared = sample(499, 501, 3);

        assertThat(cleared).singleElement().satisfies(c -> assertThat(c.raised()).isFalse());
        assertThat(routes().exceeded()).isFalse();
        assertThat(sample(550, 450, 4)).as("back between the thresholds from below: not exceeded").isEmpty();
        assertThat(routes().exceeded()).isFalse();
    }

    @Test
    void theComparisonIsExactNotOnARoundedPercentage() {
        // 5999 of 10000 is 59.99 %: a rounded percentage would say 60 and raise
        assertThat(sample(5_999, 4_001, 0)).isEmpty();
        assertThat(sample(6_000, 4_000, 1)).hasSize(1);
    }

    @Test
    void theHighWatermarkKeepsTheMostSeenAndWhenItWasReached() {
        sample(100, 900, 0);
        sample(400, 600, 5);
        sample(200, 800, 9);

        assertThat(routes().used()).isEqualTo(200);
        assertThat(routes().highWatermark()).isEqualTo(400);
        assertThat(routes().highWatermarkAt()).isEqualTo(T0.plusSeconds(5));
    }

    @Test
    void aPeakBetweenTwoSamplesRaisesTheHighWatermarkThoughTheUseIsBackDown() {
        sample(100, 900, 0);
        utilization.update(Map.of(IPV4_ROUTES, new Sample(100, 900, 700)), r -> SIXTY_FIFTY, T0.plusSeconds(3));

        assertThat(routes().used()).isEqualTo(100);
        assertThat(routes().highWatermark()).isEqualTo(700);
        assertThat(routes().highWatermarkAt()).isEqualTo(T0.plusSeconds(3));
        assertThat(routes().exceeded()).as("the use now is what the thresholds see").isFalse();
        assertThatThrownBy(() -> new Sample(100, 900, 99)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aTableWithNoEntriesAtAllIsNeverExceeded() {
        assertThat(utilization.update(Map.of(IPV6_ROUTES, new Sample(0, 0)), r -> new Thresholds(0, 0), T0)).isEmpty();
        assertThat(utilization.usages()).singleElement().satisfies(u -> assertThat(u.exceeded()).isFalse());
    }

    @Test
    void aTableLeftOutOfASampleKeepsItsLastUse() {
        utilization.update(Map.of(IPV4_ROUTES, new Sample(700, 300), IPV6_ROUTES, new Sample(1, 9)), r -> SIXTY_FIFTY, T0);

        utilization.update(Map.of(IPV6_ROUTES, new Sample(2, 8)), r -> SIXTY_FIFTY, T0.plusSeconds(1));

        assertThat(routes().used()).isEqualTo(700);
        assertThat(routes().exceeded()).isTrue();
        assertThat(utilization.usages()).extracting(ResourceUsage::resource).containsExactly(IPV4_ROUTES, IPV6_ROUTES);
    }

    @Test
    void newThresholdsApplyAtTheNextSample() {
        sample(550, 450, 0);
        assertThat(routes().exceeded()).isFalse();

        List<Crossing> crossings = utilization.update(Map.of(IPV4_ROUTES, new Sample(550, 450)),
                r -> new Thresholds(55, 40), T0.plusSeconds(1));

        assertThat(crossings).hasSize(1);
        assertThat(routes().thresholds()).isEqualTo(new Thresholds(55, 40));
        assertThat(TableResource.ofName("ipv4-routes")).contains(IPV4_ROUTES);
    }
}
