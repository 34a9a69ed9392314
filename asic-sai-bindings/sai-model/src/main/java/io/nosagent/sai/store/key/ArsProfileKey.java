package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

/** The switch's ARS profile (how port load is measured): one per switch, its ARS_PROFILE. */
public record ArsProfileKey() implements HostKey<SaiObject.ArsProfile> {

    public static final ArsProfileKey SWITCH = new ArsProfileKey();

    @Override
    public ObjectType type() {
        return ObjectType.ARS_PROFILE;
    }

    @Override
    public String toString() {
        return "ARS_PROFILE";
    }
}
