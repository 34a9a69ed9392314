package io.nosagent.qos.gnmi;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.feature.gnmi.DataNode.Container;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.qos.state.QosState;
import io.nosagent.qos.state.QosStates;
import io.nosagent.sai.stats.CounterSnapshot;
import io.nosagent.sai.stats.PoolCounters;
import io.nosagent.sai.stats.PortCounter;
import io.nosagent.sai.stats.PortCounters;
import io.nosagent.sai.stats.PriorityGroupCounters;
import io.nosagent.sai.stats.QueueCounters;
import io.nosagent.sai.stats.StatsCollector;

import java.util.List;
import java.util.Locale;
import java.util.Set;

import static io.nosagent.feature.gnmi.LeafKind.BOOLEAN;
import static io.nosagent.feature.gnmi.LeafKind.ENUMERATION;
import static io.nosagent.feature.gnmi.LeafKind.STRING;
import static io.nosagent.feature.gnmi.LeafKind.UINT64;
import static io.nosagent.feature.gnmi.LeafKind.UINT8;
import static io.nosagent.feature.gnmi.Yang.container;
import static io.nosagent.feature.gnmi.Yang.leaf;
import static io.nosagent.feature.gnmi.Yang.leaves;
import static io.nosagent.feature.gnmi.Yang.list;
import static io.nosagent.feature.gnmi.Yang.readOnly;
import static io.nosagent.feature.gnmi.Yang.state;

/**
 * QoS state from what QoS programmed and the latest counter snapshot (never the ASIC): for each port
 * with QoS, every named queue's transmitted, dropped and ECN-marked packets and octets and its
 * watermark (OpenConfig {@code output/queues/queue/state}), and under {@code nosagent-qos} the port's
 * headroom, per-priority PFC frames and pause time with whether the priority is lossless, and each
 * priority group's occupancy and watermarks; each buffer pool's shared size, occupancy and watermark;
 * how ACKs are matched. A port following its lossless profile has no output queue entries in its
 * config: each queue entry carries its name in {@code config} too, the key OpenConfig's list refers to.
 */
public final class QosStateHandler implements PathHandler {

    static final String QOS = "openconfig-qos:qos";
    private static final List<String> QUEUE_COUNTERS = List.of("transmit-pkts", "transmit-octets", "dropped-pkts",
            "dropped-octets", "ecn-marked-pkts", "ecn-marked-octets", "max-queue-len");
    private static final List<String> PFC_COUNTERS = List.of("rx-pause-frames", "tx-pause-frames", "rx-pause-duration",
            "tx-pause-duration");
    private static final List<String> GROUP_COUNTERS = List.of("packets", "octets", "dropped-packets", "occupancy",
            "shared-occupancy", "headroom-occupancy", "watermark", "shared-watermark", "headroom-watermark");

    private static final List<Container> SCHEMA = List.of(container(QOS,
            container("interfaces", list("interface", List.of("interface-id"), leaf("interface-id", STRING),
                    container("output", container("queues", list("queue", List.of("name"), leaf("name", STRING),
                            container("config", leaf("name", STRING)),
                            state(leaves(UINT64, QUEUE_COUNTERS))))),
                    container("nosagent-qos:pfc",
                            state(leaf("headroom", UINT64)),
                            readOnly("priorities", list("priority", List.of("index"), leaf("index", UINT8),
                                    state(leaf("index", UINT8), leaf("enabled", BOOLEAN),
                                            container("counters", leaves(UINT64, PFC_COUNTERS)))))),
                    readOnly("nosagent-qos:priority-groups", list("priority-group", List.of("index"), leaf("index", UINT8),
                            state(leaf("index", UINT8), leaf("lossless", BOOLEAN),
                                    container("counters", leaves(UINT64, GROUP_COUNTERS))))))),
            container("nosagent-qos:buffer-pools", list("buffer-pool", List.of("name"), leaf("name", STRING),
                    state(leaf("shared-size", UINT64), leaf("occupancy", UINT64), leaf("watermark", UINT64)))),
            container("nosagent-qos:ack-remark", state(leaf("active-match", ENUMERATION)))));

    private final QosStates qos;
    private final StatsCollector stats;
    private final Published<?> commits;

