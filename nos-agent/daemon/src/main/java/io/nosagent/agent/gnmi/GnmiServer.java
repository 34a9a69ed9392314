package io.nosagent.agent.gnmi;

import io.grpc.InsecureServerCredentials;
import io.grpc.Server;
import io.grpc.ServerCredentials;
import io.grpc.ServerInterceptors;
import io.grpc.TlsServerCredentials;
import io.grpc.netty.shaded.io.grpc.netty.NettyServerBuilder;
import io.grpc.netty.shaded.io.netty.channel.socket.nio.NioServerSocketChannel;
import io.nosagent.sai.time.CpuPriority;
import io.grpc.protobuf.services.ProtoReflectionServiceV1;
import io.nosagent.agent.gnmi.paths.PlatformComponentsHandler;
import io.nosagent.agent.gnmi.paths.PortDefaults;
import io.nosagent.agent.gnoi.AllowedFolders;
import io.nosagent.agent.gnoi.ComponentHealth;
import io.nosagent.agent.gnoi.HealthzStateHandler;
import io.nosagent.feature.ComponentFault;
import io.nosagent.sai.observe.Published;
import io.nosagent.agent.gnoi.FileRpc;
import io.nosagent.agent.gnoi.HealthEvents;
import io.nosagent.agent.gnoi.HealthzRpc;
import io.nosagent.agent.gnoi.SystemRpc;
import io.nosagent.control.echo.EchoProbes;
import io.nosagent.agent.gnmi.paths.ServedPaths;
import io.nosagent.agent.faults.FaultInjector;
import io.nosagent.agent.optics.SimulatedOptics;
import io.nosagent.agent.snapshot.SnapshotService;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.feature.gnmi.YangModel;
import io.nosagent.agent.gnmi.rpc.BoundedStatus;
import io.nosagent.agent.gnmi.rpc.CapabilitiesRpc;
import io.nosagent.agent.gnmi.rpc.ClientAddress;
import io.nosagent.agent.gnmi.rpc.GetRpc;
import io.nosagent.agent.gnmi.rpc.GnmiService;
import io.nosagent.agent.gnmi.rpc.UseModels;
import io.nosagent.agent.gnmi.rpc.WireFormat;
import io.nosagent.agent.gnmi.set.ConfirmedCommits;
import io.nosagent.agent.gnmi.set.OperationsSet;
import io.nosagent.agent.gnmi.set.SetRpc;
import io.nosagent.agent.gnmi.subscribe.ChangeFeed;
import io.nosagent.agent.gnmi.subscribe.SubscribeRpc;
import io.nosagent.agent.gnmi.subscribe.SubscriptionCounters;
import io.nosagent.agent.gnmi.subscribe.Telemetry;
import io.nosagent.agent.gnmi.tree.DataTree;
import io.nosagent.sai.ports.PortStatusTracker;
import io.nosagent.agent.restart.RebootSchedule;
import io.nosagent.agent.restart.RunMarker;
import io.nosagent.agent.security.AuthInterceptor;
import io.nosagent.api.access.AgentCredentials;
import io.nosagent.agent.security.Authenticator;
import io.nosagent.agent.security.LoginThrottle;
import io.nosagent.agent.security.LiveTls;
import io.nosagent.agent.security.RotatedCredentials;
import io.nosagent.agent.security.ServerCertificate;
import io.nosagent.agent.security.ServerIdentity;
import io.nosagent.agent.security.TrustBundle;
import io.nosagent.agent.gnsi.CertzRpc;
import io.nosagent.agent.security.UserStore;
import io.nosagent.sai.stats.StatsCollector;
import io.nosagent.agent.update.IntentService;
import io.nosagent.sai.capability.AsicCapabilities;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.time.AgentTime;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The gNMI server: the path tree over the agent's state, the four RPCs, gRPC server reflection, and
 * security in front of all of it (TLS unless explicitly insecure on loopback, authentication and
 * roles on every call, a request size limit).
 */
