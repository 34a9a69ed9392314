package io.nosagent.agent.snapshot;

import io.nosagent.config.store.Commit;
import io.nosagent.feature.SnapshotPart;
import io.nosagent.sai.stats.CounterSnapshot;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the agent knew when a snapshot was triggered: immutable values gathered on the triggering thread
 * (references only: nothing here is copied or read from the ASIC), plus the ASIC's object dump, which
 * the writer reads on its own thread.
 *
 * @param facts        agent and platform facts (version, platform, boot time, backend, collector period, ...)
 * @param running      the running config commit
 * @param encode       writes its JSON_IETF document, off the trigger's path (once per version, see
 *                     {@link CompressedConfig})
 * @param counters     the latest counter snapshot (every port, queue, PG, watched pool)
 * @param history      the collector's last polls, oldest first (of the trigger's ports only, when it names some)
 * @param parts        each feature's part (routing, QoS, the watchdog's alarms, cases, events and queues,
 *                     BGP), captured now, written later as a member of the snapshot each
 * @param log          recent log lines
 * @param dump         the ASIC's objects and entries, read when written
 */
public record Moment(Map<String, String> facts, Optional<Commit> running, DocumentWriter encode,
                     CounterSnapshot counters, List<CounterSnapshot> history, List<Part> parts, List<String> log,
                     AsicDump dump) {

    public Moment {
        facts = Map.copyOf(facts);
        parts = List.copyOf(parts);
    }

    /** A feature's part: the snapshot member it writes and what it captured. */
    public record Part(String member, SnapshotPart.Captured captured) {
    }

    /** The ASIC's objects, written by whoever can read them (the virtual ASIC; a vendor library's debug dump). */
    @FunctionalInterface
    public interface AsicDump {
        void write(com.fasterxml.jackson.core.JsonGenerator out) throws java.io.IOException;
    }

    /** When the capture was asked for: the snapshot's time. */
    public Instant at() {
        return counters.collectedAt();
    }
}
