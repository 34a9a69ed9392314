package io.nosagent.lab.bench;

import com.google.protobuf.ByteString;
import io.grpc.netty.shaded.io.netty.channel.MultiThreadIoEventLoopGroup;
import io.grpc.netty.shaded.io.netty.channel.nio.NioIoHandler;
import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.agent.gnmi.GnmiOptions;
import io.nosagent.api.cli.TextTable;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnmi.proto.Path;
import io.nosagent.api.gnmi.proto.PathElem;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.TypedValue;
import io.nosagent.api.gnmi.proto.Update;

import io.nosagent.agent.update.CommitStages;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.net.InetSocketAddress;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Large route Sets through gNMI, as an operator sends them: {@code routes} IPv6 static routes in one Set
 * onto the RTSW example, then as many again into that config (cold: the agent's first large edit); those
 * are deleted again (one Set naming each route) and another as many go into the same table (warm). While
 * the cold one runs, a one-line Set from a second client is timed: it should not wait behind the large one
 * for longer than that takes to commit. The same client's first one-line Set, sent alone before, shows what
 * that Set costs by itself (the client's TLS connection, the first decode of an interface edit), apart from
 * any wait. Each large edit's stages on the update thread are shown beside it.
 */
public final class SetBench {

    /** Targets from the hardening issue: a 20k-route edit "well under a second", a one-line Set not queued behind it. */
    static final double TARGET_SECONDS = 1.0;
    static final double TARGET_ONE_LINE_SECONDS = 0.2;

    static final String STATIC = "/network-instances/network-instance[name=DEFAULT]/protocols/protocol[identifier=STATIC]"
            + "[name=STATIC]/static-routes";

    private final int routes;

    public SetBench(int routes) {
        this.routes = routes;
    }

    /**
     * Seconds per Set: the base table (not a target), the cold and warm edits, the delete between them, and
     * the one-line Set beside the cold one and that client's first one-line Set alone; the update thread's stages of the cold and warm edits; the load
     * average before and after.
     */
    public record Result(double baseSeconds, double coldSeconds, double warmSeconds, double deleteSeconds, double oneLineSeconds,
                         double oneLineAloneSeconds, Optional<CommitStages> coldStages, Optional<CommitStages> warmStages, double loadBefore, double loadAfter,
                         Cpu cpu) {
    }

    /**
     * The process's CPU seconds (agent and bench client, every thread) while each Set ran: on a loaded machine the wall
     * time of a Set is mostly waiting for a core, its CPU is what it costs. The cold one's includes the one-line Set beside it.
     */
    public record Cpu(double base, double cold, double oneLineAlone, double delete, double warm) {
    }

    public Result run() {
        var loop = new MultiThreadIoEventLoopGroup(2, Thread.ofPlatform().name("bench-client-io-", 0).factory(),
                NioIoHandler.newFactory());
        ExecutorService work = Executors.newFixedThreadPool(2, Thread.ofPlatform().name("bench-client-", 0).factory());
        var state = GnmiBench.stateWithUser();
        var options = AgentOptions.virtual("rtsw", state)
                .withGnmi(GnmiOptions.defaults().withAddress(new InetSocketAddress("127.0.0.1", 0)));
        double loadBefore = load();
        try (var agent = NosAgent.start(options)) {
            var address = new InetSocketAddress("127.0.0.1", agent.gnmi().orElseThrow().port());
            try (var big = GnmiBench.client(address, state, loop, work);
                 var small = GnmiBench.client(address, state, loop, work)) {
                // Each request is built before its clock starts: the figures are the agent's, not the bench's String.format.
                SetRequest baseRoutes = routes(0);
                SetRequest coldRoutes = routes(1);
                SetRequest coldDeletes = deletes(1);
                SetRequest warmRoutes = routes(2);
                long cpu0 = processCpu();
                double base = timed(() -> big.set(baseRoutes));
                long cpu1 = processCpu();
                double alone = timed(() -> small.set(oneLine("set alone")));
                long cpu2 = processCpu();
                CompletableFuture<Double> cold = CompletableFuture.supplyAsync(() -> timed(() -> big.set(coldRoutes)));
                Thread.sleep(50); // the large Set is on its way when the small one is sent
                double oneLine = timed(() -> small.set(oneLine("set beside a large edit")));
                double coldSeconds = cold.get(10, TimeUnit.MINUTES);
                long cpu3 = processCpu();
                // The one-line Set may commit before or after the cold one: the stages are the cold one's if it was last.
                var coldStages = agent.intent().running().filter(c -> c.note().contains("static-routes"))
                        .flatMap(c -> agent.intent().lastStages().filter(s -> s.version() == c.version()));
                double delete = timed(() -> big.set(coldDeletes));
                long cpu4 = processCpu();
                double warm = timed(() -> big.set(warmRoutes));
                long cpu5 = processCpu();
                var warmStages = agent.intent().lastStages();
                var cpu = new Cpu((cpu1 - cpu0) / 1e9, (cpu3 - cpu2) / 1e9, (cpu2 - cpu1) / 1e9, (cpu4 - cpu3) / 1e9, (cpu5 - cpu4) / 1e9);
                return new Result(base, coldSeconds, warm, delete, oneLine, alone, coldStages, warmStages, loadBefore, load(), cpu);
            }
        } catch (Exception e) {
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            throw new IllegalStateException("the Set bench failed: " + e.getMessage(), e);
        } finally {
            work.shutdownNow();
            loop.shutdownGracefully(0, 1, TimeUnit.SECONDS);
            RouteCommitBench.delete(state);
        }
    }

    private static long processCpu() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    private static double load() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    private static double timed(Runnable set) {
        long start = System.nanoTime();
        set.run();
        return (System.nanoTime() - start) / 1e9;
    }

    /**
     * Block {@code block} of the routes: /64s in 2001:db8:{0x100 + block}::/48 (clear of the example's
     * connected subnets), each over two uplinks' CTSWs, in compact
     * JSON (the key alone names each route, so 20k routes stay under gRPC's default 4 MiB message).
     */
    private SetRequest routes(int block) {
        var body = new StringBuilder(routes * 190).append("{\"static\":[");
        for (int i = 0; i < routes; i++) {
            String prefix = String.format("2001:db8:%x:%x::/64", 0x100 + block, i);
            body.append(i == 0 ? "" : ",").append("{\"prefix\":\"").append(prefix).append("\",\"next-hops\":{\"next-hop\":[").append(nextHop(0, 1 + i % 8)).append(',')
                    .append(nextHop(1, 1 + (i + 1) % 8)).append("]}}");
        }
        body.append("]}");
        return SetRequest.newBuilder().addUpdate(Update.newBuilder().setPath(path(STATIC))
                .setVal(TypedValue.newBuilder().setJsonIetfVal(ByteString.copyFromUtf8(body.toString())))).build();
    }

    /** One delete per route of block {@code block}: the table goes back to the base. */
    private SetRequest deletes(int block) {
        var request = SetRequest.newBuilder();
        for (int i = 0; i < routes; i++) {
            request.addDelete(path(STATIC + "/static[prefix=" + String.format("2001:db8:%x:%x::/64", 0x100 + block, i) + "]"));
        }
        return request.build();
    }

    /** Next hop {@code index}: uplink {@code uplink}'s CTSW, 2001:db8:1:{uplink}::1 (an IPv6 prefix needs an IPv6 next hop). */
    private static String nextHop(int index, int uplink) {
        return "{\"index\":\"" + index + "\",\"config\":{\"next-hop\":\"2001:db8:1:" + Integer.toHexString(uplink) + "::1\"}}";
    }

    private static SetRequest oneLine(String description) {
        return SetRequest.newBuilder().addUpdate(Update.newBuilder()
                .setPath(path("/interfaces/interface[name=eth1/1/1]/config/description"))
                .setVal(TypedValue.newBuilder().setStringVal(description))).build();
    }

    private static Path path(String text) {
        var p = io.nosagent.config.ConfigPath.parse(text);
        var b = Path.newBuilder();
        for (var e : p.elems()) {
            b.addElem(PathElem.newBuilder().setName(e.name()).putAllKey(e.keys()));
        }
        return b.build();
    }

    public void print(Result r, PrintStream out) {
        out.printf("gNMI Set of %,d IPv6 static routes on rtsw: onto the example config (base), into the base (cold, the "
                + "agent's first large edit), deleted again, then another %,d into the base (warm); load average %.1f before, "
                + "%.1f after (%d cores)%n%n", routes, routes, r.loadBefore(), r.loadAfter(), Runtime.getRuntime().availableProcessors());
        new TextTable().left("Set").right("measured").right("target").left("verdict").right("process CPU")
                .left("update thread: validate / program / persist; the rest (request, decode off the update thread, queue, response)")
                .row(String.format("%,d routes onto the example (base)", routes), seconds(r.baseSeconds()), "", "", seconds(r.cpu().base()), "")
                .row(String.format("%,d routes into %,d (cold)", routes, routes), seconds(r.coldSeconds()),
                        String.format("< %.1f s", TARGET_SECONDS), verdict(r.coldSeconds()), seconds(r.cpu().cold()) + " (with the one-line)",
                        stages(r.coldStages(), r.coldSeconds()))
                .row("one-line Set sent during the cold one", seconds(r.oneLineSeconds()),
                        String.format("<= %.1f s", TARGET_ONE_LINE_SECONDS),
                        r.oneLineSeconds() <= TARGET_ONE_LINE_SECONDS ? "met" : "MISSED", "", "")
                .row("the same client's first one-line Set, alone before", seconds(r.oneLineAloneSeconds()), "", "", seconds(r.cpu().oneLineAlone()), "")
                .row(String.format("delete of those %,d (one path each)", routes), seconds(r.deleteSeconds()), "", "", seconds(r.cpu().delete()), "")
                .row(String.format("%,d routes into %,d (warm)", routes, routes), seconds(r.warmSeconds()),
                        String.format("< %.1f s", TARGET_SECONDS), verdict(r.warmSeconds()), seconds(r.cpu().warm()), stages(r.warmStages(), r.warmSeconds()))
                .print(out);
    }

    private static String stages(Optional<CommitStages> s, double seconds) {
        return s.map(x -> String.format("%d / %d / %d ms; %d ms", x.validate().toMillis(), x.program().toMillis(), x.persist().toMillis(),
                        Math.max(0, Math.round(seconds * 1000) - x.total().toMillis())))
                .orElse("");
    }

    private static String seconds(double s) {
        return String.format("%.3f s", s);
    }

    private static String verdict(double s) {
        return s < TARGET_SECONDS ? "met" : "MISSED";
    }
}
