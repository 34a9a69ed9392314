package io.nosagent.config.intent;

import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.config.intent.pfcwd.PfcWatchdogIntent;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.routing.RoutingIntent;

import java.util.Collection;
import java.util.Collections;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

/**
 * Everything the operator wants of this switch: one component per config section. Immutable;
 * equality is configuration equality (versions live in the store, not here).
 *
 * <p>Adding a section: add a component here (with its {@code with...} method and a {@link Builder}
 * setter), then register its codec and validator in {@code io.nosagent.config.codec.Sections}.
 *
 * @param system     switch-wide settings
 * @param interfaces configured interfaces by name, in front-panel order ({@link InterfaceNameOrder});
 *                   a port absent here is not configured by the operator
 * @param routing    static routes, load balancing, flowlets, fine-grained ECMP, drain, TE overrides
 * @param qos        queues, classifiers, schedulers, WRED/ECN, buffers, PFC, CTS queue, ACK re-marking, VOQ credits
 * @param pfcWatchdog the PFC watchdog on the lossless queues
 * @param bgp        the BGP speaker: AS, router id, neighbors, peer groups ({@link BgpIntent#NONE}: off)
 */
public record SwitchIntent(SystemIntent system, NavigableMap<String, InterfaceIntent> interfaces, RoutingIntent routing,
                           QosIntent qos, PfcWatchdogIntent pfcWatchdog, BgpIntent bgp) {

    public SwitchIntent {
        Objects.requireNonNull(system, "system");
        Objects.requireNonNull(routing, "routing");
        Objects.requireNonNull(qos, "qos");
        Objects.requireNonNull(pfcWatchdog, "pfcWatchdog");
        Objects.requireNonNull(bgp, "bgp");
        var sorted = new TreeMap<String, InterfaceIntent>(InterfaceNameOrder.INSTANCE);
        interfaces.forEach((name, intent) -> {
            if (!name.equals(intent.name())) {
                throw new IllegalArgumentException("interface keyed '" + name + "' is named '" + intent.name() + "'");
            }
            sorted.put(name, intent);
        });
        interfaces = Collections.unmodifiableNavigableMap(sorted);
    }

    /** An intent whose later sections take their defaults (no QoS, the default watchdog, no BGP). */
    public SwitchIntent(SystemIntent system, NavigableMap<String, InterfaceIntent> interfaces, RoutingIntent routing) {
        this(system, interfaces, routing, QosIntent.NONE, PfcWatchdogIntent.DEFAULT, BgpIntent.NONE);
    }

    /** An intent with QoS whose later sections take their defaults. */
    public SwitchIntent(SystemIntent system, NavigableMap<String, InterfaceIntent> interfaces, RoutingIntent routing,
                        QosIntent qos) {
        this(system, interfaces, routing, qos, PfcWatchdogIntent.DEFAULT, BgpIntent.NONE);
    }

    /** An intent with QoS and a watchdog, without BGP. */
    public SwitchIntent(SystemIntent system, NavigableMap<String, InterfaceIntent> interfaces, RoutingIntent routing,
                        QosIntent qos, PfcWatchdogIntent pfcWatchdog) {
        this(system, interfaces, routing, qos, pfcWatchdog, BgpIntent.NONE);
    }

    /** An intent without routing or QoS configuration (defaults). */
    public SwitchIntent(SystemIntent system, NavigableMap<String, InterfaceIntent> interfaces) {
        this(system, interfaces, RoutingIntent.NONE);
    }

    /** An intent naming the switch and configuring nothing else. */
    public static SwitchIntent named(String hostname) {
        return new SwitchIntent(SystemIntent.named(hostname), new TreeMap<>());
    }

    public static Builder builder() {
        return new Builder();
    }

    public Optional<InterfaceIntent> interfaceNamed(String name) {
        return Optional.ofNullable(interfaces.get(name));
    }

    public SwitchIntent withSystem(SystemIntent value) {
        return new SwitchIntent(value, interfaces, routing, qos, pfcWatchdog, bgp);
    }

    /** A copy with {@code value} added, or replacing the interface of the same name. */
    public SwitchIntent withInterface(InterfaceIntent value) {
        var map = new TreeMap<>(interfaces);
        map.put(value.name(), value);
        return new SwitchIntent(system, map, routing, qos, pfcWatchdog, bgp);
    }

    public SwitchIntent withoutInterface(String name) {
        var map = new TreeMap<>(interfaces);
        map.remove(name);
        return new SwitchIntent(system, map, routing, qos, pfcWatchdog, bgp);
    }

    public SwitchIntent withInterfaces(Collection<InterfaceIntent> values) {
        var map = new TreeMap<String, InterfaceIntent>();
        values.forEach(i -> {
            if (map.put(i.name(), i) != null) {
                throw new IllegalArgumentException("interface '" + i.name() + "' given twice");
            }
        });
        return new SwitchIntent(system, map, routing, qos, pfcWatchdog, bgp);
    }

    public SwitchIntent withRouting(RoutingIntent value) {
        return new SwitchIntent(system, interfaces, value, qos, pfcWatchdog, bgp);
    }

    public SwitchIntent withPfcWatchdog(PfcWatchdogIntent value) {
        return new SwitchIntent(system, interfaces, routing, qos, value, bgp);
    }

    public SwitchIntent withBgp(BgpIntent value) {
        return new SwitchIntent(system, interfaces, routing, qos, pfcWatchdog, value);
    }

    public SwitchIntent withQos(QosIntent value) {
        return new SwitchIntent(system, interfaces, routing, value, pfcWatchdog, bgp);
    }

    /** Assembles an intent section by section (used by decoders, which produce one section at a time). */
    public static final class Builder {
        private SystemIntent system;
        private Map<String, InterfaceIntent> interfaces = Map.of();
        private RoutingIntent routing = RoutingIntent.NONE;
        private QosIntent qos = QosIntent.NONE;
        private PfcWatchdogIntent pfcWatchdog = PfcWatchdogIntent.DEFAULT;
        private BgpIntent bgp = BgpIntent.NONE;

        private Builder() {
        }

        public Builder system(SystemIntent value) {
            this.system = value;
            return this;
        }

        public Builder interfaces(Map<String, InterfaceIntent> value) {
            this.interfaces = value;
            return this;
        }

        public Builder routing(RoutingIntent value) {
            this.routing = value;
            return this;
        }

        public Builder qos(QosIntent value) {
            this.qos = value;
            return this;
        }

        public Builder pfcWatchdog(PfcWatchdogIntent value) {
            this.pfcWatchdog = value;
            return this;
        }

        /** Changes part of the routing section (its parts come from two document members). */
        public Builder editRouting(UnaryOperator<RoutingIntent> edit) {
            this.routing = edit.apply(routing);
            return this;
        }

        public Builder bgp(BgpIntent value) {
            this.bgp = value;
            return this;
        }

        /** The intent; {@link IllegalStateException} if a section without a default is missing. */
        public SwitchIntent build() {
            if (system == null) {
                throw new IllegalStateException("no system section (hostname is required)");
            }
            return new SwitchIntent(system, new TreeMap<>(interfaces), routing, qos, pfcWatchdog, bgp);
        }
    }
}