    /** @param commits the intent's commits: what QoS programmed changes with them */
    public QosStateHandler(QosStates qos, StatsCollector stats, Published<?> commits) {
        this.commits = commits;
        this.qos = qos;
        this.stats = stats;
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Published<?>> sources() {
        return Set.of(stats.snapshots(), commits);
    }

    @Override
    public void write(DataWriter out) {
        QosState state = qos.current();
        if (state.ports().isEmpty() && state.pools().isEmpty()) {
            return; // nothing programmed: the container stays absent, as its config is
        }
        CounterSnapshot snapshot = stats.snapshot();
        out.timestamp(snapshot.collectedAtNanos());
        ObjectNode top = out.container(out.root(), QOS);
        ObjectNode interfaces = out.container(top, "interfaces");
        for (QosState.PortState port : state.ports().values()) {
            ObjectNode entry = out.entry(interfaces, "interface", "interface-id", port.port());
            PortCounters counters = snapshot.port(port.port()).orElse(PortCounters.zero(port.port()));
            queues(out, entry, port, counters);
            pfc(out, entry, port, counters);
            groups(out, entry, port, counters);
        }
        if (!state.pools().isEmpty()) {
            ObjectNode pools = out.container(top, "nosagent-qos:buffer-pools");
            for (QosState.PoolState pool : state.pools().values()) {
                Long id = qos.poolIds().get(pool.name());
                PoolCounters c = id == null ? null : snapshot.pools().get(id);
                ObjectNode s = out.container(out.entry(pools, "buffer-pool", "name", pool.name()), "state");
                s.set("shared-size", DataWriter.uint64(pool.sharedSize()));
                s.set("occupancy", DataWriter.uint64(c == null ? 0 : c.occupancyBytes()));
                s.set("watermark", DataWriter.uint64(c == null ? 0 : c.watermarkBytes()));
            }
        }
        state.ackMatch().ifPresent(m -> out.container(out.container(top, "nosagent-qos:ack-remark"), "state")
                .put("active-match", m.name().toLowerCase(Locale.ROOT).replace('_', '-')));
    }

    private static void queues(DataWriter out, ObjectNode entry, QosState.PortState port, PortCounters counters) {
        ObjectNode queues = out.container(out.container(entry, "output"), "queues");
        port.queues().forEach((name, index) -> {
            QueueCounters c = counters.queues().stream().filter(q -> q.index() == index).findFirst()
                    .orElse(new QueueCounters(index, 0, 0, 0));
            ObjectNode queue = out.entry(queues, "queue", "name", name);
            out.container(queue, "config").put("name", name);
            ObjectNode s = out.container(queue, "state");
            s.set("transmit-pkts", DataWriter.uint64(c.packets()));
            s.set("transmit-octets", DataWriter.uint64(c.bytes()));
            s.set("dropped-pkts", DataWriter.uint64(c.droppedPackets()));
            s.set("dropped-octets", DataWriter.uint64(c.droppedBytes()));
            s.set("ecn-marked-pkts", DataWriter.uint64(c.ecnMarkedPackets()));
            s.set("ecn-marked-octets", DataWriter.uint64(c.ecnMarkedBytes()));
            s.set("max-queue-len", DataWriter.uint64(c.watermarkBytes()));
        });
    }

    private static void pfc(DataWriter out, ObjectNode entry, QosState.PortState port, PortCounters counters) {
        ObjectNode pfc = out.container(entry, "nosagent-qos:pfc");
        port.headroom().ifPresent(h -> out.container(pfc, "state").set("headroom", DataWriter.uint64(h)));
        ObjectNode priorities = out.container(pfc, "priorities");
        for (int p = 0; p < PortCounter.PRIORITIES; p++) {
            ObjectNode s = out.container(out.entry(priorities, "priority", "index", IntNode.valueOf(p)), "state")
                    .put("index", p).put("enabled", port.pfcEnabled(p));
            ObjectNode c = out.container(s, "counters");
            c.set("rx-pause-frames", DataWriter.uint64(counters.pfcRxFrames(p)));
            c.set("tx-pause-frames", DataWriter.uint64(counters.pfcTxFrames(p)));
            c.set("rx-pause-duration", DataWriter.uint64(counters.pfcRxPauseMicros(p)));
            c.set("tx-pause-duration", DataWriter.uint64(counters.pfcTxPauseMicros(p)));
        }
    }

    private static void groups(DataWriter out, ObjectNode entry, QosState.PortState port, PortCounters counters) {
        ObjectNode groups = out.container(entry, "nosagent-qos:priority-groups");
        for (PriorityGroupCounters g : counters.priorityGroups()) {
            ObjectNode s = out.container(out.entry(groups, "priority-group", "index", IntNode.valueOf(g.index())), "state")
                    .put("index", g.index()).put("lossless", port.losslessGroups().contains(g.index()));
            ObjectNode c = out.container(s, "counters");
            c.set("packets", DataWriter.uint64(g.packets()));
            c.set("octets", DataWriter.uint64(g.bytes()));
            c.set("dropped-packets", DataWriter.uint64(g.droppedPackets()));
            c.set("occupancy", DataWriter.uint64(g.occupancyBytes()));
            c.set("shared-occupancy", DataWriter.uint64(g.sharedBytes()));
            c.set("headroom-occupancy", DataWriter.uint64(g.headroomBytes()));
            c.set("watermark", DataWriter.uint64(g.watermarkBytes()));
            c.set("shared-watermark", DataWriter.uint64(g.sharedWatermark()));
            c.set("headroom-watermark", DataWriter.uint64(g.headroomWatermark()));
        }
    }
}
