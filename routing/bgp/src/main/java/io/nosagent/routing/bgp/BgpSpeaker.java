package io.nosagent.routing.bgp;

import io.nosagent.config.intent.bgp.BgpIntent;
import com.google.protobuf.ByteString;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.feature.Programmer;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.bgp.AfiSafi;
import io.nosagent.config.intent.bgp.BgpGlobal;
import io.nosagent.config.intent.bgp.GracefulRestart;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.config.rib.RouteOrigin;
import io.nosagent.feature.RibInput;
import io.nosagent.routing.state.RoutingStates;
import io.nosagent.routing.bgp.apipb.Peer;
import io.nosagent.routing.bgp.apipb.PeerState;
import io.nosagent.routing.bgp.apipb.WatchEventResponse;
import io.nosagent.routing.bgp.gobgp.BgpDaemon;
import io.nosagent.routing.bgp.gobgp.BgpListen;
import io.nosagent.routing.bgp.gobgp.GobgpClient;
import io.nosagent.routing.bgp.gobgp.GobgpConfigSync;
import io.nosagent.routing.bgp.gobgp.GobgpException;
import io.nosagent.routing.bgp.gobgp.Paths;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.time.AgentTime;
import io.nosagent.sai.time.Timer;
import io.nosagent.feature.update.UpdateLoop;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.InetAddress;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;

/**
 * The switch's BGP feature with gobgpd as the routing daemon. As a {@link Programmer} (after routing in
 * a commit) it pushes the BGP intent into the daemon ({@link GobgpConfigSync}; a refusal fails the
 * commit, which then puts the previous config back); a child daemon is started when BGP gets configured
 * and stopped when it goes. It watches the daemon's best paths (multipath: each prefix's whole
 * equal-cost set), judges them with the {@link TaskVipPolicy} (a refused path raises an event and
 * changes nothing) and hands the accepted next-hop sets to the learned routes ({@link RibInput}), so
 * they share next hops and groups with static routes and follow fast failover.
 *
 * <p>Losing the daemon keeps what it gave programmed, marked stale, and reconnects every
 * {@link #RECONNECT_INTERVAL}. Back, the daemon re-sends its table: a daemon that kept its state sends
 * all of it at once and what it does not re-send goes then; a daemon that starts afresh needs its peers
 * to come back, so stale routes it has not re-sent go when the resync time ends (the global
 * graceful-restart stale-routes-time, else its restart-time, else {@link #DEFAULT_RESYNC}). A BGP
 * session that flaps is the daemon's business: with graceful restart gobgpd keeps the peer's paths
 * until the peer re-sends them (End-of-RIB) or its restart time ends, and the agent follows.
 *
 * <p>Threads: config and programming on the update thread; the watch hands its events over undecoded,
 * keyed by prefix (a prefix's newer set replaces one not yet programmed). They are decoded and programmed
 * in one pass when the stream pauses for {@link #QUIET}, or {@link #MAX_HOLD} after the first at the
 * latest: with multipath gobgpd re-sends a prefix's whole set for each path it adds, so a burst (a peer's
 * table) would otherwise program every prefix once per path. Timers on the agent's time.
 */
public final class BgpSpeaker implements Programmer, AutoCloseable {

    public static final Duration RECONNECT_INTERVAL = Duration.ofSeconds(1);
    public static final Duration DEFAULT_RESYNC = Duration.ofSeconds(120);
    public static final Duration NEIGHBOR_POLL = Duration.ofSeconds(1);
    /** A pause of the watch stream this long ends a batch: a single change is programmed this much later. */
    public static final Duration QUIET = Duration.ofMillis(20);
    /** The longest a change waits while the stream goes on without a pause. */
    public static final Duration MAX_HOLD = Duration.ofSeconds(1);

    private static final Logger log = LoggerFactory.getLogger(BgpSpeaker.class);

    private final RibInput rib;
    private final RoutingStates routing;
    private final UpdateLoop loop;
    private final AgentTime time;
    private final Platform platform;
    private final BgpDaemon daemon;
    private final GobgpConfigSync sync;
    private final LearnedTable table = new LearnedTable();
    private final BgpStates states;

