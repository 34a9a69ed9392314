package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

/**
 * A scheduler group of a front-panel port's hierarchy: its {@code SAI_SCHEDULER_GROUP_ATTR_LEVEL} and
 * its position among the port's groups of that level, in the order the port's
 * {@code QOS_SCHEDULER_GROUP_LIST} gives them (SAI gives groups no index of their own).
 */
public record SchedulerGroupKey(String interfaceName, int level, int index) implements HostKey<SaiObject.SchedulerGroup> {

    public SchedulerGroupKey {
        KeyFields.interfaceName("a scheduler group key", interfaceName);
        KeyFields.inRange("scheduler group level", level, 0xFF);
        KeyFields.inRange("scheduler group index", index, 0xFFFF);
    }

    public PortKey port() {
        return new PortKey(interfaceName);
    }

    @Override
    public ObjectType type() {
        return ObjectType.SCHEDULER_GROUP;
    }

    @Override
    public boolean isSwitchBuilt() {
        return true;
    }

    @Override
    public String toString() {
        return "SCHEDULER_GROUP{" + interfaceName + " level " + level + " " + index + "}";
    }
}
