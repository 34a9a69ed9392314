package io.nosagent.watchdog.gnmi;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.feature.gnmi.DataNode.Container;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.watchdog.pfc.PfcWatchdog;
import io.nosagent.watchdog.pfc.QueueState;
import io.nosagent.watchdog.pfc.WatchdogState;

import java.util.List;
import java.util.Set;

import static io.nosagent.feature.gnmi.LeafKind.BOOLEAN;
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
 * The PFC watchdog's operational state ({@code nosagent-pfcwd}, config false) for every watched lossless
 * queue: status (operational, stormed), the PFC priority, software or hardware detection, the settings in
 * effect, storms detected and restored, packets dropped or forwarded while stormed, the last detection and
 * restoration; at the top, how many queues are watched and stormed. From the watchdog's state, ON_CHANGE.
 */
public final class PfcWatchdogStateHandler implements PathHandler {

    static final String TOP = "nosagent-pfcwd:pfc-watchdog";

    private static final List<Container> SCHEMA = List.of(container(TOP,
            state(leaf("watched-queues", UINT32), leaf("stormed-queues", UINT32)),
            container("interfaces", list("interface", List.of("name"), leaf("name", STRING),
                    container("queues", list("queue", List.of("index"), leaf("index", UINT8),
                            state(leaf("operational-status", ENUMERATION), leaf("pfc-priority", UINT8),
                                    leaf("detection-mode", ENUMERATION), leaf("storm-action", ENUMERATION),
                                    leaf("effective-detection-time", UINT32), leaf("effective-restoration-time", UINT32),
                                    leaf("big-red-switch-forced", BOOLEAN), leaf("storms-detected", UINT64),
                                    leaf("storms-restored", UINT64), leaf("packets-dropped", UINT64),
                                    leaf("packets-forwarded", UINT64), leaf("last-detected", UINT64),
                                    leaf("last-restored", UINT64))))))));

    private final PfcWatchdog watchdog;

    public PfcWatchdogStateHandler(PfcWatchdog watchdog) {
        this.watchdog = watchdog;
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Published<?>> sources() {
        return Set.of(watchdog.states());
    }

    @Override
    public void write(DataWriter out) {
        WatchdogState s = watchdog.state();
        ObjectNode top = out.container(out.root(), TOP);
        out.container(top, "state").put("watched-queues", s.queues().size()).put("stormed-queues", s.stormed());
        if (s.queues().isEmpty()) {
            return;
        }
        ObjectNode interfaces = out.container(top, "interfaces");
        for (QueueState q : s.queues().values()) {
            ObjectNode port = out.entry(interfaces, "interface", "name", q.ref().port());
            ObjectNode queue = out.entry(out.container(port, "queues"), "queue", "index", IntNode.valueOf(q.ref().queue()));
            ObjectNode st = out.container(queue, "state")
                    .put("operational-status", q.status().yangName())
                    .put("pfc-priority", q.priority())
                    .put("detection-mode", q.detection().yangName())
                    .put("storm-action", q.settings().action().yangName())
                    .put("effective-detection-time", q.settings().detectionMillis())
                    .put("effective-restoration-time", q.settings().restorationMillis())
                    .put("big-red-switch-forced", q.forced());
            st.set("storms-detected", DataWriter.uint64(q.stormsDetected()));
            st.set("storms-restored", DataWriter.uint64(q.stormsRestored()));
            st.set("packets-dropped", DataWriter.uint64(q.packetsDropped()));
            st.set("packets-forwarded", DataWriter.uint64(q.packetsForwarded()));
            q.lastDetected().ifPresent(t -> st.set("last-detected", DataWriter.uint64(DataWriter.nanos(t))));
            q.lastRestored().ifPresent(t -> st.set("last-restored", DataWriter.uint64(DataWriter.nanos(t))));
        }
    }
}
