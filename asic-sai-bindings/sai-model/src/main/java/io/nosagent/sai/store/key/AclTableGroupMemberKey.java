package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

import java.util.Objects;

/** The member putting a table in a bind point's group; group and table are create-only, so both are the key. */
public record AclTableGroupMemberKey(AclTableGroupKey group, AclTableKey table) implements HostKey<SaiObject.AclTableGroupMember> {

    public AclTableGroupMemberKey {
        Objects.requireNonNull(group, "group");
        Objects.requireNonNull(table, "table");
    }

    @Override
    public ObjectType type() {
        return ObjectType.ACL_TABLE_GROUP_MEMBER;
    }

    @Override
    public String toString() {
        return "ACL_TABLE_GROUP_MEMBER{" + table.name() + " in " + group + "}";
    }
}