    // Update thread only.
    private SwitchIntent intent;
    private TaskVipPolicy policy;
    private volatile GobgpClient client;
    private AutoCloseable watch;
    private long daemonGeneration = -1;
    private boolean sweepAfterInit;
    private Timer resync;
    private Timer reconnect;
    private Timer poll;
    private boolean unreachableLogged;

    // The watch's hand-over to the update thread.
    private final Object pendingLock = new Object();
    private Map<Cidr, List<ByteString>> pending = new LinkedHashMap<>();
    private final BatchTimer batches;
    private boolean initArrived;
    private volatile long watchId;
    private volatile boolean closed;
    private volatile Map<InetAddress, Map<AfiSafi, Long>> installed = Map.of();
    private final Intake intake = new Intake();
    /** Update thread only. */
    private final Paths.Decoder decoder = new Paths.Decoder();

    /**
     * @param rib      where learned routes go (programmed through every feature, as a commit is)
     * @param routing  what routing programmed (installed counts, task VIPs)
     * @param loop     the update loop (every ASIC write and daemon config call runs on it)
     * @param time     the agent's time (reconnects, resync, neighbor polls)
     * @param platform which ports are downlinks (task VIPs live in their subnets)
     * @param daemon   the gobgpd to drive
     * @param listen   where the daemon accepts BGP sessions
     */
    public BgpSpeaker(RibInput rib, RoutingStates routing, UpdateLoop loop, AgentTime time, Platform platform,
                      BgpDaemon daemon, BgpListen listen) {
        this.rib = rib;
        this.routing = routing;
        this.loop = loop;
        this.time = time;
        this.platform = platform;
        this.daemon = daemon;
        this.sync = new GobgpConfigSync(listen.port(), listen.addresses());
        this.states = new BgpStates(daemon.apiHost() + ":" + daemon.apiPort());
        this.batches = new BatchTimer(time, QUIET, MAX_HOLD, () -> submit("learned routes", this::drain));
    }

    /** BGP as it is now, events included. */
    public BgpStates state() {
        return states;
    }

    /** What the watch brought in and what programming it cost, so far. */
    public IntakeCounts intake() {
        return intake.counts();
    }

    /** The daemon this speaker drives. */
    public BgpDaemon daemon() {
        return daemon;
    }

    @Override
    public void apply(IntentDelta delta) {
        boolean first = intent == null;
        boolean wasOn = !first && BgpIntent.of(intent).isConfigured();
        intent = delta.desired();
        TaskVipPolicy before = policy;
        policy = TaskVipPolicy.of(intent, platform);
        if (!BgpIntent.of(intent).isConfigured()) {
            if (wasOn) {
                turnOff();
            }
            return;
        }
        boolean subnetsChanged = before == null || !before.downlinkSubnets().equals(policy.downlinkSubnets());
        if (!first && (delta.change(BgpIntent.SECTION).isPresent() || !delta.interfaces().isEmpty())) {
            program(table.rejudge(policy, this::refused));
        }
        if (!first && delta.change(BgpIntent.SECTION).isEmpty() && !subnetsChanged) {
            return;
        }
        daemon.start(BgpIntent.of(intent).global().orElseThrow());
        if (watch != null) {
            try {
                sync.sync(client, BgpIntent.of(intent), Set.copyOf(policy.downlinkSubnets()));
            } catch (GobgpException e) {
                if (!e.unreachable()) {
                    throw e; // refused: the commit fails and the previous config is put back
                }
                log.warn("BGP: {}; the config is pushed when the daemon is back", e.getMessage());
            }
        } else if (reconnect == null) {
            connect();
        }
    }

    /** Connects to the daemon, pushes the config and starts watching; on failure, tries again later. */
    private void connect() {
        reconnect = null;
        if (closed || intent == null || !BgpIntent.of(intent).isConfigured() || watch != null) {
            return;
        }
        try {
            if (client == null) {
                client = new GobgpClient(daemon.apiHost(), daemon.apiPort());
            }
            long generation = daemon.generation();
            if (generation != daemonGeneration) {
                sync.forget();
            }
            boolean fresh = sync.sync(client, BgpIntent.of(intent), Set.copyOf(policy.downlinkSubnets())) || generation != daemonGeneration;
            daemonGeneration = generation;
            startWatch(fresh);
            unreachableLogged = false;
        } catch (GobgpException e) {
            if (!unreachableLogged) {
                log.warn("BGP: {}; trying again every {} s, learned routes stay programmed", e.getMessage(),
                        RECONNECT_INTERVAL.toSeconds());
                unreachableLogged = true;
            }
            states.connection(BgpState.Connection.DISCONNECTED);
            states.publish();
            scheduleReconnect();
        }
    }

