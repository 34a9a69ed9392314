package io.nosagent.watchdog.gnmi;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.feature.gnmi.DataNode.Container;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.watchdog.alarm.Alarm;
import io.nosagent.watchdog.alarm.AlarmTable;

import java.util.List;
import java.util.Set;

import static io.nosagent.feature.gnmi.LeafKind.IDENTITYREF;
import static io.nosagent.feature.gnmi.LeafKind.STRING;
import static io.nosagent.feature.gnmi.LeafKind.UINT64;
import static io.nosagent.feature.gnmi.Yang.container;
import static io.nosagent.feature.gnmi.Yang.leaf;
import static io.nosagent.feature.gnmi.Yang.list;
import static io.nosagent.feature.gnmi.Yang.readOnly;
import static io.nosagent.feature.gnmi.Yang.state;

/**
 * {@code /system/alarms/alarm[id]/state} (OpenConfig alarms, used by openconfig-system): one alarm per open
 * case of the watchdog's correlator, with its resource path, root cause as text, creation time,
 * severity and type id; gone when the case closes. ON_CHANGE sees alarms appear and clear.
 */
public final class AlarmsHandler implements PathHandler {

    private static final List<Container> SCHEMA = List.of(container("openconfig-system:system",
            readOnly("alarms", list("alarm", List.of("id"), leaf("id", STRING),
                    state(leaf("id", STRING), leaf("resource", STRING), leaf("text", STRING), leaf("time-created", UINT64),
                            leaf("severity", IDENTITYREF), leaf("type-id", STRING))))));

    private final AlarmTable alarms;

    public AlarmsHandler(AlarmTable alarms) {
        this.alarms = alarms;
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Published<?>> sources() {
        return Set.of(alarms.changes());
    }

    @Override
    public void write(DataWriter out) {
        List<Alarm> active = alarms.active();
        if (active.isEmpty()) {
            return;
        }
        ObjectNode list = out.container(out.container(out.root(), "openconfig-system:system"), "alarms");
        for (Alarm a : active) {
            out.container(out.entry(list, "alarm", "id", a.id()), "state")
                    .put("id", a.id())
                    .put("resource", a.resource())
                    .put("text", a.text())
                    .<ObjectNode>set("time-created", DataWriter.uint64(DataWriter.nanos(a.timeCreated())))
                    .put("severity", a.severity().identity())
                    .put("type-id", a.typeId());
        }
    }
}
