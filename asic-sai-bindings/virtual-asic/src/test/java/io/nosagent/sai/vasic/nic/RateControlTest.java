package io.nosagent.sai.vasic.nic;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * One flow's DCQCN reaction point with NVIDIA ConnectX's default settings, stepped on the simulated clock
 * (nanoseconds passed in): cuts, their period, alpha, and the timer and byte-counter increases.
 */
class RateControlTest {

    private static final long LINE = 400_000;
    private static final Dcqcn D = Dcqcn.DEFAULT;
    private static final long US = 1_000;
    /** One byte-counter step's worth of data. */
    private static final long STEP = D.increaseBytes();

    @Test
    void theFirstCnpHalvesTheRateAtOnceAndTheTargetIsTheRateBefore() {
        var rc = new RateControl(D, LINE);
        rc.congestion(0);
        // alpha starts at 1023/1024: a cut of alpha/2, just under the 50 % rpg_min_dec_fac allows
        assertThat(rc.rateMbps()).isCloseTo(LINE * (1 - 1023 / 2048.0), within(1e-6));
        assertThat(rc.targetMbps()).isEqualTo((double) LINE);
        assertThat(rc.cuts()).isOne();
    }

    @Test
    void aCnpWithinTheRateReducePeriodCutsAtTheStartOfTheNextOneAndOnlyOnce() {
        var rc = new RateControl(D, LINE);
        rc.congestion(0);
        double afterFirst = rc.rateMbps();
        rc.congestion(1 * US);
        rc.congestion(2 * US);
        rc.congestion(3 * US);
        rc.sent(4 * US - 1, 1);
        assertThat(rc.rateMbps()).as("no second cut inside the first 4 us").isEqualTo(afterFirst);
        rc.sent(4 * US, 1);
        assertThat(rc.cuts()).as("three CNPs in one period, one cut at its end").isEqualTo(2);
        assertThat(rc.rateMbps()).isLessThan(afterFirst * 0.55).isGreaterThanOrEqualTo(afterFirst * 0.5);
        // no rise since the first cut (clamp_tgt_rate off): the target stays the line rate
        assertThat(rc.targetMbps()).isEqualTo((double) LINE);
        rc.sent(20 * US, 1);
        assertThat(rc.cuts()).as("no CNP since, no cut").isEqualTo(2);
    }

    @Test
    void alphaRisesInAPeriodWithACnpAndDecaysByGInEachWithout() {
        var rc = new RateControl(D, LINE);
        rc.congestion(0);
        double a0 = 1023 / 1024.0;
        double keep = 1019 / 1024.0;
        rc.sent(1 * US, 1);
        assertThat(rc.alpha()).as("the first period had the CNP").isCloseTo(keep * a0 + 5 / 1024.0, within(1e-12));
        rc.sent(101 * US, 1);
        assertThat(rc.alpha()).as("100 quiet periods").isCloseTo((keep * a0 + 5 / 1024.0) * Math.pow(keep, 100), within(1e-12));
    }

    @Test
    void theByteCounterRecoversHalfwayOnceThenAddsFiveMegabitsPerStep() {
        var rc = new RateControl(D, LINE);
        rc.congestion(0);
        rc.sent(1 * US, STEP - 1);
        double cut = rc.rateMbps();
        rc.sent(1 * US + 1, 1);
        assertThat(rc.rateMbps()).as("fast recovery: halfway to the target").isCloseTo((LINE + cut) / 2, within(1e-6));
        // a second cut after a rise clamps the target to the rate before it
        rc.congestion(2 * US);
        rc.sent(4 * US, 1);
        double target = rc.targetMbps();
        assertThat(target).isCloseTo((LINE + cut) / 2, within(1e-6));
        double low = rc.rateMbps();
        rc.sent(4 * US + 1, STEP - 1);
        double fast = (target + low) / 2;
        assertThat(rc.rateMbps()).as("one fast-recovery step (rpg_threshold 1)").isCloseTo(fast, within(1e-6));
        rc.sent(4 * US + 2, STEP);
        assertThat(rc.targetMbps()).as("then additive: +rpg_ai_rate").isCloseTo(target + 5, within(1e-6));
        assertThat(rc.rateMbps()).isCloseTo((target + 5 + fast) / 2, within(1e-6));
    }

