package io.nosagent.watchdog.gnmi;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.PfcWatchdogYang;
import io.nosagent.config.yang.PfcWatchdogYang.Interfaces.Interface;
import io.nosagent.config.yang.PfcWatchdogYang.Interfaces.Interface.Queues.Queue;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.watchdog.pfc.PfcWatchdog;
import io.nosagent.watchdog.pfc.QueueState;
import io.nosagent.watchdog.pfc.WatchdogState;

import java.util.List;
import java.util.Set;

/**
 * The PFC watchdog's operational state ({@code nosagent-pfcwd}, config false) for every watched lossless
 * queue: status (operational, stormed), the PFC priority, software or hardware detection, the settings in
 * effect, storms detected and restored, packets dropped or forwarded while stormed, the last detection and
 * restoration; at the top, how many queues are watched and stormed. From the watchdog's state, ON_CHANGE.
 */
public final class PfcWatchdogStateHandler implements PathHandler {

    private static final List<Container> SCHEMA = List.of(Fragment.of(PfcWatchdogYang.node())
            .with(PfcWatchdogYang.State.node(), PfcWatchdogYang.State.WATCHED_QUEUES, PfcWatchdogYang.State.STORMED_QUEUES)
            .with(Queue.State.node(), Queue.State.OPERATIONAL_STATUS, Queue.State.PFC_PRIORITY, Queue.State.DETECTION_MODE,
                    Queue.State.STORM_ACTION, Queue.State.EFFECTIVE_DETECTION_TIME, Queue.State.EFFECTIVE_RESTORATION_TIME,
                    Queue.State.BIG_RED_SWITCH_FORCED, Queue.State.STORMS_DETECTED, Queue.State.STORMS_RESTORED,
                    Queue.State.PACKETS_DROPPED, Queue.State.PACKETS_FORWARDED, Queue.State.LAST_DETECTED,
                    Queue.State.LAST_RESTORED)
            .build());

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
        ObjectNode top = out.container(out.root(), PfcWatchdogYang.TOP);
        out.container(top, PfcWatchdogYang.STATE).put(PfcWatchdogYang.State.WATCHED_QUEUES, s.queues().size())
                .put(PfcWatchdogYang.State.STORMED_QUEUES, s.stormed());
        if (s.queues().isEmpty()) {
            return;
        }
        ObjectNode interfaces = out.container(top, PfcWatchdogYang.INTERFACES);
        for (QueueState q : s.queues().values()) {
            ObjectNode port = out.entry(interfaces, PfcWatchdogYang.Interfaces.INTERFACE, Interface.NAME, q.ref().port());
            ObjectNode queue = out.entry(out.container(port, Interface.QUEUES), Interface.Queues.QUEUE, Queue.INDEX,
                    IntNode.valueOf(q.ref().queue()));
            ObjectNode st = out.container(queue, Queue.STATE)
                    .put(Queue.State.OPERATIONAL_STATUS, q.status().yangName())
                    .put(Queue.State.PFC_PRIORITY, q.priority())
                    .put(Queue.State.DETECTION_MODE, q.detection().yangName())
                    .put(Queue.State.STORM_ACTION, q.settings().action().yangName())
                    .put(Queue.State.EFFECTIVE_DETECTION_TIME, q.settings().detectionMillis())
                    .put(Queue.State.EFFECTIVE_RESTORATION_TIME, q.settings().restorationMillis())
                    .put(Queue.State.BIG_RED_SWITCH_FORCED, q.forced());
            st.set(Queue.State.STORMS_DETECTED, DataWriter.uint64(q.stormsDetected()));
            st.set(Queue.State.STORMS_RESTORED, DataWriter.uint64(q.stormsRestored()));
            st.set(Queue.State.PACKETS_DROPPED, DataWriter.uint64(q.packetsDropped()));
            st.set(Queue.State.PACKETS_FORWARDED, DataWriter.uint64(q.packetsForwarded()));
            q.lastDetected().ifPresent(t -> st.set(Queue.State.LAST_DETECTED, DataWriter.uint64(DataWriter.nanos(t))));
            q.lastRestored().ifPresent(t -> st.set(Queue.State.LAST_RESTORED, DataWriter.uint64(DataWriter.nanos(t))));
        }
    }
}
