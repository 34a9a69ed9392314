package io.nosagent.agent.gnmi.paths;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.feature.gnmi.DataNode.Container;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.sai.stats.CounterSnapshot;
import io.nosagent.sai.stats.StatsCollector;
import io.nosagent.agent.update.IntentService;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

import static io.nosagent.feature.gnmi.LeafKind.BOOLEAN;
import static io.nosagent.feature.gnmi.LeafKind.STRING;
import static io.nosagent.feature.gnmi.LeafKind.UINT32;
import static io.nosagent.feature.gnmi.LeafKind.UINT64;
import static io.nosagent.feature.gnmi.Yang.container;
import static io.nosagent.feature.gnmi.Yang.leaf;
import static io.nosagent.feature.gnmi.Yang.readOnly;
import static io.nosagent.feature.gnmi.Yang.state;

/**
 * The agent's own state ({@code nosagent-agent} module, origin {@value #ORIGIN}): version, running
 * config version, a pending commit-confirmed, the stats collector and the telemetry service.
 */
public final class AgentStateHandler implements PathHandler {

    /** The project's gNMI origin. */
    public static final String ORIGIN = "nosagent";

    private static final List<Container> SCHEMA = List.of(readOnly("nosagent-agent:agent",
            state(leaf("software-version", STRING), leaf("platform", STRING), leaf("boot-time", UINT64)),
            container("running-config", state(leaf("version", UINT64), leaf("committed-at", UINT64), leaf("note", STRING))),
            container("commit-confirm", state(leaf("pending", BOOLEAN), leaf("id", STRING), leaf("rollback-at", UINT64))),
            container("stats-collector", state(leaf("interval", UINT64), leaf("polls", UINT64), leaf("last-poll", UINT64),
                    leaf("last-poll-duration", UINT64))),
            container("telemetry", state(leaf("active-subscriptions", UINT32), leaf("slow-subscribers-ended", UINT64)))));

    /** A commit waiting for confirmation. */
    public record PendingCommit(String id, Instant rollbackAt) {
    }

    /** Load figures of the Subscribe service. */
    public interface TelemetryLoad {
        int activeSubscriptions();

        long slowSubscribersEnded();
    }

    private final IntentService intent;
    private final StatsCollector stats;
    private final String platform;
    private final Instant bootTime;
    private final String softwareVersion;
    private final Supplier<Optional<PendingCommit>> pending;
    private final TelemetryLoad telemetry;

    public AgentStateHandler(IntentService intent, StatsCollector stats, String platform, Instant bootTime,
                             String softwareVersion, Supplier<Optional<PendingCommit>> pending, TelemetryLoad telemetry) {
        this.intent = intent;
        this.stats = stats;
        this.platform = platform;
        this.bootTime = bootTime;
        this.softwareVersion = softwareVersion;
        this.pending = pending;
        this.telemetry = telemetry;
    }

    @Override
    public String origin() {
        return ORIGIN;
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Published<?>> sources() {
        return Set.of(intent.commits(), stats.snapshots());
    }

    @Override
    public boolean changesContinuously() {
        return true;
    }

    @Override
    public void write(DataWriter out) {
        ObjectNode agent = out.container(out.root(), "nosagent-agent:agent");
        out.container(agent, "state").put("software-version", softwareVersion).put("platform", platform)
                .set("boot-time", DataWriter.uint64(DataWriter.nanos(bootTime)));
        ObjectNode running = out.container(out.container(agent, "running-config"), "state")
                .put("version", Long.toString(intent.version()));
        intent.running().ifPresent(c -> running
                .put("committed-at", Long.toString(DataWriter.nanos(c.committedAt())))
                .put("note", c.note()));
        ObjectNode confirm = out.container(out.container(agent, "commit-confirm"), "state");
        var p = pending.get();
        confirm.put("pending", p.isPresent());
        p.ifPresent(c -> confirm.put("id", c.id()).put("rollback-at", Long.toString(DataWriter.nanos(c.rollbackAt()))));
        CounterSnapshot snapshot = stats.snapshot();
        out.container(out.container(agent, "stats-collector"), "state")
                .put("interval", Long.toString(stats.interval().toMillis()))
                .put("polls", Long.toString(snapshot.sequence()))
                .put("last-poll", Long.toString(snapshot.collectedAtNanos()))
                .put("last-poll-duration", Long.toString(snapshot.took() / 1_000));
        out.container(out.container(agent, "telemetry"), "state")
                .put("active-subscriptions", telemetry.activeSubscriptions())
                .put("slow-subscribers-ended", Long.toString(telemetry.slowSubscribersEnded()));
    }
}