    @Test
    void theTimerStepsEvery300UsAndBothCountersPastTheThresholdGiveHyperIncrease() {
        var rc = new RateControl(D, LINE);
        rc.congestion(0);
        rc.sent(2 * US, STEP);
        rc.congestion(3 * US);
        rc.sent(4 * US, 1);
        double target = rc.targetMbps();
        double rate = rc.rateMbps();
        rc.sent(4 * US + 299 * US, 1);
        assertThat(rc.rateMbps()).as("no step before 300 us").isEqualTo(rate);
        rc.sent(4 * US + 300 * US, 1);
        assertThat(rc.rateMbps()).as("timer step 1: fast recovery").isCloseTo((target + rate) / 2, within(1e-6));
        rate = rc.rateMbps();
        rc.sent(4 * US + 600 * US, 1);
        assertThat(rc.targetMbps()).as("timer step 2: additive").isCloseTo(target + 5, within(1e-6));
        assertThat(rc.rateMbps()).isCloseTo((target + 5 + rate) / 2, within(1e-6));
        rc.sent(4 * US + 600 * US + 1, 2 * STEP);
        // the byte counter's 2nd step is past the threshold too: hyper increase
        assertThat(rc.targetMbps()).isCloseTo(target + 5 + 5 + 50, within(1e-6));
    }

    @Test
    void aFlowBackAtLineRateStopsAndItsNextCnpStartsFromTheInitialAlpha() {
        var rc = new RateControl(D, LINE);
        rc.congestion(0);
        long t = 0;
        for (int i = 0; i < 64 && rc.rateMbps() < LINE; i++) {
            t += US;
            rc.sent(t, STEP);
        }
        assertThat(rc.rateMbps()).as("back at line rate within 64 byte steps").isEqualTo((double) LINE);
        assertThat(rc.nextSendAt(t)).as("not held any more").isEqualTo(Long.MIN_VALUE);
        rc.congestion(t + 10_000 * US);
        assertThat(rc.rateMbps()).isCloseTo(LINE * (1 - 1023 / 2048.0), within(1e-6));
    }

    @Test
    void theSenderIsPacedAtItsRate() {
        var rc = new RateControl(D, LINE);
        rc.congestion(0);
        rc.sent(0, 4_000);
        // 4,000 bytes at ~200 Gb/s: 160 ns
        assertThat(rc.nextSendAt(0)).isEqualTo((long) Math.ceil(4_000 * 8_000.0 / rc.rateMbps()));
    }

    @Test
    void cnpsWhileTheFlowSendsNothingCutItEveryPeriodAndTheTimerStepBringsItBackTowardsItsTarget() {
        var rc = new RateControl(D, LINE);
        rc.congestion(0);
        rc.sent(0, 4_000);
        for (long t = 1; t < 100; t++) {
            rc.congestion(t * US); // e.g. held by PFC while its marked packets drain to the receiver
        }
        rc.sent(101 * US, 4_000);
        assertThat(rc.cuts()).as("one cut per 4 us").isEqualTo(1 + 25);
        assertThat(rc.rateMbps()).as("halved each time, down to rpg_min_rate").isLessThan(10.0);
        assertThat(rc.targetMbps()).as("no rise between the cuts: the target stays").isEqualTo((double) LINE);
        long timerStep = 100 * US + D.increasePeriodNs();
        assertThat(rc.nextSendAt(101 * US)).as("at that rate the packet would wait ms; the timer step comes first")
                .isEqualTo(timerStep);
        assertThat(rc.nextSendAt(timerStep)).as("after the step the rate is halfway back to the target: it may go")
                .isLessThanOrEqualTo(timerStep);
        assertThat(rc.rateMbps()).isGreaterThan(LINE / 2.0 - 1);
    }
}
