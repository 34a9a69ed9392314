package io.nosagent.config.intent.qos;

import io.nosagent.config.delta.IntentDelta;

import java.util.Collections;
import java.util.NavigableMap;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Which PFC priorities are lossless on which port, and the queue and priority group each maps to: what
 * QoS programs and the PFC watchdog watches, computed from the intent alone, so both read the same
 * answer and the watchdog needs no ASIC read. A port is lossless when its QoS names a lossless profile
 * and its speed is known (its headroom follows from the speed; without it no PFC is programmed).
 *
 * @param ports lossless ports by name
 */
public record LosslessPlan(NavigableMap<String, Port> ports) {

    public static final LosslessPlan NONE = new LosslessPlan(new TreeMap<>());

    public LosslessPlan {
        ports = Collections.unmodifiableNavigableMap(new TreeMap<>(ports));
    }

    /**
     * One lossless port.
     *
     * @param name       the port
     * @param pfcMask    PFC enable bits: bit p for each lossless priority p
     * @param priorities the lossless priorities by PFC priority
     */
    public record Port(String name, int pfcMask, NavigableMap<Integer, Priority> priorities) {
        public Port {
            priorities = Collections.unmodifiableNavigableMap(new TreeMap<>(priorities));
        }
    }

    /**
     * A lossless PFC priority of a port.
     *
     * @param pfcPriority   0..7
     * @param queue         the queue id its received pause stops (its traffic class is the same number)
     * @param priorityGroup the ingress priority group whose fill sends its pause
     */
    public record Priority(int pfcPriority, int queue, int priorityGroup) {
    }

    /** The plan of {@code qos} on a switch whose port speeds {@code speedMbps} gives. */
    public static LosslessPlan of(QosIntent qos, Function<String, OptionalLong> speedMbps) {
        var ports = new TreeMap<String, Port>();
        for (String port : qos.interfaces().keySet()) {
            var lossless = qos.effective(port).flatMap(PortQosSettings::lossless);
            if (lossless.isEmpty() || speedMbps.apply(port).isEmpty()) {
                continue;
            }
            LosslessProfile profile = lossless.get().profile();
            var priorities = new TreeMap<Integer, Priority>();
            for (LosslessPriority p : profile.priorities().values()) {
                QosQueue queue = qos.queues().get(p.queue());
                if (queue != null) {
                    priorities.put(p.pfcPriority(), new Priority(p.pfcPriority(), queue.queueId(), p.priorityGroup()));
                }
            }
            ports.put(port, new Port(port, profile.pfcMask(), priorities));
        }
        return new LosslessPlan(ports);
    }

    /** The lossless port {@code name}, if it is one. */
    public Optional<Port> port(String name) {
        return Optional.ofNullable(ports.get(name));
    }

    /**
     * The plan of a commit's desired intent, computed once per delta for every reader
     * ({@code delta.derived(derivation)}): one per switch (it holds the platform's port speeds), shared by
     * QoS and the watchdog.
     */
    public static final class Derivation implements Function<IntentDelta, LosslessPlan> {

        private final Function<String, OptionalLong> speedMbps;

        public Derivation(Function<String, OptionalLong> speedMbps) {
            this.speedMbps = speedMbps;
        }

        @Override
        public LosslessPlan apply(IntentDelta delta) {
            return LosslessPlan.of(QosIntent.of(delta.desired()), speedMbps);
        }
    }
}
