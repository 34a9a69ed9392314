package io.nosagent.routing.bgp.frr;

import io.nosagent.config.rib.RouteOrigin;
import io.nosagent.feature.RibInput;
import io.nosagent.feature.update.UpdateLoop;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.bgp.BatchTimer;
import io.nosagent.routing.bgp.BgpState;
import io.nosagent.routing.bgp.fpm.FpmCodec;
import io.nosagent.routing.bgp.fpm.FpmMessage;
import io.nosagent.routing.bgp.fpm.FpmServer;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.routing.state.RoutingStates;
import io.nosagent.sai.time.AgentTime;
import io.nosagent.sai.time.Timer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.InetAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * zebra's routes, as FPM brings them, programmed as the switch's learned routes (origin BGP). Next-hop
 * objects are kept by id; a route through one (or through a group of them) or with its own paths becomes
 * the set of its gateways whose kernel interface is one of the switch's router interfaces (named by
 * {@link KernelInterfaces#kernelName}); routing resolves them, shares groups with static routes and fails
 * over as for any route. Only main-table BGP routes are learned; a route none of whose paths leaves
 * through a router interface is not learned (counted as unmapped).
 *
 * <p>Messages are batched ({@link BatchTimer}: a pause of {@link #QUIET}, at most
 * {@link #MAX_HOLD}); zebra's change of a route (delete then add) lands in one batch as one replacement.
 * After each pass every route now forwarding on the ASIC is echoed to zebra with the offload flag; a route
 * the ASIC refused (TABLE_FULL) is not, until a later pass programs it. The same passes tell the
 * {@link Forwarding} listener (the advertisement gate) which prefixes started or stopped forwarding.
 *
 * <p>zebra lost: what it gave stays programmed, marked stale. A new connection re-sends the whole table:
 * a route re-sent is fresh again (no SAI write when unchanged); the ones not re-sent go once the stream
 * has paused for {@link #RESEND_QUIET} after the first route came back, or when the resync time ends
 * (a zebra that starts afresh sends nothing until bgpd has its peers back).
 *
 * <p>After a warm restart (routes carried over from the last run, still forwarding): a carried-over route re-sent as
 * it is programmed is fresh; one re-sent otherwise, or withdrawn, is parked (the latest word kept) until every
 * configured session is back with its End-of-RIB ({@link #peersBack}) and the stream has paused, or the resync time
 * ends; only then is the difference programmed. bgpd, restarting, defers its best paths only until the peers
 * established so far have sent End-of-RIB: a peer slower to return would otherwise make zebra re-send routes with
 * part of their paths for a while, each a SAI write and back, where nothing changed.
 *
 * <p>bgpd lost (zebra stays, and withdraws bgpd's routes): they stay programmed, stale, as for a lost zebra; the
 * restarted bgpd's routes, as zebra sends them again, are fresh, and the others go as above. A withdrawal of a
 * route that has come back meanwhile is taken at once.
 *
 * <p>Threads: the FPM table on the server's reading thread, under this object's lock; programming, echoes
 * and stale handling on the update thread.
 */
public final class FpmRoutes implements FpmServer.Listener, FrrDaemons.Watcher {

    public static final Duration QUIET = Duration.ofMillis(20);
    public static final Duration MAX_HOLD = Duration.ofSeconds(1);
    public static final Duration RESEND_QUIET = Duration.ofSeconds(1);
    public static final int RT_TABLE_MAIN = 254;
    public static final int RTPROT_BGP = 186;

    private static final Logger log = LoggerFactory.getLogger(FpmRoutes.class);

    /** One path of a route as zebra resolved it. */
    private record Hop(Optional<InetAddress> gateway, int ifindex) {
    }

    /** A route as received, with its paths flattened from its next-hop objects. */
    private record Received(FpmMessage.Route route, List<Hop> hops, FpmServer.Connection from) {
    }

    private final RibInput rib;
    private final RoutingStates routing;
    private final UpdateLoop loop;
    private final AgentTime time;
    private final KernelInterfaces kernel;
    private final BatchTimer batches;
    private final Duration resyncTime;

    // FPM side, under this.
    private final Map<Integer, FpmMessage.NextHop> nextHops = new HashMap<>();
    private final Map<Cidr, FpmMessage.Route> routes = new HashMap<>();
    /** Gateways whose BFD session bfdd says is down (read on the update thread too). */
    private final Set<InetAddress> bfdDown = java.util.concurrent.ConcurrentHashMap.newKeySet();
    /** Gateways whose BFD session has been up since it last went down (under this). */
    private final Set<InetAddress> bfdUp = new HashSet<>();
    private Map<Cidr, Optional<Received>> pending = new LinkedHashMap<>();
    /**
     * The paths of each next-hop object routes point at, flattened once: the thousands of routes through one group
     * share one list (and, in a pass, one set of gateways) instead of each building its own. Cleared at any next-hop
     * change.
     */
    private final Map<Integer, List<Hop>> hopsOfNextHop = new HashMap<>();
    private FpmServer.Connection connection;

    // Update thread.
    private Map<String, String> routerInterfaceOfKernel = Map.of();
    private final Map<Cidr, Set<InetAddress>> learned = new HashMap<>();
    private final Map<Cidr, Received> awaitingEcho = new HashMap<>();
    private final Set<Cidr> stale = new HashSet<>();
    /** The routes a warm restart carried over, while they wait for every peer's table (update thread). */
    private final Set<Cidr> carriedOver = new HashSet<>();
    /** What zebra last said of a carried-over route that differs from what is programmed: applied at the sweep. */
    private final Map<Cidr, Optional<Received>> parked = new HashMap<>();
    /** Every configured session is back with its End-of-RIB since the warm restart. */
    private boolean peersBack;
    private final Set<Cidr> forwarded = new HashSet<>();
    private final Set<Cidr> forwardedGone = new HashSet<>();
    private Forwarding forwarding = (now, gone) -> { };
    private boolean resending;
    private boolean adopted;
    private Timer resendQuiet;
    private Timer resync;
    private long unmapped;
    private long echoed;
    private volatile BgpState.Connection link = BgpState.Connection.DISCONNECTED;
    /** bgpd died and its routes are not back yet: zebra's withdrawals of stale routes wait (set on any thread). */
    private volatile boolean bgpdAway;
    /** bgpd is started again since it died: what zebra sends from now on is the new bgpd's. */
    private volatile boolean bgpdBack;
    /** Whether the learned routes are marked stale for the bgpd that is away (update thread). */
    private boolean heldForBgpd;
    private volatile boolean closed;

    /**
     * @param rib        where learned routes go
     * @param routing    what routing programmed (which routes the ASIC forwards, to echo)
     * @param resyncTime how long stale routes wait for a zebra that re-sends nothing
     */
    public FpmRoutes(RibInput rib, RoutingStates routing, UpdateLoop loop, AgentTime time, KernelInterfaces kernel,
                     Duration resyncTime) {
        this.rib = rib;
        this.routing = routing;
        this.loop = loop;
        this.time = time;
        this.kernel = kernel;
        this.resyncTime = resyncTime;
        this.batches = new BatchTimer(time, QUIET, MAX_HOLD, () -> submit("FPM routes", this::drain));
    }

    /** Told after each pass which learned prefixes the ASIC now forwards and which it no longer does (update thread). */
    @FunctionalInterface
    public interface Forwarding {
        void changed(Set<Cidr> forwarding, Set<Cidr> gone);
    }

    /** Where the changes of what the ASIC forwards go (the advertisement gate); set before zebra connects. */
    public void forwarding(Forwarding listener) {
        this.forwarding = listener;
    }

    /** The switch's router interfaces (update thread): next hops through others are not learned. */
    public void routerInterfaces(Collection<String> names) {
        var map = new HashMap<String, String>();
        for (String n : names) {
            map.put(KernelInterfaces.kernelName(n), n);
        }
        routerInterfaceOfKernel = Map.copyOf(map);
    }

    /** What came in and what became of it, so far (update thread, or after its work is done). */
    public record Counts(int learned, int stale, int awaitingEcho, long unmapped, long echoed) {
    }

    public Counts counts() {
        return new Counts(learned.size(), stale.size(), awaitingEcho.size(), unmapped, echoed);
    }

    /** zebra's link: connected, lost (routes stale) or re-sending its table. */
    public BgpState.Connection link() {
        return link;
    }

    /** How many learned routes use each gateway (update thread). */
    public Map<InetAddress, Long> routesByGateway() {
        var out = new HashMap<InetAddress, Long>();
        learned.values().forEach(hops -> hops.forEach(h -> out.merge(h, 1L, Long::sum)));
        return out;
    }

    /** Withdraws everything learned (BGP turned off; update thread). */
    public void clear() {
        var changes = new LinkedHashMap<Cidr, Set<InetAddress>>();
        learned.keySet().forEach(p -> changes.put(p, Set.of()));
        learned.clear();
        stale.clear();
        carriedOver.clear();
        parked.clear();
        awaitingEcho.clear();
        learn(changes);
    }

    /**
     * Every configured BGP session is established and its peer has sent its End-of-RIB (update thread; told at each
     * session poll). After a warm restart this is when bgpd's table is whole again: the carried-over routes parked
     * until then are settled once zebra's stream pauses.
     */
    public void peersBack() {
        if (peersBack || carriedOver.isEmpty()) {
            return;
        }
        peersBack = true;
        log.info("FPM: every BGP session is back with its table; {} carried-over routes settle once zebra's stream pauses",
                carriedOver.size());
        if (link != BgpState.Connection.DISCONNECTED) {
            armSweep();
        }
    }

    private void armSweep() {
        cancel(resendQuiet);
        resendQuiet = time.schedule(RESEND_QUIET, () -> submit("zebra re-sent its table", this::sweep));
    }

    /** bgpd died, zebra stays: its routes stay programmed, stale, until the restarted bgpd has them back. */
    @Override
    public void exited(FrrDaemons.Daemon d) {
        if (d == FrrDaemons.Daemon.BGPD) {
            bgpdBack = false;
            bgpdAway = true;
            submit("bgpd lost", this::holdForBgpd);
        }
    }

    @Override
    public void restarted(FrrDaemons.Daemon d) {
        if (d == FrrDaemons.Daemon.BGPD) {
            bgpdBack = true;
        }
    }

    // ---- FPM side ----

    @Override
    public synchronized void connected(FpmServer.Connection c) {
        connection = c;
        nextHops.clear(); // a zebra's next-hop ids hold for its connection: the table comes again
        hopsOfNextHop.clear();
        routes.clear();
        submit("zebra connected", this::resendStarts);
    }

    @Override
    public synchronized void disconnected(FpmServer.Connection c) {
        if (connection == c) {
            connection = null;
            submit("zebra lost", this::lost);
        }
    }

    /**
     * A frame whole, under this object's lock: a batch never ends between a changed route's RTM_DELROUTE and its
     * RTM_NEWROUTE (zebra sends both in one frame), which would withdraw the route from the ASIC in one pass and
     * program it again in the next: a loss of traffic, and two changes of the learned table, where there is none.
     */
    @Override
    public synchronized void receivedFrame(FpmServer.Connection c, List<FpmMessage> messages) {
        for (FpmMessage m : messages) {
            received(c, m);
        }
    }

    @Override
    public synchronized void received(FpmServer.Connection c, FpmMessage message) {
        if (c != connection) {
            return;
        }
        switch (message) {
            case FpmMessage.NextHop nh -> {
                hopsOfNextHop.clear();
                FpmMessage.NextHop before = nextHops.put(nh.id(), nh);
                if (before != null && !before.equals(nh)) {
                    routes.values().stream().filter(r -> uses(r, nh.id())).toList().forEach(r -> offer(r, c));
                }
            }
            case FpmMessage.NextHopDeleted d -> {
                hopsOfNextHop.clear();
                nextHops.remove(d.id());
            }
            case FpmMessage.Route r -> {
                if (r.table() == RT_TABLE_MAIN && r.protocol() == RTPROT_BGP) {
                    routes.put(r.prefix(), r);
                    offer(r, c);
                }
            }
            case FpmMessage.RouteDeleted d -> {
                if (d.table() == RT_TABLE_MAIN && routes.remove(d.prefix()) != null) {
                    pending.put(d.prefix(), Optional.empty());
                    batches.event();
                }
            }
        }
    }

    /**
     * bfdd says {@code peer} went down (or came back): the routes through it are offered again, without it while it
     * is down, so its paths leave the ASIC at once rather than once bgpd has ended the session and zebra re-sent
     * the routes; back up, they return with zebra's paths as they stand.
     */
    public synchronized void bfd(InetAddress peer, boolean up) {
        boolean changed;
        if (up) {
            bfdUp.add(peer);
            changed = bfdDown.remove(peer);
        } else {
            // A session that never came up (a peer without BFD, one still starting) leaves the paths to BGP, as bgpd does.
            changed = bfdUp.remove(peer) && bfdDown.add(peer);
        }
        if (!changed || connection == null) {
            return;
        }
        int offered = 0;
        for (FpmMessage.Route r : routes.values()) {
            if (hops(r).stream().anyMatch(h -> h.gateway().equals(Optional.of(peer)))) {
                offer(r, connection);
                offered++;
            }
        }
        log.info("FPM: BFD {} for {}: {} routes through it {}", up ? "up" : "down", IpAddresses.format(peer), offered,
                up ? "take it back" : "leave it now");
    }

    private void offer(FpmMessage.Route r, FpmServer.Connection c) {
        pending.put(r.prefix(), Optional.of(new Received(r, hops(r), c)));
        batches.event();
    }

    private boolean uses(FpmMessage.Route r, int nextHopId) {
        if (r.nextHopId().isEmpty()) {
            return false;
        }
        int id = r.nextHopId().getAsInt();
        FpmMessage.NextHop nh = nextHops.get(id);
        return id == nextHopId || nh != null && nh.group().stream().anyMatch(m -> m.id() == nextHopId);
    }

    private List<Hop> hops(FpmMessage.Route r) {
        if (r.nextHopId().isEmpty()) {
            return r.paths().stream().map(p -> new Hop(p.gateway(), p.ifindex())).toList();
        }
        int id = r.nextHopId().getAsInt();
        List<Hop> known = hopsOfNextHop.get(id);
        if (known == null) {
            known = hopsOf(id);
            hopsOfNextHop.put(id, known);
        }
        return known;
    }

    private List<Hop> hopsOf(int nextHopId) {
        FpmMessage.NextHop nh = nextHops.get(nextHopId);
        if (nh == null) {
            return List.of();
        }
        if (!nh.isGroup()) {
            return List.of(new Hop(nh.gateway(), nh.ifindex()));
        }
        var out = new ArrayList<Hop>(nh.group().size());
        for (FpmMessage.GroupMember m : nh.group()) {
            FpmMessage.NextHop member = nextHops.get(m.id());
            if (member != null && !member.isGroup()) {
                out.add(new Hop(member.gateway(), member.ifindex()));
            }
        }
        return List.copyOf(out);
    }

    // ---- update thread ----

    private void drain() {
        Map<Cidr, Optional<Received>> batch;
        FpmServer.Connection current;
        synchronized (this) {
            batch = pending;
            pending = new LinkedHashMap<>();
            batches.taken();
            current = connection;
        }
        if (bgpdAway) {
            holdForBgpd(); // before zebra's withdrawals, which may come before the news of bgpd's death
        }
        var changes = new LinkedHashMap<Cidr, Set<InetAddress>>(batch.size() * 2);
        var gatewaysOfHops = new HashMap<List<Hop>, Set<InetAddress>>(); // routes through one group: one set
        batch.forEach((prefix, received) -> {
            if (bgpdAway && stale.contains(prefix) && (received.isEmpty() || !bgpdBack)) {
                // What zebra does with the dead bgpd's routes (withdraws them, or keeps them stale under graceful
                // restart and withdraws them later) waits until the restarted bgpd has its table.
                return;
            }
            Set<InetAddress> gateways = received.map(r -> gatewaysOfHops.computeIfAbsent(r.hops(), this::gateways)).orElse(Set.of());
            if (carriedOver.contains(prefix)) {
                if (!gateways.isEmpty() && gateways.equals(learned.get(prefix))) {
                    parked.remove(prefix); // as programmed: fresh, nothing to write
                    stale.remove(prefix);
                    awaitingEcho.put(prefix, received.get());
                } else {
                    parked.put(prefix, received); // perhaps part of its paths, the rest still to come: wait
                    stale.add(prefix);
                }
                return;
            }
            stale.remove(prefix);
            if (gateways.isEmpty()) {
                awaitingEcho.remove(prefix);
                if (received.isPresent() && received.get().hops().stream()
                        .noneMatch(h -> h.gateway().filter(bfdDown::contains).isPresent())) {
                    unmapped++; // not a route whose only paths are down by BFD
                }
                if (learned.remove(prefix) != null) {
                    changes.put(prefix, Set.of());
                }
                return;
            }
            awaitingEcho.put(prefix, received.get());
            if (!gateways.equals(learned.put(prefix, gateways))) {
                changes.put(prefix, gateways);
            }
        });
        learn(changes);
        echo(current);
        if (resending && (!bgpdAway || bgpdBack) && (carriedOver.isEmpty() || peersBack)
                && batch.values().stream().anyMatch(Optional::isPresent)) {
            armSweep();
        }
    }

    private Set<InetAddress> gateways(List<Hop> hops) {
        var out = new TreeSet<InetAddress>(io.nosagent.config.intent.routing.StaticRoute.ADDRESS_ORDER);
        for (Hop h : hops) {
            if (h.gateway().isPresent() && !bfdDown.contains(h.gateway().get())
                    && kernel.name(h.ifindex()).map(routerInterfaceOfKernel::get).isPresent()) {
                out.add(h.gateway().get());
            }
        }
        return Collections.unmodifiableSortedSet(out);
    }

    private void learn(Map<Cidr, Set<InetAddress>> changes) {
        if (!changes.isEmpty()) {
            rib.learn(RouteOrigin.BGP, changes);
        }
        changes.forEach((prefix, gateways) -> {
            if (gateways.isEmpty() && forwarded.remove(prefix)) {
                forwardedGone.add(prefix);
            }
        });
        if (!forwardedGone.isEmpty()) {
            forwarding.changed(Set.of(), Set.copyOf(forwardedGone));
            forwardedGone.clear();
        }
    }

    /** Tells zebra which of the routes not yet confirmed the ASIC now forwards. */
    private void echo(FpmServer.Connection current) {
        if (awaitingEcho.isEmpty()) {
            return;
        }
        RoutingState state = routing.current();
        var done = new ArrayList<Cidr>();
        var echoes = new ArrayList<FpmMessage.Route>();
        awaitingEcho.forEach((prefix, r) -> {
            boolean forwards = state.route(prefix).filter(route -> !(route.target() instanceof RoutingState.Unresolved)).isPresent();
            if (forwards) {
                if (r.from() == current) {
                    echoes.add(r.route());
                }
                done.add(prefix);
            }
        });
        if (!echoes.isEmpty() && current != null) { // the pass's echoes in one write
            current.sendFrames(FpmCodec.offloadedFrames(echoes));
            echoed += echoes.size();
        }
        done.forEach(awaitingEcho::remove);
        var now = new HashSet<Cidr>();
        done.forEach(p -> {
            if (forwarded.add(p)) {
                now.add(p);
            }
        });
        if (!now.isEmpty()) {
            forwarding.changed(now, Set.of());
        }
    }

    private void resendStarts() {
        adoptCarriedOver();
        stale.addAll(learned.keySet());
        parked.clear(); // what the last connection said: this one says it again
        awaitingEcho.clear();
        resending = true;
        link = stale.isEmpty() ? BgpState.Connection.CONNECTED : BgpState.Connection.RESYNCING;
        cancel(resync);
        if (!stale.isEmpty()) {
            log.info("FPM: zebra connected; {} routes stay stale until it re-sends them", stale.size());
            resync = time.schedule(resyncTime, () -> submit("resync over", this::sweep));
        }
    }

    private void lost() {
        adoptCarriedOver();
        stale.addAll(learned.keySet());
        resending = false;
        link = BgpState.Connection.DISCONNECTED;
        cancel(resendQuiet);
        cancel(resync);
        log.warn("FPM: lost zebra; {} learned routes stay programmed, marked stale", stale.size());
    }

    /**
     * Once, at zebra's first connection: BGP routes already in the learned table are the ones a warm restart carried
     * over from the last run (still forwarding on the ASIC). They are this table's, stale like any route zebra has
     * not re-sent yet, so the resend keeps them without a SAI write and the sweep withdraws what did not come back.
     */
    private void adoptCarriedOver() {
        if (adopted) {
            return;
        }
        adopted = true;
        int before = learned.size();
        rib.learned().routes().forEach((prefix, route) -> {
            if (route.origin() == RouteOrigin.BGP) {
                learned.putIfAbsent(prefix, Set.copyOf(route.nextHops()));
                carriedOver.add(prefix);
                forwarded.add(prefix); // in the gate since FRR started (ForwardedPrefixes.seed): a sweep takes it out
            }
        });
        if (learned.size() > before) {
            log.info("FPM: {} BGP routes carried over from before the warm restart, kept until zebra re-sends its table",
                    learned.size() - before);
        }
    }

    private void holdForBgpd() {
        if (heldForBgpd || !bgpdAway) {
            return;
        }
        heldForBgpd = true;
        stale.addAll(learned.keySet());
        resending = true;
        cancel(resendQuiet); // a sweep due for an earlier stream would take routes the dead bgpd's successor has not sent yet
        if (!stale.isEmpty() && link != BgpState.Connection.DISCONNECTED) {
            link = BgpState.Connection.RESYNCING;
            cancel(resync);
            resync = time.schedule(resyncTime, () -> submit("resync over", this::sweep));
            log.warn("FPM: bgpd lost; {} learned routes stay programmed, stale, until it has them back", stale.size());
        }
    }

    /** zebra has re-sent its table (or the resync time is over): what it did not re-send goes. */
    private void sweep() {
        if (link == BgpState.Connection.DISCONNECTED) {
            return; // a sweep queued before zebra was lost: its routes wait, stale, for the next connection
        }
        bgpdAway = false;
        heldForBgpd = false;
        cancel(resendQuiet);
        cancel(resync);
        resendQuiet = null;
        resync = null;
        resending = false;
        if (link == BgpState.Connection.RESYNCING) {
            link = BgpState.Connection.CONNECTED;
        }
        carriedOver.clear();
        if (stale.isEmpty()) {
            return;
        }
        var changes = new LinkedHashMap<Cidr, Set<InetAddress>>();
        int settled = parked.size();
        parked.forEach((prefix, received) -> {
            stale.remove(prefix);
            Set<InetAddress> gateways = received.map(r -> gateways(r.hops())).orElse(Set.of());
            if (gateways.isEmpty()) {
                awaitingEcho.remove(prefix);
                if (learned.remove(prefix) != null) {
                    changes.put(prefix, Set.of());
                }
            } else {
                awaitingEcho.put(prefix, received.get());
                if (!gateways.equals(learned.put(prefix, gateways))) {
                    changes.put(prefix, gateways);
                }
            }
        });
        parked.clear();
        if (settled > 0) {
            log.info("FPM: {} carried-over routes zebra re-sent otherwise are programmed as it has them now ({} changed)",
                    settled, changes.size());
        }
        if (!stale.isEmpty()) {
            log.info("FPM: {} stale routes zebra did not re-send are withdrawn", stale.size());
        }
        stale.forEach(p -> {
            learned.remove(p);
            changes.put(p, Set.of());
        });
        stale.clear();
        learn(changes);
        FpmServer.Connection current;
        synchronized (this) {
            current = connection;
        }
        echo(current);
    }

    private static void cancel(Timer t) {
        if (t != null) {
            t.cancel();
        }
    }

    /**
     * The speaker stops (after the agent's update loop has): what zebra's going away or a late timer would still
     * hand the loop is dropped without a word, as a stop is no failure.
     */
    public void close() {
        closed = true;
    }

    private void submit(String what, Runnable work) {
        if (closed) {
            return;
        }
        loop.submit(() -> {
            work.run();
            return null;
        }).whenComplete((ok, failure) -> {
            if (failure == null || closed) {
                return;
            }
            if (loop.isRunning()) {
                log.error("FPM: {} failed", what, failure);
            } else { // the agent is stopping: what zebra still says has nowhere to go, as expected
                log.debug("FPM: {} dropped, the update loop stopped", what);
            }
        });
    }
}