    private void startWatch(boolean fresh) {
        long id;
        synchronized (pendingLock) {
            id = ++watchId;
            pending = new LinkedHashMap<>();
            initArrived = false;
        }
        boolean stale = table.staleCount() > 0;
        sweepAfterInit = stale && !fresh;
        if (stale && fresh) {
            Duration d = resyncTime();
            log.info("BGP: gobgpd started afresh; {} stale routes stay until it re-sends them or {} s pass",
                    table.staleCount(), d.toSeconds());
            resync = time.schedule(d, () -> submit("resync end", this::endResync));
        }
        states.connection(stale ? BgpState.Connection.RESYNCING : BgpState.Connection.CONNECTED);
        watch = client.watch(new Watch(id));
        if (poll == null) {
            poll = time.scheduleAtFixedRate(NEIGHBOR_POLL, NEIGHBOR_POLL, this::pollNeighbors);
        }
        log.info("BGP: following gobgpd at {}", client.target());
        states.publish();
    }

    /** The global graceful-restart stale-routes-time, else its restart-time, else {@link #DEFAULT_RESYNC}. */
    private Duration resyncTime() {
        GracefulRestart gr = BgpIntent.of(intent).global().map(BgpGlobal::gracefulRestart).orElse(GracefulRestart.UNSET);
        if (gr.staleRoutesTime().isPresent()) {
            return Duration.ofSeconds(gr.staleRoutesTime().getAsInt());
        }
        return gr.restartTime().isPresent() ? Duration.ofSeconds(gr.restartTime().getAsInt()) : DEFAULT_RESYNC;
    }

    private void endResync() {
        resync = null;
        int stale = table.staleCount();
        if (stale > 0) {
            log.info("BGP: resync over, {} routes not re-sent are withdrawn", stale);
        }
        program(table.sweepStale());
        if (watch != null) {
            states.connection(BgpState.Connection.CONNECTED);
            states.publish();
        }
    }

    private void scheduleReconnect() {
        if (!closed && reconnect == null) {
            reconnect = time.schedule(RECONNECT_INTERVAL, () -> submit("reconnect", this::connect));
        }
    }

    /** The watch ended: keep everything, stale, and reconnect. */
    private void lost(long id, Throwable why) {
        if (id != watchId || watch == null) {
            return;
        }
        watch = null;
        table.markAllStale();
        if (resync != null) {
            resync.cancel();
            resync = null;
        }
        log.warn("BGP: lost gobgpd at {} ({}); {} learned routes stay programmed, marked stale", client.target(),
                why.getMessage(), table.staleCount());
        states.connection(BgpState.Connection.DISCONNECTED);
        var idle = new TreeMap<InetAddress, BgpState.NeighborState>(StaticRoute.ADDRESS_ORDER);
        states.current().neighbors().forEach((a, n) -> idle.put(a, new BgpState.NeighborState(a, BgpState.SessionState.IDLE,
                n.lastEstablished(), n.prefixes())));
        states.neighbors(idle);
        publishRoutes(Set.of());
        scheduleReconnect();
    }

    /** BGP is no longer configured: withdraw what was learned, stop BGP in the daemon (and a child daemon). */
    private void turnOff() {
        closeWatch();
        cancelTimers();
        program(table.clear());
        if (client != null) {
            try {
                sync.sync(client, BgpIntent.of(intent), Set.of());
            } catch (GobgpException e) {
                log.debug("stopping BGP in the daemon: {}", e.getMessage());
            }
            client.close();
            client = null;
        }
        daemon.stop();
        states.connection(BgpState.Connection.OFF);
        states.neighbors(Map.of());
        states.publish();
        log.info("BGP: off (no longer configured)");
    }

