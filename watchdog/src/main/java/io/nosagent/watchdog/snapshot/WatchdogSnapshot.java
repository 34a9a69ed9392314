package io.nosagent.watchdog.snapshot;

import com.fasterxml.jackson.core.JsonGenerator;
import io.nosagent.feature.SnapshotPart;
import io.nosagent.watchdog.Watchdog;
import io.nosagent.watchdog.alarm.Alarm;
import io.nosagent.watchdog.correlate.Case;
import io.nosagent.watchdog.event.Event;
import io.nosagent.watchdog.pfc.QueueState;
import io.nosagent.watchdog.pfc.WatchdogState;

import java.io.IOException;
import java.util.List;

/** The watchdog's parts of a fault snapshot: {@code alarms}, {@code cases}, {@code events} and {@code pfc-watchdog}. */
public final class WatchdogSnapshot {

    private WatchdogSnapshot() {
    }

    public static List<SnapshotPart> parts(Watchdog w) {
        return List.of(
                SnapshotPart.of("alarms", () -> w.alarms().active(), WatchdogSnapshot::alarms),
                SnapshotPart.of("cases", () -> w.correlator().cases(), WatchdogSnapshot::cases),
                SnapshotPart.of("events", () -> w.events().recent(), WatchdogSnapshot::events),
                SnapshotPart.of("pfc-watchdog", () -> w.pfc().state(), WatchdogSnapshot::queues));
    }

    private static void alarms(JsonGenerator g, List<Alarm> alarms) throws IOException {
        g.writeStartArray();
        for (Alarm a : alarms) {
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
    }

    private static void cases(JsonGenerator g, List<Case> cases) throws IOException {
        g.writeStartArray();
        for (Case c : cases) {
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
            g.writeArrayFieldStart("ports");
            for (String p : c.ports()) {
                g.writeString(p);
            }
            g.writeEndArray();
            g.writeArrayFieldStart("events");
            for (long e : c.events()) {
                g.writeNumber(e);
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void events(JsonGenerator g, List<Event> events) throws IOException {
        g.writeStartArray();
        for (Event e : events) {
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

    private static void queues(JsonGenerator g, WatchdogState state) throws IOException {
        g.writeStartObject();
        g.writeBooleanField("big-red-switch", state.bigRedSwitch());
        g.writeNumberField("poll-interval-ms", state.pollInterval().toMillis());
        g.writeArrayFieldStart("queues");
        for (QueueState q : state.queues().values()) {
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
}
