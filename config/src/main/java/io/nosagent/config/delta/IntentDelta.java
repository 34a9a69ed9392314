package io.nosagent.config.delta;

import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.SystemIntent;
import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.config.intent.pfcwd.PfcWatchdogIntent;
import io.nosagent.config.intent.bgp.BgpIntent;

import java.util.Objects;
import java.util.Optional;

/**
 * What one commit changes, section by section, computed once and handed to every {@link Programmer}
 * (the idea of FBOSS's StateDelta): a programmer walks only what changed, so a commit that touches
 * one leaf costs work in proportion to that leaf, not to the whole intent.
 *
 * <p>Adding a config section: add its delta here (a {@link MapDelta} for keyed sections, an optional
 * {@link Change} for a single container) and compute it in {@link #between}.
 *
 * @param previous   the intent that is programmed now
 * @param desired    the intent to program
 * @param system     the system container, when it changed
 * @param interfaces interfaces by name
 * @param routing    the routing section
 * @param qos        the QoS section, when it changed (one value: the QoS programmer recomputes what a
 *                   change touches and the store writes only what differs)
 * @param pfcWatchdog the PFC watchdog section, when it changed
 * @param bgp        the BGP section, when it changed
 */
public record IntentDelta(SwitchIntent previous, SwitchIntent desired, Optional<Change<SystemIntent>> system,
                          MapDelta<String, InterfaceIntent> interfaces, RoutingDelta routing,
                          Optional<Change<QosIntent>> qos, Optional<Change<PfcWatchdogIntent>> pfcWatchdog,
                          Optional<Change<BgpIntent>> bgp) {

    public IntentDelta {
        Objects.requireNonNull(previous, "previous");
        Objects.requireNonNull(desired, "desired");
        Objects.requireNonNull(system, "system");
        Objects.requireNonNull(interfaces, "interfaces");
        Objects.requireNonNull(routing, "routing");
        Objects.requireNonNull(qos, "qos");
        Objects.requireNonNull(pfcWatchdog, "pfcWatchdog");
        Objects.requireNonNull(bgp, "bgp");
    }

    /** A delta in which the later sections do not change. */
    public IntentDelta(SwitchIntent previous, SwitchIntent desired, Optional<Change<SystemIntent>> system,
                       MapDelta<String, InterfaceIntent> interfaces, RoutingDelta routing) {
        this(previous, desired, system, interfaces, routing, Optional.empty(), Optional.empty(), Optional.empty());
    }

    /** The change from {@code previous} to {@code desired}. */
    public static IntentDelta between(SwitchIntent previous, SwitchIntent desired) {
        Optional<Change<SystemIntent>> system = previous.system().equals(desired.system())
                ? Optional.empty() : Optional.of(new Change<>(previous.system(), desired.system()));
        Optional<Change<QosIntent>> qos = previous.qos().equals(desired.qos())
                ? Optional.empty() : Optional.of(new Change<>(previous.qos(), desired.qos()));
        return new IntentDelta(previous, desired, system, MapDelta.between(previous.interfaces(), desired.interfaces()),
                RoutingDelta.between(previous.routing(), desired.routing()), qos,
                previous.pfcWatchdog().equals(desired.pfcWatchdog()) ? Optional.empty()
                        : Optional.of(new Change<>(previous.pfcWatchdog(), desired.pfcWatchdog())),
                previous.bgp().equals(desired.bgp()) ? Optional.empty() : Optional.of(new Change<>(previous.bgp(), desired.bgp())));
    }

    /** True when the commit changes nothing a programmer could see. */
    public boolean isEmpty() {
        return system.isEmpty() && interfaces.isEmpty() && routing.isEmpty() && qos.isEmpty() && pfcWatchdog.isEmpty()
                && bgp.isEmpty();
    }

    /** The delta that undoes this one (used to re-apply the previous intent after a failure). */
    public IntentDelta reversed() {
        return new IntentDelta(desired, previous, system.map(c -> new Change<>(c.after(), c.before())),
                interfaces.reversed(), routing.reversed(), qos.map(c -> new Change<>(c.after(), c.before())),
                pfcWatchdog.map(c -> new Change<>(c.after(), c.before())), bgp.map(c -> new Change<>(c.after(), c.before())));
    }
}
