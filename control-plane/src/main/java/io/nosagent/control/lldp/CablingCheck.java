package io.nosagent.control.lldp;

import io.nosagent.config.intent.ExpectedPeer;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.yang.InterfacesYang;
import io.nosagent.feature.AgentProblem;
import io.nosagent.sai.observe.Published;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * Whether each cable reaches what the config says it should: a port whose LLDP neighbor is not its
 * {@code expected-peer} (another system name, or another port id when one is expected) is an event in the log and
 * one MAJOR problem per port, {@link #TYPE}, naming what was expected and what LLDP sees; it clears when the port
 * hears the expected peer again, hears nobody, or the config changes what it expects. Checked after every LLDP
 * change and every commit.
 */
public final class CablingCheck {

    public static final String TYPE = "LLDP_NEIGHBOR_MISMATCH";
    private static final Logger log = LoggerFactory.getLogger(CablingCheck.class);

    private final Supplier<SwitchIntent> running;
    private final Supplier<LldpState> lldp;
    private final Published<AgentProblem> problems;
    /** The problem raised per port, by its text. */
    private final Map<String, String> raised = new HashMap<>();

    public CablingCheck(Supplier<SwitchIntent> running, Supplier<LldpState> lldp, Published<AgentProblem> problems) {
        this.running = running;
        this.lldp = lldp;
        this.problems = problems;
    }

    /** Compares every port's neighbor with its expected peer; raises and clears what changed. */
    public synchronized void check() {
        SwitchIntent intent = running.get();
        var wrong = new TreeMap<String, String>();
        for (LldpNeighbor n : lldp.get().neighbors().values()) {
            intent.interfaceNamed(n.port()).flatMap(InterfaceIntent::expectedPeer).filter(e -> !reaches(e, n))
                    .ifPresent(e -> wrong.put(n.port(), n.port() + " is cabled to " + n.peer() + " (LLDP), expected " + e));
        }
        for (var it = raised.entrySet().iterator(); it.hasNext(); ) {
            var r = it.next();
            if (!wrong.containsKey(r.getKey())) {
                it.remove();
                log.info("LLDP: {} reaches its expected peer again (or nobody)", r.getKey());
                problems.publish(problem(r.getKey(), r.getValue() + ": cleared", false));
            }
        }
        wrong.forEach((port, text) -> {
            if (!text.equals(raised.put(port, text))) {
                log.warn("LLDP: {}", text);
                problems.publish(problem(port, text, true));
            }
        });
    }

    /** The ports whose neighbor is not the expected one, with what was said of each. */
    public synchronized Map<String, String> mismatches() {
        return Map.copyOf(raised);
    }

    private static boolean reaches(ExpectedPeer expected, LldpNeighbor n) {
        Optional<String> name = n.lldpdu().systemName();
        return name.orElse(n.lldpdu().chassisId()).equals(expected.systemName())
                && expected.portId().map(p -> p.equals(n.lldpdu().portId())).orElse(true);
    }

    private static AgentProblem problem(String port, String text, boolean active) {
        return new AgentProblem(TYPE + " " + port, TYPE, AgentProblem.Severity.MAJOR,
                InterfacesYang.Interface.path(port).toString(), text, active);
    }
}
