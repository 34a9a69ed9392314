package io.nosagent.lab.bench;

import io.nosagent.lab.fabric.ZonePlan;
import io.nosagent.lab.fabric.ZoneTemplate;
import io.nosagent.sai.vasic.traffic.BurstyAllToAll;
import org.junit.jupiter.api.Test;

import java.util.List;

class ScratchExperimentTest {
    static final ZoneTemplate FACTS = ZoneTemplate.defaults().withSize(2, 18, 2, 8);

    @Test
    void experiment() throws Exception {
        AgentLogs.warningsOnlyUnlessAsked();
        for (String what : System.getProperty("exp", "rtt").split(",")) {
        long t0 = System.nanoTime();
        var plan = new ZonePlan(FACTS);
        switch (what) {
            case "rtt" -> System.out.println("RTT " + FabricBench.unloadedRttNs(plan, 1));
            case "flowlet" -> {
                var onOff = new BurstyAllToAll.OnOff(Integer.getInteger("bursts", 12), Long.getLong("minoff", 4000), Long.getLong("maxoff", 4_000_000));
                var opts = FlowletCurve.BURSTS.withQueuePairs(Integer.getInteger("qps", 4)).withMessageBytes(Long.getLong("burst", 256 * 1024));
                var c = new FlowletCurve(plan, List.of(1L), new int[]{16, 64, 256, 1024}, onOff, opts);
                for (var p : c.run()) System.out.println(p.label() + " " + FabricBench.rate(p) + " ooo=" + p.outOfOrderPackets() + " s=" + p.seconds() + " inc=" + p.incomplete());
            }
            case "cts" -> {
                var b = new FabricBench(FACTS, 1, 1, 5, List.of());
                for (var w : b.ctsWaits(plan)) System.out.println("shared " + w[0] + "\nstrict " + w[1]);
            }
            case "qp" -> {
                var b = new FabricBench(FACTS, 1, Integer.getInteger("seeds", 2), 5, List.of());
                var pairs = b.qpScaling(plan);
                for (var p : pairs) System.out.println(p[0].stats() + " / " + p[1].stats());
                System.out.println("gain " + FabricBench.gainPercent(pairs));
            }
            case "drops" -> {
                for (int trains : new int[]{1, 8}) {
                    try (var run = ZoneRun.boot(plan, 1, FlowletCurve.edits(java.util.OptionalInt.empty()))) {
                        var onOff = new BurstyAllToAll.OnOff(Integer.getInteger("bursts", 4), 4000, 4_000_000);
                        var opts = FlowletCurve.BURSTS.withFlowClass(io.nosagent.sai.vasic.nic.FlowClass.ROCE.withTrains(trains));
                        var c = run.run(BurstyAllToAll.start(run.sim(), run.zone().crossRackNics(), opts, onOff), 1);
                        long drops = 0, discards = 0;
                        for (var agent : run.zone().agents()) {
                            for (var port : agent.platform().ports()) {
                                var id = agent.switchHandle().portId(port.name());
                                if (id.isEmpty()) continue;
                                long[] v = agent.sai().getStats(io.nosagent.sai.ObjectType.PORT, id.get(), List.of(io.nosagent.sai.meta.PortStat.IN_DROPPED_PKTS, io.nosagent.sai.meta.PortStat.IF_OUT_DISCARDS), io.nosagent.sai.StatsMode.READ);
                                drops += v[0]; discards += v[1];
                            }
                        }
                        System.out.println("trains " + trains + " " + c.stats() + " in-drops " + drops + " out-discards " + discards + " events " + run.sim().eventsRun());
                    }
                }
            }
            case "voq" -> {
                var sweep = new VoqCreditSweep(plan, List.of(1L), 5, List.of(), List.of());
                try (var run = ZoneRun.boot(plan, 1, VoqCreditSweep.edits(VoqCreditSweep.DEFAULT))) {
                    for (String step : new String[]{"d", "d", "r-d", "d", "r-t", "t", "t", "r-d", "d"}) {
                        if (step.equals("r-d")) { run.reconfigure(VoqCreditSweep.edits(VoqCreditSweep.DEFAULT)); continue; }
                        if (step.equals("r-t")) { run.reconfigure(VoqCreditSweep.edits(VoqCreditSweep.TUNED)); continue; }
                        var c = sweep.smallRing(run, Long.getLong("bytes", 16L << 20));
                        for (var agent : run.zone().agents()) {
                            for (var port : agent.platform().ports()) {
                                var id = agent.switchHandle().portId(port.name());
                                if (id.isEmpty()) continue;
                                long[] v = agent.sai().getStats(io.nosagent.sai.ObjectType.PORT, id.get(), List.of(io.nosagent.sai.meta.PortStat.PFC_2_TX_PKTS, io.nosagent.sai.meta.PortStat.PFC_2_RX_PKTS), io.nosagent.sai.StatsMode.READ_AND_CLEAR);
                                if (v[0] > 0 || v[1] > 0) System.out.println("  " + agent.platform().name() + " " + port.name() + " pfc tx " + v[0] + " rx " + v[1]);
                            }
                        }
                        var dp = run.zone().fabric().switches().getFirst();
                        for (int pi : new int[]{0, 1, 16, 17, 18}) { var pg = dp.port(pi).priorityGroup(2); var prof = pg.profile();
                            System.out.println("   pg " + dp.port(pi) + " occ " + pg.occupancy() + " limit " + (prof == null ? -1 : prof.sharedLimit()) + " xoffTh " + (prof == null ? -1 : prof.xoffTh())); }
                        long pfc = run.zone().fabric().nics().stream().mapToLong(n -> n.pfcFramesReceived()).sum();
                        StringBuilder up = new StringBuilder();
                        for (int r = 0; r < 2; r++) { for (int s2 = 0; s2 < 18; s2++) { var l = run.zone().uplink(r, s2).orElseThrow(); var sp = (io.nosagent.sai.vasic.dataplane.SwitchPort) l.a(); long o = sp.queue(2).bytes(); } }
                        for (var sw : run.zone().fabric().switches()) { long tx = 0; for (var port : sw.ports()) { tx += port.credits() == null ? 0 : port.credits().deletedPackets(); } }
                        System.out.println(step + " " + c.stats().meanIterationNs() + " max " + c.stats().maxIterationNs() + " done " + c.completed() + " nicPfcRx " + pfc + " " + c.stats());
                    }
                }
            }
            case "probe" -> {
                try (var run = ZoneRun.boot(plan, 1, VoqCreditSweep.edits(VoqCreditSweep.DEFAULT))) {
                    var opts = io.nosagent.sai.vasic.traffic.TrafficOptions.DEFAULT.withSourcePorts(io.nosagent.sai.vasic.traffic.SourcePorts.FIXED).withQueuePairs(1).withMessageBytes(16L << 20).withGapNs(20_000).withIterations(1);
                    var job0 = io.nosagent.sai.vasic.traffic.RingAllReduce.start(run.sim(), run.zone().crossRackNics().subList(0, 4), opts);
                    while (!job0.isDone()) run.zone().run(java.time.Duration.ofMillis(1));
                    run.zone().run(java.time.Duration.ofMillis(1));
                    System.out.println("job0 " + job0.stats());
                    var job = io.nosagent.sai.vasic.traffic.RingAllReduce.start(run.sim(), run.zone().crossRackNics().subList(0, 4), opts);
                    for (var f : job.flows()) System.out.println("flow " + f + " sport " + f.sourcePort());
                    var last = new java.util.HashMap<String, Long>();
                    for (int i = 0; i < 16; i++) {
                        run.zone().run(java.time.Duration.ofNanos(50_000));
                        StringBuilder sb = new StringBuilder("t=" + run.sim().now() / 1000 + "us");
                        for (var dp : run.zone().fabric().switches()) {
                            for (var port : dp.ports()) {
                                long q = port.queuedBytes(); long occ = port.priorityGroup(2).occupancy();
                                if (q > 20000 || occ > 20000) sb.append(" | ").append(port).append(" q=").append(q / 1000).append("K pg=").append(occ / 1000).append("K");
                            }
                        }
                        for (var n : run.zone().crossRackNics().subList(0, 4)) sb.append(" | ").append(n.name()).append(" rx=").append(n.receivedBytes() / 1000).append("K");
                        StringBuilder nb = new StringBuilder("   rx B/ns:");
                        for (var n : run.zone().crossRackNics().subList(0, 4)) { long r = n.receivedBytes(); nb.append(" ").append(n.name()).append("=").append((r - last.getOrDefault(n.name(), 0L)) / 50_000.0).append(" pfcRx=").append(n.pfcFramesReceived()).append(" paused=").append(n.isPaused(2)); last.put(n.name(), r); }
                        System.out.println(sb.substring(0, Math.min(200, sb.length())));
                        System.out.println(nb);
                        var ag = run.zone().rtsw(0);
                        StringBuilder pb = new StringBuilder("   rtsw001 B/ns:");
                        for (var port : ag.platform().ports()) { var id = ag.switchHandle().portId(port.name()); if (id.isEmpty()) continue;
                            long[] v = ag.sai().getStats(io.nosagent.sai.ObjectType.PORT, id.get(), List.of(io.nosagent.sai.meta.PortStat.IF_IN_OCTETS, io.nosagent.sai.meta.PortStat.IF_OUT_OCTETS), io.nosagent.sai.StatsMode.READ_AND_CLEAR);
                            if (v[0] + v[1] > 100_000) pb.append(" ").append(port.name()).append(" in=").append(v[0] / 50_000.0).append(" out=").append(v[1] / 50_000.0); }
                        System.out.println(pb);
                        var p0 = run.zone().fabric().switches().getFirst().port(0);
                        long[] pf = ag.sai().getStats(io.nosagent.sai.ObjectType.PORT, ag.switchHandle().portId("eth1/1/1").get(), List.of(io.nosagent.sai.meta.PortStat.PFC_2_RX_PKTS, io.nosagent.sai.meta.PortStat.PFC_2_TX_PKTS), io.nosagent.sai.StatsMode.READ);
                        System.out.println("   p0 speed " + p0.speedMbps() + " pfcRx " + pf[0] + " pfcTx " + pf[1] + " nicSent " + run.zone().nics(0).get(0).pfcFramesSent() + " nicSpeed " + run.zone().nics(0).get(0).speedMbps());
                        if (i == 8) {
                            for (var dp : run.zone().fabric().switches()) for (var port : dp.ports()) if (port.queuedBytes() > 20000) {
                                var cs = port.credits();
                                System.out.println("  " + port + " held " + (cs == null ? -1 : cs.heldBytes()) + " carrier " + port.carrier() + " pending " + port.pendingBytes(run.sim().now()));
                                for (int q = 0; q < port.queueCount(); q++) { var eq = port.queue(q); if (eq.bytes() > 0) System.out.println("    q" + q + " " + eq + " released " + eq.releasedBytes() + " pausedUntil " + eq.pausedUntil() + " now " + run.sim().now() + " headReady " + eq.head().readyAt + " headCount " + eq.head().count + " size " + eq.head().size); }
                                if (cs != null) for (int in = 0; in < 64; in++) for (int q = 0; q < 8; q++) { var v = cs.voq(in, q); if (v != null && !v.isEmpty()) System.out.println("    " + v); }
                            }
                        }
                    }
                }
            }
            default -> throw new IllegalArgumentException(what);
        }
        System.out.printf("%s took %.1f s%n", what, (System.nanoTime() - t0) / 1e9);
        }
    }
}