    /** Programs what the watch handed over since the last pass. */
    private void drain() {
        Map<Cidr, List<ByteString>> raw;
        boolean init;
        synchronized (pendingLock) {
            raw = pending;
            pending = new LinkedHashMap<>();
            batches.taken();
            init = initArrived;
            initArrived = false;
        }
        if (intent == null || !BgpIntent.of(intent).isConfigured()) {
            return;
        }
        long start = time.nanoTime();
        var batch = new LinkedHashMap<Cidr, List<Announcement>>(raw.size() * 2);
        raw.forEach((prefix, paths) -> {
            var decoded = new ArrayList<Announcement>(paths.size());
            for (ByteString p : paths) {
                decoder.decode(p, prefix).ifPresent(decoded::add);
            }
            batch.put(prefix, decoded); // none left (the best is this daemon's own): nothing learned
        });
        var changes = table.update(batch, policy, this::refused);
        if (init && sweepAfterInit) {
            sweepAfterInit = false;
            changes.putAll(table.sweepStale());
        }
        if (init && resync == null && watch != null) {
            states.connection(BgpState.Connection.CONNECTED);
        }
        program(changes);
        intake.programmed(changes.size(), start, time.nanoTime());
    }

    private void program(Map<Cidr, SortedSet<InetAddress>> changes) {
        if (!changes.isEmpty()) {
            rib.learn(RouteOrigin.BGP, changes);
        }
        publishRoutes(changes.keySet());
    }

    /** Publishes the route counts, task VIPs and installed counts after programming {@code changed}. */
    private void publishRoutes(Set<Cidr> changed) {
        if (policy != null) {
            RoutingState routes = routing.current();
            table.recount(changed, policy, prefix -> routes.route(prefix)
                    .filter(r -> r.origin() == RoutingState.Origin.BGP && !(r.target() instanceof RoutingState.Unresolved))
                    .isPresent());
        }
        installed = table.installedByNeighbor();
        states.routes(table.size(), table.staleCount(), table.taskVips());
        var withCounts = new HashMap<InetAddress, BgpState.NeighborState>();
        states.current().neighbors().forEach((a, n) -> withCounts.put(a, withInstalled(n)));
        states.neighbors(withCounts);
        states.publish();
    }

    private void refused(Announcement path, String reason) {
        log.warn("BGP: refused {} via {} from neighbor {}: {}", path.prefix(), IpAddresses.format(path.nextHop()),
                IpAddresses.format(path.neighbor()), reason);
        states.refused(time.now(), path.neighbor(), path.prefix(), path.nextHop(), reason);
    }

    /** Reads every peer's session and counters from the daemon (on the agent's time, not the update thread). */
    private void pollNeighbors() {
        GobgpClient c = client;
        if (c == null || closed) {
            return;
        }
        List<Peer> peers;
        try {
            peers = c.peers();
        } catch (GobgpException e) {
            return; // the watch notices a lost daemon
        }
        var out = new HashMap<InetAddress, BgpState.NeighborState>();
        for (Peer p : peers) {
            neighborState(p).ifPresent(n -> out.put(n.address(), withInstalled(n)));
        }
        states.neighbors(out);
        states.publish();
    }

