package io.nosagent.watchdog;

import io.nosagent.config.codec.Section;
import io.nosagent.config.codec.Sections;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.feature.ComponentFault;
import io.nosagent.feature.Feature;
import io.nosagent.feature.FeatureContext;
import io.nosagent.feature.ProgrammingStep;
import io.nosagent.feature.SnapshotPart;
import io.nosagent.feature.SnapshotTrigger;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.feature.gnmi.YangModel;
import io.nosagent.sai.observe.Published;
import io.nosagent.watchdog.correlate.Case;
import io.nosagent.watchdog.alarm.Alarm;
import io.nosagent.watchdog.correlate.Topology;
import io.nosagent.watchdog.event.Severity;
import io.nosagent.watchdog.gnmi.AlarmsHandler;
import io.nosagent.watchdog.gnmi.MonitorsHandler;
import io.nosagent.watchdog.gnmi.PfcWatchdogStateHandler;
import io.nosagent.watchdog.snapshot.WatchdogSnapshot;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * The watchdog as the agent runs it: the PFC watchdog programmed after QoS (both follow the commit's
 * lossless plan), the monitors, events, cases and alarms; their state over gNMI; a snapshot asked for
 * every case that opens, with the alarms, cases, events and queue states in it.
 */
public final class WatchdogFeature implements Feature {

    /** The PFC watchdog's step. */
    public static final String PFC_WATCHDOG = "pfc-watchdog";

    private final Watchdog watchdog;
    private final String after;
    private final Published<SnapshotTrigger> triggers = new Published<>("snapshot triggers");
    private final Published<List<ComponentFault>> faults = new Published<>("component faults", List.of());
    private final AutoCloseable caseSubscription;
    private final AutoCloseable faultSubscription;
    private final AutoCloseable problemSubscription;
    private final List<PathHandler> handlers;

    /**
     * @param groupsByPort the next-hop groups each port is a member of (routing's), read at each correlation
     * @param after        the step the watchdog runs after ({@code qos})
     */
    public WatchdogFeature(FeatureContext context, Supplier<Map<String, Set<Long>>> groupsByPort, String after) {
        this(context, groupsByPort, Map::of, after);
    }

    /**
     * @param groupsByPort the next-hop groups each port is a member of (routing's), read at each correlation
     * @param peersSeen    the system each port's cable last reached by LLDP (the control plane's), read at each
     *                     correlation: it names a port's peer over the expected one, since it is what the cable reaches
     * @param after        the step the watchdog runs after ({@code qos})
     */
    public WatchdogFeature(FeatureContext context, Supplier<Map<String, Set<Long>>> groupsByPort,
                           Supplier<Map<String, String>> peersSeen, String after) {
        this.after = after;
        var ports = context.sw().portsByName().keySet();
        Supplier<Topology> topology = () -> Topology.ofPorts(ports)
                .withPeers(peers(context.running().get().interfaces().values(), peersSeen.get())).withGroups(groupsByPort.get());
        watchdog = new Watchdog(context.sai(), context.store(), context.sw(), context.stats(), context.ports(),
                context.updateLoop(), context.time(), topology, context.lossless());
        caseSubscription = watchdog.correlator().opened().subscribe(c -> triggers.publish(triggerOf(c)));
        faultSubscription = watchdog.correlator().changes().subscribe(this::publishFaults);
        problemSubscription = context.problems().subscribe(p -> {
            if (p.active()) {
                watchdog.alarms().raise(new Alarm(p.id(), p.resource(), p.text(), context.time().now(),
                        Severity.valueOf(p.severity().name()), p.typeId()));
            } else {
                watchdog.alarms().clear(p.id());
            }
        });
        handlers = List.of(new AlarmsHandler(watchdog.alarms()), new PfcWatchdogStateHandler(watchdog.pfc()),
                new MonitorsHandler(watchdog.correlator(), context.stats()));
    }

    @Override
    public String name() {
        return "watchdog";
    }

    /** The PFC watchdog, monitors, events, cases and alarms. */
    public Watchdog watchdog() {
        return watchdog;
    }

    @Override
    public List<Section<?>> sections() {
        return List.of(Sections.pfcWatchdog());
    }

    @Override
    public List<ProgrammingStep> programmers() {
        return List.of(ProgrammingStep.of(PFC_WATCHDOG, watchdog.programmer(), after));
    }

    @Override
    public List<PathHandler> stateHandlers() {
        return handlers;
    }

    @Override
    public List<YangModel> models() {
        return List.of(YangModel.openconfig("openconfig-alarms", "0.3.2"), YangModel.openconfig("openconfig-alarm-types", "0.2.1"),
                YangModel.project("nosagent-pfcwd", "2026-12-10"), YangModel.project("nosagent-monitors", "2026-12-01"));
    }

    @Override
    public List<SnapshotPart> snapshotParts() {
        return WatchdogSnapshot.parts(watchdog);
    }

    @Override
    public List<Published<SnapshotTrigger>> snapshotTriggers() {
        return List.of(triggers);
    }

    /**
     * Where ports lead: the system LLDP last heard on a port, else the interface's expected peer device (the
     * description is free text and not read).
     */
    private static Map<String, String> peers(Iterable<InterfaceIntent> interfaces, Map<String, String> seen) {
        var peers = new TreeMap<String, String>();
        for (InterfaceIntent i : interfaces) {
            i.expectedPeer().ifPresent(p -> peers.put(i.name(), p.systemName()));
        }
        peers.putAll(seen);
        return peers;
    }

    @Override
    public List<Published<List<ComponentFault>>> componentFaults() {
        return List.of(faults);
    }

    /** The open cases, published when they differ from the last ones. */
    private synchronized void publishFaults(List<Case> cases) {
        var open = cases.stream().filter(Case::isOpen).map(c -> new ComponentFault(c.id(), c.resource(), c.opened())).toList();
        if (!open.equals(faults.get())) {
            faults.publish(open);
        }
    }

    /** A case opened: one snapshot of it, rate-limited per kind and resource by the snapshot service. */
    private static SnapshotTrigger triggerOf(Case c) {
        return new SnapshotTrigger(c.kind().yangName(), c.resource(), Optional.of(c.id()), c.rootCause(), c.ports());
    }

    @Override
    public void close() {
        try {
            caseSubscription.close();
            faultSubscription.close();
            problemSubscription.close();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        watchdog.close();
    }
}
