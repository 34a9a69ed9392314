package io.nosagent.lab.command;

import io.nosagent.agent.AgentHost;
import io.nosagent.agent.command.AgentRunner;
import io.nosagent.agent.command.RunOptions;
import io.nosagent.lab.traffic.DemoConfig;
import io.nosagent.lab.traffic.SimulatedFaults;
import io.nosagent.lab.traffic.SimulatedHosts;
import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * {@code nos-agent run} of the lab build: the daemon's {@code run}, and on the virtual ASIC simulated hosts
 * cabled to the downlinks and spine peers to the uplinks, running RoCE traffic and taking faults from {@code nos-agent sim}.
 */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Start the agent: bring the switch up (virtual ASIC unless --sai-lib), program the startup config, serve gNMI.")
public final class LabRunCommand implements Callable<Integer> {

    @Mixin
    RunOptions options;

    @Option(names = "--traffic", paramLabel = "allreduce|alltoall|incast|none",
            description = "Simulated RoCE traffic among hosts cabled to the ports with static neighbors "
                    + "(virtual ASIC only; default allreduce there, none on a vendor library).")
    String traffic;

    @Option(names = "--traffic-load", defaultValue = "1", paramLabel = "FRACTION",
            description = "Share of line rate each simulated host sends at, (0, 1] (default ${DEFAULT-VALUE}).")
    double trafficLoad;

    @Option(names = "--traffic-seed", defaultValue = "1", paramLabel = "N",
            description = "Seed of the traffic simulation: the same seed gives the same run (default ${DEFAULT-VALUE}).")
    long trafficSeed;

    /** For benchmarks reading the agent's console: how far simulated time keeps up, logged at this interval. */
    @Option(names = "--log-simulation-speed", hidden = true, paramLabel = "DURATION",
            converter = io.nosagent.api.cli.DurationConverter.class,
            description = "Log the simulator's speed (simulated per wall time) at this interval, e.g. 1s.")
    java.time.Duration logSimulationSpeed;

    @Override
    public Integer call() throws InterruptedException {
        TrafficPattern pattern;
        try {
            if (!(trafficLoad > 0 && trafficLoad <= 1)) {
                throw new IllegalArgumentException("--traffic-load must be within (0, 1], not " + trafficLoad);
            }
            if (logSimulationSpeed != null && logSimulationSpeed.toMillis() <= 0) {
                throw new IllegalArgumentException("--log-simulation-speed must be at least 1ms, not " + logSimulationSpeed);
            }
            pattern = trafficPattern();
        } catch (IllegalArgumentException e) {
            return AgentRunner.refuse(e.getMessage());
        }
        return AgentRunner.run(options, agent -> hosts(agent, pattern));
    }

    /** On the virtual ASIC the hosts are cabled even without traffic: faults (nos-agent sim) act on them. */
    private Optional<AgentRunner.Attachment> hosts(AgentHost agent, TrafficPattern pattern) {
        if (!(agent.agent().backend() instanceof VirtualAsic asic)) {
            return Optional.empty();
        }
        if (pattern != TrafficPattern.NONE) {
            try {
                DemoConfig.applyOverExample(agent.agent());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return Optional.empty();
            }
        }
        var hosts = SimulatedHosts.start(asic, agent.agent().intent().current(), pattern, trafficSeed, trafficLoad);
        agent.acceptFaults(new SimulatedFaults(hosts));
        Optional<java.util.concurrent.ScheduledExecutorService> speedLog = Optional.ofNullable(logSimulationSpeed).map(every -> {
            var timer = java.util.concurrent.Executors.newSingleThreadScheduledExecutor(
                    Thread.ofPlatform().name("simulation-speed-log").daemon(true).factory());
            timer.scheduleAtFixedRate(() -> org.slf4j.LoggerFactory.getLogger(LabRunCommand.class).info(
                            "simulation at {}x real time", String.format(java.util.Locale.ROOT, "%.3f", hosts.speed())),
                    every.toMillis(), every.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
            return timer;
        });
        return Optional.of(new AgentRunner.Attachment() {
            @Override
            public String describe() {
                String among = hosts.job().isEmpty() ? "" : ", simulated " + pattern + " among " + hosts.nics().size() + " hosts";
                return !hosts.acrossUplinks() ? among
                        : among + ", RoCE to ranks behind " + hosts.spines().size() + " simulated spine peers";
            }

            @Override
            public void close() {
                speedLog.ifPresent(java.util.concurrent.ExecutorService::shutdownNow);
                hosts.close();
            }
        });
    }

    /** The pattern asked for; traffic needs the virtual ASIC, so asking for it on hardware is refused. */
    private TrafficPattern trafficPattern() {
        if (traffic == null) {
            return options.vendorLibrary() ? TrafficPattern.NONE : TrafficPattern.ALLREDUCE;
        }
        TrafficPattern p = TrafficPattern.parse(traffic);
        if (p != TrafficPattern.NONE && options.vendorLibrary()) {
            throw new IllegalArgumentException("--traffic " + p + " needs the virtual ASIC; it cannot run with --sai-lib");
        }
        return p;
    }
}
