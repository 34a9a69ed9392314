package io.nosagent.agent.gnmi.paths;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.SnapshotsYang;
import io.nosagent.config.yang.SnapshotsYang.Snapshot;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.agent.snapshot.SnapshotService;
import io.nosagent.config.ConfigPath;

import java.util.Base64;
import java.util.List;
import java.util.Set;

/**
 * A snapshot's content by Get: {@code /snapshots/snapshot[id=N]/content}, the file as written (gzip JSON),
 * base64 (YANG {@code binary}). Only for a Get naming the id: a wildcard or a subscription would read every
 * snapshot from disk, so they see no content.
 */
public final class SnapshotContentHandler implements PathHandler {

    private static final List<Container> SCHEMA = List.of(Fragment.of(SnapshotsYang.node())
            .with(Snapshot.node(), Snapshot.CONTENT).build());

    private final SnapshotService snapshots;

    public SnapshotContentHandler(SnapshotService snapshots) {
        this.snapshots = snapshots;
    }

    @Override
    public String origin() {
        return AgentStateHandler.ORIGIN;
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Published<?>> sources() {
        return Set.of(snapshots.changes());
    }

    @Override
    public void write(DataWriter out) {
        // Subscriptions and wildcard reads: no content (see the class comment).
    }

    @Override
    public void write(DataWriter out, ConfigPath asked) {
        if (asked.elems().size() < 2 || !asked.elems().get(1).localName().equals(SnapshotsYang.SNAPSHOT)) {
            return;
        }
        String id = asked.elems().get(1).keys().get(Snapshot.ID);
        if (id == null || id.equals(ConfigPath.ANY)) {
            return;
        }
        long n;
        try {
            n = Long.parseLong(id);
        } catch (NumberFormatException e) {
            return;
        }
        snapshots.content(n).ifPresent(bytes -> {
            ObjectNode top = out.container(out.root(), SnapshotsYang.TOP);
            out.entry(top, SnapshotsYang.SNAPSHOT, Snapshot.ID, DataWriter.uint64(n))
                    .put(Snapshot.CONTENT, Base64.getEncoder().encodeToString(bytes));
        });
    }
}
