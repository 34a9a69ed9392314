package io.nosagent.agent.cli;

import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.BgpOptions;
import io.nosagent.routing.bgp.gobgp.BgpListen;
import io.nosagent.routing.bgp.gobgp.GobgpDaemon;
import io.nosagent.agent.NosAgent;
import io.nosagent.agent.restart.AgentProcessFile;
import io.nosagent.agent.gnmi.GnmiOptions;
import io.nosagent.sai.stats.StatsCollector;
import io.nosagent.agent.traffic.SimulatedFaults;
import io.nosagent.agent.traffic.SimulatedHosts;
import io.nosagent.agent.update.CommitException;
import io.nosagent.config.ConfigException;
import io.nosagent.sai.platform.PlatformException;
import io.nosagent.sai.ffm.SaiCallLog;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

/** {@code nos-agent run}: starts the agent and keeps it running until SIGTERM / Ctrl-C. */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Start the agent: bring the switch up (virtual ASIC unless --sai-lib), program the startup config, serve gNMI.")
public final class RunCommand implements Callable<Integer> {

    @Option(names = "--platform", defaultValue = "rtsw", paramLabel = "rtsw|ctsw|FILE",
            description = "Switch platform: a shipped profile or a platform description file (default ${DEFAULT-VALUE}).")
    String platform;

    @Option(names = "--config", paramLabel = "FILE",
            description = "Startup config (OpenConfig JSON_IETF). Default: the persisted running config, else the platform's example.")
    Path config;

    @Option(names = "--sai-lib", paramLabel = "FILE", description = "Vendor libsai.so to drive instead of the virtual ASIC.")
    Path saiLib;

    @Option(names = "--sai-profile", paramLabel = "FILE", description = "key=value profile for the vendor library.")
    Path saiProfile;

    @Option(names = "--sai-trace", paramLabel = "FILE",
            description = "Write every SAI call the agent makes to FILE, one line each (the test SAI library's trace format).")
    Path saiTrace;

    @Option(names = "--state-dir", paramLabel = "DIR", defaultValue = "${sys:user.home}/.nos-agent",
            description = "Running config, history and generated credentials (default ${DEFAULT-VALUE}).")
    Path stateDir;

    @Option(names = "--stats-interval", paramLabel = "DURATION", defaultValue = "100ms", converter = DurationConverter.class,
            description = "How often counters are polled from the ASIC (default ${DEFAULT-VALUE}; minimum 10ms).")
    Duration statsInterval;

    @Option(names = "--gnmi-address", paramLabel = "HOST:PORT", defaultValue = ":" + GnmiOptions.DEFAULT_PORT,
            description = "Where gNMI listens (default ${DEFAULT-VALUE}: every address).")
    String gnmiAddress;

    @Option(names = "--no-gnmi", description = "Do not serve gNMI.")
    boolean noGnmi;

    @Option(names = "--insecure", description = "Serve gNMI without TLS. Only allowed on a loopback --gnmi-address.")
    boolean insecure;

    @Option(names = "--cert", paramLabel = "FILE",
            description = "Server certificate (PEM). Default: a self-signed one created in the state directory.")
    Path cert;

    @Option(names = "--key", paramLabel = "FILE", description = "Private key of --cert (PEM, PKCS#8).")
    Path key;

    @Option(names = "--client-ca", paramLabel = "FILE",
            description = "Accept client certificates signed by this CA (mutual TLS); the certificate's CN or SAN names the user.")
    Path clientCa;

    @Option(names = "--require-client-cert", description = "With --client-ca: refuse clients without a certificate.")
    boolean requireClientCert;

    @Option(names = "--users", paramLabel = "FILE",
            description = "Users file (see 'nos-agent user'). Default: users.json in the state directory.")
    Path users;

    @Option(names = "--gnmi-max-message", paramLabel = "BYTES", defaultValue = "" + GnmiOptions.DEFAULT_MAX_MESSAGE_BYTES,
            description = "Largest gNMI request accepted (default ${DEFAULT-VALUE}); larger ones get RESOURCE_EXHAUSTED.")
    int maxMessage;

    @Option(names = "--bgp", description = "When the config has BGP, run it: start gobgpd (from the PATH) as a child process "
            + "with a config the agent writes, push the BGP config into it and program the routes it learns; stop it with the agent.")
    boolean bgp;

    @Option(names = "--bgp-api", paramLabel = "HOST:PORT",
            description = "When the config has BGP, use the gobgpd already running with its gRPC API here instead of starting one.")
    String bgpApi;

    @Option(names = "--bgp-port", paramLabel = "PORT", defaultValue = "179",
            description = "The TCP port gobgpd accepts BGP sessions on (default ${DEFAULT-VALUE}).")
    int bgpPort;

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

