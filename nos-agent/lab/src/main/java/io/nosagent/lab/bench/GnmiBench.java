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
 *       fresh (it carries a read the subscriber's previous sample did not: a new timestamp, which is the
 *       read's time) and the read's age at arrival, and the agent's CPU. Whether in-octets moved between
 *       samples is printed apart: it depends on the simulator's pace, not on the agent.
 *       The agent runs as a process of its own here, so its CPU (GC and JIT included) is measured apart
 *       from the clients'; its simulator thread (the stand-in for the ASIC, which costs a real switch's
 *       CPU nothing) is measured apart too. At line rate on every port the simulator may not keep up with
 *       the wall clock (it then runs slower; nothing is dropped): its speed, as the agent logs it every
 *       second, is printed with the row, so the row says how much simulated traffic each wall-clock
 *       sample covered;</li>
 *   <li>ON_CHANGE latency of link flips made through the simulator's fault path while those subscribers
 *       run, from the agent's receipt of the ASIC's port-state notification (the interface's last-change)
 *       to the client holding the update, and from the fault's Set; that client has threads of its own
 *       (a collector apart from the SAMPLE subscribers');</li>
 *   <li>Get of the whole {@code /interfaces} tree, and a one-leaf Set end to end (validated,
 *       programmed, persisted, answered), on the same agent with the traffic on;</li>
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
    public record Result(int ports, int subscribers, Sampling sampling, OnChange onChange, double getP50Ms, double getP99Ms,
                         double setP50Ms, double setP99Ms, java.util.Optional<AftSync.Result> aft) {

        /** Samples per second if every subscriber got every sample. */
        public double expectedSamplesPerSecond() {
            return subscribers * (1000.0 / SAMPLE.toMillis());
        }
    }

    /**
     * The SAMPLE window: delivery, the agent's CPU, the reads' freshness (by timestamp) and age, whether the
     * counters moved, and the load: the simulator's pace and the hosts' offered load in simulated time.
     *
     * @param staleSamples  samples of a port carrying the same read (timestamp) as that subscriber's previous one
     * @param unchanged     samples whose in-octets equalled the previous one (a new read or not)
     * @param offeredShare  in-octets of all ports per simulated second over the ports' line rate
     */
    public record Sampling(double updatesPerSecond, double samplesPerSecond, double agentCores, double simulatorCores,
                           long slowEnded, long octetsMoved, long samplesCompared, long staleSamples, long unchanged,
                           double readAgeP50Ms, double readAgeP99Ms, double readAgeMaxMs,
                           List<Double> simulatorSpeeds, double offeredShare, double loadAverage) {
    }

    /**
     * ON_CHANGE of link flips made through the simulator's fault path while the SAMPLE subscribers run:
     * from the agent's receipt of the ASIC's port-state notification (the interface's last-change) to the
     * client holding the update, and from the client's Set of the fault to it (the Set RPC and the
     * simulator taking the fault up included).
     */
    public record OnChange(int flips, double p50Ms, double p99Ms, double maxMs, double fromSetP50Ms, double fromSetP99Ms,
                           double agentCores, List<Double> simulatorSpeeds, double loadAverage) {
    }

    /** Share of line rate each simulated host sends at: line rate, as the issue asks (lab run's default). */
    static final double TRAFFIC_LOAD = 1.0;

    public Result run() {
        var clientLoop = new MultiThreadIoEventLoopGroup(2, Thread.ofPlatform().name("bench-client-io-", 0).factory(),
                NioIoHandler.newFactory());
        ExecutorService clientWork = Executors.newFixedThreadPool(2, Thread.ofPlatform().name("bench-client-", 0).factory());
        // The ON_CHANGE watcher (and the Sets that flip the links) on a thread of its own, as a collector apart
        // from the SAMPLE collectors: on theirs, a flip's update was read, decrypted and handed over behind
        // the samples of ten streams (~5 MB/s), and that queue was counted as the agent's latency.
        // It runs real-time where the host allows (as root): a collector apart has cores of its own, here it
        // shares the agent's two with the SAMPLE collectors' decoding (~1 core), and a flip's update waited for
        // a core on the client's side too, which was counted as the agent's latency.
        var controlLoop = new MultiThreadIoEventLoopGroup(1, raised(Thread.ofPlatform().name("bench-control-io-", 0).factory()),
                NioIoHandler.newFactory());
        // This JVM's collections stop the ON_CHANGE client too, and a young pause of the SAMPLE clients' garbage
        // (~300 MB/s) was counted as the agent's latency: its pause threads are raised as the agent raises its own.
        try (var pauses = new io.nosagent.agent.PauseThreads(io.nosagent.sai.time.CpuPriority.ofThisHost())) {
            var state = stateWithUser();
            java.nio.file.Path config = hostOnEveryPort(state);
            var ports = new io.nosagent.sai.platform.PlatformLoader().load(platform).ports();
            Sampling sampling;
            OnChange onChange;
            double[] get;
            double[] set;
            // The agent in a process of its own: its CPU and GC apart from the clients' (and theirs out of its latencies).
            try (var agent = new AgentProcess(state, List.of("--platform", platform, "--config", config.toString(),
                    "--traffic", "allreduce", "--traffic-load", Double.toString(TRAFFIC_LOAD),
                    "--stats-interval", SAMPLE.toMillis() + "ms", "--log-simulation-speed", "1s"))) {
                var address = new InetSocketAddress("127.0.0.1", agent.port());
                var samplers = new ArrayList<GnmiClient>();
                // Its responses are handled on its event loop (a direct executor): a hop to another thread was one
                // more wake-up between the agent's write and the update's arrival, timed as the agent's latency.
                try (var control = client(address, state, controlLoop, Runnable::run)) {
                    try {
                        var updates = new AtomicLong();
                        var fresh = new ArrayList<FreshSamples>();
                        startSamplers(address, state, clientLoop, clientWork, sampleList(), updates, samplers, fresh);
                        sampling = sample(agent, control, updates, fresh, ports);
                        // ON_CHANGE is timed while the SAMPLE subscribers run, as the issue asks
                        onChange = onChange(agent, control, ports.stream().map(io.nosagent.sai.platform.Platform.PortSpec::name).toList());
                    } finally {
                        samplers.forEach(GnmiClient::close);
                    }
                    get = get(control);
                    set = set(control);
                }
            }
            var aft = aftRoutes.map(load -> new AftSync(load).run(clientLoop, clientWork));
            return new Result(ports.size(), subscribers, sampling, onChange, percentile(get, 50), percentile(get, 99),
                    percentile(set, 50), percentile(set, 99), aft);
        } finally {
            clientWork.shutdownNow();
            clientLoop.shutdownGracefully(0, 1, TimeUnit.SECONDS);
            controlLoop.shutdownGracefully(0, 1, TimeUnit.SECONDS);
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
                    java.util.Optional.of(PasswordHash.of(PASSWORD.toCharArray(), 10_000))));
            return state;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A TLS client on the benchmark's own threads, trusting the agent's self-signed certificate. */
    static GnmiClient client(InetSocketAddress agent, java.nio.file.Path state, MultiThreadIoEventLoopGroup loop,
                                     java.util.concurrent.Executor work) {
        var options = GnmiClient.Options.tls(agent.getHostString() + ":" + agent.getPort(),
                ServerCertificate.selfSignedCertificate(state), USER, PASSWORD);
        return GnmiClient.connect(options, b -> b.eventLoopGroup(loop).channelType(NioSocketChannel.class).executor(work));
    }

    /**
     * The subscribers' samples over the window, the agent's CPU over it, the reads' freshness and age,
     * and the load: the simulator's pace, and the hosts' offered load (in-octets of every port per
     * simulated second, against the ports' line rate).
     */
    private Sampling sample(AgentProcess agent, GnmiClient control, AtomicLong updates, List<FreshSamples> fresh,
                            List<io.nosagent.sai.platform.Platform.PortSpec> ports) {
        try {
            long perSample = updatesInOneSample(control, sampleList());
            Thread.sleep(3_000); // warm up: first samples, JIT
            Duration cpu0 = agent.cpu();
            Duration sim0 = agent.threadCpu(RealTimeRunner.THREAD_NAME);
            long octets0 = octets(control);
            long u0 = updates.get();
            long compared0 = fresh.stream().mapToLong(FreshSamples::compared).sum();
            long stale0 = fresh.stream().mapToLong(FreshSamples::stale).sum();
            long unchanged0 = fresh.stream().mapToLong(FreshSamples::unchanged).sum();
            int[] ages0 = fresh.stream().mapToInt(f -> f.ages().size()).toArray();
            long t0 = System.nanoTime();
            Thread.sleep(sampleFor.toMillis());
            long wall = System.nanoTime() - t0;
            double cores = agent.cpu().minus(cpu0).toNanos() / (double) wall;
            double sim = agent.threadCpu(RealTimeRunner.THREAD_NAME).minus(sim0).toNanos() / (double) wall;
            double load = java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
            double perSecond = (updates.get() - u0) / (wall / 1e9);
            long compared = fresh.stream().mapToLong(FreshSamples::compared).sum() - compared0;
            long stale = fresh.stream().mapToLong(FreshSamples::stale).sum() - stale0;
            long unchanged = fresh.stream().mapToLong(FreshSamples::unchanged).sum() - unchanged0;
            var ages = new ArrayList<Double>();
            for (int i = 0; i < fresh.size(); i++) {
                var all = fresh.get(i).ages();
                ages.addAll(all.subList(Math.min(ages0[i], all.size()), all.size()));
            }
            double[] age = ages.stream().mapToDouble(Double::doubleValue).toArray();
            long octets = octets(control) - octets0;
            var speeds = agent.simulationSpeeds(t0, t0 + wall);
            double simulatedSeconds = speeds.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN) * wall / 1e9;
            double lineRateBytesPerSecond = ports.stream().mapToLong(io.nosagent.sai.platform.Platform.PortSpec::speedMbps).sum() * 1e6 / 8;
            return new Sampling(perSecond, perSecond / perSample, cores, sim, slowEnded(control), octets, compared, stale, unchanged,
                    age.length == 0 ? Double.NaN : percentile(age, 50), age.length == 0 ? Double.NaN : percentile(age, 99),
                    Arrays.stream(age).max().orElse(Double.NaN), speeds, octets / simulatedSeconds / lineRateBytesPerSecond, load);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * The SAMPLE subscribers, one client each, counting updates and checking the reads' freshness and age
     * as they arrive.
     */
    private void startSamplers(InetSocketAddress address, java.nio.file.Path state, MultiThreadIoEventLoopGroup loop,
                               ExecutorService work, SubscriptionList.Builder list, AtomicLong updates,
                               List<GnmiClient> clients, List<FreshSamples> fresh) {
        for (int i = 0; i < subscribers; i++) {
            GnmiClient c = client(address, state, loop, work);
            clients.add(c);
            var check = new FreshSamples();
            fresh.add(check);
            ClientCall<SubscribeRequest, byte[]> call = c.channel().newCall(RAW_SUBSCRIBE, CallOptions.DEFAULT);
            call.start(new ClientCall.Listener<>() {
                @Override
                public void onMessage(byte[] message) {
                    long arrived = epochNanos();
                    updates.addAndGet(countUpdates(message));
                    check.accept(message, arrived);
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

    /** Threads of {@code threads}, real-time where the host allows (else nice -20, else unchanged). */
    private static java.util.concurrent.ThreadFactory raised(java.util.concurrent.ThreadFactory threads) {
        var cpu = io.nosagent.sai.time.CpuPriority.ofThisHost();
        return work -> threads.newThread(() -> {
            cpu.realTime(cpu.currentThreadId(), "the benchmark's ON_CHANGE client");
            work.run();
        });
    }

    /** A port's ON_CHANGE update as the client got it: the leaf, its value and when it arrived (ns since the epoch). */
    private record Arrival(String port, String leaf, String value, long arrivedAt) {
    }

    /**
     * Cuts and plugs back each port's cable in turn through the simulator's fault path (gNMI Set of
     * {@code /sim/interfaces/interface/config/link-up}: one port down at a time, so the traffic keeps
     * flowing on the others), timing each flip until the client holds both the port's oper-status and its
     * last-change: from last-change (when the agent got the ASIC's port-state notification) and from the Set.
     */
    private OnChange onChange(AgentProcess agent, GnmiClient client, List<String> ports) {
        var arrivals = new LinkedBlockingQueue<Arrival>();
        var synced = new CountDownLatch(1);
        var list = SubscriptionList.newBuilder().setMode(SubscriptionList.Mode.STREAM).setEncoding(Encoding.JSON_IETF)
                .addSubscription(Subscription.newBuilder().setPath(path("/interfaces/interface/state/oper-status"))
                        .setMode(SubscriptionMode.ON_CHANGE))
                .addSubscription(Subscription.newBuilder().setPath(path("/interfaces/interface/state/last-change"))
                        .setMode(SubscriptionMode.ON_CHANGE));
        var stream = client.async().subscribe(new StreamObserver<>() {
            @Override
            public void onNext(SubscribeResponse r) {
                long arrived = epochNanos();
                if (r.getSyncResponse()) {
                    synced.countDown();
                    return;
                }
                if (synced.getCount() != 0) {
                    return;
                }
                for (Update u : r.getUpdate().getUpdateList()) {
                    String port = "";
                    for (PathElem e : r.getUpdate().getPrefix().toBuilder().addAllElem(u.getPath().getElemList()).getElemList()) {
                        port = e.getKeyMap().getOrDefault("name", port);
                    }
                    String leaf = u.getPath().getElem(u.getPath().getElemCount() - 1).getName();
                    arrivals.add(new Arrival(port, leaf, u.getVal().getJsonIetfVal().toStringUtf8().replace("\"", ""), arrived));
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
        int warmUp = 20;
        var fromNotification = new double[flips];
        var fromSet = new double[flips];
        try {
            if (!synced.await(30, TimeUnit.SECONDS)) {
                throw new IllegalStateException("no sync_response from the agent");
            }
            Duration cpu0 = agent.cpu();
            long t0 = System.nanoTime();
            for (int i = 0; i < flips + warmUp; i++) {
                String port = ports.get((i / 2) % ports.size());
                boolean up = i % 2 == 1;
                long set = epochNanos();
                client.set(SetRequest.newBuilder().addUpdate(Update.newBuilder().setPath(linkUp(port))
                        .setVal(TypedValue.newBuilder().setJsonIetfVal(ByteString.copyFromUtf8(Boolean.toString(up))))).build());
                long lastChange = -1;
                long held = 0;
                boolean oper = false;
                while (lastChange < 0 || !oper) {
                    Arrival a = arrivals.poll(10, TimeUnit.SECONDS);
                    if (a == null) {
                        throw new IllegalStateException("no ON_CHANGE update of " + port + " within 10 s of its link flip");
                    }
                    if (!a.port().equals(port)) {
                        continue;
                    }
                    if (a.leaf().equals("last-change")) {
                        lastChange = Long.parseLong(a.value());
                    } else if (a.leaf().equals("oper-status") && a.value().equals(up ? "UP" : "DOWN")) {
                        oper = true;
                    } else {
                        continue;
                    }
                    held = Math.max(held, a.arrivedAt());
                }
                if (i >= warmUp) {
                    fromNotification[i - warmUp] = (held - lastChange) / 1e6;
                    fromSet[i - warmUp] = (held - set) / 1e6;
                }
            }
            long wall = System.nanoTime() - t0;
            return new OnChange(flips, percentile(fromNotification, 50), percentile(fromNotification, 99),
                    Arrays.stream(fromNotification).max().orElseThrow(), percentile(fromSet, 50), percentile(fromSet, 99),
                    agent.cpu().minus(cpu0).toNanos() / (double) wall, agent.simulationSpeeds(t0, t0 + wall),
                    java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } finally {
            stream.onCompleted();
        }
    }

    /** The simulator's fault switch of a port's cable, in the project's origin. */
    private static Path linkUp(String port) {
        var p = io.nosagent.config.yang.SimYang.Interfaces.Interface.Config.path(port)
                .child(io.nosagent.config.yang.SimYang.Interfaces.Interface.Config.LINK_UP);
        var b = Path.newBuilder().setOrigin("nosagent");
        p.elems().forEach(e -> b.addElem(PathElem.newBuilder().setName(e.name()).putAllKey(e.keys())));
        return b.build();
    }

    /** Now, ns since the epoch: the clock the agent stamps notifications with (same host). */
    private static long epochNanos() {
        var now = java.time.Instant.now();
        return now.getEpochSecond() * 1_000_000_000L + now.getNano();
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
        Sampling sm = r.sampling();
        OnChange oc = r.onChange();
        out.printf("gNMI on %s (%d ports), TLS; the agent in a process of its own; %d subscribers sampling every counter every"
                        + " %d ms, counters polled every %d ms;%n"
                        + "traffic on: a simulated host on every port, ring AllReduce offered at %.0f %% of line rate; measured: in-octets"
                        + " of all ports moved by %,d bytes while sampling, %s of the ports' line rate in simulated time%n"
                        + "  (the AllReduce idles between iterations);%n"
                        + "simulator (the ASIC's stand-in, its own thread): %s;%n"
                        + "load average: %.2f while sampling, %.2f after the link flips (%d cores)%n%n", platform, r.ports(),
                r.subscribers(), SAMPLE.toMillis(), SAMPLE.toMillis(), TRAFFIC_LOAD * 100, sm.octetsMoved(),
                Double.isNaN(sm.offeredShare()) ? "(simulator speed not logged)" : String.format("%.0f %%", sm.offeredShare() * 100),
                simulatorPace(sm.simulatorSpeeds(), sm.simulatorCores()), sm.loadAverage(), oc.loadAverage(),
                Runtime.getRuntime().availableProcessors());
        double wanted = r.expectedSamplesPerSecond() * 0.95;
        double interval = SAMPLE.toMillis();
        var table = new TextTable().left("metric").right("measured").right("target").left("verdict")
                .row("SAMPLE updates/s delivered", String.format("%,.0f", sm.updatesPerSecond()), "", "")
                .row("  samples/s delivered (all subscribers)", String.format("%.1f", sm.samplesPerSecond()),
                        String.format(">= %.1f (sustained)", wanted), sm.samplesPerSecond() >= wanted ? "met" : "MISSED")
                .row("  agent process CPU, simulator included", String.format("%.2f cores", sm.agentCores()), "", "")
                .row("  of which the simulator thread (the ASIC)", String.format("%.2f cores", sm.simulatorCores()), "", "")
                .row("  agent CPU without the simulator", String.format("%.2f cores", sm.agentCores() - sm.simulatorCores()),
                        String.format("< %.0f core", TARGET_CPU_CORES),
                        sm.agentCores() - sm.simulatorCores() < TARGET_CPU_CORES ? "met" : "MISSED")
                .row("  stale samples (a port's in-octets with the read of the subscriber's previous sample)",
                        String.format("%,d of %,d", sm.staleSamples(), sm.samplesCompared()), "0",
                        sm.samplesCompared() > 0 && sm.staleSamples() == 0 ? "met" : "MISSED")
                .row("  age of the read at arrival (arrival - timestamp), p50", ms(sm.readAgeP50Ms()), "", "")
                .row("  age of the read at arrival, p99", ms(sm.readAgeP99Ms()), "<= " + ms(interval),
                        sm.readAgeP99Ms() <= interval ? "met" : "MISSED")
                .row("  age of the read at arrival, max", ms(sm.readAgeMaxMs()), "", "")
                .row("  (a new read whose in-octets had not moved: the traffic's doing)",
                        String.format("%,d of %,d", sm.unchanged(), sm.samplesCompared()), "", "")
                .row("  streams ended as too slow", sm.slowEnded(), "0", sm.slowEnded() == 0 ? "met" : "MISSED")
                .row(String.format("ON_CHANGE link flip, ASIC notification -> client (%d SAMPLE subscribers on), p50", r.subscribers()),
                        ms(oc.p50Ms()), "", "")
                .row("  p99", ms(oc.p99Ms()), "<= " + ms(TARGET_ON_CHANGE_P99_MS), oc.p99Ms() <= TARGET_ON_CHANGE_P99_MS ? "met" : "MISSED")
                .row(String.format("  max (of %d flips)", oc.flips()), ms(oc.maxMs()), "", "")
                .row("  from the fault's Set (RPC and simulator included), p50", ms(oc.fromSetP50Ms()), "", "")
                .row("  from the fault's Set, p99", ms(oc.fromSetP99Ms()), "", "")
                .row("  agent process CPU while flipping", String.format("%.2f cores", oc.agentCores()), "", "")
                .row("Get /interfaces p50 (traffic on)", ms(r.getP50Ms()), "", "")
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
    private static String simulatorPace(List<Double> simulatorSpeeds, double simulatorCores) {
        var speeds = simulatorSpeeds.stream().mapToDouble(Double::doubleValue).summaryStatistics();
        if (speeds.getCount() == 0) {
            return String.format("speed not logged while sampling, %.2f cores", simulatorCores);
        }
        return String.format("%.3fx real time (mean of %d per-second figures, %.3f .. %.3f), %.2f cores: each %d ms sample covers"
                        + " ~%.1f ms of simulated line-rate traffic", speeds.getAverage(), speeds.getCount(), speeds.getMin(),
                speeds.getMax(), simulatorCores, SAMPLE.toMillis(), speeds.getAverage() * SAMPLE.toMillis());
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
