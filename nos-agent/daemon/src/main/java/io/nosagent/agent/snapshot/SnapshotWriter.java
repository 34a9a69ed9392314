package io.nosagent.agent.snapshot;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.sai.stats.CounterSnapshot;
import io.nosagent.sai.stats.PoolCounters;
import io.nosagent.sai.stats.PortCounter;
import io.nosagent.sai.stats.PortCounters;
import io.nosagent.sai.stats.PriorityGroupCounters;
import io.nosagent.sai.stats.QueueCounters;
import io.nosagent.watchdog.alarm.Alarm;
import io.nosagent.watchdog.correlate.Case;
import io.nosagent.watchdog.event.Event;
import io.nosagent.watchdog.pfc.QueueState;

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
        g.writeArrayFieldStart("alarms");
        for (Alarm a : m.alarms()) {
            g.writeStartObject();
            g.writeStringField("id", a.id());
            g.writeStringField("resource", a.resource());
            g.writeStringField("text", a.text());
            g.writeStringField("time-created", a.timeCreated().toString());
            g.writeStringField("severity", a.severity().name());
            g.writeStringField("type-id", a.typeId());
            g.writeEndObject();
        }
        g.writeEndArray();
        writeCases(g, m);
        writeEvents(g, m);
        writeWatchdog(g, m);
        g.writeObjectFieldStart("counters");
        writePorts(g, m.counters(), null);
        g.writeEndObject();
        writeHistory(g, m, trigger.ports());
        writeRouting(g, m.routing());
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

    private static void writeCases(JsonGenerator g, Moment m) throws IOException {
        g.writeArrayFieldStart("cases");
        for (Case c : m.cases()) {
            g.writeStartObject();
            g.writeStringField("id", c.id());
            g.writeStringField("kind", c.kind().yangName());
            g.writeStringField("root-cause", c.rootCause());
            g.writeStringField("resource", c.resource());
            g.writeStringField("severity", c.severity().name());
            g.writeStringField("opened", c.opened().toString());
            if (c.closed().isPresent()) {
                g.writeStringField("closed", c.closed().get().toString());
            }
            writeStrings(g, "ports", c.ports());
            g.writeArrayFieldStart("events");
            for (long e : c.events()) {
                g.writeNumber(e);
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void writeEvents(JsonGenerator g, Moment m) throws IOException {
        g.writeArrayFieldStart("events");
        for (Event e : m.events()) {
            g.writeStartObject();
            g.writeNumberField("sequence", e.sequence());
            g.writeStringField("type", e.type().name());
            g.writeStringField("resource", e.resource());
            g.writeStringField("severity", e.severity().name());
            g.writeStringField("time", e.time().toString());
            g.writeBooleanField("raised", e.raised());
            g.writeStringField("text", e.text());
            g.writeObjectFieldStart("counters");
            for (var c : e.counters().entrySet()) {
                g.writeNumberField(c.getKey(), c.getValue());
            }
            g.writeEndObject();
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void writeWatchdog(JsonGenerator g, Moment m) throws IOException {
        g.writeObjectFieldStart("pfc-watchdog");
        g.writeBooleanField("big-red-switch", m.watchdog().bigRedSwitch());
        g.writeNumberField("poll-interval-ms", m.watchdog().pollInterval().toMillis());
        g.writeArrayFieldStart("queues");
        for (QueueState q : m.watchdog().queues().values()) {
            g.writeStartObject();
            g.writeStringField("interface", q.ref().port());
            g.writeNumberField("queue", q.ref().queue());
            g.writeNumberField("priority", q.priority());
            g.writeStringField("status", q.status().yangName());
            g.writeStringField("detection", q.detection().yangName());
            g.writeStringField("action", q.settings().action().yangName());
            g.writeNumberField("detection-time-ms", q.settings().detectionMillis());
            g.writeNumberField("restoration-time-ms", q.settings().restorationMillis());
            g.writeNumberField("storms-detected", q.stormsDetected());
            g.writeNumberField("storms-restored", q.stormsRestored());
            g.writeNumberField("packets-dropped", q.packetsDropped());
            g.writeNumberField("packets-forwarded", q.packetsForwarded());
            if (q.lastDetected().isPresent()) {
                g.writeStringField("last-detected", q.lastDetected().get().toString());
            }
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
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

    private static void writeRouting(JsonGenerator g, RoutingState r) throws IOException {
        g.writeObjectFieldStart("routing");
        g.writeNumberField("version", r.version());
        g.writeArrayFieldStart("groups");
        for (RoutingState.Group grp : r.groups().values()) {
            g.writeStartObject();
            g.writeNumberField("id", grp.id());
            g.writeStringField("type", grp.type().name());
            g.writeNumberField("buckets", grp.buckets());
            g.writeNumberField("routes", grp.routes());
            g.writeArrayFieldStart("members");
            for (RoutingState.Member mem : grp.members()) {
                g.writeStartObject();
                g.writeStringField("ip", IpAddresses.format(mem.ip()));
                g.writeStringField("interface", mem.interfaceName());
                g.writeNumberField("weight", mem.weight());
                g.writeStringField("status", mem.status().name());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        g.writeEndArray();
        // Every route is in the ASIC dump (as programmed); here only how many, and those not programmed.
        g.writeNumberField("route-count", r.routes().size());
        g.writeArrayFieldStart("unresolved-routes");
        for (RoutingState.Route route : r.routes().values()) {
            if (route.target() instanceof RoutingState.Unresolved u) {
                g.writeStartArray();
                g.writeString(route.prefix().toString());
                g.writeString(u.reason());
                g.writeEndArray();
            }
        }
        g.writeEndArray();
        g.writeEndObject();
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
