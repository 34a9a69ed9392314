package io.nosagent.lab.bench;

import io.nosagent.api.cli.TextTable;
import com.google.protobuf.ByteString;
import com.google.protobuf.CodedInputStream;
import com.google.protobuf.WireFormat;
import io.grpc.CallOptions;
import io.grpc.ClientCall;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.protobuf.ProtoUtils;
import io.grpc.netty.shaded.io.netty.channel.MultiThreadIoEventLoopGroup;
import io.grpc.netty.shaded.io.netty.channel.nio.NioIoHandler;
import io.grpc.netty.shaded.io.netty.channel.socket.nio.NioSocketChannel;
import io.grpc.stub.StreamObserver;
import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.agent.gnmi.GnmiOptions;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.GetRequest;
import io.nosagent.api.gnmi.proto.Notification;
import io.nosagent.api.gnmi.proto.Path;
import io.nosagent.api.gnmi.proto.PathElem;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.SubscribeRequest;
import io.nosagent.api.gnmi.proto.SubscribeResponse;
import io.nosagent.api.gnmi.proto.Subscription;
import io.nosagent.api.gnmi.proto.SubscriptionList;
import io.nosagent.api.gnmi.proto.SubscriptionMode;
import io.nosagent.api.gnmi.proto.TypedValue;
import io.nosagent.api.gnmi.proto.Update;
import io.nosagent.api.gnmi.proto.gNMIGrpc;
import io.nosagent.agent.security.PasswordHash;
import io.nosagent.agent.security.Role;
import io.nosagent.agent.security.ServerCertificate;
import io.nosagent.agent.security.User;
import io.nosagent.agent.security.UserStore;
import io.nosagent.config.ConfigPath;
import io.nosagent.sai.vasic.VirtualAsic;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import io.nosagent.sai.vasic.sim.RealTimeRunner;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The gNMI server under load, with TLS, on the virtual ASIC:
 * <ul>
 *   <li>SAMPLE every 100 ms of every counter of every port (interface, Ethernet and per-priority PFC
 *       counters) to N subscribers, counters polled every 100 ms, with traffic on: a simulated host on
 *       every port (a generated config gives each an address and a static neighbor) running a ring
 *       AllReduce at line rate. Updates/s delivered, whether every sample arrives, whether each sample is
 *       fresh (every subscriber's successive in-octets of a port differ), and the agent's CPU.
 *       The agent runs as a process of its own here, so its CPU (GC and JIT included) is measured apart
 *       from the clients'; its simulator thread (the stand-in for the ASIC, which costs a real switch's
 *       CPU nothing) is measured apart too. At line rate on every port the simulator may not keep up with
 *       the wall clock (it then runs slower; nothing is dropped): its speed, as the agent logs it every
 *       second, is printed with the row, so the row says how much simulated traffic each wall-clock
 *       sample covered;</li>
 *   <li>ON_CHANGE latency from flipping a port's link on the virtual ASIC to the client holding
 *       the oper-status update (agent in this process, to reach the ASIC);</li>
 *   <li>Get of the whole {@code /interfaces} tree, and a one-leaf Set end to end (validated,
 *       programmed, persisted, answered);</li>
 *   <li>the AFT of N routes (over ECMP groups, as {@code bench routes} programs them) to a fresh
 *       ON_CHANGE subscriber from cold: time to sync_response, entries/s, and the heap the agent keeps
 *       for the subscription (see {@link AftSync}).</li>
 * </ul>
 */
public final class GnmiBench {

    static final double TARGET_CPU_CORES = 1.0;
    static final double TARGET_ON_CHANGE_P99_MS = 5;
    static final double TARGET_GET_MS = 50;
    private static final String USER = "bench";
    private static final String PASSWORD = "bench-secret";
    private static final Duration SAMPLE = Duration.ofMillis(100);
    private static final List<String> COUNTERS = List.of("/interfaces/interface/state/counters",
            "/interfaces/interface/ethernet/state/counters", "/interfaces/interface/ethernet/pfc");

