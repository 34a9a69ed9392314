package io.nosagent.agent.gnmi.subscribe;

import io.nosagent.agent.gnmi.rpc.UseModels;
import io.nosagent.agent.gnmi.rpc.WireFormat;
import io.nosagent.agent.gnmi.tree.DataTree;
import io.nosagent.api.gnmi.proto.SubscribeResponse;
import io.nosagent.feature.gnmi.PathHandler;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static io.nosagent.agent.gnmi.subscribe.PortData.COUNTERS;
import static io.nosagent.agent.gnmi.subscribe.PortData.sample;
import static io.nosagent.agent.gnmi.subscribe.PortData.stream;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A SAMPLE of counters carries a value read from the ASIC after the previous sample was sent, stamped
 * with that read's time: a sample that falls due before the next poll has published waits for it
 * rather than repeat the read its predecessor carried, and goes with the newest read when none comes
 * within half an interval. A late timer's catching up does not send the read just sent again. A subscription
 * whose samples fall in the later half between polls of its own interval moves by half an interval. The agent's
 * clock and the engine's timer and threads are the test's.
 */
class SampleCarriesANewReadTest {

    private static final Duration EVERY = Duration.ofMillis(100);

    private final PortData.Counters counters = new PortData.Counters();
    private static final long MS = 1_000_000;

    private final AtomicLong clock = new AtomicLong(1_000 * MS);
    private final ManualThreads.Timer timer = new ManualThreads.Timer();
    private final ManualThreads.Pool workers = new ManualThreads.Pool();
    private final ManualThreads.Pool changes = new ManualThreads.Pool();

    @Test
    void aSampleDueBeforeTheNextPollWaitsForItAndIsStampedWithItsReadTime() {
        List<PathHandler> handlers = List.of(counters);
        try (var engine = new Telemetry(new DataTree(handlers, clock::get), new ChangeFeed(handlers), counters.polls,
                new SubscriptionCounters(), new WireFormat(), Telemetry.DEFAULT_STREAM_BUFFER, timer, workers, changes)) {
            counters.poll(500 * MS, 7);
            var responses = new ChangeAfterSyncTest.Responses(() -> { });
            new SubscriptionStream(engine, new UseModels(List.of()), responses).onNext(stream(sample(COUNTERS, EVERY)));
            workers.runPending();
            assertThat(responses.sent.poll().getUpdate().getTimestamp()).as("the first data: the read at 500").isEqualTo(500 * MS);
            assertThat(responses.sent.poll().getSyncResponse()).isTrue();

            // Due at 100 ms, but the newest read (500) is older than the data sent at 1,000: the sample waits.
            clock.set(1_100 * MS);
            timer.advance(EVERY);
            workers.runPending();
            assertThat(responses.sent).isEmpty();

            // The next poll's read, taken at 1,090, publishes at 1,095: the sample goes with it at once.
            clock.set(1_095 * MS);
            counters.poll(1_090 * MS, 8);
            workers.runPending();
            SubscribeResponse fresh = responses.sent.poll();
            assertThat(fresh.getUpdate().getTimestamp()).isEqualTo(1_090 * MS);
            assertThat(PortData.leaf(fresh)).isEqualTo("in-octets=\"8\"");

            // Due at 200 ms with no poll since: it waits half an interval, then the newest read goes, late rather than never.
            clock.set(1_200 * MS);
            timer.advance(EVERY);
            workers.runPending();
            timer.advance(EVERY.dividedBy(2).minusNanos(1));
            workers.runPending();
            assertThat(responses.sent).isEmpty();
            timer.advance(Duration.ofNanos(1));
            workers.runPending();
            assertThat(responses.sent.poll().getUpdate().getTimestamp()).isEqualTo(1_090 * MS);
            assertThat(changes.pending()).as("nothing of a sample is urgent").isZero();
        }
    }

