package io.nosagent.control.gnmi;

import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.intent.copp.CoppProfile;
import io.nosagent.config.intent.copp.CpuQueue;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.store.Commit;
import io.nosagent.config.yang.CoppYang;
import io.nosagent.config.yang.CoppYang.Queues.Queue;
import io.nosagent.config.yang.CoppYang.Traps.Trap;
import io.nosagent.control.copp.CoppProgrammer;
import io.nosagent.control.copp.CpuQueueCounters;
import io.nosagent.control.packet.PacketCounters;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.sai.observe.Published;

import java.util.List;
import java.util.Optional;
import java.util.Set;


/**
 * CoPP in effect ({@code nosagent-copp}, config false): every CPU queue with its name, rate and burst as programmed
 * and its counters (packets and bytes delivered to the CPU, packets its policer dropped; polled every second), every
 * trap with its queue and what the agent did with its packets (received, malformed, ignored). The configured leaves'
 * state copies are the config's.
 */
public final class CoppStateHandler implements PathHandler {

    private static final List<Container> SCHEMA = List.of(Fragment.of(CoppYang.node())
            .with(Queue.State.node(), Queue.State.EFFECTIVE_NAME, Queue.State.EFFECTIVE_RATE, Queue.State.EFFECTIVE_BURST,
                    Queue.State.COUNTERS)
            .with(Trap.State.node(), Trap.State.EFFECTIVE_QUEUE, Trap.State.COUNTERS)
            .build());

    private final CoppProgrammer copp;
    private final CpuQueueCounters counters;
    private final PacketCounters packets;
    private final Published<Commit> commits;

    public CoppStateHandler(CoppProgrammer copp, CpuQueueCounters counters, PacketCounters packets, Published<Commit> commits) {
        this.copp = copp;
        this.counters = counters;
        this.packets = packets;
        this.commits = commits;
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Published<?>> sources() {
        return Set.of(commits, counters.published());
    }

    @Override
    public void write(DataWriter out) {
        Optional<CoppProfile> programmed = copp.programmed();
        if (programmed.isEmpty()) {
            return;
        }
        CpuQueueCounters.Snapshot polled = counters.published().get();
        ObjectNode top = out.container(out.root(), CoppYang.TOP);
        ObjectNode queues = out.container(top, CoppYang.QUEUES);
        for (CpuQueue q : programmed.get().queues().values()) {
            ObjectNode state = out.container(out.entry(queues, CoppYang.Queues.QUEUE, Queue.INDEX, IntNode.valueOf(q.index())), Queue.STATE)
                    .put(Queue.State.EFFECTIVE_NAME, q.name()).put(Queue.State.EFFECTIVE_RATE, q.rate())
                    .put(Queue.State.EFFECTIVE_BURST, q.burst());
            CpuQueueCounters.QueueCounts c = polled.queues().get(q.index());
            if (c != null) {
                ObjectNode counts = out.container(state, Queue.State.COUNTERS);
                counts.set(Queue.State.Counters.PACKETS, DataWriter.uint64(c.packets()));
                counts.set(Queue.State.Counters.BYTES, DataWriter.uint64(c.bytes()));
                counts.set(Queue.State.Counters.POLICER_DROPS, DataWriter.uint64(c.policerDrops()));
            }
        }
        ObjectNode traps = out.container(top, CoppYang.TRAPS);
        programmed.get().traps().forEach((trap, queue) -> {
            ObjectNode state = out.container(out.entry(traps, CoppYang.Traps.TRAP, Trap.NAME, trap.yangName()), Trap.STATE)
                    .put(Trap.State.EFFECTIVE_QUEUE, queue);
            ObjectNode counts = out.container(state, Trap.State.COUNTERS);
            counts.set(Trap.State.Counters.PACKETS, DataWriter.uint64(packets.received(trap)));
            counts.set(Trap.State.Counters.MALFORMED, DataWriter.uint64(packets.malformed(trap)));
            counts.set(Trap.State.Counters.IGNORED, DataWriter.uint64(packets.ignored(trap)));
        });
    }
}
