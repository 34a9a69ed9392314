package io.nosagent.sai.store.acl;

/**
 * The features that put ACL tables at shared bind points, with the priority of their table in the
 * bind point's group. The virtual ASIC, like the ASICs it stands for, applies a group's tables in
 * ascending member priority, so a higher one wins a conflicting action: a stormed queue's drop must win
 * over a re-marking of the same packet. One list, so two features never share a priority.
 */
public enum AclUser {
    /** Per-port redirects to a chosen next hop, at the switch. */
    TE_OVERRIDE(10),
    /** DSCP and traffic class of RoCE ACKs, at the downlinks. */
    ACK_REMARK(20),
    /** The PFC watchdog's drop action, at stormed ports. */
    PFC_WATCHDOG(30);

    private final int priority;

    AclUser(int priority) {
        this.priority = priority;
    }

    /** The table's SAI_ACL_TABLE_GROUP_MEMBER_ATTR_PRIORITY. */
    public int priority() {
        return priority;
    }
}
