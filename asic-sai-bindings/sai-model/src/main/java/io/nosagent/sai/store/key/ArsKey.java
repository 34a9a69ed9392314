package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

/** The ARS object (the flowlet table) every group with flowlet switching names. */
public record ArsKey() implements HostKey<SaiObject.Ars> {

    public static final ArsKey FLOWLETS = new ArsKey();

    @Override
    public ObjectType type() {
        return ObjectType.ARS;
    }

    @Override
    public String toString() {
        return "ARS{flowlets}";
    }
}
