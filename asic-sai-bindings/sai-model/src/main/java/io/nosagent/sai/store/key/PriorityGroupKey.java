package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

/** An ingress priority group of a front-panel port, by {@code SAI_INGRESS_PRIORITY_GROUP_ATTR_INDEX}. */
public record PriorityGroupKey(String interfaceName, int index) implements HostKey<SaiObject.IngressPriorityGroup> {

    public PriorityGroupKey {
        KeyFields.interfaceName("a priority group key", interfaceName);
        KeyFields.inRange("priority group index", index, 0xFF);
    }

    public PortKey port() {
        return new PortKey(interfaceName);
    }

    @Override
    public ObjectType type() {
        return ObjectType.INGRESS_PRIORITY_GROUP;
    }

    @Override
    public boolean isSwitchBuilt() {
        return true;
    }

    @Override
    public String toString() {
        return "INGRESS_PRIORITY_GROUP{" + interfaceName + " " + index + "}";
    }
}
