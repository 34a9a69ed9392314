package io.nosagent.agent.gnmi.paths;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.AgentYang;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.sai.stats.CounterSnapshot;
import io.nosagent.sai.stats.StatsCollector;
import io.nosagent.agent.update.IntentService;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The agent's own state ({@code nosagent-agent} module, origin {@value #ORIGIN}): version, running
 * config version, a pending commit-confirmed, the stats collector and the telemetry service.
 */
public final class AgentStateHandler implements PathHandler {

    /** The project's gNMI origin. */
    public static final String ORIGIN = "nosagent";

    private static final List<Container> SCHEMA = List.of(Fragment.of(AgentYang.node())
            .with(AgentYang.node(), AgentYang.STATE, AgentYang.RUNNING_CONFIG, AgentYang.COMMIT_CONFIRM,
                    AgentYang.STATS_COLLECTOR, AgentYang.TELEMETRY)
            .build());

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
        ObjectNode agent = out.container(out.root(), AgentYang.TOP);
        out.container(agent, AgentYang.STATE).put(AgentYang.State.SOFTWARE_VERSION, softwareVersion)
                .put(AgentYang.State.PLATFORM, platform)
                .set(AgentYang.State.BOOT_TIME, DataWriter.uint64(DataWriter.nanos(bootTime)));
        ObjectNode running = out.container(out.container(agent, AgentYang.RUNNING_CONFIG), AgentYang.RunningConfig.STATE)
                .put(AgentYang.RunningConfig.State.VERSION, Long.toString(intent.version()));
        intent.running().ifPresent(c -> running
                .put(AgentYang.RunningConfig.State.COMMITTED_AT, Long.toString(DataWriter.nanos(c.committedAt())))
                .put(AgentYang.RunningConfig.State.NOTE, c.note()));
        ObjectNode confirm = out.container(out.container(agent, AgentYang.COMMIT_CONFIRM), AgentYang.CommitConfirm.STATE);
        var p = pending.get();
        confirm.put(AgentYang.CommitConfirm.State.PENDING, p.isPresent());
        p.ifPresent(c -> confirm.put(AgentYang.CommitConfirm.State.ID, c.id())
                .put(AgentYang.CommitConfirm.State.ROLLBACK_AT, Long.toString(DataWriter.nanos(c.rollbackAt()))));
        CounterSnapshot snapshot = stats.snapshot();
        out.container(out.container(agent, AgentYang.STATS_COLLECTOR), AgentYang.StatsCollector.STATE)
                .put(AgentYang.StatsCollector.State.INTERVAL, Long.toString(stats.interval().toMillis()))
                .put(AgentYang.StatsCollector.State.POLLS, Long.toString(snapshot.sequence()))
                .put(AgentYang.StatsCollector.State.LAST_POLL, Long.toString(snapshot.collectedAtNanos()))
                .put(AgentYang.StatsCollector.State.LAST_POLL_DURATION, Long.toString(snapshot.took() / 1_000));
        out.container(out.container(agent, AgentYang.TELEMETRY), AgentYang.Telemetry.STATE)
                .put(AgentYang.Telemetry.State.ACTIVE_SUBSCRIPTIONS, telemetry.activeSubscriptions())
                .put(AgentYang.Telemetry.State.SLOW_SUBSCRIBERS_ENDED, Long.toString(telemetry.slowSubscribersEnded()));
    }
}
