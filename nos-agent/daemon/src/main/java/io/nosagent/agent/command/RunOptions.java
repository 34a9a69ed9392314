package io.nosagent.agent.command;

import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.BgpOptions;
import io.nosagent.agent.gnmi.GnmiOptions;
import io.nosagent.api.cli.DurationConverter;
import io.nosagent.control.kernel.KernelNamespace;
import io.nosagent.sai.stats.StatsCollector;
import io.nosagent.sai.trace.SaiCall;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Consumer;

/** The options of {@code nos-agent run} that start the agent, whichever build runs it (a picocli mixin). */
public final class RunOptions {

    @Option(names = "--platform", defaultValue = "rtsw", paramLabel = "rtsw|ctsw|FILE[:PERSONALITY]",
            description = "Switch platform: a shipped profile or a platform description file (default ${DEFAULT-VALUE}); "
                    + ":full, :minimal or :FILE runs the virtual ASIC as a vendor SAI lacking what that personality declares.")
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

    @Option(names = "--bgp", description = "When the config has BGP, run it on FRR: zebra (with the FPM dataplane), bgpd "
            + "and bfdd as children in STATE_DIR/frr, configured from the BGP config, their routes programmed; stopped with "
            + "the agent. Needs root and the Debian packages frr and frr-pythontools.")
    boolean bgp;

    @Option(names = "--frr-vty", paramLabel = "DIR", description = "When the config has BGP, run it on an FRR that is "
            + "already running (its own service) with its vty sockets in DIR (/var/run/frr for Debian's): the agent applies "
            + "its BGP config there with frr-reload.py and takes zebra's routes over FPM; zebra must run with "
            + "-M dplane_fpm_nl, bfdd with --bfdctl DIR/bfdd.sock for BFD events. The agent never starts or stops it.")
    Path frrVty;

    @Option(names = "--kernel-interfaces", description = "Make a kernel (TUN) interface per router interface for TCP daemons "
            + "(BGP): packets for the switch's own addresses go to the kernel, what it sends is routed by the switch. Needs root "
            + "and /dev/net/tun. On by default with --sai-lib; on the virtual ASIC only when asked (it would add the config's "
            + "subnets to this machine's routes).")
    boolean kernelInterfaces;

    @Option(names = "--no-kernel-interfaces", description = "No kernel interfaces, even with --sai-lib.")
    boolean noKernelInterfaces;

    @Option(names = "--kernel-netns", paramLabel = "NAME",
            description = "Make the kernel interfaces in the network namespace NAME (made with 'ip netns add NAME') "
                    + "instead of the agent's own.")
    String kernelNetns;

    /** The state directory the agent runs with. */
    public Path stateDir() {
        return stateDir;
    }

    /** Whether a vendor library is asked for. */
    public boolean vendorLibrary() {
        return saiLib != null;
    }

    /** The SAI call trace file asked for, if any. */
    public Optional<Path> saiTrace() {
        return Optional.ofNullable(saiTrace);
    }

    /**
     * The agent's options, with {@code saiCalls} seeing every SAI call when given.
     *
     * @throws IllegalArgumentException naming the option when the options do not go together
     */
    public AgentOptions agentOptions(Optional<Consumer<SaiCall>> saiCalls) {
        return new AgentOptions(platform, Optional.ofNullable(config), Optional.ofNullable(saiLib),
                Optional.ofNullable(saiProfile), stateDir, saiCalls, statsInterval,
                noGnmi ? Optional.empty() : Optional.of(gnmiOptions()), bgpOptions()).withKernelInterfaces(kernelInterfaces());
    }

    private Optional<KernelNamespace> kernelInterfaces() {
        if (kernelInterfaces && noKernelInterfaces) {
            throw new IllegalArgumentException("--kernel-interfaces and --no-kernel-interfaces: give one of them");
        }
        if (kernelNetns != null && noKernelInterfaces) {
            throw new IllegalArgumentException("--kernel-netns names where kernel interfaces go, --no-kernel-interfaces makes none");
        }
        boolean on = kernelInterfaces || kernelNetns != null || (saiLib != null && !noKernelInterfaces);
        if (!on) {
            return Optional.empty();
        }
        try {
            return Optional.of(kernelNetns == null ? KernelNamespace.AGENT : KernelNamespace.named(kernelNetns));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--kernel-netns: " + e.getMessage(), e);
        }
    }

    private Optional<BgpOptions> bgpOptions() {
        if (bgp && frrVty != null) {
            throw new IllegalArgumentException("--bgp runs FRR as the agent's children, --frr-vty uses one already running: "
                    + "give one of them");
        }
        if (frrVty != null) {
            return Optional.of(BgpOptions.runningFrr(frrVty));
        }
        return bgp ? Optional.of(BgpOptions.frrChildren()) : Optional.empty();
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
