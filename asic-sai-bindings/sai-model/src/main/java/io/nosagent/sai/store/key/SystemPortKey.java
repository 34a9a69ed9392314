package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

/** On a VOQ switch, the local system port that stands for a front-panel port in the VOQ system. */
public record SystemPortKey(String interfaceName) implements HostKey<SaiObject.SystemPort> {

    public SystemPortKey {
        KeyFields.interfaceName("a system port key", interfaceName);
    }

    public PortKey port() {
        return new PortKey(interfaceName);
    }

    @Override
    public ObjectType type() {
        return ObjectType.SYSTEM_PORT;
    }

    @Override
    public boolean isSwitchBuilt() {
        return true;
    }

    @Override
    public String toString() {
        return "SYSTEM_PORT{" + interfaceName + "}";
    }
}
