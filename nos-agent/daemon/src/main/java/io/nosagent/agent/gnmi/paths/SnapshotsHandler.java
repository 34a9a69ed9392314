package io.nosagent.agent.gnmi.paths;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.feature.gnmi.DataNode.Container;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.agent.snapshot.SnapshotEntry;
import io.nosagent.agent.snapshot.SnapshotService;

import java.util.List;
import java.util.Set;

import static io.nosagent.feature.gnmi.LeafKind.STRING;
import static io.nosagent.feature.gnmi.LeafKind.UINT32;
import static io.nosagent.feature.gnmi.LeafKind.UINT64;
import static io.nosagent.feature.gnmi.Yang.container;
import static io.nosagent.feature.gnmi.Yang.leaf;
import static io.nosagent.feature.gnmi.Yang.list;
import static io.nosagent.feature.gnmi.Yang.state;

/**
 * The snapshot index ({@code nosagent-snapshots}, origin {@code nosagent}): each snapshot's id, time, trigger,
 * resource, case, reason and size, and how many automatic ones the rate limit suppressed. ON_CHANGE: a
 * collector hears of a new snapshot as soon as it is on disk. The content is {@link SnapshotContentHandler}'s.
 */
public final class SnapshotsHandler implements PathHandler {

    static final String TOP = "nosagent-snapshots:snapshots";

    private static final List<Container> SCHEMA = List.of(container(TOP,
            state(leaf("count", UINT32), leaf("suppressed", UINT64), leaf("directory", STRING)),
            container("take", leaf("reason", STRING)),
            list("snapshot", List.of("id"), leaf("id", UINT64),
                    state(leaf("id", UINT64), leaf("time", UINT64), leaf("trigger", STRING), leaf("resource", STRING),
                            leaf("case", STRING), leaf("reason", STRING), leaf("size", UINT64)))));

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
        ObjectNode top = out.container(out.root(), TOP);
        ObjectNode summary = out.container(top, "state").put("count", index.size()).put("directory", snapshots.dir().toString());
        summary.set("suppressed", DataWriter.uint64(snapshots.suppressed()));
        for (SnapshotEntry e : index) {
            var id = DataWriter.uint64(e.id());
            ObjectNode st = out.container(out.entry(top, "snapshot", "id", id), "state");
            st.set("id", id);
            st.set("time", DataWriter.uint64(DataWriter.nanos(e.time())));
            st.put("trigger", e.trigger()).put("resource", e.resource()).put("reason", e.reason());
            e.caseId().ifPresent(c -> st.put("case", c));
            st.set("size", DataWriter.uint64(e.size()));
        }
    }
}
