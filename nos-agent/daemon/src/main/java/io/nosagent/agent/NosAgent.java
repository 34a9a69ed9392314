package io.nosagent.agent;

import io.nosagent.agent.asic.SaiBackends;
import io.nosagent.agent.faults.FaultInjector;
import io.nosagent.agent.gnmi.paths.PlatformComponentsHandler;
import io.nosagent.agent.optics.OpticAlarms;
import io.nosagent.agent.optics.SimulatedOptics;
import io.nosagent.agent.gnmi.GnmiServer;
import io.nosagent.agent.restart.RebootSchedule;
import io.nosagent.agent.restart.RunMarker;
import io.nosagent.agent.restart.WarmRestart;
import io.nosagent.agent.snapshot.LogRing;
import io.nosagent.agent.snapshot.Moment;
import io.nosagent.agent.snapshot.SaiObjectDump;
import io.nosagent.agent.snapshot.SnapshotService;
import io.nosagent.agent.update.IntentService;
import io.nosagent.agent.update.PlatformContext;
import io.nosagent.config.codec.IntentCodec;
import io.nosagent.config.codec.Section;
import io.nosagent.config.codec.Sections;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.rib.Rib;
import io.nosagent.config.rib.RouteOrigin;
import io.nosagent.config.store.Commit;
import io.nosagent.config.store.ConfigStore;
import io.nosagent.config.validate.IntentValidator;
import io.nosagent.config.validate.ValidationContext;
import io.nosagent.feature.AgentProblem;
import io.nosagent.feature.Feature;
import io.nosagent.feature.FeatureContext;
import io.nosagent.feature.ProgrammingOrder;
import io.nosagent.feature.ProgrammingStep;
import io.nosagent.feature.RibInput;
import io.nosagent.feature.SnapshotPart;
import io.nosagent.feature.SnapshotTrigger;
import io.nosagent.feature.update.UpdateLoop;
import io.nosagent.net.Cidr;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.backend.SaiBackend;
import io.nosagent.sai.bringup.SwitchBringUp;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.capability.AsicCapabilities;
import io.nosagent.sai.capability.FeatureSupport;
import io.nosagent.sai.observe.Published;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.ports.PortStatusTracker;
import io.nosagent.sai.stats.StatsCollector;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.time.AgentTime;
import io.nosagent.sai.time.WallClock;
import io.nosagent.sai.trace.TracingSai;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The running agent: the SAI backend with the switch brought up, the update loop, port state tracking
 * and the stats collector; the features (routing, QoS, the watchdog, BGP, and any the options add), each
 * built from a {@link FeatureContext}, whose sections make the config, whose programmers run in the order
 * they declare, whose state gNMI serves and whose parts snapshots hold; the intent service, the persisted
 * config, the snapshots and (when asked for) the gNMI server, all timed by one {@link AgentTime}.
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
    private final StatsCollector stats;
    private final List<Feature> features = new ArrayList<>();
    private final SnapshotService snapshots;
    private final LogRing logRing;
    /** The alarm raised when every stored config is unreadable at start; cleared by the next commit. */
    static final String CONFIG_LOST = "CONFIG_LOST";
    private final Published<AgentProblem> problems = new Published<>("agent problems");
    private final AtomicReference<Optional<FaultInjector>> faults = new AtomicReference<>(Optional.empty());
    private final Duration statsInterval;
    private final GnmiServer gnmi;
    private final Instant bootTime;
    private final RunMarker.PreviousRun previousRun;
    private final WarmRestart warmRestart;
    private final Deque<AutoCloseable> closers = new ArrayDeque<>();
    /** Where the startup intent came from; set once while the agent starts. */
    private volatile StartupSource startupSource = StartupSource.NONE;
    private volatile boolean stoppingWarm;
    private volatile boolean stoppingForColdReboot;

    /**
     * Takes {@code backend} over (closes it, unless the agent stops warm); {@code ownTime} is closed last,
     * when the agent owns its time. A warm-boot state in the state directory makes this a warm start when
     * the backend still holds the switch: connect without initialising it, adopt what the last run owned,
     * re-apply the intent, and remove only what nobody claimed.
     */
    private NosAgent(AgentOptions options, Platform platform, SaiBackend backend, AgentTime time, AutoCloseable ownTime,
                     Optional<RebootSchedule> reboots) {
        closers.push(ownTime);
        var runMarker = new RunMarker(options.stateDir());
        previousRun = runMarker.start();
        closers.push(runMarker::stopped); // stopped when asked, cold or warm: the last thing a stop does
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
            updateLoop = new UpdateLoop(time);
            AutoCloseable closeLoop = updateLoop;
            closers.push(closeLoop);
            portStatus = new PortStatusTracker(sai, switchHandle, time);
            closers.push(portStatus);
            stats = new StatsCollector(sai, switchHandle, options.statsInterval(), time);
            closers.push(stats);

            // The features, each from the agent's services; what they need of the intent service comes once it exists.
            var commits = new Published<Commit>("commits");
            var service = new AtomicReference<IntentService>();
            var rib = new RibInput() {
                @Override
                public Rib learned() {
                    return service.get().learned();
                }

                @Override
                public void learn(RouteOrigin origin, Map<Cidr, ? extends Collection<InetAddress>> changes) {
                    service.get().learn(origin, changes);
                }
            };
            var context = new FeatureContext(sai, saiStore, switchHandle, updateLoop, time, stats, portStatus,
                    () -> service.get().current(), commits, rib, FeatureContext.losslessOf(switchHandle), options.stateDir(),
                    problems);
            StandardFeatures.of(context, options, this::started);
            options.features().forEach(f -> started(f.apply(context)));

            var sections = new ArrayList<Section<?>>(Sections.core());
            var checks = new ArrayList<IntentValidator>();
            features.forEach(f -> {
                sections.addAll(f.sections());
                checks.addAll(f.checks());
            });
            var codec = new IntentCodec(sections, checks);
            var validation = PlatformContext.of(switchHandle);
            configStore = ConfigStore.open(options.stateDir().resolve("config"), codec, validation);
            // Closed after the update loop, so queued commits still persist.
            closers.remove(closeLoop);
            closers.push(configStore);
            closers.push(closeLoop);
            List<ProgrammingStep> order = ProgrammingOrder.of(features.stream().flatMap(f -> f.programmers().stream()).toList());
            log.info("programming order: {}", order.stream().map(ProgrammingStep::name).toList());
            intent = new IntentService(updateLoop, order.stream().map(ProgrammingStep::programmer).toList(), configStore,
                    codec, validation, SwitchIntent.named(platform.name()), commits);
            service.set(intent);

            var dump = backend.objectListing().map(SaiObjectDump::of)
                    .orElseGet(() -> SaiObjectDump.unavailable(backend.getClass().getSimpleName()));
            var parts = features.stream().flatMap(f -> f.snapshotParts().stream()).toList();
            snapshots = new SnapshotService(SnapshotService.Settings.defaults(options.stateDir().resolve("snapshots")), time,
                    trigger -> moment(parts, dump, trigger.ports()), updateLoop::yieldToUrgentWork);
            closers.push(snapshots);
            for (Feature f : features) {
                for (Published<SnapshotTrigger> triggers : f.snapshotTriggers()) {
                    closers.push(triggers.subscribe(snapshots::request));
                }
            }
            // Each commit's config is compressed for snapshots in the background, off any trigger's path.
            closers.push(intent.commits().subscribe(c -> snapshots.prepareConfig(c,
                    (commit, out) -> intent.codec().write(commit.intent(), out))));
            if (warm.isPresent()) {
                // The routes the last run had learned are still on the ASIC: the first commit programs them again
                // (adopted, no SAI call), and their protocol's own resend then keeps or withdraws them.
                var learned = warmRestart.takeLearned();
                time.await(updateLoop.submit(() -> {
                    intent.carryOver(learned);
                    return null;
                }));
            }
            time.await(intent.commit(startupIntent(options, codec, validation), warm.isPresent() ? "warm restart" : "startup"));
            if (problems.latest().filter(AgentProblem::active).isPresent()) {
                var lost = problems.latest().get();
                closers.push(intent.commits().subscribe(c -> {
                    if (problems.latest().filter(AgentProblem::active).isPresent()) {
                        problems.publish(new AgentProblem(lost.id(), lost.resource(), "config version " + c.version() + " committed", false));
                    }
                }));
            }
            if (options.bgp().isEmpty() && BgpIntent.of(intent.current()).isConfigured()) {
                log.warn("BGP is configured but the agent runs without a BGP daemon (run --bgp): no BGP runs");
            }
            if (warm.isPresent()) {
                var released = time.await(updateLoop.submit(saiStore::releaseUnclaimed));
                warmRestart.consumed();
                log.info("warm restart: {} objects and {} entries adopted; {} unclaimed removed, {} attributes reset",
                        warm.get().objects().size(), warm.get().entries().size(), released.removed(), released.reset());
            }
            var handlers = features.stream().flatMap(f -> f.stateHandlers().stream()).toList();
            var models = features.stream().flatMap(f -> f.models().stream()).toList();
            var optics = SimulatedOptics.of(platform, time.clock());
            var opticAlarms = new OpticAlarms(optics, PlatformComponentsHandler::transceiverComponent, stats.snapshots(),
                    problems, time.clock());
            closers.push(opticAlarms);
            var componentFaults = new ArrayList<>(features.stream().flatMap(f -> f.componentFaults().stream()).toList());
            componentFaults.add(opticAlarms.faults());
            closers.push(new PauseThreads(io.nosagent.sai.time.CpuPriority.ofThisHost()));
            gnmi = options.gnmi().map(g -> GnmiServer.start(g, new GnmiServer.Agent(intent, portStatus, stats,
                    switchHandle, bootTime, previousRun, softwareVersion(), time, options.stateDir(), handlers, models, snapshots,
                    faults::get, this::capabilities, reboots, componentFaults, optics, echo()))).orElse(null);
            if (gnmi != null) {
                closers.push(gnmi);
            }
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    /** A feature exists: it is closed with the agent, before what it uses. */
    private void started(Feature feature) {
        features.add(feature);
        closers.push(feature);
    }

    /** Boots the agent on the wall clock: brings the switch up and programs the startup intent. */
    public static NosAgent start(AgentOptions options) {
        options.gnmi().ifPresent(g -> GnmiServer.requireFree(g.address())); // before anything is programmed or persisted
        var time = new WallClock();
        try {
            Platform platform = new PlatformLoader().load(options.platform());
            boolean warm = new WarmRestart(options.stateDir()).isPending();
            return new NosAgent(options, platform, SaiBackends.open(options, platform, warm), time, time, Optional.empty());
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
        return new NosAgent(options, platform, backend, time, () -> { }, Optional.empty());
    }

    /**
     * Boots one run of an {@link AgentHost}: on {@code backend}, which may hold a vendor library, with
     * {@code reboots} behind gNOI System Reboot; neither is closed by a reboot.
     */
    static NosAgent startHosted(AgentOptions options, Platform platform, SaiBackend backend, AgentTime time,
                                RebootSchedule reboots) {
        return new NosAgent(options, platform, backend, time, () -> { }, Optional.of(reboots));
    }

    private SwitchIntent startupIntent(AgentOptions options, IntentCodec codec, ValidationContext context) {
        if (options.config().isPresent()) {
            log.info("startup config from {}", options.config().get());
            startupSource = StartupSource.FILE;
            return codec.read(options.config().get(), context);
        }
        var persisted = configStore.current();
        if (persisted.isPresent()) {
            log.info("startup config: persisted running config version {}", persisted.get().version());
            startupSource = StartupSource.PERSISTED;
            return persisted.get().intent();
        }
        if (!configStore.startupProblems().isEmpty()) {
            // The switch had a config and none of it can be read: programming a built-in example (its
            // addresses, its neighbors) into a fabric is worse than programming nothing.
            String text = "every stored config is unreadable (" + String.join("; ", configStore.startupProblems())
                    + "): running a minimal safe config (ports administratively down, no addresses, no routes);"
                    + " the unreadable files are kept for triage; set a config over gNMI to recover";
            log.error("startup config: {}", text);
            problems.publish(new AgentProblem(CONFIG_LOST, "config", text, true));
            startupSource = StartupSource.SAFE_MINIMAL;
            return SwitchIntent.named(platform.name());
        }
        String example = "/io/nosagent/config/examples/" + platform.name() + "-startup.json";
        try (InputStream in = IntentCodec.class.getResourceAsStream(example)) {
            if (in != null) {
                log.info("startup config: built-in example for {}", platform.name());
                startupSource = StartupSource.BUILT_IN_EXAMPLE;
                return codec.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), example, context);
            }
        } catch (IOException e) {
            throw new IllegalStateException("built-in example " + example + " unreadable", e);
        }
        log.info("startup config: none; every port stays administratively down until configured");
        return SwitchIntent.named(platform.name());
    }

    /** Where this start's config came from: a lab may build on the built-in example, never on an operator's config. */
    public StartupSource startupSource() {
        return startupSource;
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

    /**
     * The running feature of type {@code type} (the agent's own: {@code RoutingFeature}, {@code QosFeature},
     * {@code WatchdogFeature}, {@code BgpFeature}, or one the options added).
     *
     * @throws IllegalArgumentException when no such feature runs
     */
    public <F extends Feature> F feature(Class<F> type) {
        return features.stream().filter(type::isInstance).map(type::cast).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no " + type.getSimpleName() + " runs in this agent"));
    }

    /** The switch's own echo requests through its data plane, when the control plane runs. */
    public Optional<io.nosagent.control.echo.EchoProbes> echo() {
        return features.stream().filter(io.nosagent.control.ControlPlaneFeature.class::isInstance)
                .map(f -> ((io.nosagent.control.ControlPlaneFeature) f).echo()).findFirst();
    }

    /**
     * What the agent knows of its ASIC now: bring-up's capability record, with what running it showed since
     * (the bulk calls the SAI took or refused, the counters it lacks).
     */
    public AsicCapabilities capabilities() {
        return switchHandle.capabilities().withBulkCalls(saiStore.bulkCallAnswers()).withCounters(stats.unsupportedStats());
    }

    public PortStatusTracker portStatus() {
        return portStatus;
    }

    public StatsCollector stats() {
        return stats;
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

    /** Everything a snapshot holds, as references to immutable state: no copy, no ASIC call. */
    /** @param ports whose counter history the snapshot writes (every port's when empty) */
    private Moment moment(List<SnapshotPart> parts, Moment.AsicDump dump, java.util.Set<String> ports) {
        var facts = new LinkedHashMap<String, String>();
        facts.put("hostname", intent.current().system().hostname());
        facts.put("platform", platform.name());
        facts.put("platform-description", platform.description());
        facts.put("sai-personality", platform.personality().name());
        facts.put("software-version", softwareVersion());
        facts.put("boot-time", bootTime.toString());
        facts.put("backend", backend.getClass().getSimpleName());
        facts.put("stats-interval-ms", Long.toString(statsInterval.toMillis()));
        facts.put("unsupported-stats", stats.unsupportedStats().toString());
        facts.put("java", Runtime.version().toString());
        var captured = new ArrayList<Moment.Part>(parts.size() + 1);
        captured.add(new Moment.Part("asic-capabilities", capabilitiesPart(capabilities())));
        parts.forEach(p -> captured.add(new Moment.Part(p.member(), p.capture())));
        return new Moment(facts, intent.running(), (c, out) -> intent.codec().write(c.intent(), out), stats.snapshot(),
                stats.history().snapshots(ports), captured, logRing.lines(), dump);
    }

    /** The capability record as a snapshot member: the SAI personality and one object per feature. */
    private SnapshotPart.Captured capabilitiesPart(AsicCapabilities caps) {
        return out -> {
            out.writeStartObject();
            out.writeStringField("personality", platform.personality().name());
            out.writeArrayFieldStart("features");
            for (FeatureSupport f : caps.features()) {
                out.writeStartObject();
                out.writeStringField("name", f.feature().yangName());
                out.writeStringField("support", f.support().yangName());
                out.writeStringField("how", f.how());
                out.writeArrayFieldStart("evidence");
                for (String e : f.evidence()) {
                    out.writeString(e);
                }
                out.writeEndArray();
                out.writeEndObject();
            }
            out.writeEndArray();
            out.writeEndObject();
        };
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
        features.forEach(Feature::stoppingWarm);
        close();
    }

    private void saveWarmBootState() {
        if (stoppingWarm) {
            var state = saiStore.warmBootState();
            if (intent != null) {
                warmRestart.saveLearned(intent.learned());
            }
            warmRestart.save(state);
            log.info("warm stop: {} objects and {} entries saved to {}", state.objects().size(), state.entries().size(),
                    warmRestart.path());
        }
    }

    /**
     * Stops for a cold reboot in this process: everything stops as in {@link #close()}, but the backend stays
     * open with its switch removed ({@code remove_switch} resets the ASIC: every object and entry gone), so
     * the next agent creates and programs it from scratch.
     */
    void stopForColdReboot() {
        stoppingForColdReboot = true;
        close();
    }

    private void closeBackend() {
        if (stoppingForColdReboot) {
            sai.remove(ObjectType.SWITCH, switchHandle.switchId());
        } else if (stoppingWarm) {
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
