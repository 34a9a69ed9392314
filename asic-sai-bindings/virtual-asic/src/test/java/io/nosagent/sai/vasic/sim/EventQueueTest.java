package io.nosagent.sai.vasic.sim;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/** Events run in time order, and events due at the same time in the order they were scheduled. */
class EventQueueTest {

    @Test
    void eventsRunByTimeThenBySchedulingOrder() {
        var sim = new Simulation(1);
        var fired = new ArrayList<String>();
        EventHandler log = (kind, arg, subject) -> fired.add(subject + "@" + sim.now());
        sim.schedule(30, log, 0, 0, "c");
        sim.schedule(10, log, 0, 0, "a");
        sim.schedule(30, log, 0, 0, "d");
        sim.schedule(20, log, 0, 0, "b");

        sim.runUntil(100);

        assertThat(fired).containsExactly("a@10", "b@20", "c@30", "d@30");
        assertThat(sim.now()).isEqualTo(100);
    }

    @Test
    void thousandsOfShuffledEventsComeOutSorted() {
        var sim = new Simulation(1);
        var random = new SplittableRandom(4);
        var times = new ArrayList<Long>();
        EventHandler log = (kind, arg, subject) -> times.add(sim.now());
        for (int i = 0; i < 20_000; i++) {
            sim.schedule(random.nextLong(1_000_000), log, 0, 0, null);
        }

        sim.runUntil(1_000_000);

        assertThat(times).hasSize(20_000).isSorted();
    }

    @Test
    void anEventCanScheduleMoreAndOnlyThoseDueRunInTheBatch() {
        var sim = new Simulation(1);
        var count = new int[1];
        EventHandler tick = new EventHandler() {
            @Override
            public void onEvent(int kind, long arg, Object subject) {
                count[0]++;
                sim.scheduleIn(100, this, 0, 0, null);
            }
        };
        sim.schedule(0, tick, 0, 0, null);

        sim.runUntil(1_000);

        assertThat(count[0]).isEqualTo(11);
        assertThat(sim.pendingEvents()).isEqualTo(1);
    }

    @Test
    void schedulingInThePastIsRefused() {
        var sim = new Simulation(1);
        sim.runUntil(50);

        var e = org.assertj.core.api.Assertions.catchThrowable(() -> sim.schedule(49, (k, a, s) -> { }, 0, 0, null));

        assertThat(e).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("before now");
    }

    @Test
    void workSubmittedFromAnotherThreadRunsBeforeTheNextBatch() throws InterruptedException {
        var sim = new Simulation(1);
        List<String> order = new ArrayList<>();
        sim.addBatchListener(new BatchListener() {
            @Override
            public void beforeBatch(long now) {
                order.add("before");
            }

            @Override
            public void afterBatch(long now) {
                order.add("after");
            }
        });
        Thread t = Thread.ofPlatform().start(() -> sim.submit(() -> order.add("submitted")));
        t.join();

        sim.runFor(10);

        assertThat(order).containsExactly("submitted", "before", "after");
    }
}
