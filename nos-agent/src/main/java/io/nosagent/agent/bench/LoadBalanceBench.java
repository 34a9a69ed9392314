package io.nosagent.agent.bench;

import io.nosagent.agent.text.TextTable;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.ArsAttr;
import io.nosagent.sai.meta.ArsProfileAttr;
import io.nosagent.sai.meta.HashAttr;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.meta.UdfAttr;
import io.nosagent.sai.meta.UdfGroupAttr;
import io.nosagent.sai.meta.UdfMatchAttr;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.NicSpec;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.packet.Ip;
import io.nosagent.sai.vasic.packet.Roce;
import io.nosagent.sai.vasic.traffic.BulkTransfer;
import io.nosagent.sai.vasic.traffic.SourcePorts;
import io.nosagent.sai.vasic.traffic.TrafficOptions;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The SIGCOMM'24 load-balancing result, reproduced through the virtual ASIC: an RTSW with 16 hosts and
 * 16 uplinks routes 1,000 RoCE flows (125 NIC pairs x 8 queue pairs, to remote racks) over one ECMP
 * group, programmed for each scheme with the SAI objects an agent would use:
 * <ul>
 *   <li>{@code ecmp-random-sport}: the default 5-tuple hash, each queue pair with a random UDP source port;</li>
 *   <li>{@code ecmp-fixed-sport}: the same hash, every queue pair on one source port;</li>
 *   <li>{@code e-ecmp-qp}: the destination QP added to the hash through a UDF (UDP 4791, L4 offset 13,
 *       3 bytes), source port fixed;</li>
 *   <li>{@code flowlet}: an ARS object on the group (flowlet quality, least-loaded member) and an ARS
 *       profile weighing past, queued and current port load, source port fixed.</li>
 * </ul>
 * Each flow sends one 16 KiB message; the spine sinks record which flows reached them. MMR (max-mean
 * ratio) = flows on the busiest uplink / mean flows per uplink, averaged and worst over the trials.
 */
public final class LoadBalanceBench {

    public static final int UPLINKS = 16;
    public static final int QUEUE_PAIRS = 8;

    /** One load-balancing scheme. */
    public enum Scheme {
        ECMP_RANDOM_SPORT("ecmp-random-sport", "~1.2-1.35"),
        ECMP_FIXED_SPORT("ecmp-fixed-sport", "far worse"),
        E_ECMP_QP("e-ecmp-qp", "about ecmp-random-sport"),
        FLOWLET("flowlet", "close to 1.0");

        final String label;
        final String expected;

        Scheme(String label, String expected) {
            this.label = label;
            this.expected = expected;
        }

        public String label() {
            return label;
        }
    }

    /** Average and worst MMR of one scheme over the trials. */
    public record Row(Scheme scheme, double averageMmr, double worstMmr, int trials) {
    }

    private final Platform platform;
    private final int flows;
    private final int trials;
    private final long seed;

    public LoadBalanceBench(Platform platform, int flows, int trials, long seed) {
        if (platform.ports().size() < 2 * UPLINKS) {
            throw new IllegalArgumentException("platform " + platform.name() + " has " + platform.ports().size()
                    + " ports; the benchmark needs " + 2 * UPLINKS + " (16 hosts, 16 uplinks)");
        }
        if (flows < QUEUE_PAIRS || flows % QUEUE_PAIRS != 0) {
            throw new IllegalArgumentException("--flows must be a positive multiple of " + QUEUE_PAIRS + ", not " + flows);
        }
        this.platform = platform;
        this.flows = flows;
        this.trials = trials;
        this.seed = seed;
    }

    public List<Row> run() {
        var rows = new ArrayList<Row>();
        for (Scheme scheme : Scheme.values()) {
            double sum = 0;
            double worst = 0;
            for (int t = 0; t < trials; t++) {
                double mmr = trial(scheme, seed + t);
                sum += mmr;
                worst = Math.max(worst, mmr);
            }
            rows.add(new Row(scheme, sum / trials, worst, trials));
        }
        return rows;
    }

    public void print(List<Row> rows, PrintStream out) {
        out.printf("Load balancing of %,d RoCE flows (%d queue pairs per NIC pair) over %d uplinks of %s, %d trials each%n%n",
                flows, QUEUE_PAIRS, UPLINKS, platform.name(), trials);
        var table = new TextTable().left("scheme").right("average MMR").right("worst MMR").left("expected (SIGCOMM'24)");
        for (Row r : rows) {
            table.row(r.scheme().label, String.format("%.3f", r.averageMmr()), String.format("%.3f", r.worstMmr()), r.scheme().expected);
        }
        table.print(out);
    }