    private final String platform;
    private final int subscribers;
    private final Duration sampleFor;
    private final int flips;
    private final int requests;
    private final java.util.Optional<RouteLoad> aftRoutes;

    /** @param aftRoutes the routes of the AFT row; empty leaves the row out */
    public GnmiBench(String platform, int subscribers, Duration sampleFor, int flips, int requests,
                     java.util.Optional<RouteLoad> aftRoutes) {
        this.platform = platform;
        this.subscribers = subscribers;
        this.sampleFor = sampleFor;
        this.flips = flips;
        this.requests = requests;
        this.aftRoutes = aftRoutes;
    }

    /** The measured figures of one run; {@code aft} empty when its row was left out. */
    public record Result(int ports, int subscribers, double updatesPerSecond, double samplesPerSecond,
                         double agentCores, double simulatorCores, long octetsMoved, long slowEnded,
                         long samplesCompared, long staleSamples, List<Double> simulatorSpeeds, double loadAverage,
                         double onChangeP50Ms,
                         double onChangeP99Ms, double getP50Ms, double getP99Ms, double setP50Ms, double setP99Ms,
                         java.util.Optional<AftSync.Result> aft) {

        /** Samples per second if every subscriber got every sample. */
        public double expectedSamplesPerSecond() {
            return subscribers * (1000.0 / SAMPLE.toMillis());
        }
    }

    private record Sampling(double updatesPerSecond, double samplesPerSecond, double agentCores, double simulatorCores,
                            long slowEnded, long octetsMoved, long samplesCompared, long staleSamples,
                            List<Double> simulatorSpeeds, double loadAverage) {
    }

    /** Share of line rate each simulated host sends at: line rate, as the issue asks (lab run's default). */
    static final double TRAFFIC_LOAD = 1.0;

    public Result run() {
        var clientLoop = new MultiThreadIoEventLoopGroup(2, Thread.ofPlatform().name("bench-client-io-", 0).factory(),
                NioIoHandler.newFactory());
        ExecutorService clientWork = Executors.newFixedThreadPool(2, Thread.ofPlatform().name("bench-client-", 0).factory());
        try {
            Sampling sampling = sample(stateWithUser(), clientLoop, clientWork);
            var aft = aftRoutes.map(load -> new AftSync(load).run(clientLoop, clientWork));
            var state = stateWithUser();
            var options = AgentOptions.virtual(platform, state)
                    .withGnmi(GnmiOptions.defaults().withAddress(new InetSocketAddress("127.0.0.1", 0)));
            try (var agent = NosAgent.start(options);
                 var client = client(new InetSocketAddress("127.0.0.1", agent.gnmi().orElseThrow().port()), state,
                         clientLoop, clientWork)) {
                enableEveryPort(agent, client);
                double[] onChange;
                var samplers = new ArrayList<GnmiClient>();
                try {
                    // ON_CHANGE is timed while the SAMPLE subscribers run, as the issue asks
                    startSamplers(new InetSocketAddress("127.0.0.1", agent.gnmi().orElseThrow().port()), state, clientLoop,
                            clientWork, sampleList(), new AtomicLong(), samplers, Optional.empty());
                    onChange = onChange(agent, client);
                } finally {
                    samplers.forEach(GnmiClient::close);
                }
                double[] get = get(client);
                double[] set = set(client);
                return new Result(agent.switchHandle().portsByName().size(), subscribers, sampling.updatesPerSecond(),
                        sampling.samplesPerSecond(), sampling.agentCores(), sampling.simulatorCores(), sampling.octetsMoved(),
                        sampling.slowEnded(), sampling.samplesCompared(), sampling.staleSamples(), sampling.simulatorSpeeds(),
                        sampling.loadAverage(),
                        percentile(onChange, 50),
                        percentile(onChange, 99), percentile(get, 50), percentile(get, 99), percentile(set, 50),
                        percentile(set, 99), aft);
            }
        } finally {
            clientWork.shutdownNow();
            clientLoop.shutdownGracefully(0, 1, TimeUnit.SECONDS);
        }
    }

