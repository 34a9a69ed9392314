package io.nosagent.control.gnmi;

import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.intent.copp.CoppProfile;
import io.nosagent.config.intent.copp.CpuQueue;
import io.nosagent.config.store.Commit;
import io.nosagent.control.copp.CoppProgrammer;
import io.nosagent.control.copp.CpuQueueCounters;
import io.nosagent.control.packet.PacketCounters;
import io.nosagent.feature.gnmi.DataNode.Container;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.sai.observe.Published;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import static io.nosagent.feature.gnmi.LeafKind.ENUMERATION;
import static io.nosagent.feature.gnmi.LeafKind.STRING;
import static io.nosagent.feature.gnmi.LeafKind.UINT32;
import static io.nosagent.feature.gnmi.LeafKind.UINT64;
import static io.nosagent.feature.gnmi.LeafKind.UINT8;
import static io.nosagent.feature.gnmi.Yang.container;
import static io.nosagent.feature.gnmi.Yang.leaf;
import static io.nosagent.feature.gnmi.Yang.list;
import static io.nosagent.feature.gnmi.Yang.state;

/**
 * CoPP in effect ({@code nosagent-copp}, config false): every CPU queue with its name, rate and burst as programmed
 * and its counters (packets and bytes delivered to the CPU, packets its policer dropped; polled every second), every
 * trap with its queue and what the agent did with its packets (received, malformed, ignored). The configured leaves'
 * state copies are the config's.
 */
public final class CoppStateHandler implements PathHandler {

    private static final String TOP = "nosagent-copp:copp";

    private static final List<Container> SCHEMA = List.of(container(TOP,
            container("queues", list("queue", List.of("index"), leaf("index", UINT8),
                    state(leaf("effective-name", STRING), leaf("effective-rate", UINT32), leaf("effective-burst", UINT32),
                            container("counters", leaf("packets", UINT64), leaf("bytes", UINT64), leaf("policer-drops", UINT64))))),
            container("traps", list("trap", List.of("name"), leaf("name", ENUMERATION),
                    state(leaf("effective-queue", UINT8),
                            container("counters", leaf("packets", UINT64), leaf("malformed", UINT64), leaf("ignored", UINT64)))))));

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
        ObjectNode top = out.container(out.root(), TOP);
        ObjectNode queues = out.container(top, "queues");
        for (CpuQueue q : programmed.get().queues().values()) {
            ObjectNode state = out.container(out.entry(queues, "queue", "index", IntNode.valueOf(q.index())), "state")
                    .put("effective-name", q.name()).put("effective-rate", q.rate()).put("effective-burst", q.burst());
            CpuQueueCounters.QueueCounts c = polled.queues().get(q.index());
            if (c != null) {
                ObjectNode counts = out.container(state, "counters");
                counts.set("packets", DataWriter.uint64(c.packets()));
                counts.set("bytes", DataWriter.uint64(c.bytes()));
                counts.set("policer-drops", DataWriter.uint64(c.policerDrops()));
            }
        }
        ObjectNode traps = out.container(top, "traps");
        programmed.get().traps().forEach((trap, queue) -> {
            ObjectNode state = out.container(out.entry(traps, "trap", "name", trap.yangName()), "state").put("effective-queue", queue);
            ObjectNode counts = out.container(state, "counters");
            counts.set("packets", DataWriter.uint64(packets.received(trap)));
            counts.set("malformed", DataWriter.uint64(packets.malformed(trap)));
            counts.set("ignored", DataWriter.uint64(packets.ignored(trap)));
        });
    }
}
