package io.nosagent.agent.gnmi.subscribe;

import io.nosagent.agent.gnmi.rpc.UseModels;
import io.nosagent.agent.gnmi.rpc.WireFormat;
import io.nosagent.agent.gnmi.tree.DataTree;
import io.nosagent.api.gnmi.proto.SubscribeRequest;
import io.nosagent.feature.gnmi.PathHandler;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.stream.IntStream;

import static io.nosagent.agent.gnmi.subscribe.PortData.COUNTERS;
import static io.nosagent.agent.gnmi.subscribe.PortData.OPER_STATUS;
import static io.nosagent.agent.gnmi.subscribe.PortData.leaf;
import static io.nosagent.agent.gnmi.subscribe.PortData.onChange;
import static io.nosagent.agent.gnmi.subscribe.PortData.sample;
import static io.nosagent.agent.gnmi.subscribe.PortData.stream;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A link flip reaches an ON_CHANGE subscriber while the samples of every SAMPLE subscriber are still
 * waiting for the worker pool: the change does not queue behind them. The engine's threads are run by
 * hand, so "still waiting" is exact.
 */
class OnChangeAheadOfSamplesTest {

    private static final Duration EVERY = Duration.ofMillis(100);

    private final PortData.Counters counters = new PortData.Counters();
    private final PortData.OperStatus oper = new PortData.OperStatus();
    private final ManualThreads.Timer timer = new ManualThreads.Timer();
    private final ManualThreads.Pool workers = new ManualThreads.Pool();
    private final ManualThreads.Pool changes = new ManualThreads.Pool();

    /** Each time the transport's threads were asked to run raised, and what the watcher had been sent by then. */
    private final List<Integer> raisedAfter = new java.util.ArrayList<>();
    private ChangeAfterSyncTest.Responses watching;

    private Telemetry engine() {
        List<PathHandler> handlers = List.of(counters, oper);
        return new Telemetry(new DataTree(handlers, () -> 1L), new ChangeFeed(handlers), counters.polls, new SubscriptionCounters(),
                new WireFormat(), Telemetry.DEFAULT_STREAM_BUFFER,
                client -> raisedAfter.add(watching == null ? -1 : watching.sent.size()), timer, workers, changes);
    }

    private ChangeAfterSyncTest.Responses open(Telemetry engine, SubscribeRequest request) {
        var responses = new ChangeAfterSyncTest.Responses(() -> { });
        new SubscriptionStream(engine, new UseModels(List.of()), responses).onNext(request);
        return responses;
    }

    @Test
    void aLinkFlipReachesItsSubscriberWhileTenSamplersSamplesAreStillQueued() {
        try (var engine = engine()) {
            var samplers = IntStream.range(0, 10).mapToObj(i -> open(engine, stream(sample(COUNTERS, EVERY)))).toList();
            var watcher = open(engine, stream(onChange(OPER_STATUS)));
            workers.runPending(); // every stream starts and sends its first data
            samplers.forEach(s -> s.sent.clear());
            watcher.sent.clear();
            counters.poll(2, 100);
            timer.advance(EVERY); // every sampler's sample falls due

            oper.flip();
            changes.runPending();

            assertThat(watcher.sent).extracting(PortData::leaf).containsExactly("oper-status=\"DOWN\"");
            assertThat(samplers).allSatisfy(s -> assertThat(s.sent).as("samples not sent yet").isEmpty());
            assertThat(workers.pending()).as("the samplers' work still queued").isGreaterThanOrEqualTo(10);

            workers.runPending();
            assertThat(samplers).allSatisfy(s -> assertThat(s.sent).extracting(PortData::leaf).containsExactly("in-octets=\"100\""));
        }
    }

    @Test
    void theTransportRunsRaisedOnceAChangeIsHandedOverAndNotForSamples() {
        try (var engine = engine()) {
            var sampler = open(engine, stream(sample(COUNTERS, EVERY)));
            watching = open(engine, stream(onChange(OPER_STATUS)));
            workers.runPending();
            watching.sent.clear();
            counters.poll(2, 100);
            timer.advance(EVERY);
            workers.runPending();
            assertThat(sampler.sent).as("a sample went").isNotEmpty();
            assertThat(raisedAfter).as("samples and syncs go at the transport's own priority").isEmpty();

            oper.flip();
            changes.runPending();

            assertThat(raisedAfter).as("raised once, after the change was handed over").containsExactly(1);
        }
    }

    @Test
    void aChangeGoesBeforeTheSampleItsOwnStreamHasWaiting() {
        try (var engine = engine()) {
            var both = open(engine, stream(sample(COUNTERS, EVERY), onChange(OPER_STATUS)));
            workers.runPending();
            both.sent.clear();
            counters.poll(2, 100);
            timer.advance(EVERY);

            oper.flip();
            changes.runPending();
            workers.runPending();

            assertThat(both.sent).extracting(PortData::leaf).containsExactly("oper-status=\"DOWN\"", "in-octets=\"100\"");
        }
    }
}
