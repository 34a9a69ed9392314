package io.nosagent.control.snapshot;

import com.fasterxml.jackson.core.JsonGenerator;
import io.nosagent.config.intent.copp.CoppProfile;
import io.nosagent.config.intent.copp.CpuQueue;
import io.nosagent.config.intent.copp.TrapName;
import io.nosagent.control.copp.CoppProgrammer;
import io.nosagent.control.copp.CpuQueueCounters;
import io.nosagent.control.lldp.LldpNeighbor;
import io.nosagent.control.lldp.LldpState;
import io.nosagent.control.neighbor.Neighbor;
import io.nosagent.control.neighbor.NeighborsState;
import io.nosagent.control.neighbor.NeighborTable;
import io.nosagent.control.packet.PacketCounters;
import io.nosagent.feature.SnapshotPart;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.observe.Published;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * The snapshot members {@code neighbors} (every neighbor: interface, address, MAC, origin, state, last confirmed),
 * {@code lldp} (the LLDP neighbor of each port: chassis and port id, system name, TTL, last heard)
 * and {@code copp} (each CPU queue with its policer and last polled counters, each trap with its queue and the
 * agent's counts), captured as references to immutable state.
 */
public final class ControlPlaneSnapshot {

    private ControlPlaneSnapshot() {
    }

    public static List<SnapshotPart> parts(NeighborTable neighbors, CoppProgrammer copp, CpuQueueCounters counters, PacketCounters packets,
                                           Published<LldpState> lldp) {
        return List.of(SnapshotPart.of("neighbors", () -> neighbors.published().get(), ControlPlaneSnapshot::writeNeighbors),
                SnapshotPart.of("lldp", lldp::get, ControlPlaneSnapshot::writeLldp),
                SnapshotPart.of("copp", () -> new Copp(copp.programmed(), counters.published().get(), trapCounts(packets)),
                        ControlPlaneSnapshot::writeCopp));
    }

    /** CoPP as captured: the profile, the last poll, each trap's received, malformed and ignored counts. */
    private record Copp(Optional<CoppProfile> profile, CpuQueueCounters.Snapshot polled, long[][] traps) {
    }

    private static long[][] trapCounts(PacketCounters packets) {
        long[][] traps = new long[TrapName.values().length][];
        for (TrapName t : TrapName.values()) {
            traps[t.ordinal()] = new long[]{packets.received(t), packets.malformed(t), packets.ignored(t)};
        }
        return traps;
    }

    private static void writeNeighbors(JsonGenerator g, NeighborsState s) throws IOException {
        g.writeStartArray();
        for (Neighbor n : s.neighbors().values()) {
            g.writeStartObject();
            g.writeStringField("interface", n.address().interfaceName());
            g.writeStringField("ip", IpAddresses.format(n.address().ip()));
            if (n.mac().isPresent()) {
                g.writeStringField("mac", n.mac().get().toString());
            }
            g.writeStringField("origin", n.origin().name());
            g.writeStringField("state", n.state().name());
            g.writeStringField("confirmed", n.confirmed().toString());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void writeLldp(JsonGenerator g, LldpState s) throws IOException {
        g.writeStartArray();
        for (LldpNeighbor n : s.neighbors().values()) {
            g.writeStartObject();
            g.writeStringField("interface", n.port());
            g.writeStringField("chassis-id", n.lldpdu().chassisId());
            g.writeStringField("port-id", n.lldpdu().portId());
            if (n.lldpdu().systemName().isPresent()) {
                g.writeStringField("system-name", n.lldpdu().systemName().get());
            }
            g.writeNumberField("ttl", n.lldpdu().ttlSeconds());
            g.writeStringField("updated", n.updated().toString());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void writeCopp(JsonGenerator g, Copp captured) throws IOException {
        Optional<CoppProfile> profile = captured.profile();
        CpuQueueCounters.Snapshot polled = captured.polled();
        long[][] traps = captured.traps();
        g.writeStartObject();
        g.writeArrayFieldStart("queues");
        for (CpuQueue q : profile.map(p -> p.queues().values()).orElse(List.of())) {
            g.writeStartObject();
            g.writeNumberField("index", q.index());
            g.writeStringField("name", q.name());
            g.writeNumberField("rate", q.rate());
            g.writeNumberField("burst", q.burst());
            CpuQueueCounters.QueueCounts c = polled.queues().get(q.index());
            if (c != null) {
                g.writeNumberField("packets", c.packets());
                g.writeNumberField("bytes", c.bytes());
                g.writeNumberField("policer-drops", c.policerDrops());
            }
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeArrayFieldStart("traps");
        for (TrapName t : TrapName.values()) {
            g.writeStartObject();
            g.writeStringField("name", t.yangName());
            profile.ifPresent(p -> {
                try {
                    g.writeNumberField("queue", p.queueOf(t).index());
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
            g.writeNumberField("received", traps[t.ordinal()][0]);
            g.writeNumberField("malformed", traps[t.ordinal()][1]);
            g.writeNumberField("ignored", traps[t.ordinal()][2]);
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }
}
