package io.nosagent.lab.command;

import io.nosagent.agent.NosAgent;
import io.nosagent.lab.fabric.VirtualZone;
import io.nosagent.lab.fabric.ZoneNamespaces;
import io.nosagent.lab.fabric.ZoneBgp;
import io.nosagent.lab.fabric.ZonePlan;
import io.nosagent.api.zone.ZoneRegistry;
import io.nosagent.lab.fabric.ZoneTemplate;
import io.nosagent.lab.fabric.ZoneTemplateFile;
import io.nosagent.agent.gnmi.GnmiOptions;
import io.nosagent.agent.restart.AgentProcessFile;
import io.nosagent.sai.vasic.nic.Dcqcn;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import picocli.CommandLine.ArgGroup;
import io.nosagent.sai.platform.Personality;
import io.nosagent.sai.platform.PersonalityLoader;
import io.nosagent.sai.platform.PlatformException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

/**
 * {@code nos-agent fabric}: a whole virtual AI zone in one process on one simulation, every RTSW and CTSW
 * a full agent with its own state directory and its own gNMI server, reachable by name with the client
 * commands' {@code --target}. With {@code --routing bgp} the tiers learn their routes over eBGP, each switch's
 * agent running FRR in the switch's network namespace, its sessions over the simulated cables (root and FRR, or
 * refused saying so).
 */
@Command(name = "fabric", mixinStandardHelpOptions = true,
        description = "Run a virtual AI zone: every RTSW and CTSW a full agent on one simulation, each serving gNMI on its own port.")
public final class FabricCommand implements Callable<Integer> {

    @Option(names = "--template", paramLabel = "FILE",
            description = "Zone template (see --print-template); default: the shipped one (2 racks x 4 CTSWs, 16 NICs per rack, 400G).")
    Path template;

    @Option(names = "--print-template", description = "Print the shipped default template (a starting point to edit) and exit.")
    boolean printTemplate;

    @Option(names = "--racks", paramLabel = "N", description = "RTSWs (one per rack); overrides the template.")
    Integer racks;

    @Option(names = "--spines", paramLabel = "M", description = "CTSWs; overrides the template.")
    Integer spines;

    @Option(names = "--hosts-per-rack", paramLabel = "N", description = "Hosts per rack; overrides the template (its default: 2).")
    Integer hostsPerRack;

    @Option(names = "--nics-per-host", paramLabel = "N", description = "RDMA NICs per host; overrides the template (its default: 8).")
    Integer nicsPerHost;

    @Option(names = "--traffic", paramLabel = "allreduce|alltoall|incast|none", defaultValue = "allreduce",
            description = "Collective the simulated hosts run across the racks (default ${DEFAULT-VALUE}).")
    String traffic;

