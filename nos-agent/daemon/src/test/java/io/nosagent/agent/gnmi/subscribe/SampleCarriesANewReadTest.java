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
 * within half an interval. The agent's clock and the engine's timer and threads are the test's.
 */
class SampleCarriesANewReadTest {

    private static final Duration EVERY = Duration.ofMillis(100);

    private final PortData.Counters counters = new PortData.Counters();
    private final AtomicLong clock = new AtomicLong(1_000);
    private final ManualThreads.Timer timer = new ManualThreads.Timer();
    private final ManualThreads.Pool workers = new ManualThreads.Pool();
    private final ManualThreads.Pool changes = new ManualThreads.Pool();

    @Test
    void aSampleDueBeforeTheNextPollWaitsForItAndIsStampedWithItsReadTime() {
        List<PathHandler> handlers = List.of(counters);
        try (var engine = new Telemetry(new DataTree(handlers, clock::get), new ChangeFeed(handlers), counters.polls,
                new SubscriptionCounters(), new WireFormat(), Telemetry.DEFAULT_STREAM_BUFFER, timer, workers, changes)) {
            counters.poll(500, 7);
            var responses = new ChangeAfterSyncTest.Responses(() -> { });
            new SubscriptionStream(engine, new UseModels(List.of()), responses).onNext(stream(sample(COUNTERS, EVERY)));
            workers.runPending();
            assertThat(responses.sent.poll().getUpdate().getTimestamp()).as("the first data: the read at 500").isEqualTo(500);
            assertThat(responses.sent.poll().getSyncResponse()).isTrue();

            // Due at 100 ms, but the newest read (500) is older than the data sent at 1,000: the sample waits.
            clock.set(1_100);
            timer.advance(EVERY);
            workers.runPending();
            assertThat(responses.sent).isEmpty();

            // The next poll's read, taken at 1,090, publishes at 1,095: the sample goes with it at once.
            clock.set(1_095);
            counters.poll(1_090, 8);
            workers.runPending();
            SubscribeResponse fresh = responses.sent.poll();
            assertThat(fresh.getUpdate().getTimestamp()).isEqualTo(1_090);
            assertThat(PortData.leaf(fresh)).isEqualTo("in-octets=\"8\"");

            // Due at 200 ms with no poll since: it waits half an interval, then the newest read goes, late rather than never.
            clock.set(1_200);
            timer.advance(EVERY);
            workers.runPending();
            timer.advance(EVERY.dividedBy(2).minusNanos(1));
            workers.runPending();
            assertThat(responses.sent).isEmpty();
            timer.advance(Duration.ofNanos(1));
            workers.runPending();
            assertThat(responses.sent.poll().getUpdate().getTimestamp()).isEqualTo(1_090);
            assertThat(changes.pending()).as("nothing of a sample is urgent").isZero();
        }
    }
}
