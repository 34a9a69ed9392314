package io.nosagent.feature;

import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.qos.LosslessPlan;
import io.nosagent.config.store.Commit;
import io.nosagent.feature.update.UpdateLoop;
import io.nosagent.sai.Sai;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.observe.Published;
import io.nosagent.sai.ports.PortStatusTracker;
import io.nosagent.sai.stats.StatsCollector;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.time.AgentTime;

import java.nio.file.Path;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The agent's services a feature is built with: everything it may use, handed in once, so a feature
 * depends on the agent only through this record (not through the daemon's classes).
 *
 * @param sai        the SAI calls (reads and capability queries; writes go through the store)
 * @param store      the owner of every programmed object
 * @param sw         the switch as brought up: ports and their objects, the platform
 * @param updateLoop where every ASIC write runs
 * @param time       the agent's one time source
 * @param stats      the counter snapshots
 * @param ports      the ports' operational state
 * @param running    the intent as programmed now
 * @param commits    every new running commit
 * @param rib        where routes a protocol learned go
 * @param lossless   which queues and priorities are lossless, computed once per commit from the intent
 *                   (QoS programs them, the watchdog watches them)
 * @param stateDir   the agent's state directory (a feature keeps its files under its own folder)
 * @param problems   what the agent itself found wrong (its stored config unreadable), for the alarm owner
 */
public record FeatureContext(Sai sai, SaiStore store, SwitchHandle sw, UpdateLoop updateLoop, AgentTime time,
                             StatsCollector stats, PortStatusTracker ports, Supplier<SwitchIntent> running,
                             Published<Commit> commits, RibInput rib, Function<IntentDelta, LosslessPlan> lossless,
                             Path stateDir, Published<AgentProblem> problems) {

    public FeatureContext {
        Objects.requireNonNull(sai, "sai");
        Objects.requireNonNull(store, "store");
        Objects.requireNonNull(sw, "sw");
        Objects.requireNonNull(updateLoop, "updateLoop");
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(stats, "stats");
        Objects.requireNonNull(ports, "ports");
        Objects.requireNonNull(running, "running");
        Objects.requireNonNull(commits, "commits");
        Objects.requireNonNull(rib, "rib");
        Objects.requireNonNull(lossless, "lossless");
        Objects.requireNonNull(stateDir, "stateDir");
        Objects.requireNonNull(problems, "problems");
    }

    /** The lossless plan of a switch: from each commit's intent and the platform's port speeds. */
    public static LosslessPlan.Derivation losslessOf(SwitchHandle sw) {
        return new LosslessPlan.Derivation(port -> sw.platform().port(port)
                .map(p -> OptionalLong.of(p.speedMbps())).orElse(OptionalLong.empty()));
    }
}
