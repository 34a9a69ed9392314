package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

/** The switch itself: one per store, built by create_switch. */
public record SwitchKey() implements HostKey<SaiObject.Switch> {

    public static final SwitchKey SWITCH = new SwitchKey();

    @Override
    public ObjectType type() {
        return ObjectType.SWITCH;
    }

    @Override
    public boolean isSwitchBuilt() {
        return true;
    }

    @Override
    public String toString() {
        return "SWITCH";
    }
}
