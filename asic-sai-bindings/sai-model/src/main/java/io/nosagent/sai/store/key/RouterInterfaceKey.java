package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;

/** The router interface of a front-panel port (type PORT), by the port's interface name. */
public record RouterInterfaceKey(String interfaceName) implements HostKey {

    public RouterInterfaceKey {
        KeyFields.interfaceName("a router interface key", interfaceName);
    }

    @Override
    public ObjectType type() {
        return ObjectType.ROUTER_INTERFACE;
    }

    @Override
    public String toString() {
        return "ROUTER_INTERFACE{" + interfaceName + "}";
    }
}
