package io.nosagent.sai.vasic;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.BulkMode;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;

import java.util.List;

import static io.nosagent.sai.SaiStatusCode.INVALID_OBJECT_ID;
import static io.nosagent.sai.SaiStatusCode.NOT_SUPPORTED;

/**
 * The bulk next-hop group member remove, a failover's cut: each member checked as a single remove checks it, then
 * removed, O(1) each and allocating nothing per member; the listeners hear of the removed ones together, once, at
 * the end. A member that is gone (or in use) fails on its own, with the status a single remove gives, as in a
 * vendor SAI.
 *
 * <p>A vendor SAI runs this as native code from its first call; the virtual ASIC runs it on a JVM, interpreted until
 * it gets hot, and the first cut is a failover's worst. So {@link #rehearse} runs the same code on a scratch table
 * of its own (never the ASIC's), once the ASIC holds members, for the JIT to compile it before a port goes down.
 */
final class MemberRemoval {

    /** Members removed per rehearsal round, and rounds: enough calls and loop turns for the JIT's top tier. */
    static final int REHEARSAL_MEMBERS = 512;
    static final int REHEARSAL_ROUNDS = 120;

    private MemberRemoval() {
    }

    /** Removes {@code ids} from {@code table} (under the ASIC's write lock). */
    static List<SaiStatus> remove(ObjectTable table, long[] ids, BulkMode mode) {
        var statuses = new SaiStatus[ids.length];
        long[] removed = new long[ids.length];
        int n = 0;
        boolean stopped = false;
        for (int i = 0; i < ids.length; i++) {
            if (stopped) {
                statuses[i] = SaiStatus.of(SaiStatusCode.NOT_EXECUTED);
                continue;
            }
            try {
                StoredObject member = existing(table, ids[i]);
                requireRemovable(member);
                table.removeUnannounced(member);
                removed[n++] = member.oid;
                statuses[i] = SaiStatus.SUCCESS;
            } catch (Violation v) {
                statuses[i] = v.status();
                stopped = mode == BulkMode.STOP_ON_ERROR;
            }
        }
        table.announceRemoved(ObjectType.NEXT_HOP_GROUP_MEMBER, removed, n);
        return List.of(statuses);
    }

    /** An object the switch built, or one something refers to, stays. */
    static void requireRemovable(StoredObject object) {
        if (object.builtIn) {
            throw Violation.of(NOT_SUPPORTED, object.type + " 0x" + Long.toHexString(object.oid) + " belongs to the switch and cannot be removed");
        }
        if (object.referenceCount() > 0) {
            throw Violation.of(SaiStatusCode.OBJECT_IN_USE, object.describeUse());
        }
    }

    private static StoredObject existing(ObjectTable table, long oid) {
        StoredObject object = table.find(oid);
        if (object == null || object.type != ObjectType.NEXT_HOP_GROUP_MEMBER) {
            throw Violation.of(INVALID_OBJECT_ID, object == null ? "no object 0x" + Long.toHexString(oid)
                    : "0x" + Long.toHexString(oid) + " is a " + object.type + ", not a " + ObjectType.NEXT_HOP_GROUP_MEMBER);
        }
        return object;
    }

    /**
     * Creates members of a few groups over one next hop on a scratch table, removes them all at once, again and
     * again: what a failover does to the ASIC's own table. Returns the members removed.
     */
    static long rehearse() {
        var scratch = new ObjectTable();
        long hop = scratch.allocate(ObjectType.NEXT_HOP);
        scratch.insert(hop, ObjectType.NEXT_HOP, new Attribute[0], false);
        long[] groups = new long[8];
        for (int g = 0; g < groups.length; g++) {
            groups[g] = scratch.allocate(ObjectType.NEXT_HOP_GROUP);
            scratch.insert(groups[g], ObjectType.NEXT_HOP_GROUP, new Attribute[0], false);
        }
        long removed = 0;
        long[] ids = new long[REHEARSAL_MEMBERS];
        for (int round = 0; round < REHEARSAL_ROUNDS; round++) {
            for (int i = 0; i < ids.length; i++) {
                ids[i] = scratch.allocate(ObjectType.NEXT_HOP_GROUP_MEMBER);
                scratch.insert(ids[i], ObjectType.NEXT_HOP_GROUP_MEMBER, new Attribute[] {
                        NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(groups[i % groups.length]),
                        NextHopGroupMemberAttr.NEXT_HOP_ID.oid(hop)}, false);
            }
            for (SaiStatus s : remove(scratch, ids, BulkMode.IGNORE_ERROR)) {
                removed += s.isSuccess() ? 1 : 0;
            }
        }
        return removed;
    }
}
