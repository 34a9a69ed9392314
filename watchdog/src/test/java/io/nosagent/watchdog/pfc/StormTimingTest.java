package io.nosagent.watchdog.pfc;

import io.nosagent.config.intent.pfcwd.PfcWatchdogIntent;
import io.nosagent.config.intent.pfcwd.StormAction;
import io.nosagent.config.intent.pfcwd.WatchdogSettings;
import io.nosagent.sai.vasic.fault.PfcStorm;
import io.nosagent.watchdog.StormRig;
import io.nosagent.watchdog.event.Event;
import io.nosagent.watchdog.event.EventType;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The sonic-mgmt timing criterion on the simulated clock: over 20 storms, each detection lies in
 * (T_detect, T_detect + poll] after the storm began and each restoration in (T_restore, T_restore + poll]
 * after it ended; the same seed gives the same instants.
 *
 * <p>Storms begin and end at seeded instants between polls. The virtual ASIC publishes its counters
 * once per simulated millisecond (as a real one refreshes them on its own period), so an edge closer
 * than that to a poll is seen by the next poll; the storms' edges stay 2 ms or more from a poll.
 */
class StormTimingTest {

    private static final Duration DETECT = Duration.ofMillis(200);
    private static final Duration RESTORE = Duration.ofMillis(400);
    private static final Duration POLL = StormRig.POLL;

    /** One storm: when it began and ended, when the watchdog declared it and when it restored it. */
    record Storm(Instant began, Instant detected, Instant ended, Instant restored) {
        Duration detection() {
            return Duration.between(began, detected);
        }

        Duration restoration() {
            return Duration.between(ended, restored);
        }
    }

    static List<Storm> twentyStorms(long seed) {
        try (var rig = new StormRig(seed, 4)) {
            rig.commit(PfcWatchdogIntent.DEFAULT.withDefaults(new WatchdogSettings((int) DETECT.toMillis(),
                    (int) RESTORE.toMillis(), StormAction.DROP)));
            for (int from : new int[]{0, 2, 3}) {
                rig.send(from, 1, StormRig.RDMA, 0.002);
            }
            var random = new SplittableRandom(seed);
            var storms = new ArrayList<Storm>();
            long poll = 5;
            for (int i = 0; i < 20; i++) {
                Instant began = rig.poll(poll).plusMillis(2 + random.nextInt(96));
                rig.runUntil(began);
                PfcStorm storm = rig.storm(1, 2);
                Instant detected = runUntilEvent(rig, true);
                // The storm lasts past its detection by a seeded number of polls and milliseconds.
                long endPoll = pollAfter(rig, detected) + random.nextInt(1, 6);
                Instant ended = rig.poll(endPoll).plusMillis(2 + random.nextInt(96));
                rig.runUntil(ended);
                storm.stop();
                Instant restored = runUntilEvent(rig, false);
                storms.add(new Storm(began, detected, ended, restored));
                poll = pollAfter(rig, restored) + 2;
            }
            assertThat(rig.watchdog.state().queue(StormRig.port(1), 2).orElseThrow().stormsRestored()).isEqualTo(20);
            return storms;
        }
    }

    private static long pollAfter(StormRig rig, Instant t) {
        return Duration.between(rig.start, t).dividedBy(POLL) + 1;
    }

    /** Runs poll by poll until the storm event of the given phase appears; its time. */
    private static Instant runUntilEvent(StormRig rig, boolean raised) {
        int before = (int) rig.seen.stream().filter(e -> e.raised() == raised).count();
        for (int i = 0; i < 200; i++) {
            rig.run(POLL);
            List<Event> matching = rig.seen.stream().filter(e -> e.raised() == raised && e.type() == EventType.PFC_STORM).toList();
            if (matching.size() > before) {
                return matching.getLast().time();
            }
        }
        throw new AssertionError("no storm " + (raised ? "detection" : "restoration") + " within 20 s");
    }

    @Test
    void over20StormsDetectionAndRestorationEachFallWithinOnePollAfterTheirTimes() {
        List<Storm> storms = twentyStorms(7);

        assertThat(storms).hasSize(20).allSatisfy(s -> {
            assertThat(s.detection()).as("detection of %s", s).isGreaterThan(DETECT).isLessThanOrEqualTo(DETECT.plus(POLL));
            assertThat(s.restoration()).as("restoration of %s", s).isGreaterThan(RESTORE).isLessThanOrEqualTo(RESTORE.plus(POLL));
        });
        // The storms began at spread-out instants between polls, so the delays spread over the poll.
        assertThat(storms.stream().map(Storm::detection).distinct().count()).isGreaterThan(10);
    }

    @Test
    void theSameSeedGivesTheSameInstants() {
        assertThat(twentyStorms(11)).isEqualTo(twentyStorms(11));
    }
}
