package io.nosagent.agent.optics;

import io.nosagent.feature.AgentProblem;
import io.nosagent.feature.AgentProblem.Severity;
import io.nosagent.feature.ComponentFault;
import io.nosagent.sai.observe.Published;

import java.time.Clock;
import java.time.Instant;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Watches the optics' receive power at every tick (each counter poll): an optic with a lane below a
 * threshold raises an {@value #TYPE} alarm of that threshold's severity (WARNING first, CRITICAL as it
 * keeps fading), published as an agent problem for the alarm owner, and holds a fault against its
 * TRANSCEIVER component, which Healthz then reports UNHEALTHY. Both clear once every lane is back above
 * the warning threshold.
 */
public final class OpticAlarms implements AutoCloseable {

    public static final String TYPE = "OPTIC_RX_POWER_LOW";

    /** An active alarm: its severity and since when the optic is below a threshold. */
    private record Raised(Severity severity, Instant since) {
    }

    private final SimulatedOptics optics;
    private final Function<String, String> component;
    private final Published<AgentProblem> problems;
    private final Clock clock;
    private final Map<String, Raised> raised = new HashMap<>();
    private final Published<List<ComponentFault>> faults = new Published<>("optic faults", List.of());
    private final AutoCloseable subscription;

    /**
     * @param component the TRANSCEIVER component of a port
     * @param ticks     when to look (the counter snapshots)
     * @param problems  where alarms go
     */
    public OpticAlarms(SimulatedOptics optics, Function<String, String> component, Published<?> ticks,
                       Published<AgentProblem> problems, Clock clock) {
        this.optics = optics;
        this.component = component;
        this.problems = problems;
        this.clock = clock;
        this.subscription = ticks.subscribe(t -> check());
    }

    /** The faults held against TRANSCEIVER components, the whole list on every change. */
    public Published<List<ComponentFault>> faults() {
        return faults;
    }

    /** The gNMI path of a port's TRANSCEIVER component: the alarm's resource. */
    public String resource(String port) {
        return "/components/component[name=" + component.apply(port) + "]";
    }

    /** Compares every degraded (or still alarmed) optic's weakest lane with the thresholds. */
    public synchronized void check() {
        var ports = new HashSet<>(optics.degraded());
        ports.addAll(raised.keySet());
        boolean changed = false;
        for (String port : ports) {
            var optic = optics.optic(port).orElseThrow();
            var weakest = optics.lanes(optic).stream().min(Comparator.comparingDouble(SimulatedOptics.Lane::inputDbm)).orElseThrow();
            Optional<SimulatedOptics.Thresholds> crossed = SimulatedOptics.THRESHOLDS.stream()
                    .filter(t -> weakest.inputDbm() < t.inputLower())
                    .max(Comparator.comparing(SimulatedOptics.Thresholds::severity));
            Raised was = raised.get(port);
            String id = TYPE + " " + port;
            if (crossed.isEmpty()) {
                if (was != null) {
                    raised.remove(port);
                    problems.publish(new AgentProblem(id, TYPE, was.severity(), resource(port),
                            port + " optic receive power back above its warning threshold", false));
                    changed = true;
                }
                continue;
            }
            Severity severity = crossed.get().severity();
            if (was == null || was.severity() != severity) {
                raised.put(port, new Raised(severity, was == null ? clock.instant() : was.since()));
                problems.publish(new AgentProblem(id, TYPE, severity, resource(port), String.format(Locale.ROOT,
                        "%s optic lane %d receive power %.2f dBm is below the %s threshold %.2f dBm: drain the port before its link fails",
                        port, weakest.index(), weakest.inputDbm(), severity, crossed.get().inputLower()), true));
                changed = changed || was == null;
            }
        }
        if (changed) {
            faults.publish(raised.entrySet().stream().sorted(Map.Entry.comparingByKey())
                    .map(e -> new ComponentFault(TYPE + " " + e.getKey(), resource(e.getKey()), e.getValue().since())).toList());
        }
    }

    @Override
    public void close() throws Exception {
        subscription.close();
    }
}
