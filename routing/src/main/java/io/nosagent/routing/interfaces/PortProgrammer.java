package io.nosagent.routing.interfaces;

import io.nosagent.config.delta.IntentDelta;
import io.nosagent.feature.Programmer;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.store.ObjectSpec;
import io.nosagent.sai.store.OwnedObjects;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.store.key.PortKey;

import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * Admin state and MTU of every front-panel port. A port the intent does not mention is held
 * administratively down. Ports are the switch's own objects: the store adopted them at bring-up,
 * so this programmer's handle owns just these two attributes and the store writes only what differs.
 */
public final class PortProgrammer implements Programmer {

    private final OwnedObjects ports;
    private final SwitchHandle sw;

    public PortProgrammer(SaiStore store, SwitchHandle sw) {
        this.ports = new OwnedObjects(store);
        this.sw = sw;
    }

    /**
     * Until every front-panel port has been settled once (the first commit, or one interrupted half
     * way), every port is looked at; after that only the interfaces the delta names.
     */
    @Override
    public void apply(IntentDelta delta) {
        Collection<String> names = ports.size() < sw.portsByName().size() ? sw.portsByName().keySet() : delta.interfaces().keys();
        for (String name : names) {
            if (sw.portId(name).isPresent()) {
                program(name, delta.desired().interfaceNamed(name));
            }
        }
    }

    private void program(String name, Optional<InterfaceIntent> intent) {
        // MTU before admin state (the store writes in list order), so a port never comes up with the old MTU.
        List<Attribute.Of<SaiObject.Port>> attrs = List.of(PortAttr.MTU.u32(intent.map(InterfaceIntent::mtu).orElse(InterfaceIntent.DEFAULT_MTU)),
                PortAttr.ADMIN_STATE.bool(intent.map(InterfaceIntent::enabled).orElse(false)));
        ports.ensure(ObjectSpec.of(new PortKey(name), attrs));
    }
}
