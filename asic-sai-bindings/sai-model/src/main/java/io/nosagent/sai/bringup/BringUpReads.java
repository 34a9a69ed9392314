package io.nosagent.sai.bringup;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.meta.IngressPriorityGroupAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.SchedulerGroupAttr;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.meta.SystemPortAttr;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Every attribute bring-up reads. A vendor SAI answers some GETs NOT_IMPLEMENTED, so each read is
 * either {@link #REQUIRED} (the switch cannot be run without it: its absence fails the bring-up naming
 * it) or {@link #OPTIONAL} with what the agent does without it. A new read belongs in one of them (a
 * test holds bring-up to this list), an optional one with its fallback.
 */
public final class BringUpReads {

    /** What the agent cannot do without: the switch's router, CPU port and ports, each port's lanes, queues and priority groups. */
    public static final Set<AttrSpec> REQUIRED = Set.of(SwitchAttr.DEFAULT_VIRTUAL_ROUTER_ID, SwitchAttr.CPU_PORT,
            SwitchAttr.PORT_LIST, PortAttr.HW_LANE_LIST, PortAttr.QOS_QUEUE_LIST, PortAttr.INGRESS_PRIORITY_GROUP_LIST,
            QueueAttr.TYPE, QueueAttr.INDEX);

    static final String NO_SCHEDULER_GROUPS = "scheduler groups not adopted (no feature programs them)";
    static final String NO_SYSTEM_PORTS = "system ports and their VOQs not adopted (no feature programs them)";

    /** Reads bring-up does without, each with its fallback. */
    public static final Map<AttrSpec, String> OPTIONAL = Map.of(
            IngressPriorityGroupAttr.INDEX, "priority groups numbered by their place in the port's list (SAI lists them in index order)",
            PortAttr.QOS_SCHEDULER_GROUP_LIST, NO_SCHEDULER_GROUPS,
            SchedulerGroupAttr.LEVEL, NO_SCHEDULER_GROUPS,
            SwitchAttr.SYSTEM_PORT_LIST, NO_SYSTEM_PORTS,
            SystemPortAttr.PORT, NO_SYSTEM_PORTS,
            SystemPortAttr.QOS_VOQ_LIST, NO_SYSTEM_PORTS);

    private BringUpReads() {
    }

    /** Every attribute bring-up may read. */
    public static Set<AttrSpec> declared() {
        var all = new HashSet<>(REQUIRED);
        all.addAll(OPTIONAL.keySet());
        return Set.copyOf(all);
    }
}
