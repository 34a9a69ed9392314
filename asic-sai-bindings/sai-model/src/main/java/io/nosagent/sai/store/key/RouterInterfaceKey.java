package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

/** The router interface of a front-panel port (type PORT), by the port's interface name. */
public record RouterInterfaceKey(String interfaceName) implements HostKey<SaiObject.RouterInterface> {

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
