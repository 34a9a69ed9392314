package io.nosagent.routing.interfaces;

import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.delta.Programmer;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.PortAttr;

import java.util.HashMap;
import java.util.Map;

/**
 * Admin state and MTU of every front-panel port. A port the intent does not mention is held
 * administratively down. Ports are the switch's own objects, so they are set, never created.
 */
public final class PortProgrammer implements Programmer {

    /** Port settings as last programmed. */
    private record PortSettings(boolean adminUp, int mtu) {
    }

    private final Sai sai;
    private final SwitchHandle sw;
    private final Map<String, PortSettings> programmed = new HashMap<>();

    public PortProgrammer(Sai sai, SwitchHandle sw) {
        this.sai = sai;
        this.sw = sw;
    }

    /**
     * The first commit settles every front-panel port (those the intent leaves out are held down);
     * after that only the interfaces the delta names are looked at.
     */
    @Override
    public void apply(IntentDelta delta) {
        var ports = programmed.isEmpty() ? sw.portsByName().keySet() : delta.interfaces().keys();
        for (String name : ports) {
            sw.portId(name).ifPresent(id -> program(name, id, delta.desired()));
        }
    }

    private void program(String name, long portId, SwitchIntent desired) {
        {
            var port = Map.entry(name, portId);
            var intent = desired.interfaceNamed(port.getKey());
            var want = new PortSettings(intent.map(InterfaceIntent::enabled).orElse(false),
                    intent.map(InterfaceIntent::mtu).orElse(InterfaceIntent.DEFAULT_MTU));
            PortSettings have = programmed.get(port.getKey());
            // MTU before admin state, so a port never comes up with the old MTU.
            if (have == null || have.mtu() != want.mtu()) {
                set(port.getValue(), PortAttr.MTU.u32(want.mtu()));
                programmed.put(port.getKey(), new PortSettings(have != null && have.adminUp(), want.mtu()));
                have = programmed.get(port.getKey());
            }
            if (have.adminUp() != want.adminUp()) {
                set(port.getValue(), PortAttr.ADMIN_STATE.bool(want.adminUp()));
                programmed.put(port.getKey(), want);
            }
        }
    }

    private void set(long portId, Attribute attr) {
        sai.set(ObjectType.PORT, portId, attr);
    }
}
