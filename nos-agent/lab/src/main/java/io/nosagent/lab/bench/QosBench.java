package io.nosagent.lab.bench;

import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.api.cli.TextTable;
import io.nosagent.config.codec.IntentCodec;
import io.nosagent.config.codec.ShippedQos;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.qos.ClassifierTerm;
import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.trace.SaiCall;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The shipped lossless profile on every port of a switch (64-port CTSW by default), committed to the
 * agent on the virtual ASIC from a switch with no QoS: SAI writes and time of the commit (validate,
 * program, persist); the same config again, committed and re-applied through every programmer (target:
 * no SAI write); one DSCP moved from one class to another (target: one write, the set of the DSCP
 * map, whatever the port count).
 */
public final class QosBench {

    private final Platform platform;

    public QosBench(String platform) {
        this.platform = new PlatformLoader().load(platform);
    }

    /**
     * The measured figures.
     *
     * @param ports           ports with QoS
     * @param fromEmptyWrites SAI writes of the first commit
     * @param byKind          of those, per operation kind (create, set)
     * @param fromEmptySecs   its duration, end to end
     * @param recommitWrites  SAI writes committing the same config again
     * @param reapplyWrites   SAI writes re-applying the whole intent through every programmer
     * @param oneDscpWrites   SAI writes moving one DSCP
     * @param oneDscpSecs     its duration, end to end
     */
    public record Result(int ports, long fromEmptyWrites, Map<io.nosagent.sai.SaiOperation, Long> byKind,
                         double fromEmptySecs, long recommitWrites, long reapplyWrites, long oneDscpWrites,
                         double oneDscpSecs) {
    }

    /** Runs once to warm the JIT, then measures a second run on a fresh agent. */
    public Result run() {
        runOnce();
        return runOnce();
    }

    public void print(Result r, PrintStream out) {
        out.printf("The shipped lossless QoS profile on %d ports of a virtual %s, committed to the agent from no QoS "
                        + "(validate, program, persist): %,d SAI writes (%s) in %.0f ms%n%n", r.ports(), platform.name(),
                r.fromEmptyWrites(), r.byKind().entrySet().stream().map(e -> e.getValue() + " " + e.getKey().name().toLowerCase())
                        .reduce((a, b) -> a + ", " + b).orElse("none"), r.fromEmptySecs() * 1000);
        new TextTable().left("step").right("SAI writes").right("time").right("target").left("verdict")
                .row("apply from empty", String.format("%,d", r.fromEmptyWrites()), ms(r.fromEmptySecs()), "(figures)", "")
                .row("commit the same config again", Long.toString(r.recommitWrites()), "", "0",
                        r.recommitWrites() == 0 ? "met" : "MISSED")
                .row("re-apply through every programmer", Long.toString(r.reapplyWrites()), "", "0",
                        r.reapplyWrites() == 0 ? "met" : "MISSED")
                .row("move one DSCP (36 to monitoring)", Long.toString(r.oneDscpWrites()), ms(r.oneDscpSecs()),
                        "1 (the map's set)", r.oneDscpWrites() == 1 ? "met" : "MISSED")
                .print(out);
    }

    private static String ms(double seconds) {
        return String.format("%.1f ms", seconds * 1000);
    }

    private Result runOnce() {
        Path state = RouteCommitBench.tempDir();
        var writes = new AtomicLong();
        var byKind = new EnumMap<io.nosagent.sai.SaiOperation, Long>(io.nosagent.sai.SaiOperation.class);
        try {
            Path empty = Files.writeString(state.resolve("empty.json"),
                    new IntentCodec().print(SwitchIntent.named(platform.name() + "001")));
            var options = AgentOptions.virtual(platform.name(), state.resolve("agent")).withConfig(empty).withSaiCalls((SaiCall c) -> {
                if (c.isWrite()) {
                    writes.incrementAndGet();
                    synchronized (byKind) {
                        byKind.merge(c.operation(), 1L, Long::sum);
                    }
                }
            });
            try (var agent = NosAgent.start(options)) {
                QosIntent qos = lossless();
                SwitchIntent withQos = agent.intent().current().with(QosIntent.SECTION, qos);
                writes.set(0);
                byKind.clear();
                long start = System.nanoTime();
                agent.intent().commit(withQos, "qos").get();
                double fromEmpty = (System.nanoTime() - start) / 1e9;
                long fromEmptyWrites = writes.getAndSet(0);
                var kinds = Map.copyOf(byKind);

                agent.intent().commit(withQos, "same qos").get();
                long recommit = writes.getAndSet(0);
                agent.intent().reapply().get();
                long reapply = writes.getAndSet(0);

                SwitchIntent moved = withQos.with(QosIntent.SECTION, oneDscpMoved(qos));
                start = System.nanoTime();
                agent.intent().commit(moved, "one dscp").get();
                double oneDscp = (System.nanoTime() - start) / 1e9;
                return new Result(qos.interfaces().size(), fromEmptyWrites, kinds, fromEmpty, recommit, reapply,
                        writes.get(), oneDscp);
            }
        } catch (ExecutionException e) {
            throw new IllegalStateException("a commit failed: " + e.getCause().getMessage(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            RouteCommitBench.delete(state);
        }
    }

    /** The shipped profile of this switch kind, every port following its role's lossless profile. */
    private QosIntent lossless() {
        boolean rack = platform.role() == Platform.SwitchRole.RTSW;
        QosIntent qos = ShippedQos.definitions(platform.name());
        for (Platform.PortSpec p : platform.ports()) {
            boolean downlink = p.role() == Platform.PortRole.DOWNLINK;
            qos = ShippedQos.bind(qos, java.util.List.of(p.name()), !rack || downlink ? "downlink" : "uplink",
                    rack && downlink ? ShippedQos.DOWNLINK_CABLE_METRES : ShippedQos.FABRIC_CABLE_METRES);
        }
        return qos;
    }

    private static QosIntent oneDscpMoved(QosIntent qos) {
        var classifier = qos.classifiers().get("dscp");
        var monitoring = classifier.terms().get("monitoring");
        var set = new TreeSet<>(monitoring.dscpSet());
        set.add(36);
        return qos.withClassifier(classifier.withTerm(new ClassifierTerm("monitoring", monitoring.dscp(), set,
                monitoring.targetGroup())));
    }
}