    @Test
    void aLateTimerCatchingUpDoesNotSendTheReadJustSentAgain() {
        List<PathHandler> handlers = List.of(counters);
        try (var engine = new Telemetry(new DataTree(handlers, clock::get), new ChangeFeed(handlers), counters.polls,
                new SubscriptionCounters(), new WireFormat(), Telemetry.DEFAULT_STREAM_BUFFER, timer, workers, changes)) {
            var responses = streamOpenedAtOneSecond(engine);
            poll(1_010 * MS, 2);

            // The timer ran 60 ms late: the due of 1,100 fires at 1,160 and sends the read of 1,010 ...
            clock.set(1_160 * MS);
            timer.advance(EVERY);
            workers.runPending();
            assertThat(responses.sent.poll().getUpdate().getTimestamp()).isEqualTo(1_010 * MS);
            // ... and the one of 1,200 on time, 40 ms after it, with no newer read: skipped, then and half an interval on.
            clock.set(1_200 * MS);
            timer.advance(EVERY);
            workers.runPending();
            clock.set(1_250 * MS);
            timer.advance(EVERY.dividedBy(2));
            workers.runPending();
            assertThat(responses.sent).as("the read of 1,010 is not sent a second time").isEmpty();

            clock.set(1_260 * MS);
            counters.poll(1_260 * MS, 3);
            workers.runPending();
            clock.set(1_300 * MS);
            timer.advance(EVERY.dividedBy(2));
            workers.runPending();
            assertThat(responses.sent.poll().getUpdate().getTimestamp()).as("the next due, with the next read").isEqualTo(1_260 * MS);
        }
    }

    @Test
    void samplesFallingLateBetweenPollsMoveByHalfAnInterval() {
        List<PathHandler> handlers = List.of(counters);
        try (var engine = new Telemetry(new DataTree(handlers, clock::get), new ChangeFeed(handlers), counters.polls,
                new SubscriptionCounters(), new WireFormat(), Telemetry.DEFAULT_STREAM_BUFFER, timer, workers, changes)) {
            var responses = streamOpenedAtOneSecond(engine);
            // Polls every 100 ms, 10 ms after each sample falls due: each sample carries a read 90 ms old.
            poll(1_010 * MS, 2);
            assertThat(due(responses, 1_100 * MS, EVERY)).as("the poll period not known yet: stays").isEqualTo(1_010 * MS);
            poll(1_110 * MS, 3);
            assertThat(due(responses, 1_200 * MS, EVERY)).as("sent, 90 ms old, and the timer moves").isEqualTo(1_110 * MS);
            poll(1_210 * MS, 4);

            assertThat(due(responses, 1_249 * MS, Duration.ofMillis(49))).as("not due before half an interval").isNull();
            assertThat(due(responses, 1_250 * MS, Duration.ofMillis(1))).as("due half an interval on: a read 40 ms old")
                    .isEqualTo(1_210 * MS);
            poll(1_310 * MS, 5);
            assertThat(due(responses, 1_350 * MS, Duration.ofMillis(100))).as("and every interval from there, where it stays")
                    .isEqualTo(1_310 * MS);
            poll(1_410 * MS, 6);
            assertThat(due(responses, 1_450 * MS, Duration.ofMillis(100))).isEqualTo(1_410 * MS);
        }
    }

    /** A SAMPLE stream of the counters opened at 1,000 ms, the newest read then taken at 990 ms; its sync consumed. */
    private ChangeAfterSyncTest.Responses streamOpenedAtOneSecond(Telemetry engine) {
        clock.set(1_000 * MS);
        counters.poll(990 * MS, 1);
        var responses = new ChangeAfterSyncTest.Responses(() -> { });
        new SubscriptionStream(engine, new UseModels(List.of()), responses).onNext(stream(sample(COUNTERS, EVERY)));
        workers.runPending();
        responses.sent.clear();
        return responses;
    }

    /** A poll that read {@code value} at {@code readAt}, published at once. */
    private void poll(long readAt, long value) {
        clock.set(readAt);
        counters.poll(readAt, value);
        workers.runPending();
    }

    /** The engine's timer moves on by {@code by}, to {@code now}: the read timestamp a sample went with, or null. */
    private Long due(ChangeAfterSyncTest.Responses responses, long now, Duration by) {
        clock.set(now);
        timer.advance(by);
        workers.runPending();
        SubscribeResponse r = responses.sent.poll();
        return r == null ? null : r.getUpdate().getTimestamp();
    }
}
