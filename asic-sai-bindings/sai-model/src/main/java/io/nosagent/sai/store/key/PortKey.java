package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

/** A front-panel port, by the platform's interface name ({@code eth1/1/1}). */
public record PortKey(String interfaceName) implements HostKey<SaiObject.Port> {

    public PortKey {
        KeyFields.interfaceName("a port key", interfaceName);
    }

    @Override
    public ObjectType type() {
        return ObjectType.PORT;
    }

    @Override
    public boolean isSwitchBuilt() {
        return true;
    }

    @Override
    public String toString() {
        return "PORT{" + interfaceName + "}";
    }
}
