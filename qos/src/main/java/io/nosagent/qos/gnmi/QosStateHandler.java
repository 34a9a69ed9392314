package io.nosagent.qos.gnmi;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.QosYang;
import io.nosagent.config.yang.QosYang.BufferPools.BufferPool;
import io.nosagent.config.yang.QosYang.Interfaces.Interface;
import io.nosagent.config.yang.QosYang.Interfaces.Interface.Output.Queues.Queue;
import io.nosagent.config.yang.QosYang.Interfaces.Interface.Pfc;
import io.nosagent.config.yang.QosYang.Interfaces.Interface.Pfc.Priorities.Priority;
import io.nosagent.config.yang.QosYang.Interfaces.Interface.PriorityGroups.PriorityGroup;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.Fragment;
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

    private static final List<Container> SCHEMA = List.of(Fragment.of(QosYang.node())
            .with(Queue.Config.node(), Queue.Config.NAME)
            .with(Queue.State.node(), Queue.State.TRANSMIT_PKTS, Queue.State.TRANSMIT_OCTETS, Queue.State.DROPPED_PKTS,
                    Queue.State.DROPPED_OCTETS, Queue.State.ECN_MARKED_PKTS, Queue.State.ECN_MARKED_OCTETS,
                    Queue.State.MAX_QUEUE_LEN)
            .with(Pfc.State.node(), Pfc.State.HEADROOM)
            .with(Pfc.Priorities.node())
            .with(Interface.PriorityGroups.node())
            .with(BufferPool.State.node(), BufferPool.State.SHARED_SIZE, BufferPool.State.OCCUPANCY, BufferPool.State.WATERMARK)
            .with(QosYang.AckRemark.State.node(), QosYang.AckRemark.State.ACTIVE_MATCH)
            .build());

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
        ObjectNode top = out.container(out.root(), QosYang.TOP);
        ObjectNode interfaces = out.container(top, QosYang.INTERFACES);
        for (QosState.PortState port : state.ports().values()) {
            ObjectNode entry = out.entry(interfaces, QosYang.Interfaces.INTERFACE, Interface.INTERFACE_ID, port.port());
            PortCounters counters = snapshot.port(port.port()).orElse(PortCounters.zero(port.port()));
            queues(out, entry, port, counters);
            pfc(out, entry, port, counters);
            groups(out, entry, port, counters);
        }
        if (!state.pools().isEmpty()) {
            ObjectNode pools = out.container(top, QosYang.BUFFER_POOLS);
            for (QosState.PoolState pool : state.pools().values()) {
                Long id = qos.poolIds().get(pool.name());
                PoolCounters c = id == null ? null : snapshot.pools().get(id);
                ObjectNode s = out.container(out.entry(pools, QosYang.BufferPools.BUFFER_POOL, BufferPool.NAME, pool.name()),
                        BufferPool.STATE);
                s.set(BufferPool.State.SHARED_SIZE, DataWriter.uint64(pool.sharedSize()));
                s.set(BufferPool.State.OCCUPANCY, DataWriter.uint64(c == null ? 0 : c.occupancyBytes()));
                s.set(BufferPool.State.WATERMARK, DataWriter.uint64(c == null ? 0 : c.watermarkBytes()));
            }
        }
        state.ackMatch().ifPresent(m -> out.container(out.container(top, QosYang.ACK_REMARK), QosYang.AckRemark.STATE)
                .put(QosYang.AckRemark.State.ACTIVE_MATCH, m.name().toLowerCase(Locale.ROOT).replace('_', '-')));
    }

    private static void queues(DataWriter out, ObjectNode entry, QosState.PortState port, PortCounters counters) {
        ObjectNode queues = out.container(out.container(entry, Interface.OUTPUT), Interface.Output.QUEUES);
        port.queues().forEach((name, index) -> {
            QueueCounters c = counters.queues().stream().filter(q -> q.index() == index).findFirst()
                    .orElse(new QueueCounters(index, 0, 0, 0));
            ObjectNode queue = out.entry(queues, Interface.Output.Queues.QUEUE, Queue.NAME, name);
            out.container(queue, Queue.CONFIG).put(Queue.Config.NAME, name);
            ObjectNode s = out.container(queue, Queue.STATE);
            s.set(Queue.State.TRANSMIT_PKTS, DataWriter.uint64(c.packets()));
            s.set(Queue.State.TRANSMIT_OCTETS, DataWriter.uint64(c.bytes()));
            s.set(Queue.State.DROPPED_PKTS, DataWriter.uint64(c.droppedPackets()));
            s.set(Queue.State.DROPPED_OCTETS, DataWriter.uint64(c.droppedBytes()));
            s.set(Queue.State.ECN_MARKED_PKTS, DataWriter.uint64(c.ecnMarkedPackets()));
            s.set(Queue.State.ECN_MARKED_OCTETS, DataWriter.uint64(c.ecnMarkedBytes()));
            s.set(Queue.State.MAX_QUEUE_LEN, DataWriter.uint64(c.watermarkBytes()));
        });
    }

    private static void pfc(DataWriter out, ObjectNode entry, QosState.PortState port, PortCounters counters) {
        ObjectNode pfc = out.container(entry, Interface.PFC);
        port.headroom().ifPresent(h -> out.container(pfc, Pfc.STATE).set(Pfc.State.HEADROOM, DataWriter.uint64(h)));
        ObjectNode priorities = out.container(pfc, Pfc.PRIORITIES);
        for (int p = 0; p < PortCounter.PRIORITIES; p++) {
            ObjectNode s = out.container(out.entry(priorities, Pfc.Priorities.PRIORITY, Priority.INDEX, IntNode.valueOf(p)),
                    Priority.STATE).put(Priority.State.INDEX, p).put(Priority.State.ENABLED, port.pfcEnabled(p));
            ObjectNode c = out.container(s, Priority.State.COUNTERS);
            c.set(Priority.State.Counters.RX_PAUSE_FRAMES, DataWriter.uint64(counters.pfcRxFrames(p)));
            c.set(Priority.State.Counters.TX_PAUSE_FRAMES, DataWriter.uint64(counters.pfcTxFrames(p)));
            c.set(Priority.State.Counters.RX_PAUSE_DURATION, DataWriter.uint64(counters.pfcRxPauseMicros(p)));
            c.set(Priority.State.Counters.TX_PAUSE_DURATION, DataWriter.uint64(counters.pfcTxPauseMicros(p)));
        }
    }

    private static void groups(DataWriter out, ObjectNode entry, QosState.PortState port, PortCounters counters) {
        ObjectNode groups = out.container(entry, Interface.PRIORITY_GROUPS);
        for (PriorityGroupCounters g : counters.priorityGroups()) {
            ObjectNode s = out.container(out.entry(groups, Interface.PriorityGroups.PRIORITY_GROUP, PriorityGroup.INDEX,
                            IntNode.valueOf(g.index())), PriorityGroup.STATE)
                    .put(PriorityGroup.State.INDEX, g.index())
                    .put(PriorityGroup.State.LOSSLESS, port.losslessGroups().contains(g.index()));
            ObjectNode c = out.container(s, PriorityGroup.State.COUNTERS);
            c.set(PriorityGroup.State.Counters.PACKETS, DataWriter.uint64(g.packets()));
            c.set(PriorityGroup.State.Counters.OCTETS, DataWriter.uint64(g.bytes()));
            c.set(PriorityGroup.State.Counters.DROPPED_PACKETS, DataWriter.uint64(g.droppedPackets()));
            c.set(PriorityGroup.State.Counters.OCCUPANCY, DataWriter.uint64(g.occupancyBytes()));
            c.set(PriorityGroup.State.Counters.SHARED_OCCUPANCY, DataWriter.uint64(g.sharedBytes()));
            c.set(PriorityGroup.State.Counters.HEADROOM_OCCUPANCY, DataWriter.uint64(g.headroomBytes()));
            c.set(PriorityGroup.State.Counters.WATERMARK, DataWriter.uint64(g.watermarkBytes()));
            c.set(PriorityGroup.State.Counters.SHARED_WATERMARK, DataWriter.uint64(g.sharedWatermark()));
            c.set(PriorityGroup.State.Counters.HEADROOM_WATERMARK, DataWriter.uint64(g.headroomWatermark()));
        }
    }
}