    @Override
    public Integer call() throws InterruptedException {
        TrafficPattern pattern;
        try {
            if (!(trafficLoad > 0 && trafficLoad <= 1)) {
                throw new IllegalArgumentException("--traffic-load must be within (0, 1], not " + trafficLoad);
            }
            pattern = trafficPattern();
        } catch (IllegalArgumentException e) {
            return refuse(e.getMessage());
        }
        var processFile = new AgentProcessFile(stateDir);
        try {
            processFile.claim();
        } catch (IllegalStateException | UncheckedIOException e) {
            return refuse(e.getMessage());
        }
        var trace = Optional.ofNullable(saiTrace).map(SaiCallLog::new);
        NosAgent agent;
        SimulatedHosts hosts;
        try {
            var options = new AgentOptions(platform, Optional.ofNullable(config), Optional.ofNullable(saiLib),
                    Optional.ofNullable(saiProfile), stateDir, trace.map(log -> log), statsInterval,
                    noGnmi ? Optional.empty() : Optional.of(gnmiOptions()), bgpOptions());
            agent = NosAgent.start(options);
        } catch (CommitException e) {
            trace.ifPresent(SaiCallLog::close);
            processFile.release();
            return refuse("startup config refused: " + e.getMessage());
        } catch (ConfigException | PlatformException | IllegalArgumentException | UncheckedIOException e) {
            trace.ifPresent(SaiCallLog::close);
            processFile.release();
            return refuse(e.getMessage());
        }
        // On the virtual ASIC the hosts are cabled even without traffic: faults (nos-agent sim) act on them.
        hosts = agent.virtualAsic()
                .map(asic -> SimulatedHosts.start(asic, agent.intent().current(), pattern, trafficSeed, trafficLoad))
                .orElse(null);
        if (hosts != null) {
            agent.acceptFaults(new SimulatedFaults(hosts));
        }
        Runtime.getRuntime().addShutdownHook(Thread.ofPlatform().name("nos-shutdown").unstarted(() -> {
            boolean warm = processFile.takeWarmStopRequest();
            System.err.println("nos-agent: stopping" + (warm ? " warm" : ""));
            if (hosts != null) {
                hosts.close();
            }
            if (warm) {
                agent.stopWarm();
            } else {
                agent.close();
            }
            trace.ifPresent(SaiCallLog::close);
            processFile.release();
            System.err.println(warm ? "nos-agent: stopped warm; the next start adopts the switch as it is" : "nos-agent: stopped cleanly");
        }));
        System.err.printf("nos-agent up: %s, %d ports, config version %d%s%s. Ctrl-C to stop.%n",
                agent.platform().name(), agent.switchHandle().portsByName().size(), agent.intent().version(),
                agent.gnmi().map(g -> ", gNMI on port " + g.port()).orElse(""),
                hosts == null || hosts.job().isEmpty() ? "" : ", simulated " + pattern + " among " + hosts.nics().size() + " hosts");
        new CountDownLatch(1).await(); // until SIGTERM: the shutdown hook stops everything
        return 0;
    }

    /** The pattern asked for; traffic needs the virtual ASIC, so asking for it on hardware is refused. */
    private TrafficPattern trafficPattern() {
        if (traffic == null) {
            return saiLib == null ? TrafficPattern.ALLREDUCE : TrafficPattern.NONE;
        }
        TrafficPattern p = TrafficPattern.parse(traffic);
        if (p != TrafficPattern.NONE && saiLib != null) {
            throw new IllegalArgumentException("--traffic " + p + " needs the virtual ASIC; it cannot run with --sai-lib");
        }
        return p;
    }

    private static int refuse(String why) {
        System.err.println("nos-agent: " + why);
        return 2;
    }

    private Optional<BgpOptions> bgpOptions() {
        if (bgp && bgpApi != null) {
            throw new IllegalArgumentException("--bgp starts gobgpd, --bgp-api uses a running one: give one of them");
        }
        var listen = new BgpListen(bgpPort, List.of());
        if (bgpApi != null) {
            return Optional.of(BgpOptions.running(bgpApi, listen));
        }
        if (bgp) {
            if (GobgpDaemon.onPath().isEmpty()) {
                throw new IllegalArgumentException("--bgp needs gobgpd on the PATH (Debian package gobgpd), or --bgp-api HOST:PORT");
            }
            return Optional.of(BgpOptions.child(listen));
        }
        return Optional.empty();
    }

    private GnmiOptions gnmiOptions() {
        if (statsInterval.compareTo(StatsCollector.MIN_INTERVAL) < 0) {
            throw new IllegalArgumentException("--stats-interval " + statsInterval.toMillis() + "ms is below 10ms");
        }
        var g = GnmiOptions.defaults().withAddress(GnmiOptions.parseAddress(gnmiAddress)).withInsecure(insecure)
                .withLimits(maxMessage, GnmiOptions.defaults().streamBufferBytes());
        if (cert != null || key != null) {
            if (cert == null || key == null) {
                throw new IllegalArgumentException("--cert and --key go together");
            }
            g = g.withCertificate(cert, key);
        }
        if (clientCa != null) {
            g = g.withClientCa(clientCa, requireClientCert);
        } else if (requireClientCert) {
            throw new IllegalArgumentException("--require-client-cert needs --client-ca");
        }
        if (users != null) {
            g = g.withUsers(users);
        }
        return g;
    }
}
