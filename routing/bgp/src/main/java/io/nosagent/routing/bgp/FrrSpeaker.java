package io.nosagent.routing.bgp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.bgp.AfiSafi;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.config.rib.RouteOrigin;
import io.nosagent.feature.Programmer;
import io.nosagent.feature.RibInput;
import io.nosagent.feature.update.UpdateLoop;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.bgp.fpm.FpmServer;
import io.nosagent.routing.bgp.fpm.NetNamespace;
import io.nosagent.routing.bgp.frr.BfdEvents;
import io.nosagent.routing.bgp.frr.BfdSessions;
import io.nosagent.routing.bgp.frr.EndOfRib;
import io.nosagent.routing.bgp.frr.FpmRoutes;
import io.nosagent.routing.bgp.frr.ForwardedPrefixes;
import io.nosagent.routing.bgp.frr.FrrConfig;
import io.nosagent.routing.bgp.frr.FrrDaemons;
import io.nosagent.routing.bgp.frr.FrrSuite;
import io.nosagent.routing.bgp.frr.InboundRefusals;
import io.nosagent.routing.bgp.frr.IpLink;
import io.nosagent.routing.bgp.frr.KernelPorts;
import io.nosagent.routing.bgp.frr.PassiveWhileRestarting;
import io.nosagent.routing.bgp.frr.Vtysh;
import io.nosagent.routing.state.RoutingStates;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.time.AgentTime;
import io.nosagent.sai.time.Timer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

/**
 * The switch's BGP feature with FRR as the routing suite. As a {@link Programmer} (after routing in a
 * commit) it renders the BGP intent to FRR configuration ({@link FrrConfig}), starts zebra, bgpd and bfdd
 * ({@link FrrDaemons}) when BGP gets configured, applies a changed config as one transaction (checked by
 * vtysh first, then only the difference applied by frr-reload; a config FRR refuses fails the commit with
 * FRR's message and the previous one is put back) and stops them when BGP goes. zebra's routes come over
 * FPM ({@link FpmRoutes}) as learned routes, and each is advertised only once the ASIC forwards it
 * ({@link ForwardedPrefixes}); session state, and the paths the task-VIP policy refused from host sidecars
 * ({@link InboundRefusals}: an event each), are read from bgpd every {@link #NEIGHBOR_POLL}.
 */
public final class FrrSpeaker implements Programmer, AutoCloseable {

    public static final Duration NEIGHBOR_POLL = Duration.ofSeconds(1);
    public static final Duration DEFAULT_RESYNC = Duration.ofSeconds(120);

    private static final Logger log = LoggerFactory.getLogger(FrrSpeaker.class);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final UpdateLoop loop;
    private final RibInput rib;
    private final AgentTime time;
    private final Platform platform;
    private final FrrSuite daemons;
    /** The interfaces zebra resolves through, when the control plane gives none (its TUNs win). */
    private final Optional<KernelPorts> kernelPorts;
    private final FpmServer server;
    private final FpmRoutes routes;
    private final ForwardedPrefixes gate;
    /** Held while frr.conf is written: by a reload (update thread) or with the gate's batches (its thread). */
    private final Object configFile = new Object();
    /** The applied intent rendered with given gate entries; null while FRR is off. */
    private volatile UnaryOperator<String> withLines;
    private final BgpStates states;

    private volatile boolean stoppingWarm;
    /** After a warm restart, the neighbors left to open their sessions (no collision); null when none or over. */
    private volatile PassiveWhileRestarting restarting;
    /** What the task-VIP policy refused from host sidecars (polled with the sessions). */
    private final InboundRefusals refusals = new InboundRefusals();
    /** Whether a neighbor runs BFD: only then does each neighbor poll read bfdd's sessions too. */
    private volatile boolean bfdConfigured;
    /** bfdd's peer state changes, once the daemons run. */
    private BfdEvents bfd;
    /** bfdd's sessions as served: read again on each state change and each neighbor poll. */
    private final BfdSessions bfdSessions;

    // Update thread.
    private SwitchIntent intent;
    private String applied;
    private Timer poll;