    @Option(names = "--personality", paramLabel = "full|minimal|FILE", defaultValue = "full",
            description = "The vendor SAI every switch's virtual ASIC runs as: what it lacks (default ${DEFAULT-VALUE}); each "
                    + "switch's config has the features its SAI lacks turned off.")
    String personality;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1",
            description = "Seed of the simulation: the same seed and template give the same counters (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--dcqcn", description = "The simulated NICs run DCQCN (NVIDIA ConnectX's defaults): receivers answer "
            + "ECN-marked RoCE data with CNPs, senders slow down on them. Off by default: the zone runs PFC only, as FACTS' 400G zones do.")
    boolean dcqcn;

    @Option(names = "--routing", paramLabel = "static|bgp", defaultValue = "static",
            description = "How the RTSWs and CTSWs route between the racks: static routes in their configs, or eBGP, each "
                    + "switch running FRR (zebra, bgpd, bfdd) in a network namespace of its own with its sessions over the "
                    + "simulated cables: bgp needs root, /dev/net/tun and FRR, and is refused without them (default ${DEFAULT-VALUE}).")
    String routing;

    @ArgGroup(exclusive = true)
    Pace pace = new Pace();

    static final class Pace {
        @Option(names = "--real-time", description = "Simulated time follows the wall clock (the default).")
        boolean realTime;

        @Option(names = "--as-fast-as-possible", description = "Simulated time runs as fast as the CPU allows.")
        boolean asFastAsPossible;
    }

    @Option(names = "--gnmi-base-port", paramLabel = "P", defaultValue = "" + GnmiOptions.DEFAULT_PORT,
            description = "Switch i (RTSWs first, then CTSWs) serves gNMI on port P+i (default ${DEFAULT-VALUE}).")
    int gnmiBasePort;

    @Option(names = "--gnmi-host", paramLabel = "HOST", defaultValue = "",
            description = "Address the gNMI servers listen on (default: every address).")
    String gnmiHost;

    @Option(names = "--insecure", description = "Serve gNMI without TLS (only with a loopback --gnmi-host).")
    boolean insecure;

    @Option(names = "--users", paramLabel = "FILE",
            description = "Users file every switch's gNMI server checks (see 'nos-agent user'). Default: users.json in the state directory, as for 'run'.")
    Path users;

    @Option(names = "--state-dir", paramLabel = "DIR", defaultValue = "${sys:user.home}/.nos-agent",
            description = "The zone's directory: each switch's state in DIR/zone/<switch>, the zone registry "
                    + ZoneRegistry.FILE + " the client commands' --target reads (default ${DEFAULT-VALUE}).")
    Path stateDir;

    @Option(names = "--kernel-namespaces", description = "Give every switch a network namespace of its own ('ip netns add "
            + "nos-<switch>'; needs root and /dev/net/tun) with a kernel (TUN) interface per router interface: TCP daemons "
            + "run there reach their peers over the simulated cables. Deleted when the zone stops.")
    boolean kernelNamespaces;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        if (printTemplate) {
            out.print(ZoneTemplateFile.defaultText());
            out.flush();
            return 0;
        }
        ZonePlan plan;
        TrafficPattern pattern;
        try {
            plan = new ZonePlan(template());
            pattern = TrafficPattern.parse(traffic);
        } catch (IllegalArgumentException e) {
            return refuse(e.getMessage());
        }
        Optional<ZoneBgp> bgp;
        switch (routing) {
            case "static" -> bgp = Optional.empty();
            case "bgp" -> {
                try {
                    bgp = Optional.of(ZoneBgp.onFrr());
                } catch (IllegalStateException e) {
                    return refuse("--routing bgp: " + e.getMessage() + ". Without them run --routing static (the default).");
                }
            }
            default -> {
                return refuse("--routing " + routing + ": give static or bgp");
            }
        }
        if (gnmiBasePort < 1 || gnmiBasePort + plan.racks() + plan.spines() - 1 > 65535) {
            return refuse("--gnmi-base-port " + gnmiBasePort + ": ports " + gnmiBasePort + ".." + (gnmiBasePort + plan.racks() + plan.spines() - 1)
                    + " are not all valid");
        }
        Personality sai;
        try {
            sai = new PersonalityLoader().load(personality);
        } catch (PlatformException e) {
            return refuse("--personality: " + e.getMessage());
        }
        Path zoneDir = stateDir.resolve("zone");
        if (bgp.isPresent()) {
            Optional<Path> closed = closedToOthers(zoneDir);
            if (closed.isPresent()) {
                return refuse("--routing bgp: FRR's daemons run as user frr and cannot pass " + closed.get()
                        + " to their directories in " + zoneDir + ": give a --state-dir others may enter (e.g. /var/tmp/nos-agent)");
            }
        }
        var processFile = new AgentProcessFile(zoneDir);
        try {
            processFile.claim();
        } catch (IllegalStateException | UncheckedIOException e) {
            return refuse(e.getMessage());
        }
        var names = new ArrayList<String>();
        for (int r = 0; r < plan.racks(); r++) {
            names.add(ZonePlan.rtswName(r));
        }
        for (int s = 0; s < plan.spines(); s++) {
            names.add(ZonePlan.ctswName(s));
        }
        Path usersFile = users != null ? users : stateDir.resolve("users.json");
        Optional<ZoneNamespaces> namespaces = Optional.empty();
        if (kernelNamespaces || bgp.isPresent()) {
            try {
                namespaces = Optional.of(ZoneNamespaces.make(plan, "nos-"));
            } catch (java.io.IOException e) {
                processFile.release();
                return refuse((bgp.isPresent() ? "--routing bgp" : "--kernel-namespaces") + ": " + e.getMessage());
            }
        }
        final Optional<ZoneNamespaces> kernel = namespaces;
        VirtualZone zone;
        try {
            zone = VirtualZone.start(plan, seed, zoneDir, VirtualZone.Edits.NONE, name -> Optional.of(GnmiOptions.defaults()
                    .withAddress(address(gnmiBasePort + names.indexOf(name))).withInsecure(insecure).withUsers(usersFile)), bgp, sai,
                    name -> kernel.flatMap(k -> k.of(name)));
        } catch (RuntimeException e) {
            kernel.ifPresent(ZoneNamespaces::close);
            processFile.release();
            return refuse("the zone did not start: " + e.getMessage());
        }
        if (dcqcn) {
            zone.fabric().nics().forEach(nic -> nic.setDcqcn(Dcqcn.DEFAULT));
        }
        var job = zone.startTraffic(pattern, TrafficOptions.continuous());
        AutoCloseable runner = pace.asFastAsPossible ? zone.runAsFastAsPossible() : zone.runInRealTime();
        var entries = new ArrayList<ZoneRegistry.Entry>();
        for (NosAgent agent : zone.agents()) {
            String name = agent.platform().name();
            String host = gnmiHost.isEmpty() ? "localhost" : gnmiHost;
            entries.add(new ZoneRegistry.Entry(name, agent.platform().role().name().toLowerCase(java.util.Locale.ROOT),
                    host + ":" + agent.gnmi().orElseThrow().port(), zoneDir.resolve(name).toString()));
        }
        ZoneRegistry.write(stateDir, entries);
        Runtime.getRuntime().addShutdownHook(Thread.ofPlatform().name("nos-fabric-shutdown").unstarted(() -> {
            System.err.println("nos-agent fabric: stopping");
            ZoneRegistry.remove(stateDir);
            try {
                runner.close();
            } catch (Exception e) {
                System.err.println("nos-agent fabric: stopping the simulation failed: " + e);
            }
            zone.close();
            kernel.ifPresent(ZoneNamespaces::close);
            processFile.release();
            System.err.println("nos-agent fabric: stopped cleanly");
        }));
        printTable(out, zone, entries);
        System.err.printf("nos-agent fabric up: %d RTSWs x %d CTSWs, %d NICs%s, %s, seed %d, %s, %s. Ctrl-C to stop.%n",
                plan.racks(), plan.spines(), plan.racks() * plan.nicsPerRack(), dcqcn ? " running DCQCN" : "",
                bgp.map(b -> "eBGP between the tiers (each switch's FRR in network namespace nos-<switch>, sessions over the cables)")
                        .orElse("static routes"), seed,
                job.isPresent() ? "simulated " + pattern + " across the racks" : "no traffic",
                pace.asFastAsPossible ? "as fast as possible" : "in real time");
        new CountDownLatch(1).await(); // until SIGTERM: the shutdown hook stops everything
        return 0;
    }

    /** The first existing directory on the way to {@code dir} that other users may not pass through. */
    private static Optional<Path> closedToOthers(Path dir) {
        for (Path p = dir.toAbsolutePath().normalize(); p != null; p = p.getParent()) {
            try {
                if (java.nio.file.Files.isDirectory(p) && !java.nio.file.Files.getPosixFilePermissions(p)
                        .contains(java.nio.file.attribute.PosixFilePermission.OTHERS_EXECUTE)) {
                    return Optional.of(p);
                }
            } catch (java.io.IOException | UnsupportedOperationException e) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    private ZoneTemplate template() {
        ZoneTemplate t = template == null ? ZoneTemplateFile.defaults() : ZoneTemplateFile.read(template);
        if (racks != null || spines != null || hostsPerRack != null || nicsPerHost != null) {
            try {
                t = t.withSize(racks != null ? racks : t.racks(), spines != null ? spines : t.ctsws(),
                        hostsPerRack != null ? hostsPerRack : t.hostsPerRack(), nicsPerHost != null ? nicsPerHost : t.nicsPerHost());
            } catch (ZoneTemplate.Invalid e) {
                String option = switch (e.field()) {
                    case "racks" -> "--racks";
                    case "ctsws" -> "--spines";
                    case "hosts-per-rack" -> "--hosts-per-rack";
                    case "nics-per-host" -> "--nics-per-host";
                    default -> e.field();
                };
                throw new IllegalArgumentException(option + ": " + e.reason(), e);
            }
        }
        return t;
    }

    private InetSocketAddress address(int port) {
        return gnmiHost.isEmpty() ? new InetSocketAddress(port) : new InetSocketAddress(gnmiHost, port);
    }

    private static void printTable(PrintWriter out, VirtualZone zone, java.util.List<ZoneRegistry.Entry> entries) {
        out.printf("%-10s %-5s %-22s %s%n", "SWITCH", "ROLE", "GNMI", "PORTS");
        var plan = zone.plan();
        for (var e : entries) {
            String ports;
            if (e.role().equals("rtsw")) {
                int r = Integer.parseInt(e.name().substring(4)) - 1;
                ports = plan.nicsPerRack() + " to NICs (" + ZonePlan.downlink(0) + ".." + ZonePlan.downlink(plan.nicsPerRack() - 1)
                        + "), " + plan.ctswsOf(r).size() + " to CTSWs";
            } else {
                int s = Integer.parseInt(e.name().substring(4)) - 1;
                ports = plan.racksOf(s).size() + " to RTSWs";
            }
            out.printf("%-10s %-5s %-22s %s%n", e.name(), e.role(), e.address(), ports);
        }
        out.flush();
    }

    private static int refuse(String why) {
        System.err.println("nos-agent fabric: " + why);
        return 2;
    }
}
