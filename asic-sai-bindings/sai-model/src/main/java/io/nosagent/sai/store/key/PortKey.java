package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;

/** A front-panel port, by the platform's interface name ({@code eth1/1/1}). */
public record PortKey(String interfaceName) implements HostKey {

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
