package io.nosagent.agent;

import io.nosagent.agent.asic.SaiBackends;
import io.nosagent.agent.gnmi.GnmiServer;
import io.nosagent.agent.gnmi.paths.ServedPaths;
import io.nosagent.qos.BthOpcodeCapability;
import io.nosagent.qos.QosProgrammer;
import io.nosagent.qos.state.QosStates;
import io.nosagent.config.delta.Programmer;
import io.nosagent.routing.RoutingProgrammer;
import io.nosagent.routing.bgp.BgpSpeaker;
import io.nosagent.routing.flowlets.FlowletCounters;
import io.nosagent.routing.flowlets.FlowletProgrammer;
import io.nosagent.routing.state.RoutingStates;
import io.nosagent.routing.hash.EcmpHashProgrammer;
import io.nosagent.routing.hash.QpHashCapability;
import io.nosagent.routing.interfaces.PortProgrammer;
import io.nosagent.sai.ports.PortStatusTracker;
import io.nosagent.sai.stats.StatsCollector;
import io.nosagent.agent.update.IntentService;
import io.nosagent.agent.update.PlatformContext;
import io.nosagent.config.codec.IntentCodec;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.store.ConfigStore;
import io.nosagent.config.validate.ValidationContext;
import io.nosagent.routing.interfaces.RouterInterfaceProgrammer;
import io.nosagent.agent.restart.WarmRestart;
import io.nosagent.agent.snapshot.LogRing;
import io.nosagent.agent.snapshot.Moment;
import io.nosagent.agent.snapshot.SaiObjectDump;
import io.nosagent.agent.snapshot.SnapshotService;
import io.nosagent.agent.snapshot.SnapshotTrigger;
import io.nosagent.agent.faults.FaultInjector;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.watchdog.Watchdog;
import io.nosagent.watchdog.correlate.Case;
import io.nosagent.watchdog.correlate.Topology;
import io.nosagent.sai.Sai;
import io.nosagent.sai.backend.SaiBackend;
import io.nosagent.sai.bringup.SwitchBringUp;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.time.AgentTime;
import io.nosagent.sai.time.WallClock;
import io.nosagent.sai.trace.TracingSai;
import io.nosagent.sai.update.UpdateLoop;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The running agent: the SAI backend with the switch brought up, the update loop and the intent
 * service with the feature programmers in order, port state tracking, the persisted config, the
 * stats collector and (when asked for) the gNMI server, all timed by one {@link AgentTime}.
 * {@link #close()} stops everything in reverse order.
 */
public final class NosAgent implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(NosAgent.class);

    private final Platform platform;
    private final AgentTime time;
    private final Sai sai;
    private final SaiBackend backend;
    private final SwitchHandle switchHandle;
    private final SaiStore saiStore;
    private final UpdateLoop updateLoop;
    private final ConfigStore configStore;
    private final IntentService intent;
    private final PortStatusTracker portStatus;
    private final RoutingProgrammer routing;
    private final QosProgrammer qos;
    private final BgpSpeaker bgp;
    private final StatsCollector stats;
    private final Watchdog watchdog;
    private final SnapshotService snapshots;
    private final LogRing logRing;
    private final AtomicReference<Optional<FaultInjector>> faults = new AtomicReference<>(Optional.empty());
    private final Duration statsInterval;
    private final GnmiServer gnmi;
    private final Instant bootTime;
    private final WarmRestart warmRestart;
    private final Deque<AutoCloseable> closers = new ArrayDeque<>();
    private volatile boolean stoppingWarm;

    /**
     * Takes {@code backend} over (closes it, unless the agent stops warm); {@code ownTime} is closed last,
     * when the agent owns its time. A warm-boot state in the state directory makes this a warm start when
     * the backend still holds the switch: connect without initialising it, adopt what the last run owned,
     * re-apply the intent, and remove only what nobody claimed.
     */
    private NosAgent(AgentOptions options, Platform platform, SaiBackend backend, AgentTime time, AutoCloseable ownTime) {
        closers.push(ownTime);
        logRing = LogRing.attach(2000);
        closers.push(logRing);
        this.statsInterval = options.statsInterval();
        this.platform = platform;
        this.time = time;
        this.backend = backend;
        bootTime = time.now();
        sai = options.saiCalls().<Sai>map(sink -> new TracingSai(backend, sink)).orElse(backend);
        closers.push(this::closeBackend);
        warmRestart = new WarmRestart(options.stateDir());
        try {
            var warm = warmRestart.take(backend.holdsSwitch());
            switchHandle = new SwitchBringUp(sai, platform).bringUp(warm.isPresent());
            saiStore = new SaiStore(sai, switchHandle.switchId());
            saiStore.adoptSwitch(switchHandle);
            warm.ifPresent(saiStore::reload);
            // Runs after the update loop has drained (closers run newest first).
            closers.push(this::saveWarmBootState);
            var codec = new IntentCodec();
            var context = PlatformContext.of(platform, switchHandle.portsByName().keySet());
            configStore = ConfigStore.open(options.stateDir().resolve("config"), codec, context);
            closers.push(configStore);
            // Closed before the config store, so queued commits still persist.
            updateLoop = new UpdateLoop(time);
            closers.push(updateLoop);
            // In dependency order: what a later programmer refers to is programmed first.
            var ports = new PortProgrammer(saiStore, switchHandle);
            var routerInterfaces = new RouterInterfaceProgrammer(saiStore, switchHandle);
            qos = new QosProgrammer(saiStore, switchHandle, new BthOpcodeCapability(sai, switchHandle.switchId()));
            var hash = new EcmpHashProgrammer(saiStore, new QpHashCapability(sai, switchHandle.switchId()));
            var flowlets = new FlowletProgrammer(saiStore, switchHandle);
            routing = new RoutingProgrammer(saiStore, switchHandle, flowlets);
            // BGP after routing: it pushes config into its daemon, and learned routes go through routing.
            bgp = options.bgp().map(b -> new BgpSpeaker(routing, updateLoop, time, platform,
                    b.daemon(options.stateDir(), time), b.listen())).orElse(null);
            if (bgp != null) {
                closers.push(bgp);
            }
            var programmers = new ArrayList<Programmer>(List.of(ports, routerInterfaces, qos, hash, flowlets, routing,
                    flowlets.afterGroups()));
            if (bgp != null) {
                programmers.add(bgp);
            }
            // The watchdog last: it reads what the others (QoS) programmed. It exists once stats and ports do.
            var watchdogShare = new AtomicReference<Watchdog>();
            programmers.add(delta -> watchdogShare.get().programmer().apply(delta));
            intent = new IntentService(updateLoop, programmers, configStore, codec, context, SwitchIntent.named(platform.name()));
            portStatus = new PortStatusTracker(sai, switchHandle, time);
            closers.push(portStatus);
            // Before the startup commit: its first pass learns which ports are down.
            closers.push(routing.startFastFailover(portStatus, updateLoop));
            stats = new StatsCollector(sai, switchHandle, options.statsInterval(), time);
            closers.push(stats);
            watchdog = new Watchdog(sai, saiStore, switchHandle, stats, portStatus, updateLoop, time, this::topology);
            watchdogShare.set(watchdog);
            closers.push(watchdog);
            var dump = backend.objectListing().map(SaiObjectDump::of).orElseGet(() -> SaiObjectDump.unavailable(backend.getClass().getSimpleName()));
            snapshots = new SnapshotService(SnapshotService.Settings.defaults(options.stateDir().resolve("snapshots")), time,
                    () -> moment(dump));
            closers.push(snapshots);
            closers.push(watchdog.correlator().onCaseOpened(this::snapshotOf));
            // Each commit's config is compressed for snapshots in the background, off any trigger's path.
            closers.push(intent.onCommit(c -> snapshots.prepareConfig(c, (commit, out) -> intent.codec().write(commit.intent(), out))));
            time.await(intent.commit(startupIntent(options, codec, context), warm.isPresent() ? "warm restart" : "startup"));
            if (bgp == null && intent.current().bgp().isConfigured()) {
                log.warn("BGP is configured but the agent runs without a BGP daemon (run --bgp or --bgp-api): no BGP runs");
            }
            if (warm.isPresent()) {
                var released = time.await(updateLoop.submit(saiStore::releaseUnclaimed));
                warmRestart.consumed();
                log.info("warm restart: {} objects and {} entries adopted; {} unclaimed removed, {} attributes reset",
                        warm.get().objects().size(), warm.get().entries().size(), released.removed(), released.reset());
            }
            var routingView = new ServedPaths.RoutingView(routing.state(), new FlowletCounters(sai), hash::qpHashMode);
            var operations = new ServedPaths.OperationsView(watchdog, snapshots, faults::get);
            gnmi = options.gnmi().map(g -> GnmiServer.start(g, new GnmiServer.Agent(intent, portStatus, stats,
                    switchHandle, bootTime, softwareVersion(), time, options.stateDir(), routingView, qos.states(),
                    operations, Optional.ofNullable(bgp).map(BgpSpeaker::state)))).orElse(null);
            if (gnmi != null) {
                closers.push(gnmi);
            }
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    /** Boots the agent on the wall clock: brings the switch up and programs the startup intent. */
    public static NosAgent start(AgentOptions options) {
        var time = new WallClock();
        try {
            Platform platform = new PlatformLoader().load(options.platform());
            boolean warm = new WarmRestart(options.stateDir()).isPending();
            return new NosAgent(options, platform, SaiBackends.open(options, platform, warm), time, time);
        } catch (RuntimeException e) {
            time.close();
            throw e;
        }
    }

    /**
     * Boots the agent on {@code backend} running {@code platform}, with {@code time} timing everything:
     * with a simulation's time this is simulation mode, where the agent's timers, update loop and the
     * ASIC's notifications all run as events of one simulation, driven by the caller's thread; this call
     * returns once the startup intent is programmed. The agent closes {@code backend} when it closes;
     * {@code time} stays the caller's.
     */
    public static NosAgent start(AgentOptions options, Platform platform, SaiBackend backend, AgentTime time) {
        if (options.saiLibrary().isPresent()) {
            throw new IllegalArgumentException("the agent runs on the given backend, not on " + options.saiLibrary().get());
        }
        backend.deliverNotificationsOn(time);
        return new NosAgent(options, platform, backend, time, () -> { });
    }

    private SwitchIntent startupIntent(AgentOptions options, IntentCodec codec, ValidationContext context) {
        if (options.config().isPresent()) {
            log.info("startup config from {}", options.config().get());
            return codec.read(options.config().get(), context);
        }
        var persisted = configStore.current();
        if (persisted.isPresent()) {
            log.info("startup config: persisted running config version {}", persisted.get().version());
            return persisted.get().intent();
        }
        String example = "/io/nosagent/config/examples/" + platform.name() + "-startup.json";
        try (InputStream in = IntentCodec.class.getResourceAsStream(example)) {
            if (in != null) {
                log.info("startup config: built-in example for {}", platform.name());
                return codec.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), example, context);
            }
        } catch (IOException e) {
            throw new IllegalStateException("built-in example " + example + " unreadable", e);
        }
        log.info("startup config: none; every port stays administratively down until configured");
        return SwitchIntent.named(platform.name());
    }

    public Platform platform() {
        return platform;
    }

    /** The time source every timed piece of the agent runs on. */
    public AgentTime time() {
        return time;
    }

    public Sai sai() {
        return sai;
    }

    /** The backend the agent runs on, for what the caller runs beside it (the lab's simulated hosts on a virtual ASIC). */
    public SaiBackend backend() {
        return backend;
    }

    public SwitchHandle switchHandle() {
        return switchHandle;
    }

    public SaiStore saiStore() {
        return saiStore;
    }

    public UpdateLoop updateLoop() {
        return updateLoop;
    }

    public IntentService intent() {
        return intent;
    }

    /** What QoS programmed: per port its queues, PFC priorities and headroom; the buffer pools. */
    public QosStates qosState() {
        return qos.states();
    }

    /** What routing programmed: routes, next-hop groups and their members, TE overrides. */
    public RoutingStates routingState() {
        return routing.state();
    }

    /** The BGP speaker, when the options run a BGP daemon. */
    public Optional<BgpSpeaker> bgp() {
        return Optional.ofNullable(bgp);
    }

    public PortStatusTracker portStatus() {
        return portStatus;
    }

    public StatsCollector stats() {
        return stats;
    }

    /** The PFC watchdog, monitors, events, cases and alarms. */
    public Watchdog watchdog() {
        return watchdog;
    }

    /** The fault snapshots of this agent's state directory. */
    public SnapshotService snapshots() {
        return snapshots;
    }

    /**
     * Lets gNMI (origin {@code nosagent}, {@code /sim}) and {@code nos-agent sim} inject faults into the
     * simulated hosts cabled to this agent's virtual ASIC. Without it those paths answer UNIMPLEMENTED.
     */
    public void acceptFaults(FaultInjector injector) {
        faults.set(Optional.of(injector));
    }

    /** The gNMI server, when the options asked for one. */
    public Optional<GnmiServer> gnmi() {
        return Optional.ofNullable(gnmi);
    }

    public Instant bootTime() {
        return bootTime;
    }

    /**
     * Where ports lead, for the correlator: the peer from each interface's description (its text after
     * "uplink: " / "downlink: ", or the whole), the ASIC from the port name, the next-hop groups from what
     * routing programmed.
     */
    private Topology topology() {
        var peers = new TreeMap<String, String>();
        for (InterfaceIntent i : intent.current().interfaces().values()) {
            i.description().ifPresent(d -> {
                String peer = d.contains(":") ? d.substring(d.indexOf(':') + 1).trim() : d.trim();
                if (!peer.isEmpty()) {
                    peers.put(i.name(), peer);
                }
            });
        }
        var groups = new TreeMap<String, Set<Long>>();
        routing.state().current().groups().values().forEach(g -> g.members().forEach(m ->
                groups.computeIfAbsent(m.interfaceName(), p -> new HashSet<>()).add(g.id())));
        return Topology.ofPorts(switchHandle.portsByName().keySet()).withPeers(peers).withGroups(groups);
    }

    /** Everything a snapshot holds, as references to immutable state: no copy, no ASIC call. */
    private Moment moment(Moment.AsicDump dump) {
        var facts = new LinkedHashMap<String, String>();
        facts.put("hostname", intent.current().system().hostname());
        facts.put("platform", platform.name());
        facts.put("platform-description", platform.description());
        facts.put("software-version", softwareVersion());
        facts.put("boot-time", bootTime.toString());
        facts.put("backend", backend.getClass().getSimpleName());
        facts.put("stats-interval-ms", Long.toString(statsInterval.toMillis()));
        facts.put("unsupported-stats", stats.unsupportedStats().toString());
        facts.put("java", Runtime.version().toString());
        return new Moment(facts, intent.running(), (c, out) -> intent.codec().write(c.intent(), out), stats.snapshot(),
                stats.history().snapshots(), routing.state().current(), watchdog.pfc().state(), watchdog.alarms().active(),
                watchdog.correlator().cases(), watchdog.events().recent(), logRing.lines(), dump);
    }

    /** A case opened: one snapshot of it, rate-limited per kind and resource. */
    private void snapshotOf(Case c) {
        snapshots.request(new SnapshotTrigger(c.kind().yangName(), c.resource(), Optional.of(c.id()), c.rootCause(), c.ports()));
    }

    /** This build's version, from the jar manifest ({@code dev} when run from classes). */
    public static String softwareVersion() {
        String v = NosAgent.class.getPackage().getImplementationVersion();
        return "nos-agent " + (v == null ? "dev" : v);
    }

    /**
     * Stops for a warm restart: gNMI and the observers stop, the update thread runs what is queued,
     * the store's objects (keys, ids, programmed attributes) are written atomically to the state
     * directory, and the ASIC is left forwarding: a virtual ASIC stays as it is (in-process restarts),
     * a vendor library is told the restart is warm before it is shut down.
     */
    public void stopWarm() {
        stoppingWarm = true;
        close();
    }

    private void saveWarmBootState() {
        if (stoppingWarm) {
            var state = saiStore.warmBootState();
            warmRestart.save(state);
            log.info("warm stop: {} objects and {} entries saved to {}", state.objects().size(), state.entries().size(),
                    warmRestart.path());
        }
    }

    private void closeBackend() {
        if (stoppingWarm) {
            backend.closeWarm(switchHandle.switchId());
        } else {
            sai.close();
        }
    }

    /** Stops the agent: everything started is closed, newest first. */
    @Override
    public synchronized void close() {
        while (!closers.isEmpty()) {
            AutoCloseable c = closers.pop();
            try {
                c.close();
            } catch (Exception e) {
                log.warn("stopping {} failed", c.getClass().getSimpleName(), e);
            }
        }
    }
}