public final class GnmiServer implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(GnmiServer.class);

    /**
     * The agent parts the server reads and changes; {@code time} times commit-confirmed and stamps responses.
     *
     * @param handlers the features' state handlers
     * @param models   the features' YANG models
     * @param echo     the switch's own echo requests (gNOI Ping, Traceroute), when its control plane runs
     */
    public record Agent(IntentService intent, PortStatusTracker portStatus, StatsCollector stats, SwitchHandle sw,
                        Instant bootTime, RunMarker.PreviousRun previousRun, String softwareVersion, AgentTime time, Path stateDir,
                        List<PathHandler> handlers, List<YangModel> models, SnapshotService snapshots,
                        Supplier<Optional<FaultInjector>> faults, Supplier<AsicCapabilities> capabilities,
                        Optional<RebootSchedule> reboots, List<Published<List<ComponentFault>>> componentFaults,
                        SimulatedOptics optics, Optional<EchoProbes> echo) {
    }

    private final Server server;
    /** The same services for clients on this host, when the state directory can hold the socket. */
    private Optional<LocalSocketServer> local = Optional.empty();
    private final DataTree tree;
    private final Telemetry telemetry;
    private final Deque<AutoCloseable> closers = new ArrayDeque<>();

    private GnmiServer(GnmiOptions options, Agent agent) {
        try {
            var confirmed = new ConfirmedCommits(agent.intent(), agent.time(), agent.stateDir().resolve("pending-commit.json"));
            closers.push(confirmed);
            confirmed.restore();
            var counters = new SubscriptionCounters();
            Clock clock = agent.time().clock();
            var served = new ServedPaths.Inputs(agent.intent(), agent.portStatus(), agent.stats(), agent.sw(),
                    agent.bootTime(), agent.previousRun(), agent.softwareVersion(), clock, confirmed::pending, counters, agent.snapshots(),
                    agent.faults(), agent.capabilities(), agent.optics(), agent.handlers(), agent.models());
            var events = new HealthEvents(agent.snapshots()::index, agent.stateDir().resolve("healthz-acknowledged.txt"));
            var health = new ComponentHealth(agent.componentFaults(), events);
            closers.push(health);
            List<PathHandler> handlers = new ArrayList<>(ServedPaths.handlers(served));
            handlers.add(new HealthzStateHandler(health, java.util.Set.of(agent.snapshots().changes(), events.acknowledgements()),
                    agent.sw().portsByName().keySet()));
            var feed = new ChangeFeed(handlers);
            closers.push(feed);
            this.tree = new DataTree(handlers, () -> nanos(clock.instant()));
            var wire = new WireFormat();
            var transport = new TransportThreads(2 * Runtime.getRuntime().availableProcessors(), CpuPriority.ofThisHost());
            closers.push(transport);
            // The calls' executor grows on demand from the event loops, which a change's write raises: its threads
            // start at the process's priority, not at a raised loop's.
            var calls = java.util.concurrent.Executors.newCachedThreadPool(new io.nosagent.sai.time.ProcessPriorityThreads(
                    Thread.ofPlatform().name("gnmi-call-", 0).daemon(true).factory(), CpuPriority.ofThisHost()));
            closers.push(calls::shutdown);
            this.telemetry = new Telemetry(tree, feed, agent.stats().snapshots(), counters, wire, options.streamBufferBytes(),
                    transport);
            List<YangModel> models = ServedPaths.models(served);
            var useModels = new UseModels(models);
            var ports = new PortDefaults(new ArrayList<>(agent.sw().portsByName().keySet()));
            var service = new GnmiService(new CapabilitiesRpc(models), new GetRpc(tree, useModels),
                    new SetRpc(agent.intent(), ports, confirmed, clock, new OperationsSet(agent.snapshots(), agent.faults(), agent.optics(), agent.sw())),
                    new SubscribeRpc(telemetry, useModels));

            var users = new UserStore(options.users().orElse(agent.stateDir().resolve("users.json")));
            var auth = new AuthInterceptor(new Authenticator(users), new LoginThrottle(clock));
            var bounded = new BoundedStatus(); // last, so it is called first and sees every status, auth's too
            var rotated = new RotatedCredentials(agent.stateDir());
            Optional<LiveTls> tls = options.insecure() ? Optional.empty() : Optional.of(liveTls(options, agent, rotated));
            var services = List.of(
                    ServerInterceptors.intercept(wire.apply(service.bindService()), new ClientAddress(), auth, bounded),
                    ServerInterceptors.intercept(ProtoReflectionServiceV1.newInstance(), auth, bounded),
                    ServerInterceptors.intercept(healthz(agent, events, health), auth, bounded),
                    ServerInterceptors.intercept(new SystemRpc(agent.time(), agent.reboots(), agent.echo()), auth, bounded),
                    ServerInterceptors.intercept(new FileRpc(new AllowedFolders(List.of(agent.snapshots().dir(),
                            agent.stateDir().resolve("log")))), auth, bounded),
                    ServerInterceptors.intercept(new CertzRpc(tls, rotated, clock), auth, bounded));
            var builder = NettyServerBuilder.forAddress(options.address(), credentials(options, tls))
                    .channelType(NioServerSocketChannel.class)
                    .bossEventLoopGroup(transport.group())
                    .workerEventLoopGroup(transport.group())
                    .executor(calls)
                    .maxInboundMessageSize(options.maxMessageBytes());
            services.forEach(builder::addService);
            this.server = builder.build().start();
            // after TCP, whose port names the socket (and whose bind fails first when another agent has it)
            this.local = LocalSocketServer.start(AgentCredentials.localSocket(agent.stateDir(), port()), services,
                    options.maxMessageBytes());
            if (users.users().isEmpty()) {
                log.warn("no gNMI users in {}: every call will be refused; add one with 'nos-agent user add'", users.file());
            }
            log.info("gNMI listening on {} ({})", server.getListenSockets(), options.insecure() ? "plaintext, loopback only" : "TLS");
        } catch (IOException e) {
            close();
            throw new UncheckedIOException("cannot listen on " + options.address(), e);
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    /** Starts serving; fails when the address is taken or the options are not acceptable. */
    public static GnmiServer start(GnmiOptions options, Agent agent) {
        return new GnmiServer(options, agent);
    }

    /** Healthz over the snapshot index; its paths name the platform components. */
    private static HealthzRpc healthz(Agent agent, HealthEvents events, ComponentHealth health) {
        var fixed = java.util.Set.of(PlatformComponentsHandler.CHASSIS, PlatformComponentsHandler.CONTROLLER,
                PlatformComponentsHandler.CPU, PlatformComponentsHandler.SOFTWARE, PlatformComponentsHandler.ASIC);
        java.util.function.Predicate<String> exists = name -> fixed.contains(name) || agent.sw().portsByName().keySet().stream()
                .anyMatch(p -> name.equals(PlatformComponentsHandler.portComponent(p))
                        || name.equals(PlatformComponentsHandler.transceiverComponent(p)));
        return new HealthzRpc(events, health, agent.snapshots(), exists);
    }

    /** The port actually bound (useful with port 0). */
    public int port() {
        return ((InetSocketAddress) server.getListenSockets().getFirst()).getPort();
    }

    public DataTree tree() {
        return tree;
    }

    private static ServerCredentials credentials(GnmiOptions options, Optional<LiveTls> tls) {
        if (tls.isEmpty()) {
            if (!options.address().getAddress().isLoopbackAddress()) {
                throw new IllegalArgumentException("--insecure (plaintext gNMI) is only allowed on a loopback address, not "
                        + options.address());
            }
            log.warn("gNMI without TLS on {}: plaintext, for local use only", options.address());
            return InsecureServerCredentials.create();
        }
        var builder = TlsServerCredentials.newBuilder().keyManager(tls.get().keyManager());
        if (options.clientCa().isPresent()) {
            builder.trustManager(tls.get().trustManager())
                    .clientAuth(options.requireClientCert() ? TlsServerCredentials.ClientAuth.REQUIRE
                            : TlsServerCredentials.ClientAuth.OPTIONAL);
        }
        return builder.build();
    }

    /**
     * The credentials TLS starts with: those a finalized gNSI certz rotation left, else the given or
     * self-signed certificate and the given client CA. Handshakes read them anew, so certz can change them.
     */
    private static LiveTls liveTls(GnmiOptions options, Agent agent, RotatedCredentials rotated) {
        ServerIdentity identity = rotated.identity().map(id -> {
            log.info("gNMI presents {} (version '{}'), rotated by gNSI certz into {}", id.subject(), id.version(), rotated.dir());
            return id;
        }).orElseGet(() -> {
            ServerCertificate cert = options.certificate()
                    .map(c -> new ServerCertificate(c, options.privateKey().orElseThrow()))
                    .orElseGet(() -> ServerCertificate.selfSigned(agent.stateDir(), agent.intent().current().system().hostname(),
                            List.of(options.address().getAddress())));
            return ServerIdentity.read(cert.certificate(), cert.privateKey(), "", 0);
        });
        Optional<TrustBundle> trust = Optional.empty();
        if (options.clientCa().isPresent()) {
            trust = Optional.of(rotated.trust().orElseGet(() -> TrustBundle.read(options.clientCa().get(), "", 0)));
        } else if (rotated.trust().isPresent()) {
            log.warn("a trust bundle rotated by gNSI certz is in {}, but without --client-ca no client certificates are asked",
                    rotated.dir());
        }
        return new LiveTls(new LiveTls.State(identity, trust));
    }

    private static long nanos(Instant t) {
        return t.getEpochSecond() * 1_000_000_000L + t.getNano();
    }

    /** Stops accepting calls, ends open subscriptions, waits briefly for calls in flight, then stops the rest. */
    /**
     * Fails when {@code address} cannot be listened on (in use, not ours): checked at start, before the
     * switch is programmed and a config persisted, so a second agent on a busy port changes nothing.
     * Port 0 (any free port) always can.
     */
    public static void requireFree(InetSocketAddress address) {
        if (address.getPort() == 0) {
            return;
        }
        try (var socket = new java.net.ServerSocket()) {
            socket.setReuseAddress(true);
            socket.bind(address);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot listen on " + address + " (" + e.getMessage()
                    + "); nothing was programmed or persisted", e);
        }
    }

    @Override
    public void close() {
        if (server != null) {
            server.shutdown();
        }
        local.ifPresent(LocalSocketServer::shutdown);
        if (telemetry != null) {
            telemetry.close();
        }
        if (server != null) {
            try {
                if (!server.awaitTermination(5, TimeUnit.SECONDS)) {
                    server.shutdownNow();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                server.shutdownNow();
            }
        }
        local.ifPresent(LocalSocketServer::close);
        while (!closers.isEmpty()) {
            try {
                closers.pop().close();
            } catch (Exception e) {
                log.warn("stopping gNMI part failed", e);
            }
        }
    }
}
