package io.nosagent.agent.gnmi.paths;

import io.nosagent.agent.faults.FaultInjector;
import io.nosagent.agent.optics.SimulatedOptics;
import io.nosagent.agent.restart.RunMarker;
import io.nosagent.agent.snapshot.SnapshotService;
import io.nosagent.agent.update.IntentService;
import io.nosagent.sai.capability.AsicCapabilities;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.feature.gnmi.YangModel;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.ports.PortStatusTracker;
import io.nosagent.sai.stats.StatsCollector;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * What gNMI serves: the daemon's own paths (the config of every section, interfaces and their counters,
 * the system, the agent, snapshots, simulated faults) and each feature's state handlers, with the YANG
 * models Capabilities announces for them. A feature brings its handlers and models through its
 * {@code Feature} declaration; nothing is registered here for it.
 */
public final class ServedPaths {

    private ServedPaths() {
    }

    /** What the daemon's own handlers read, and the features' handlers and models. */
    public record Inputs(IntentService intent, PortStatusTracker portStatus, StatsCollector stats, SwitchHandle sw,
                         Instant bootTime, RunMarker.PreviousRun previousRun, String softwareVersion, Clock clock,
                         Supplier<Optional<AgentStateHandler.PendingCommit>> pendingCommit,
                         AgentStateHandler.TelemetryLoad telemetry, SnapshotService snapshots,
                         Supplier<Optional<FaultInjector>> faults, Supplier<AsicCapabilities> capabilities,
                         SimulatedOptics optics, List<PathHandler> features, List<YangModel> featureModels) {
        public Inputs {
            features = List.copyOf(features);
            featureModels = List.copyOf(featureModels);
        }
    }

    /** The models of the daemon's own paths: interfaces and system in OpenConfig, the agent, snapshots, sim. */
    public static final List<YangModel> DAEMON_MODELS = List.of(
            YangModel.openconfig("openconfig-interfaces", "3.8.1"),
            YangModel.openconfig("openconfig-if-ethernet", "2.18.0"),
            YangModel.openconfig("openconfig-if-ip", "3.9.0"),
            YangModel.openconfig("openconfig-if-rates", "0.1.0"),
            YangModel.openconfig("openconfig-system", "3.1.0"),
            YangModel.openconfig("openconfig-procmon", "0.4.0"),
            YangModel.openconfig("openconfig-platform", "0.32.0"),
            YangModel.openconfig("openconfig-platform-port", "1.0.1"),
            YangModel.openconfig("openconfig-platform-transceiver", "1.0.0"),
            YangModel.openconfig("openconfig-transport-types", "1.4.0"),
            YangModel.openconfig("openconfig-alarm-types", "0.2.1"),
            YangModel.openconfig("openconfig-platform-pipeline-counters", "0.6.0"),
            YangModel.openconfig("openconfig-platform-healthz", "0.1.1"),
            YangModel.openconfig("openconfig-platform-fan", "0.2.0"),
            YangModel.openconfig("openconfig-platform-psu", "0.2.1"),
            YangModel.openconfig("openconfig-platform-types", "1.12.0"),
            YangModel.openconfig("openconfig-p4rt", "1.0.0"),
            YangModel.openconfig("openconfig-if-sdn-ext", "0.2.0"),
            new YangModel("iana-if-type", "IANA", "2017-01-19"),
            YangModel.project("nosagent-interfaces", "2026-11-28"),
            YangModel.project("nosagent-agent", "2026-12-12"),
            YangModel.project("nosagent-snapshots", "2026-12-01"),
            YangModel.project("nosagent-sim", "2026-12-22"));

    /** Every handler, in the order their data is merged: the daemon's, then the features'. */
    public static List<PathHandler> handlers(Inputs in) {
        var ports = new PortDefaults(new ArrayList<>(in.sw().portsByName().keySet()));
        var host = new Host();
        // the applied state these two write themselves (the configured MAC or the switch's, the families routed,
        // the load interval): the config handler does not copy those config leaves into state
        var interfaceState = new InterfaceStateHandler(in.intent(), in.portStatus(), in.sw());
        var rates = new InterfaceRatesHandler(in.intent(), in.stats());
        var stateElsewhere = new ArrayList<>(in.features());
        stateElsewhere.addAll(List.of(interfaceState, rates));
        var all = new ArrayList<PathHandler>(List.of(
                new ConfigHandler(in.intent(), ports, stateElsewhere),
                interfaceState,
                new InterfaceCountersHandler(in.stats(), name -> in.intent().current().interfaceNamed(name)
                        .map(i -> new InterfaceCountersHandler.Families(i.ipv4Enabled() && !i.ipv4Addresses().isEmpty(),
                                i.ipv6Enabled() && !i.ipv6Addresses().isEmpty()))
                        .orElse(InterfaceCountersHandler.Families.NONE)),
                rates,
                new SystemStateHandler(in.intent(), in.bootTime(), in.softwareVersion(), in.clock()),
                new ProcessesHandler(host, in.clock()),
                new PlatformComponentsHandler(in.intent(), in.portStatus(), in.stats(), in.sw(), host, in.optics(),
                        new PlatformComponentsHandler.Boot(in.bootTime(), in.previousRun(), in.softwareVersion()), in.clock()),
                new AgentStateHandler(in.intent(), in.stats(), in.sw().platform().name(), in.bootTime(),
                        in.softwareVersion(), in.pendingCommit(), in.telemetry()),
                new AsicCapabilitiesHandler(in.sw().platform().personality().name(), in.capabilities(),
                        Set.of(in.intent().commits(), in.stats().snapshots())),
                new SnapshotsHandler(in.snapshots()),
                new SnapshotContentHandler(in.snapshots()),
                new SimStateHandler(in.faults())));
        all.addAll(in.features());
        return all;
    }

    /** Every model Capabilities announces: the daemon's, then the features'. */
    public static List<YangModel> models(Inputs in) {
        var all = new ArrayList<>(DAEMON_MODELS);
        in.featureModels().stream().filter(m -> !all.contains(m)).forEach(all::add);
        return all;
    }
}