    /** One trial: a fresh switch programmed for {@code scheme}, the flows, the MMR they produced. */
    double trial(Scheme scheme, long trialSeed) {
        try (var sw = new BenchSwitch(platform, trialSeed)) {
            var hosts = new ArrayList<SimNic>();
            for (int p = 0; p < UPLINKS; p++) {
                hosts.add(sw.host(p));
            }
            var sinks = new ArrayList<SimNic>();
            var nextHops = new ArrayList<Long>();
            for (int j = 0; j < UPLINKS; j++) {
                nextHops.add(sw.spine(UPLINKS + j, sinks));
            }
            long group = sw.group(nextHops);
            sw.route("10.1.0.0/16", group);
            program(sw, scheme, group);

            var random = new SplittableRandom(trialSeed ^ 0x5EED);
            var pairs = new ArrayList<BulkTransfer.Pair>();
            for (int k = 0; k < flows / QUEUE_PAIRS; k++) {
                String remote = "10.1." + random.nextInt(256) + "." + (1 + random.nextInt(254));
                var destination = new SimNic(sw.fabric.simulation(), NicSpec.of("remote" + k, remote, "02:00:00:03:00:00"), 400_000);
                pairs.add(new BulkTransfer.Pair(hosts.get(k % hosts.size()), destination));
            }
            var sport = scheme == Scheme.ECMP_RANDOM_SPORT ? SourcePorts.RANDOM : SourcePorts.FIXED;
            BulkTransfer.start(sw.fabric.simulation(), pairs, TrafficOptions.DEFAULT.withFlowClass(FlowClass.ROCE)
                    .withQueuePairs(QUEUE_PAIRS).withSourcePorts(sport).withMessageBytes(16L * 1024 * QUEUE_PAIRS));
            sw.fabric.runFor(200_000);

            int busiest = 0;
            for (SimNic sink : sinks) {
                busiest = Math.max(busiest, sink.flowsSeen().size());
            }
            return busiest / (flows / (double) UPLINKS);
        }
    }

    private static void program(BenchSwitch sw, Scheme scheme, long group) {
        switch (scheme) {
            case ECMP_RANDOM_SPORT, ECMP_FIXED_SPORT -> {
                // The switch's default ECMP hash: source and destination IP, protocol, L4 ports.
            }
            case E_ECMP_QP -> {
                long match = sw.create(ObjectType.UDF_MATCH,
                        UdfMatchAttr.L3_TYPE.of(AttrValue.AclField.match(new AttrValue.U8(Ip.UDP), new AttrValue.U8(0xFF))),
                        UdfMatchAttr.L4_DST_PORT_TYPE.of(AttrValue.AclField.match(new AttrValue.U16(Roce.UDP_PORT), new AttrValue.U16(0xFFFF))));
                long udfGroup = sw.create(ObjectType.UDF_GROUP, UdfGroupAttr.TYPE.s32(SaiEnums.UdfGroupType.HASH), UdfGroupAttr.LENGTH.u16(3));
                sw.create(ObjectType.UDF, UdfAttr.MATCH_ID.oid(match), UdfAttr.GROUP_ID.oid(udfGroup),
                        UdfAttr.BASE.s32(SaiEnums.UdfBase.L4), UdfAttr.OFFSET.u16(13), UdfAttr.HASH_MASK.of(AttrValue.U8List.of(0xFF, 0xFF, 0xFF)));
                sw.asic.set(ObjectType.HASH, sw.switchOid(SwitchAttr.ECMP_HASH), HashAttr.UDF_GROUP_LIST.oids(udfGroup));
            }
            case FLOWLET -> {
                long profile = sw.create(ObjectType.ARS_PROFILE, ArsProfileAttr.ENABLE_IPV4.bool(true),
                        ArsProfileAttr.PORT_LOAD_CURRENT.bool(true));
                sw.setSwitch(SwitchAttr.ARS_PROFILE.oid(profile));
                // Only ports with ARS_ENABLE have their quality measured, so only they take part in flowlet decisions.
                for (int j = 0; j < UPLINKS; j++) {
                    sw.asic.set(ObjectType.PORT, sw.plane.port(UPLINKS + j).oid(), PortAttr.ARS_ENABLE.bool(true));
                }
                long ars = sw.create(ObjectType.ARS, ArsAttr.MODE.s32(SaiEnums.ArsMode.FLOWLET_QUALITY),
                        ArsAttr.IDLE_TIME.u32(256), ArsAttr.MAX_FLOWS.u32(sw.asic.platform().capacities().arsMaxFlows()));
                sw.asic.set(ObjectType.NEXT_HOP_GROUP, group, NextHopGroupAttr.ARS_OBJECT_ID.oid(ars));
            }
        }
    }
}