    /**
     * A startup config giving every port of the platform an address and its peer a static neighbor, so
     * the agent cables a simulated host to each: port i is 10.200.i.0/31, its host 10.200.i.1.
     */
    private java.nio.file.Path hostOnEveryPort(java.nio.file.Path state) {
        var ports = new io.nosagent.sai.platform.PlatformLoader().load(platform).ports();
        var intent = io.nosagent.config.intent.SwitchIntent.named(platform);
        for (int i = 0; i < ports.size(); i++) {
            intent = intent.withInterface(io.nosagent.config.intent.InterfaceIntent.named(ports.get(i).name())
                    .withAddress(io.nosagent.config.intent.InterfaceAddress.parse("10.200." + i + ".0/31"))
                    .withNeighbor(io.nosagent.config.intent.StaticNeighbor.of("10.200." + i + ".1",
                            String.format("02:00:00:c8:%02x:01", i))));
        }
        java.nio.file.Path file = state.resolve("hosts-on-every-port.json");
        try {
            Files.writeString(file, new io.nosagent.config.codec.IntentCodec().print(intent));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return file;
    }

    /** The first port's in-octets, read by Get: the traffic moving the counters. */
    private static long octets(GnmiClient client) {
        var r = client.get(GetRequest.newBuilder().setEncoding(Encoding.JSON_IETF)
                .addPath(path("/interfaces/interface[name=*]/state/counters/in-octets")).build());
        long sum = 0;
        for (var n : r.getNotificationList()) {
            for (var u : n.getUpdateList()) {
                String v = u.getVal().getJsonIetfVal().toStringUtf8().replaceAll("[^0-9]", "");
                sum += v.isEmpty() ? 0 : Long.parseLong(v);
            }
        }
        return sum;
    }

    /** A fresh state directory holding the benchmark's user. */
    static java.nio.file.Path stateWithUser() {
        try {
            var state = Files.createTempDirectory("nos-agent-bench-gnmi");
            new UserStore(state.resolve("users.json")).put(new User(USER, Role.READ_WRITE,
                    Optional.of(PasswordHash.of(PASSWORD.toCharArray(), 10_000))));
            return state;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A TLS client on the benchmark's own threads, trusting the agent's self-signed certificate. */
    static GnmiClient client(InetSocketAddress agent, java.nio.file.Path state, MultiThreadIoEventLoopGroup loop,
                                     ExecutorService work) {
        var options = GnmiClient.Options.tls(agent.getHostString() + ":" + agent.getPort(),
                ServerCertificate.selfSignedCertificate(state), USER, PASSWORD);
        return GnmiClient.connect(options, b -> b.eventLoopGroup(loop).channelType(NioSocketChannel.class).executor(work));
    }

    /**
     * N subscribers sample every counter every 100 ms from an agent process; its CPU over the window.
     * The subscribers count updates in the raw bytes instead of building messages, so the machine's
     * CPU goes to the agent rather than to the benchmark's own decoding.
     */
    private Sampling sample(java.nio.file.Path state, MultiThreadIoEventLoopGroup loop, ExecutorService work) {
        var updates = new AtomicLong();
        var list = sampleList();
        java.nio.file.Path config = hostOnEveryPort(state);
        try (var agent = new AgentProcess(state, List.of("--platform", platform, "--config", config.toString(),
                "--traffic", "allreduce", "--traffic-load", Double.toString(TRAFFIC_LOAD),
                "--stats-interval", SAMPLE.toMillis() + "ms", "--log-simulation-speed", "1s"))) {
            var clients = new ArrayList<GnmiClient>();
            var fresh = new ArrayList<FreshSamples>();
            try {
                startSamplers(new InetSocketAddress("127.0.0.1", agent.port()), state, loop, work, list, updates, clients, Optional.of(fresh));
                long perSample = updatesInOneSample(clients.getFirst(), list);
                Thread.sleep(3_000); // warm up: first samples, JIT
                Duration cpu0 = agent.cpu();
                Duration sim0 = agent.threadCpu(RealTimeRunner.THREAD_NAME);
                long octets0 = octets(clients.getFirst());
                long u0 = updates.get();
                long compared0 = fresh.stream().mapToLong(FreshSamples::compared).sum();
                long stale0 = fresh.stream().mapToLong(FreshSamples::stale).sum();
                long t0 = System.nanoTime();
                Thread.sleep(sampleFor.toMillis());
                long wall = System.nanoTime() - t0;
                double cores = agent.cpu().minus(cpu0).toNanos() / (double) wall;
                double sim = agent.threadCpu(RealTimeRunner.THREAD_NAME).minus(sim0).toNanos() / (double) wall;
                double perSecond = (updates.get() - u0) / (wall / 1e9);
                long compared = fresh.stream().mapToLong(FreshSamples::compared).sum() - compared0;
                long stale = fresh.stream().mapToLong(FreshSamples::stale).sum() - stale0;
                var speeds = agent.simulationSpeeds(t0, t0 + wall);
                return new Sampling(perSecond, perSecond / perSample, cores, sim, slowEnded(clients.getFirst()),
                        octets(clients.getFirst()) - octets0, compared, stale, speeds,
                        java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            } finally {
                clients.forEach(GnmiClient::close);
            }
        }
    }

    /**
     * The SAMPLE subscribers, one client each, counting updates and, with {@code fresh} given, checking
     * freshness as they arrive (that check builds strings: left out where the agent shares this JVM).
     */
    private void startSamplers(InetSocketAddress address, java.nio.file.Path state, MultiThreadIoEventLoopGroup loop,
                               ExecutorService work, SubscriptionList.Builder list, AtomicLong updates,
                               List<GnmiClient> clients, Optional<List<FreshSamples>> fresh) {
        for (int i = 0; i < subscribers; i++) {
            GnmiClient c = client(address, state, loop, work);
            clients.add(c);
            Optional<FreshSamples> check = fresh.map(all -> {
                var one = new FreshSamples();
                all.add(one);
                return one;
            });
            ClientCall<SubscribeRequest, byte[]> call = c.channel().newCall(RAW_SUBSCRIBE, CallOptions.DEFAULT);
            call.start(new ClientCall.Listener<>() {
                @Override
                public void onMessage(byte[] message) {
                    updates.addAndGet(countUpdates(message));
                    check.ifPresent(c -> c.accept(message));
                }
            }, new Metadata());
            call.request(Integer.MAX_VALUE);
            call.sendMessage(SubscribeRequest.newBuilder().setSubscribe(list).build());
        }
    }

    /** SAMPLE of every counter every 100 ms. */
    private static SubscriptionList.Builder sampleList() {
        var list = SubscriptionList.newBuilder().setMode(SubscriptionList.Mode.STREAM).setEncoding(Encoding.JSON_IETF);
        COUNTERS.forEach(p -> list.addSubscription(Subscription.newBuilder().setPath(path(p))
                .setMode(SubscriptionMode.SAMPLE).setSampleInterval(SAMPLE.toNanos())));
        return list;
    }

    /** Subscribe with requests as messages and responses as raw bytes. */
    private static final MethodDescriptor<SubscribeRequest, byte[]> RAW_SUBSCRIBE = gNMIGrpc.getSubscribeMethod()
            .toBuilder(ProtoUtils.marshaller(SubscribeRequest.getDefaultInstance()), io.nosagent.agent.gnmi.rpc.WireFormat.BYTES).build();

    /** Updates in a serialized SubscribeResponse, counted by skipping through its fields. */
    static int countUpdates(byte[] response) {
        try {
            var in = CodedInputStream.newInstance(response);
            int count = 0;
            while (!in.isAtEnd()) {
                int tag = in.readTag();
                if (WireFormat.getTagFieldNumber(tag) != SubscribeResponse.UPDATE_FIELD_NUMBER) {
                    in.skipField(tag);
                    continue;
                }
                int limit = in.pushLimit(in.readRawVarint32());
                while (!in.isAtEnd()) {
                    int inner = in.readTag();
                    if (WireFormat.getTagFieldNumber(inner) == Notification.UPDATE_FIELD_NUMBER) {
                        count++;
                    }
                    in.skipField(inner);
                }
                in.popLimit(limit);
            }
            return count;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The updates one full sample of the list holds (a ONCE subscription of the same paths). */
    private static long updatesInOneSample(GnmiClient client, SubscriptionList.Builder list) throws InterruptedException {
        var count = new AtomicLong();
        var done = new CountDownLatch(1);
        client.async().subscribe(new StreamObserver<>() {
            @Override
            public void onNext(SubscribeResponse r) {
                count.addAndGet(r.getUpdate().getUpdateCount());
            }

            @Override
            public void onError(Throwable t) {
                done.countDown();
            }

            @Override
            public void onCompleted() {
                done.countDown();
            }
        }).onNext(SubscribeRequest.newBuilder().setSubscribe(list.clone().setMode(SubscriptionList.Mode.ONCE)).build());
        if (!done.await(30, TimeUnit.SECONDS) || count.get() == 0) {
            throw new IllegalStateException("no full sample from the agent");
        }
        return count.get();
    }

    /** How many streams the agent ended for reading too slowly (its own telemetry). */
    private static long slowEnded(GnmiClient client) {
        var r = client.get(GetRequest.newBuilder().setEncoding(Encoding.JSON_IETF)
                .addPath(path("/agent/telemetry/state/slow-subscribers-ended").toBuilder().setOrigin("nosagent")).build());
        return Long.parseLong(r.getNotification(0).getUpdate(0).getVal().getJsonIetfVal().toStringUtf8().replace("\"", ""));
    }

    /** Every port configured and enabled, so links come up and their flips are seen. */
    private static void enableEveryPort(NosAgent agent, GnmiClient client) {
        var body = new StringBuilder("{\"interface\": [");
        String sep = "";
        for (String name : agent.switchHandle().portsByName().keySet()) {
            body.append(sep).append("{\"name\": \"").append(name).append("\", \"config\": {\"name\": \"").append(name)
                    .append("\", \"type\": \"iana-if-type:ethernetCsmacd\", \"enabled\": true}}");
            sep = ", ";
        }
        body.append("]}");
        client.set(SetRequest.newBuilder().addUpdate(Update.newBuilder().setPath(path("/interfaces"))
                .setVal(TypedValue.newBuilder().setJsonIetfVal(ByteString.copyFromUtf8(body.toString())))).build());
    }

    /** Flips ports' links on the ASIC; latency until the client holds the oper-status update. */
    private double[] onChange(NosAgent agent, GnmiClient client) {
        var asic = (VirtualAsic) agent.sai();
        var arrivals = new LinkedBlockingQueue<Long>();
        var synced = new CountDownLatch(1);
        var list = SubscriptionList.newBuilder().setMode(SubscriptionList.Mode.STREAM).setEncoding(Encoding.JSON_IETF)
                .addSubscription(Subscription.newBuilder().setPath(path("/interfaces/interface/state/oper-status"))
                        .setMode(SubscriptionMode.ON_CHANGE));
        var stream = client.async().subscribe(new StreamObserver<>() {
            @Override
            public void onNext(SubscribeResponse r) {
                if (r.getSyncResponse()) {
                    synced.countDown();
                } else if (synced.getCount() == 0) {
                    arrivals.add(System.nanoTime());
                }
            }

            @Override
            public void onError(Throwable t) {
            }

            @Override
            public void onCompleted() {
            }
        });
        stream.onNext(SubscribeRequest.newBuilder().setSubscribe(list).build());
        long[] ports = agent.switchHandle().portsByName().values().stream().mapToLong(Long::longValue).toArray();
        var latencies = new double[flips];
        int warmUp = 20;
        try {
            if (!synced.await(30, TimeUnit.SECONDS)) {
                throw new IllegalStateException("no sync_response from the agent");
            }
            for (int i = 0; i < flips + warmUp; i++) {
                long port = ports[i % ports.length];
                long start = System.nanoTime();
                asic.setLinkPresent(port, !asic.isLinkPresent(port));
                Long at = arrivals.poll(10, TimeUnit.SECONDS);
                if (at == null) {
                    throw new IllegalStateException("no ON_CHANGE update within 10 s of a link flip");
                }
                if (i >= warmUp) {
                    latencies[i - warmUp] = (at - start) / 1e6;
                }
            }
            return latencies;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } finally {
            stream.onCompleted();
        }
    }

    private double[] get(GnmiClient client) {
        var request = GetRequest.newBuilder().setEncoding(Encoding.JSON_IETF).addPath(path("/interfaces")).build();
        for (int i = 0; i < 20; i++) {
            client.get(request);
        }
        var times = new double[requests];
        for (int i = 0; i < requests; i++) {
            long start = System.nanoTime();
            client.get(request);
            times[i] = (System.nanoTime() - start) / 1e6;
        }
        return times;
    }

    private double[] set(GnmiClient client) {
        var times = new double[requests];
        for (int i = -10; i < requests; i++) {
            var request = SetRequest.newBuilder().addUpdate(Update.newBuilder()
                    .setPath(path("/interfaces/interface[name=eth1/1/1]/config/mtu"))
                    .setVal(TypedValue.newBuilder().setUintVal(i % 2 == 0 ? 9000 : 9100))).build();
            long start = System.nanoTime();
            client.set(request);
            if (i >= 0) {
                times[i] = (System.nanoTime() - start) / 1e6;
            }
        }
        return times;
    }

    public void print(Result r, PrintStream out) {
        out.printf("gNMI on %s (%d ports), TLS; %d subscribers sampling every counter every %d ms, counters polled every %d ms;%n"
                        + "traffic on: a simulated host on every port, ring AllReduce at %.0f %% of line rate (in-octets of all ports moved"
                        + " by %,d bytes while sampling);%n"
                        + "simulator (the ASIC's stand-in, its own thread): %s;%n"
                        + "load average while sampling: %.2f (%d cores)%n%n", platform, r.ports(), r.subscribers(), SAMPLE.toMillis(),
                SAMPLE.toMillis(), TRAFFIC_LOAD * 100, r.octetsMoved(), simulatorPace(r),
                r.loadAverage(), Runtime.getRuntime().availableProcessors());
        double wanted = r.expectedSamplesPerSecond() * 0.95;
        var table = new TextTable().left("metric").right("measured").right("target").left("verdict")
                .row("SAMPLE updates/s delivered", String.format("%,.0f", r.updatesPerSecond()), "", "")
                .row("  samples/s delivered (all subscribers)", String.format("%.1f", r.samplesPerSecond()),
                        String.format(">= %.1f (sustained)", wanted), r.samplesPerSecond() >= wanted ? "met" : "MISSED")
                .row("  agent process CPU, simulator included", String.format("%.2f cores", r.agentCores()), "", "")
                .row("  of which the simulator thread (the ASIC)", String.format("%.2f cores", r.simulatorCores()), "", "")
                .row("  agent CPU without the simulator", String.format("%.2f cores", r.agentCores() - r.simulatorCores()),
                        String.format("< %.0f core", TARGET_CPU_CORES),
                        r.agentCores() - r.simulatorCores() < TARGET_CPU_CORES ? "met" : "MISSED")
                .row("  stale samples (in-octets of a port as in the subscriber's previous sample)",
                        String.format("%,d of %,d", r.staleSamples(), r.samplesCompared()), "0",
                        r.samplesCompared() > 0 && r.staleSamples() == 0 ? "met" : "MISSED")
                .row("  streams ended as too slow", r.slowEnded(), "0", r.slowEnded() == 0 ? "met" : "MISSED")
                .row(String.format("ON_CHANGE link flip -> client (%d SAMPLE subscribers on), p50", r.subscribers()),
                        ms(r.onChangeP50Ms()), "", "")
                .row(String.format("ON_CHANGE link flip -> client (%d SAMPLE subscribers on), p99", r.subscribers()),
                        ms(r.onChangeP99Ms()), "<= " + ms(TARGET_ON_CHANGE_P99_MS),
                        r.onChangeP99Ms() <= TARGET_ON_CHANGE_P99_MS ? "met" : "MISSED")
                .row("Get /interfaces p50", ms(r.getP50Ms()), "", "")
                .row("Get /interfaces p99", ms(r.getP99Ms()), "<= " + ms(TARGET_GET_MS),
                        r.getP99Ms() <= TARGET_GET_MS ? "met" : "MISSED")
                .row("one-leaf Set (programmed + persisted) p50", ms(r.setP50Ms()), "", "")
                .row("one-leaf Set (programmed + persisted) p99", ms(r.setP99Ms()), "", "");
        r.aft().ifPresent(a -> aftRows(a, table));
        table.print(out);
    }

    private void aftRows(AftSync.Result a, TextTable table) {
        RouteLoad load = aftRoutes.orElseThrow();
        table.row(String.format("AFT of %,d routes (%,d ECMP groups of %d, %s), ON_CHANGE from cold:", load.routes(),
                        load.groups(), load.members(), load.platform().name()), "", "", "")
                .row("  time to the first entry", String.format("%.2f s", a.firstEntrySeconds()),
                        "(the whole AFT is evaluated and encoded before the first goes out)", "")
                .row("  time to sync_response", String.format("%.2f s", a.seconds()), "", "")
                .row("  AFT entries/s to the subscriber", String.format("%,.0f", a.entriesPerSecond()),
                        String.format("(%,d entry notifications, %,d updates, %s)", a.entries(), a.updates(),
                                HeapMeter.mib(a.bytes())), "")
                .row("  AFT entries received", String.format("%,d", a.entries()),
                        String.format(">= %,d (every route)", load.routes()), a.entries() >= load.routes() ? "met" : "MISSED")
                .row("  agent heap with the routes, before subscribing", HeapMeter.mib(a.heapBefore()), "", "")
                .row("  agent heap after sync_response (subscribed)", HeapMeter.mib(a.heapAfterSync()),
                        String.format("(%+.1f MB for the subscription)", (a.heapAfterSync() - a.heapBefore()) / (1024.0 * 1024.0)), "");
    }

    /**
     * The agent's simulator's pace while sampling: below 1x real time, each 100 ms wall-clock sample covers
     * less simulated traffic (line rate in simulated time, not on the wall clock).
     */
    private static String simulatorPace(Result r) {
        var speeds = r.simulatorSpeeds().stream().mapToDouble(Double::doubleValue).summaryStatistics();
        if (speeds.getCount() == 0) {
            return String.format("speed not logged while sampling, %.2f cores", r.simulatorCores());
        }
        return String.format("%.3fx real time (mean of %d per-second figures, %.3f .. %.3f), %.2f cores: each %d ms sample covers"
                        + " ~%.1f ms of simulated line-rate traffic", speeds.getAverage(), speeds.getCount(), speeds.getMin(),
                speeds.getMax(), r.simulatorCores(), SAMPLE.toMillis(), speeds.getAverage() * SAMPLE.toMillis());
    }

    private static String ms(double v) {
        return String.format("%.2f ms", v);
    }

    static double percentile(double[] values, int p) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int i = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
    }

    private static Path path(String text) {
        var b = Path.newBuilder();
        ConfigPath.parse(text).elems().forEach(e -> b.addElem(PathElem.newBuilder().setName(e.name()).putAllKey(e.keys())));
        return b.build();
    }
}
