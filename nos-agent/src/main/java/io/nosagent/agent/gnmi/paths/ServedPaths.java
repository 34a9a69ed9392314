package io.nosagent.agent.gnmi.paths;

import io.nosagent.agent.gnmi.tree.PathHandler;
import io.nosagent.sai.ports.PortStatusTracker;
import io.nosagent.sai.stats.StatsCollector;
import io.nosagent.agent.update.IntentService;
import io.nosagent.routing.bgp.BgpStates;
import io.nosagent.sai.bringup.SwitchHandle;

import java.time.Clock;
import java.time.Instant;
import io.nosagent.config.intent.routing.QpHashing;
import io.nosagent.routing.flowlets.FlowletCounters;
import io.nosagent.routing.state.RoutingStates;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The one place the served paths are registered: the handlers, and the YANG models Capabilities
 * announces for them. A feature adding paths adds its handler and its models here (and its YANG
 * module under {@code src/main/yang} if it is the project's own).
 */
public final class ServedPaths {

    private ServedPaths() {
    }

    /** What the handlers read. */
    public record Inputs(IntentService intent, PortStatusTracker portStatus, StatsCollector stats, SwitchHandle sw,
                         Instant bootTime, String softwareVersion, Clock clock,
                         Supplier<Optional<AgentStateHandler.PendingCommit>> pendingCommit,
                         AgentStateHandler.TelemetryLoad telemetry, RoutingView routing, Optional<BgpStates> bgp) {

        /** Inputs of an agent without BGP. */
        public Inputs(IntentService intent, PortStatusTracker portStatus, StatsCollector stats, SwitchHandle sw,
                      Instant bootTime, String softwareVersion, Clock clock,
                      Supplier<Optional<AgentStateHandler.PendingCommit>> pendingCommit,
                      AgentStateHandler.TelemetryLoad telemetry, RoutingView routing) {
            this(intent, portStatus, stats, sw, bootTime, softwareVersion, clock, pendingCommit, telemetry, routing, Optional.empty());
        }
    }

    /** What routing programmed, as gNMI shows it. */
    public record RoutingView(RoutingStates state, FlowletCounters flowlets, Supplier<Optional<QpHashing.Mode>> qpMode) {
    }

    /** A YANG model as Capabilities lists it. */
    public record Model(String name, String organization, String version) {
    }

    /** The project's own modules; their sources are in {@code nos-agent/src/main/yang}. */
    public static final List<Model> PROJECT_MODELS = List.of(
            new Model("nosagent-interfaces", "nos-agent", "2026-11-22"),
            new Model("nosagent-agent", "nos-agent", "2026-11-22"),
            new Model("nosagent-routing", "nos-agent", "2026-11-24"),
            new Model("nosagent-bgp", "nos-agent", "2026-11-26"));

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
                new BgpStateHandler(in.bgp()),
                new SystemStateHandler(in.intent(), in.bootTime(), in.softwareVersion(), in.clock()),
                new AgentStateHandler(in.intent(), in.stats(), in.sw().platform().name(), in.bootTime(),
                        in.softwareVersion(), in.pendingCommit(), in.telemetry()));
    }

    /** Every model Capabilities announces. */
    public static List<Model> models() {
        var all = new ArrayList<>(OPENCONFIG_MODELS);
        all.addAll(PROJECT_MODELS);
        return all;
    }
}