    private static Optional<BgpState.NeighborState> neighborState(Peer p) {
        InetAddress address;
        try {
            address = IpAddresses.parse(p.getConf().getNeighborAddress());
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        var session = session(p.getState().getSessionState());
        var timers = p.getTimers().getState();
        var stamp = session == BgpState.SessionState.ESTABLISHED ? timers.getUptime() : timers.getDowntime();
        Optional<Instant> last = stamp.getSeconds() == 0 && stamp.getNanos() == 0 ? Optional.empty()
                : Optional.of(Instant.ofEpochSecond(stamp.getSeconds(), stamp.getNanos()));
        var prefixes = new EnumMap<AfiSafi, BgpState.Prefixes>(AfiSafi.class);
        for (var a : p.getAfiSafisList()) {
            var family = a.getState().hasFamily() ? a.getState().getFamily() : a.getConfig().getFamily();
            AfiSafi f = family.equals(Paths.IPV6_UNICAST) ? AfiSafi.IPV6_UNICAST : family.equals(Paths.IPV4_UNICAST)
                    ? AfiSafi.IPV4_UNICAST : null;
            if (f != null) {
                prefixes.put(f, new BgpState.Prefixes(a.getState().getAccepted(), 0));
            }
        }
        return Optional.of(new BgpState.NeighborState(address, session, last, prefixes));
    }

    private BgpState.NeighborState withInstalled(BgpState.NeighborState n) {
        var counts = installed.getOrDefault(n.address(), Map.of());
        var prefixes = new EnumMap<AfiSafi, BgpState.Prefixes>(AfiSafi.class);
        n.prefixes().forEach((f, p) -> prefixes.put(f, new BgpState.Prefixes(p.received(), counts.getOrDefault(f, 0L))));
        return new BgpState.NeighborState(n.address(), n.session(), n.lastEstablished(), prefixes);
    }

    private static BgpState.SessionState session(PeerState.SessionState s) {
        return switch (s) {
            case CONNECT -> BgpState.SessionState.CONNECT;
            case ACTIVE -> BgpState.SessionState.ACTIVE;
            case OPENSENT -> BgpState.SessionState.OPENSENT;
            case OPENCONFIRM -> BgpState.SessionState.OPENCONFIRM;
            case ESTABLISHED -> BgpState.SessionState.ESTABLISHED;
            default -> BgpState.SessionState.IDLE;
        };
    }

    /** One watch's events, handed to the update thread; a watch replaced by a newer one is ignored. */
    private final class Watch implements GobgpClient.WatchListener {
        private final long id;
        private final Paths.Decoder decoder = new Paths.Decoder();
        private boolean first = true;

        Watch(long id) {
            this.id = id;
        }

        @Override
        public void paths(List<ByteString> paths) {
            // Only the prefix is read here (once per run of paths with the same NLRI: a multipath set);
            // the attributes are decoded when the batch is programmed, so a set replaced before that costs little.
            var byPrefix = new LinkedHashMap<Cidr, List<ByteString>>();
            for (ByteString p : paths) {
                decoder.prefix(p).ifPresent(prefix -> byPrefix.computeIfAbsent(prefix, k -> new ArrayList<>(8)).add(p));
            }
            synchronized (pendingLock) {
                if (id != watchId) {
                    return;
                }
                pending.putAll(byPrefix);
                if (first) {
                    initArrived = true;
                    first = false;
                }
                batches.event();
            }
            intake.event(paths.size(), time.nanoTime());
        }

        @Override
        public void peer(WatchEventResponse.PeerEvent event) {
            if (id != watchId || event.getType() != WatchEventResponse.PeerEvent.Type.STATE) {
                return;
            }
            neighborState(event.getPeer()).ifPresent(n -> {
                var all = new HashMap<>(states.current().neighbors());
                BgpState.NeighborState known = all.get(n.address());
                boolean moved = known == null || (known.session() == BgpState.SessionState.ESTABLISHED)
                        != (n.session() == BgpState.SessionState.ESTABLISHED);
                all.put(n.address(), new BgpState.NeighborState(n.address(), n.session(),
                        moved ? Optional.of(time.now()) : known.lastEstablished(), known == null ? Map.of() : known.prefixes()));
                states.neighbors(all);
                states.publish();
            });
            time.schedule(Duration.ZERO, BgpSpeaker.this::pollNeighbors);
        }

        @Override
        public void ended(Throwable failure) {
            if (!closed) {
                submit("lost daemon", () -> lost(id, failure));
            }
        }
    }

    private void submit(String what, Runnable work) {
        loop.submit(() -> {
            work.run();
            return null;
        }).whenComplete((ok, failure) -> {
            if (failure != null && !closed) {
                log.error("BGP: {} failed", what, failure);
            }
        });
    }

    private void closeWatch() {
        synchronized (pendingLock) {
            watchId++;
            pending = new LinkedHashMap<>();
        }
        if (watch != null) {
            try {
                watch.close();
            } catch (Exception e) {
                log.debug("closing the watch", e);
            }
            watch = null;
        }
    }

    private void cancelTimers() {
        for (Timer t : new Timer[]{resync, reconnect, poll}) {
            if (t != null) {
                t.cancel();
            }
        }
        resync = null;
        reconnect = null;
        poll = null;
    }

    /** Stops watching and, for a child daemon, stops it; learned routes stay as programmed. */
    @Override
    public void close() {
        closed = true;
        cancelTimers();
        closeWatch();
        if (client != null) {
            client.close();
        }
        daemon.stop();
    }
}
