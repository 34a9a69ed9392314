package io.nosagent.sai.store.acl;

import io.nosagent.sai.SaiObject;
import io.nosagent.sai.store.SaiHandle;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.store.key.AclTableKey;

import java.util.List;

/**
 * One feature's table bound at one {@link AclBindPoint}: its handles on the shared group, on its own
 * member and on the bind point's attribute. For features that program the store directly; a planned
 * feature ensures the same three objects from its plan.
 */
public final class AclBinding implements AutoCloseable {

    private final SaiHandle<SaiObject.AclTableGroup> group;
    private final SaiHandle<SaiObject.AclTableGroupMember> member;
    private final SaiHandle<?> attribute;

    private AclBinding(SaiHandle<SaiObject.AclTableGroup> group, SaiHandle<SaiObject.AclTableGroupMember> member, SaiHandle<?> attribute) {
        this.group = group;
        this.member = member;
        this.attribute = attribute;
    }

    /**
     * Binds the table {@code table} (already programmed) at {@code point} for {@code user}: the group
     * (created or shared), the member, then the attribute. Nothing stays taken when a step fails.
     */
    public static <O extends SaiObject> AclBinding bind(SaiStore store, AclBindPoint<O> point, AclUser user, AclTableKey table) {
        long tableOid = store.oidOf(table).orElseThrow(() ->
                new IllegalStateException("ACL table " + table + " is not programmed; bind it after creating it"));
        SaiHandle<SaiObject.AclTableGroup> group = store.ensure(point.groupKey(), point.groupAttributes());
        SaiHandle<SaiObject.AclTableGroupMember> member = null;
        try {
            member = store.ensure(point.memberKey(table), AclBindPoint.memberAttributes(group.oid(), tableOid, user));
            SaiHandle<O> attribute = store.ensure(point.object(), List.of(point.attribute().oid(group.oid())));
            return new AclBinding(group, member, attribute);
        } catch (RuntimeException e) {
            if (member != null) {
                member.close();
            }
            group.close();
            throw e;
        }
    }

    /** Takes the table out of the group; the last one out unbinds and removes the group. */
    @Override
    public void close() {
        member.close();
        attribute.close();
        group.close();
    }
}
