package io.nosagent.agent.gnmi.paths;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.SnapshotsYang;
import io.nosagent.config.yang.SnapshotsYang.Snapshot;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.agent.snapshot.SnapshotEntry;
import io.nosagent.agent.snapshot.SnapshotService;

import java.util.List;
import java.util.Set;

/**
 * The snapshot index ({@code nosagent-snapshots}, origin {@code nosagent}): each snapshot's id, time, trigger,
 * resource, case, reason and size, and how many automatic ones the rate limit suppressed. ON_CHANGE: a
 * collector hears of a new snapshot as soon as it is on disk. The content is {@link SnapshotContentHandler}'s.
 */
public final class SnapshotsHandler implements PathHandler {

    private static final List<Container> SCHEMA = List.of(Fragment.of(SnapshotsYang.node())
            .with(SnapshotsYang.node(), SnapshotsYang.STATE, SnapshotsYang.TAKE)
            .with(Snapshot.node(), Snapshot.STATE)
            .build());

    private final SnapshotService snapshots;

    public SnapshotsHandler(SnapshotService snapshots) {
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
        List<SnapshotEntry> index = snapshots.index();
        ObjectNode top = out.container(out.root(), SnapshotsYang.TOP);
        ObjectNode summary = out.container(top, SnapshotsYang.STATE).put(SnapshotsYang.State.COUNT, index.size())
                .put(SnapshotsYang.State.DIRECTORY, snapshots.dir().toString());
        summary.set(SnapshotsYang.State.SUPPRESSED, DataWriter.uint64(snapshots.suppressed()));
        for (SnapshotEntry e : index) {
            var id = DataWriter.uint64(e.id());
            ObjectNode st = out.container(out.entry(top, SnapshotsYang.SNAPSHOT, Snapshot.ID, id), Snapshot.STATE);
            st.set(Snapshot.State.ID, id);
            st.set(Snapshot.State.TIME, DataWriter.uint64(DataWriter.nanos(e.time())));
            st.put(Snapshot.State.TRIGGER, e.trigger()).put(Snapshot.State.RESOURCE, e.resource())
                    .put(Snapshot.State.REASON, e.reason());
            e.caseId().ifPresent(c -> st.put(Snapshot.State.CASE, c));
            st.set(Snapshot.State.SIZE, DataWriter.uint64(e.size()));
        }
    }
}
