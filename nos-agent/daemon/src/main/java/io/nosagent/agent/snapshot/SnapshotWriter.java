package io.nosagent.agent.snapshot;

import io.nosagent.feature.SnapshotTrigger;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.sai.stats.CounterSnapshot;
import io.nosagent.sai.stats.PoolCounters;
import io.nosagent.sai.stats.PortCounter;
import io.nosagent.sai.stats.PortCounters;
import io.nosagent.sai.stats.PriorityGroupCounters;
import io.nosagent.sai.stats.QueueCounters;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Set;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;

/**
 * Writes one snapshot as gzip-compressed JSON, streaming (nothing is built in memory first). The
 * trigger and identity come first, so a reader (the index rebuild) can stop after a few fields.
 * Compression runs at the fastest level: a snapshot is written at the worst moment and read rarely.
 */
final class SnapshotWriter {

    static final int FORMAT = 1;
    private static final JsonFactory JSON = new ObjectMapper().getFactory();

    private SnapshotWriter() {
    }

    /**
     * Writes the snapshot: one gzip member with everything but the config and the object left open, then
     * {@code config} (the precompressed member, or an empty object), then a member closing the object.
     */
    static void write(OutputStream file, long id, SnapshotTrigger trigger, Moment m, byte[] configMember) throws IOException {
        var gzip = new GZIPOutputStream(file, 1 << 16) {
            {
                def.setLevel(Deflater.BEST_SPEED);
            }
        };
        JsonGenerator g = JSON.createGenerator(gzip, JsonEncoding.UTF8)
                .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET).disable(JsonGenerator.Feature.AUTO_CLOSE_JSON_CONTENT);
        g.writeStartObject();
        g.writeNumberField("format", FORMAT);
        g.writeNumberField("id", id);
        g.writeStringField("time", m.at().toString());
        g.writeObjectFieldStart("trigger");
        g.writeStringField("kind", trigger.kind());
        g.writeStringField("resource", trigger.resource());
        if (trigger.caseId().isPresent()) {
            g.writeStringField("case", trigger.caseId().get());
        }
        g.writeStringField("reason", trigger.reason());
        writeStrings(g, "ports", trigger.ports());
        g.writeEndObject();
        g.writeObjectFieldStart("facts");
        for (var f : new java.util.TreeMap<>(m.facts()).entrySet()) {
            g.writeStringField(f.getKey(), f.getValue());
        }
        g.writeEndObject();
        g.writeObjectFieldStart("config-version");
        if (m.running().isPresent()) {
            g.writeNumberField("version", m.running().get().version());
        }
        g.writeEndObject();
        g.writeObjectFieldStart("counters");
        writePorts(g, m.counters(), null);
        g.writeEndObject();
        writeHistory(g, m, trigger.ports());
        for (Moment.Part part : m.parts()) {
            g.writeFieldName(part.member());
            part.captured().write(g);
        }
        writeStrings(g, "log", m.log());
        g.writeObjectFieldStart("asic");
        m.dump().write(g);
        g.writeEndObject();
        g.flush();
        gzip.write((configMember == null ? ",\"config\":{}" : ",\"config\":").getBytes(StandardCharsets.UTF_8));
        gzip.finish();
        if (configMember != null) {
            file.write(configMember);
        }
        var end = new GZIPOutputStream(file);
        end.write('}');
        end.finish();
        file.flush();
    }

    private static void writeHistory(JsonGenerator g, Moment m, Set<String> ports) throws IOException {
        g.writeObjectFieldStart("counter-history");
        writeStrings(g, "ports", ports.isEmpty() ? m.counters().ports().keySet() : ports);
        g.writeArrayFieldStart("polls");
        for (CounterSnapshot s : m.history()) {
            g.writeStartObject();
            g.writeNumberField("sequence", s.sequence());
            g.writeStringField("time", s.collectedAt().toString());
            writePorts(g, s, ports.isEmpty() ? null : ports);
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    /** Every port of {@code s} (or those in {@code only}), and its watched pools. */
    private static void writePorts(JsonGenerator g, CounterSnapshot s, Set<String> only) throws IOException {
        g.writeObjectFieldStart("ports");
        for (PortCounters p : s.ports().values()) {
            if (only != null && !only.contains(p.interfaceName())) {
                continue;
            }
            g.writeObjectFieldStart(p.interfaceName());
            for (PortCounter c : PortCounter.values()) {
                g.writeNumberField(c.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'), p.get(c));
            }
            writePerPriority(g, "pfc-rx-frames", p, 0);
            writePerPriority(g, "pfc-tx-frames", p, 1);
            writePerPriority(g, "pfc-rx-pause-us", p, 2);
            writePerPriority(g, "pfc-tx-pause-us", p, 3);
            writePerPriority(g, "pfc-on2off-rx-frames", p, 4);
            g.writeArrayFieldStart("queues");
            for (QueueCounters q : p.queues()) {
                g.writeStartArray();
                g.writeNumber(q.index());
                g.writeNumber(q.packets());
                g.writeNumber(q.bytes());
                g.writeNumber(q.droppedPackets());
                g.writeNumber(q.occupancyBytes());
                g.writeString(q.pause().name());
                g.writeEndArray();
            }
            g.writeEndArray();
            g.writeArrayFieldStart("priority-groups");
            for (PriorityGroupCounters pg : p.priorityGroups()) {
                g.writeStartArray();
                g.writeNumber(pg.index());
                g.writeNumber(pg.packets());
                g.writeNumber(pg.bytes());
                g.writeNumber(pg.droppedPackets());
                g.writeNumber(pg.occupancyBytes());
                g.writeEndArray();
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        g.writeEndObject();
        if (only == null) {
            g.writeArrayFieldStart("buffer-pools");
            for (PoolCounters pool : s.pools().values()) {
                g.writeStartObject();
                g.writeNumberField("id", pool.poolId());
                g.writeNumberField("size", pool.sizeBytes());
                g.writeNumberField("occupancy", pool.occupancyBytes());
                g.writeNumberField("watermark", pool.watermarkBytes());
                g.writeEndObject();
            }
            g.writeEndArray();
        }
    }

    private static void writePerPriority(JsonGenerator g, String name, PortCounters p, int kind) throws IOException {
        g.writeArrayFieldStart(name);
        for (int prio = 0; prio < PortCounter.PRIORITIES; prio++) {
            g.writeNumber(switch (kind) {
                case 0 -> p.pfcRxFrames(prio);
                case 1 -> p.pfcTxFrames(prio);
                case 2 -> p.pfcRxPauseMicros(prio);
                case 3 -> p.pfcTxPauseMicros(prio);
                default -> p.pfcOn2OffRxFrames(prio);
            });
        }
        g.writeEndArray();
    }

    private static void writeStrings(JsonGenerator g, String name, Iterable<String> values) throws IOException {
        g.writeArrayFieldStart(name);
        for (String v : values) {
            g.writeString(v);
        }
        g.writeEndArray();
    }

    /** A timestamp as written. */
    static String time(Instant t) {
        return t.toString();
    }
}
