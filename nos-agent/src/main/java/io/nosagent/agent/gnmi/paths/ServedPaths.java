package io.nosagent.agent.gnmi.paths;

import io.nosagent.agent.gnmi.tree.PathHandler;
import io.nosagent.sai.ports.PortStatusTracker;
import io.nosagent.sai.stats.StatsCollector;
import io.nosagent.agent.update.IntentService;
import io.nosagent.qos.state.QosStates;
import io.nosagent.routing.bgp.BgpStates;
import io.nosagent.sai.bringup.SwitchHandle;

import java.time.Clock;
import java.time.Instant;
import io.nosagent.config.intent.routing.QpHashing;
import io.nosagent.routing.flowlets.FlowletCounters;
import io.nosagent.routing.state.RoutingStates;
import io.nosagent.agent.snapshot.SnapshotService;
import io.nosagent.agent.traffic.FaultInjector;
import io.nosagent.watchdog.Watchdog;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The one place the served paths are registered: the handlers, and the YANG models Capabilities
 * announces for them. A feature adding paths adds its handler and its models here (and its YANG
 * module under {@code config/src/main/yang} if it is the project's own).
 */
public final class ServedPaths {

    private ServedPaths() {
    }

    /** What the handlers read. */
    public record Inputs(IntentService intent, PortStatusTracker portStatus, StatsCollector stats, SwitchHandle sw,
                         Instant bootTime, String softwareVersion, Clock clock,
                         Supplier<Optional<AgentStateHandler.PendingCommit>> pendingCommit,
                         AgentStateHandler.TelemetryLoad telemetry, RoutingView routing, QosStates qos,
                         OperationsView operations, Optional<BgpStates> bgp) {
    }

    /** The watchdog (storms, alarms, cases), the snapshots, and the fault injector of a virtual ASIC's hosts. */
    public record OperationsView(Watchdog watchdog, SnapshotService snapshots, Supplier<Optional<FaultInjector>> faults) {
    }

    /** What routing programmed, as gNMI shows it. */
    public record RoutingView(RoutingStates state, FlowletCounters flowlets, Supplier<Optional<QpHashing.Mode>> qpMode) {
    }

    /** A YANG model as Capabilities lists it. */
    public record Model(String name, String organization, String version) {
    }

    /** The project's own modules; their sources are in {@code config/src/main/yang}. */
    public static final List<Model> PROJECT_MODELS = List.of(
            new Model("nosagent-interfaces", "nos-agent", "2026-11-22"),
            new Model("nosagent-agent", "nos-agent", "2026-11-22"),
            new Model("nosagent-routing", "nos-agent", "2026-12-10"),
            new Model("nosagent-qos", "nos-agent", "2026-11-26"),
            new Model("nosagent-pfcwd", "nos-agent", "2026-12-10"),
            new Model("nosagent-monitors", "nos-agent", "2026-12-01"),
            new Model("nosagent-snapshots", "nos-agent", "2026-12-01"),
            new Model("nosagent-sim", "nos-agent", "2026-12-01"),
            new Model("nosagent-bgp", "nos-agent", "2026-11-27"));

    /** The OpenConfig (and IETF/IANA) modules whose nodes or identities the served data uses. */
    public static final List<Model> OPENCONFIG_MODELS = List.of(
            new Model("openconfig-interfaces", "OpenConfig working group", "3.8.1"),
            new Model("openconfig-if-ethernet", "OpenConfig working group", "2.18.0"),
            new Model("openconfig-if-ip", "OpenConfig working group", "3.9.0"),
            new Model("openconfig-system", "OpenConfig working group", "3.1.0"),
            new Model("openconfig-network-instance", "OpenConfig working group", "4.7.0"),
            new Model("openconfig-network-instance-types", "OpenConfig working group", "0.9.3"),
            new Model("openconfig-local-routing", "OpenConfig working group", "4.1.0"),
            new Model("openconfig-bgp", "OpenConfig working group", "9.9.1"),
            new Model("openconfig-bgp-types", "OpenConfig working group", "6.2.0"),
            new Model("openconfig-policy-types", "OpenConfig working group", "3.3.0"),
            new Model("openconfig-aft", "OpenConfig working group", "3.4.0"),
            new Model("openconfig-aft-network-instance", "OpenConfig working group", "0.3.1"),
            new Model("openconfig-qos", "OpenConfig working group", "2.2.0"),
            new Model("openconfig-alarms", "OpenConfig working group", "0.3.2"),
            new Model("openconfig-alarm-types", "OpenConfig working group", "0.2.1"),
            new Model("iana-if-type", "IANA", "2017-01-19"));

    /** Every handler, in the order their data is merged. */
    public static List<PathHandler> handlers(Inputs in) {
        var ports = new PortDefaults(new ArrayList<>(in.sw().portsByName().keySet()));
        return List.of(
                new ConfigHandler(in.intent(), ports),
                new InterfaceStateHandler(in.intent(), in.portStatus(), in.sw()),
                new InterfaceCountersHandler(in.stats()),
                new AftHandler(in.intent(), in.sw(), in.routing().state()),
                new RoutingStateHandler(in.routing().state(), in.routing().qpMode()),
                new FlowletCountersHandler(in.routing().state(), in.routing().flowlets()),
                new QosStateHandler(in.qos(), in.stats()),
                new BgpStateHandler(in.bgp()),
                new SystemStateHandler(in.intent(), in.bootTime(), in.softwareVersion(), in.clock()),
                new AgentStateHandler(in.intent(), in.stats(), in.sw().platform().name(), in.bootTime(),
                        in.softwareVersion(), in.pendingCommit(), in.telemetry()),
                new AlarmsHandler(in.operations().watchdog().alarms()),
                new PfcWatchdogStateHandler(in.operations().watchdog().pfc()),
                new MonitorsHandler(in.operations().watchdog().correlator(), in.stats()),
                new SnapshotsHandler(in.operations().snapshots()),
                new SnapshotContentHandler(in.operations().snapshots()),
                new SimStateHandler(in.operations().faults()));
    }

    /** Every model Capabilities announces. */
    public static List<Model> models() {
        var all = new ArrayList<>(OPENCONFIG_MODELS);
        all.addAll(PROJECT_MODELS);
        return all;
    }
}