    /**
     * @param daemons   the FRR to drive: its own children (their directory and namespace) or a running one
     * @param namespace the network namespace they run in (empty: the agent's own): the FPM server and the
     *                  kernel interfaces are made there
     * @param tuns      whether the control plane makes a TUN per router interface in that namespace; if not, the
     *                  speaker makes a dummy interface for each (or takes the one of that name it finds)
     */
    public FrrSpeaker(RibInput rib, RoutingStates routing, UpdateLoop loop, AgentTime time, Platform platform,
                      FrrSuite daemons, Optional<String> namespace, boolean tuns) {
        this.loop = loop;
        this.rib = rib;
        this.time = time;
        this.platform = platform;
        this.daemons = daemons;
        this.kernelPorts = tuns ? Optional.empty() : Optional.of(new KernelPorts(namespace));
        this.routes = new FpmRoutes(rib, routing, loop, time, new IpLink(namespace), DEFAULT_RESYNC);
        this.gate = new ForwardedPrefixes(daemons.runDir(), daemons::vtysh, this::keepGate);
        routes.forwarding(gate::changed);
        daemons.watch(routes);
        this.states = new BgpStates("frr:" + daemons.runDir());
        this.bfdSessions = new BfdSessions(() -> daemons.isRunning() ? daemons.vtysh().show(BfdSessions.COMMANDS.toArray(String[]::new)) : "", time);
        var loopback = new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);
        try {
            this.server = namespace.isPresent() ? FpmServer.start(NetNamespace.listen(namespace.get(), loopback), routes)
                    : FpmServer.start(loopback, routes);
        } catch (IOException e) {
            throw new UncheckedIOException("opening the FPM server", e);
        }
    }

    public BgpStates state() {
        return states;
    }

    public FpmRoutes routes() {
        return routes;
    }

    /** bfdd's sessions. */
    public BfdSessions bfdSessions() {
        return bfdSessions;
    }

    public FpmServer fpm() {
        return server;
    }

    /** The advertisement gate: the prefixes bgpd may advertise. */
    public ForwardedPrefixes gate() {
        return gate;
    }

    public FrrSuite daemons() {
        return daemons;
    }

    @Override
    public void apply(IntentDelta delta) {
        boolean wasOn = intent != null && BgpIntent.of(intent).isConfigured();
        intent = delta.desired();
        BgpIntent bgp = BgpIntent.of(intent);
        if (!bgp.isConfigured()) {
            if (wasOn) {
                turnOff();
            }
            return;
        }
        routes.routerInterfaces(intent.interfaces().keySet());
        refusals.follow(bgp);
        bfdSessions.interfaces(intent.interfaces().values());
        bfdConfigured = bgp.neighbors().values().stream().anyMatch(n -> bgp.effective(n).bfd().isEnabled());
        if (!wasOn || !delta.interfaces().isEmpty()) {
            kernelPorts.ifPresent(k -> k.sync(intent.interfaces().values()));
        }
        String config = FrrConfig.render(intent.system().hostname(), server.port(), bgp, TaskVipPolicy.of(intent, platform));
        if (!daemons.isRunning()) {
            if (!wasOn) { // a warm restart's carried-over routes: forwarded already, so advertised from the start
                var carried = rib.learned().routes().entrySet().stream().filter(e -> e.getValue().origin() == RouteOrigin.BGP)
                        .map(Map.Entry::getKey).toList();
                gate.seed(carried);
                // Only a bgpd the agent starts restarts: the operator's (RunningFrr) kept its sessions, and making an
                // established session passive would reset it.
                if (!carried.isEmpty() && restartsGracefully(bgp) && daemons instanceof FrrDaemons) {
                    restarting = new PassiveWhileRestarting(bgp.neighbors().values().stream()
                            .filter(n -> n.enabled() && !bgp.effective(n).passiveMode().orElse(false))
                            .map(Neighbor::address).toList(), time.now(), PassiveWhileRestarting.WAIT);
                    log.info("BGP: restarting gracefully; the neighbors open the sessions ({} passive for now)",
                            restarting.neighbors().size());
                }
            }
            UnaryOperator<String> render = withGate(intent, bgp);
            daemons.start(render.apply(gate.lines()));
            withLines = render;
            if (bfd == null) {
                bfd = BfdEvents.start(daemons.bfdControl(), (peer, up) -> {
                    routes.bfd(peer, up);
                    bfdSessions.refresh();
                });
            }
            applied = config;
            if (poll == null) {
                poll = time.scheduleAtFixedRate(NEIGHBOR_POLL, NEIGHBOR_POLL, this::pollNeighbors);
            }
            states.connection(routes.link());
            states.publish();
            return;
        }
        if (!config.equals(applied)) {
            UnaryOperator<String> render = withGate(intent, bgp);
            reload(render.apply(gate.lines()));
            withLines = render;
            applied = config;
        }
    }

    /** The config rendered with given gate entries: a reload or restart leaves them in place. */
    private UnaryOperator<String> withGate(SwitchIntent intent, BgpIntent bgp) {
        var policy = TaskVipPolicy.of(intent, platform);
        String hostname = intent.system().hostname();
        return lines -> FrrConfig.render(hostname, server.port(), bgp, policy, lines, passiveNow());
    }

    private Set<InetAddress> passiveNow() {
        PassiveWhileRestarting r = restarting;
        return r == null ? Set.of() : r.neighbors();
    }

    /** Graceful restart on and not helper-only: the switch restarts as a restarting speaker (RFC 4724). */
    private static boolean restartsGracefully(BgpIntent bgp) {
        var gr = bgp.global().orElseThrow().gracefulRestart();
        return gr.enabled().orElse(false) && !gr.helperOnly().orElse(false);
    }

    /** A neighbor whose session is down again, or which never connected, is no longer left to connect (update thread). */
    private void followRestart(JsonNode all) {
        PassiveWhileRestarting r = restarting;
        if (r == null || !r.follow(all, time.now())) {
            return;
        }
        if (r.over()) {
            restarting = null;
        }
        UnaryOperator<String> render = withLines;
        if (render == null) {
            return;
        }
        try {
            reload(render.apply(gate.lines()));
            log.info("BGP: restart settling; neighbors still left to connect: {}", passiveNow().size());
        } catch (RuntimeException e) {
            log.warn("BGP: connecting to the neighbors again after the restart failed: {}", e.getMessage());
        }
    }

    /** Keeps frr.conf with the gate as FRR now runs it (the gate's thread), so a daemon started again reads it. */
    private void keepGate(String lines) {
        synchronized (configFile) {
            UnaryOperator<String> render = withLines;
            if (render == null || !daemons.isRunning()) {
                return;
            }
            try {
                Files.writeString(daemons.config(), render.apply(lines));
            } catch (IOException e) {
                log.warn("FRR: keeping the advertisement gate in {} failed: {}", daemons.config(), e.getMessage());
            }
        }
    }

    /** Applies {@code config} to the running daemons as one transaction; a refusal puts the previous one back. */
    private void reload(String config) {
        Vtysh vtysh = daemons.vtysh();
        var next = daemons.runDir().resolve("frr.conf.next");
        try {
            Files.writeString(next, config);
            Vtysh.Result check = vtysh.check(next);
            if (!check.ok()) {
                throw new IllegalArgumentException("FRR refused the BGP config: " + check.output().strip());
            }
            Vtysh.Result result = vtysh.reload(next);
            if (!result.ok()) {
                Vtysh.Result back = vtysh.reload(daemons.config());
                if (!back.ok()) {
                    log.error("FRR: putting the previous config back failed too: {}", back.output().strip());
                }
                throw new IllegalArgumentException("FRR refused the BGP config: " + lastLines(result.output()));
            }
            synchronized (configFile) {
                Files.move(next, daemons.config(), StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("writing FRR's config", e);
        }
    }

    private static String lastLines(String output) {
        var lines = output.strip().lines().toList();
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 5), lines.size()));
    }

    private void turnOff() {
        if (poll != null) {
            poll.cancel();
            poll = null;
        }
        if (bfd != null) {
            bfd.close();
            bfd = null;
        }
        withLines = null;
        restarting = null;
        refusals.clear();
        daemons.close();
        routes.clear();
        bfdSessions.clear();
        applied = null;
        states.connection(BgpState.Connection.OFF);
        states.neighbors(Map.of());
        states.publish();
        log.info("BGP: off (no longer configured); FRR stopped");
    }

    /** Reads the sessions from bgpd (agent's timer thread), then counts what they installed on the update thread. */
    private void pollNeighbors() {
        if (!daemons.isRunning()) {
            return;
        }
        if (bfdConfigured) {
            bfdSessions.refresh();
        }
        String text = daemons.vtysh().show("show bgp neighbors json");
        JsonNode all;
        try {
            all = JSON.readTree(text);
        } catch (IOException e) {
            return; // bgpd not answering (restarting): the next poll
        }
        var refused = refusals.poll(daemons.vtysh());
        loop.submit(() -> {
            publish(all);
            refused.forEach(this::refused);
            return null;
        });
    }

    /** A path the task-VIP policy refused: an event with the policy's reason. */
    private void refused(Announcement path) {
        if (intent == null) {
            return;
        }
        String reason = TaskVipPolicy.of(intent, platform).refusal(path).orElse("refused by the inbound policy");
        log.warn("BGP: refused {} via {} from neighbor {}: {}", path.prefix(), IpAddresses.format(path.nextHop()),
                IpAddresses.format(path.neighbor()), reason);
        states.refused(time.now(), path.neighbor(), path.prefix(), path.nextHop(), reason);
    }

    private void publish(JsonNode all) {
        if (intent == null || !BgpIntent.of(intent).isConfigured()) {
            return; // turned off since the poll
        }
        var installed = routes.routesByGateway();
        var out = new TreeMap<InetAddress, BgpState.NeighborState>(StaticRoute.ADDRESS_ORDER);
        all.properties().forEach(e -> neighbor(e.getKey(), e.getValue(), installed)
                .ifPresent(n -> out.put(n.address(), n)));
        states.neighbors(out);
        followRestart(all);
        var configured = BgpIntent.of(intent).neighbors().values().stream().filter(Neighbor::enabled).map(Neighbor::address).toList();
        if (EndOfRib.everyPeerSentIts(all, configured)) {
            routes.peersBack(); // a warm restart's carried-over routes settle now
        }
        var counts = routes.counts();
        states.routes(counts.learned(), counts.stale(), Map.of());
        states.connection(routes.link());
        states.publish();
    }

    private static Optional<BgpState.NeighborState> neighbor(String key, JsonNode n, Map<InetAddress, Long> installed) {
        InetAddress address;
        try {
            address = IpAddresses.parse(key);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        var session = switch (n.path("bgpState").asText("")) {
            case "Connect" -> BgpState.SessionState.CONNECT;
            case "Active" -> BgpState.SessionState.ACTIVE;
            case "OpenSent" -> BgpState.SessionState.OPENSENT;
            case "OpenConfirm" -> BgpState.SessionState.OPENCONFIRM;
            case "Established" -> BgpState.SessionState.ESTABLISHED;
            default -> BgpState.SessionState.IDLE;
        };
        long epoch = n.path("bgpTimerUpEstablishedEpoch").asLong(0);
        Optional<Instant> last = epoch == 0 ? Optional.empty() : Optional.of(Instant.ofEpochSecond(epoch));
        var prefixes = new EnumMap<AfiSafi, BgpState.Prefixes>(AfiSafi.class);
        long viaIt = installed.getOrDefault(address, 0L);
        n.path("addressFamilyInfo").properties().forEach(f -> {
            AfiSafi family = switch (f.getKey()) {
                case "ipv4Unicast" -> AfiSafi.IPV4_UNICAST;
                case "ipv6Unicast" -> AfiSafi.IPV6_UNICAST;
                default -> null;
            };
            if (family != null) {
                boolean own = (family == AfiSafi.IPV4_UNICAST) == (address instanceof Inet4Address);
                prefixes.put(family, new BgpState.Prefixes(f.getValue().path("acceptedPrefixCounter").asLong(0),
                        own ? viaIt : 0));
            }
        });
        return Optional.of(new BgpState.NeighborState(address, session, last, prefixes));
    }

    /**
     * The agent stops warm: FRR goes as a restarting router does ({@link FrrDaemons#stopForGracefulRestart}), so
     * its peers keep forwarding to the switch, whose ASIC keeps its routes, until the next agent's FRR is back.
     */
    public void stoppingWarm() {
        stoppingWarm = true;
    }

    @Override
    public void close() {
        if (poll != null) {
            poll.cancel();
        }
        routes.close();
        if (bfd != null) {
            bfd.close();
        }
        bfdSessions.close();
        if (stoppingWarm) {
            daemons.stopForGracefulRestart(); // before the FPM server: zebra sees no reason to withdraw anything
        }
        server.close();
        gate.close();
        daemons.close();
    }
}
