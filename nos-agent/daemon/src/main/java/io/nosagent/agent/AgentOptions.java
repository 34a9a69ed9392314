package io.nosagent.agent;

import io.nosagent.agent.gnmi.GnmiOptions;
import io.nosagent.control.kernel.KernelNamespace;
import io.nosagent.feature.Feature;
import io.nosagent.feature.FeatureContext;
import io.nosagent.sai.stats.StatsCollector;
import io.nosagent.sai.trace.SaiCall;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Consumer;

/**
 * How to start the agent.
 *
 * @param platform      shipped profile name ({@code rtsw}, {@code ctsw}) or a platform description file
 * @param config        startup config file (OpenConfig JSON_IETF); empty = the persisted running config,
 *                      else the platform's built-in example
 * @param saiLibrary    a vendor {@code libsai.so}; empty = the virtual ASIC
 * @param saiProfile    key=value profile the vendor library reads
 * @param stateDir      where the running config, its history and generated credentials live
 * @param saiCalls      sees every SAI call the agent makes, with its outcome (a trace file, a test)
 * @param statsInterval how often the stats collector polls the ASIC's counters
 * @param gnmi          the gNMI server; empty = none (embedded use, tests)
 * @param bgp           how BGP runs when configured; empty = no BGP daemon (a BGP config is kept, not run)
 * @param features      features to run beside the agent's own (each built from the agent's services)
 * @param kernelInterfaces where the control plane makes a kernel (TUN) interface per router interface for TCP
 *                      daemons; empty = none
 */
public record AgentOptions(String platform, Optional<Path> config, Optional<Path> saiLibrary, Optional<Path> saiProfile,
                           Path stateDir, Optional<Consumer<SaiCall>> saiCalls, Duration statsInterval,
                           Optional<GnmiOptions> gnmi, Optional<BgpOptions> bgp,
                           List<Function<FeatureContext, Feature>> features, Optional<KernelNamespace> kernelInterfaces) {

    public AgentOptions {
        features = List.copyOf(features);
    }

    /** Without kernel interfaces. */
    public AgentOptions(String platform, Optional<Path> config, Optional<Path> saiLibrary, Optional<Path> saiProfile,
                        Path stateDir, Optional<Consumer<SaiCall>> saiCalls, Duration statsInterval,
                        Optional<GnmiOptions> gnmi, Optional<BgpOptions> bgp, List<Function<FeatureContext, Feature>> features) {
        this(platform, config, saiLibrary, saiProfile, stateDir, saiCalls, statsInterval, gnmi, bgp, features, Optional.empty());
    }

    /** With the agent's own features only. */
    public AgentOptions(String platform, Optional<Path> config, Optional<Path> saiLibrary, Optional<Path> saiProfile,
                        Path stateDir, Optional<Consumer<SaiCall>> saiCalls, Duration statsInterval,
                        Optional<GnmiOptions> gnmi, Optional<BgpOptions> bgp) {
        this(platform, config, saiLibrary, saiProfile, stateDir, saiCalls, statsInterval, gnmi, bgp, List.of());
    }

    /** Without a BGP daemon. */
    public AgentOptions(String platform, Optional<Path> config, Optional<Path> saiLibrary, Optional<Path> saiProfile,
                        Path stateDir, Optional<Consumer<SaiCall>> saiCalls, Duration statsInterval,
                        Optional<GnmiOptions> gnmi) {
        this(platform, config, saiLibrary, saiProfile, stateDir, saiCalls, statsInterval, gnmi, Optional.empty());
    }

    /** Without gNMI, counters polled every {@link StatsCollector#DEFAULT_INTERVAL}. */
    public AgentOptions(String platform, Optional<Path> config, Optional<Path> saiLibrary, Optional<Path> saiProfile,
                        Path stateDir, Optional<Consumer<SaiCall>> saiCalls) {
        this(platform, config, saiLibrary, saiProfile, stateDir, saiCalls, StatsCollector.DEFAULT_INTERVAL, Optional.empty());
    }

    public static AgentOptions virtual(String platform, Path stateDir) {
        return new AgentOptions(platform, Optional.empty(), Optional.empty(), Optional.empty(), stateDir, Optional.empty());
    }

    public AgentOptions withConfig(Path file) {
        return new AgentOptions(platform, Optional.of(file), saiLibrary, saiProfile, stateDir, saiCalls, statsInterval, gnmi, bgp, features, kernelInterfaces);
    }

    /** Drives a vendor library instead of the virtual ASIC. */
    public AgentOptions withSaiLibrary(Path library, Optional<Path> profile) {
        return new AgentOptions(platform, config, Optional.of(library), profile, stateDir, saiCalls, statsInterval, gnmi, bgp, features, kernelInterfaces);
    }

    public AgentOptions withSaiCalls(Consumer<SaiCall> sink) {
        return new AgentOptions(platform, config, saiLibrary, saiProfile, stateDir, Optional.of(sink), statsInterval, gnmi, bgp, features, kernelInterfaces);
    }

    /** Serves gNMI with {@code options}. */
    public AgentOptions withGnmi(GnmiOptions options) {
        return new AgentOptions(platform, config, saiLibrary, saiProfile, stateDir, saiCalls, statsInterval,
                Optional.of(options), bgp, features, kernelInterfaces);
    }

    public AgentOptions withStatsInterval(Duration interval) {
        return new AgentOptions(platform, config, saiLibrary, saiProfile, stateDir, saiCalls, interval, gnmi, bgp, features, kernelInterfaces);
    }

    /** Runs BGP (when configured) as {@code options} say. */
    public AgentOptions withBgp(BgpOptions options) {
        return new AgentOptions(platform, config, saiLibrary, saiProfile, stateDir, saiCalls, statsInterval, gnmi,
                Optional.of(options), features, kernelInterfaces);
    }

    /** Makes the kernel interfaces in {@code namespace} (empty: none). */
    public AgentOptions withKernelInterfaces(Optional<KernelNamespace> namespace) {
        return new AgentOptions(platform, config, saiLibrary, saiProfile, stateDir, saiCalls, statsInterval, gnmi, bgp, features, namespace);
    }

    /** Runs {@code feature} beside the agent's own. */
    public AgentOptions withFeature(Function<FeatureContext, Feature> feature) {
        var more = new java.util.ArrayList<>(features);
        more.add(feature);
        return new AgentOptions(platform, config, saiLibrary, saiProfile, stateDir, saiCalls, statsInterval, gnmi, bgp, more, kernelInterfaces);
    }
}
