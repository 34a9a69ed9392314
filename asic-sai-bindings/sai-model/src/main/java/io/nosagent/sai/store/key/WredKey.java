package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

/** The WRED/ECN profile of a configured queue-management profile, shared by the queues using it. */
public record WredKey(String profile) implements HostKey<SaiObject.Wred> {

    public WredKey {
        KeyFields.configName("a WRED profile", profile);
    }

    @Override
    public ObjectType type() {
        return ObjectType.WRED;
    }

    @Override
    public String toString() {
        return "WRED{" + profile + "}";
    }
}
