package io.nosagent.watchdog.gnmi;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.SystemYang;
import io.nosagent.config.yang.SystemYang.Alarms.Alarm.State;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.watchdog.alarm.Alarm;
import io.nosagent.watchdog.alarm.AlarmTable;

import java.util.List;
import java.util.Set;

/**
 * {@code /system/alarms/alarm[id]/state} (OpenConfig alarms, used by openconfig-system): one alarm per open
 * case of the watchdog's correlator, with its resource path, root cause as text, creation time,
 * severity and type id; gone when the case closes. ON_CHANGE sees alarms appear and clear.
 */
public final class AlarmsHandler implements PathHandler {

    private static final List<Container> SCHEMA = List.of(Fragment.of(SystemYang.node()).with(SystemYang.Alarms.node()).build());

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
        ObjectNode list = out.container(out.container(out.root(), SystemYang.TOP), SystemYang.ALARMS);
        for (Alarm a : active) {
            out.container(out.entry(list, SystemYang.Alarms.ALARM, SystemYang.Alarms.Alarm.ID, a.id()), SystemYang.Alarms.Alarm.STATE)
                    .put(State.ID, a.id())
                    .put(State.RESOURCE, a.resource())
                    .put(State.TEXT, a.text())
                    .<ObjectNode>set(State.TIME_CREATED, DataWriter.uint64(DataWriter.nanos(a.timeCreated())))
                    .put(State.SEVERITY, a.severity().identity())
                    .put(State.TYPE_ID, a.typeId());
        }
    }
}
