package io.nosagent.sai.vasic;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.meta.SaiEnums.NextHopGroupType;

import static io.nosagent.sai.SaiStatusCode.INVALID_ATTRIBUTE;
import static io.nosagent.sai.SaiStatusCode.INVALID_ATTR_VALUE;
import static io.nosagent.sai.SaiStatusCode.MANDATORY_ATTRIBUTE_MISSING;

/**
 * Fine-grained ECMP groups as sainexthopgroup.h and a vendor SAI (Mellanox) define them: the group is a
 * table of REAL_SIZE slots, sized at create, and every member occupies the slot its INDEX names.
 * <ul>
 *   <li>a FINE_GRAIN_ECMP group gives CONFIGURED_SIZE (MANDATORY_ATTRIBUTE_MISSING), not 0
 *       (INVALID_ATTR_VALUE_0+i; the platform's maximum is {@link SaiRules}'); REAL_SIZE reads the same;</li>
 *   <li>CONFIGURED_SIZE is valid only for FINE_GRAIN_ECMP and CLASS_BASED groups (INVALID_ATTRIBUTE_0+i);</li>
 *   <li>a member of a FINE_GRAIN_ECMP group gives its INDEX (MANDATORY_ATTRIBUTE_MISSING), inside the
 *       table (0..REAL_SIZE-1) and not taken by another member (INVALID_ATTR_VALUE_0+i);</li>
 *   <li>INDEX is valid only for members of FINE_GRAIN_ECMP and CLASS_BASED groups (INVALID_ATTRIBUTE_0+i).</li>
 * </ul>
 * CONFIGURED_SIZE and INDEX are create-only and REAL_SIZE read-only: {@link SaiRules} refuses them in a set.
 */
final class FineGrainedEcmpRules implements RelationRule {

    private final ObjectTable table;

    FineGrainedEcmpRules(ObjectTable table) {
        this.table = table;
    }

    @Override
    public void checkCreate(ObjectType type, Attribute[] attrs) {
        if (type == ObjectType.NEXT_HOP_GROUP) {
            checkGroup(attrs);
        } else if (type == ObjectType.NEXT_HOP_GROUP_MEMBER) {
            checkMember(attrs);
        }
    }

    @Override
    public void checkSet(StoredObject target, Attribute attr) {
        // What FG groups and members fix is create-only.
    }

    private static void checkGroup(Attribute[] attrs) {
        long type = Held.number(Held.given(attrs, NextHopGroupAttr.TYPE), -1);
        int at = Held.indexOf(attrs, NextHopGroupAttr.CONFIGURED_SIZE);
        if (type == NextHopGroupType.FINE_GRAIN_ECMP) {
            if (at < 0) {
                throw Violation.about(MANDATORY_ATTRIBUTE_MISSING, NextHopGroupAttr.CONFIGURED_SIZE,
                        "SAI_NEXT_HOP_GROUP_ATTR_CONFIGURED_SIZE is mandatory for a FINE_GRAIN_ECMP group: its table is sized at create");
            }
            if (Held.number(attrs[at].value(), 0) == 0) {
                throw Violation.at(INVALID_ATTR_VALUE, at, attrs[at].spec(), "a FINE_GRAIN_ECMP group of 0 slots cannot hold a member");
            }
        } else if (at >= 0 && type != NextHopGroupType.CLASS_BASED) {
            throw Violation.at(INVALID_ATTRIBUTE, at, attrs[at].spec(),
                    "SAI_NEXT_HOP_GROUP_ATTR_CONFIGURED_SIZE is valid only for FINE_GRAIN_ECMP and CLASS_BASED groups");
        }
    }

    private void checkMember(Attribute[] attrs) {
        StoredObject group = table.find(Held.oid(Held.given(attrs, NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID)));
        if (group == null) {
            return; // refused as a missing mandatory attribute already
        }
        long type = Held.number(Held.value(group, NextHopGroupAttr.TYPE), -1);
        int at = Held.indexOf(attrs, NextHopGroupMemberAttr.INDEX);
        if (type != NextHopGroupType.FINE_GRAIN_ECMP) {
            if (at >= 0 && type != NextHopGroupType.CLASS_BASED) {
                throw Violation.at(INVALID_ATTRIBUTE, at, attrs[at].spec(), "SAI_NEXT_HOP_GROUP_MEMBER_ATTR_INDEX is valid only for "
                        + "members of FINE_GRAIN_ECMP and CLASS_BASED groups; group 0x" + Long.toHexString(group.oid) + " is neither");
            }
            return;
        }
        if (at < 0) {
            throw Violation.about(MANDATORY_ATTRIBUTE_MISSING, NextHopGroupMemberAttr.INDEX, "SAI_NEXT_HOP_GROUP_MEMBER_ATTR_INDEX "
                    + "is mandatory for a member of FINE_GRAIN_ECMP group 0x" + Long.toHexString(group.oid) + ": it names the member's slot");
        }
        long index = Held.number(attrs[at].value(), -1);
        long realSize = Held.number(Held.value(group, NextHopGroupAttr.CONFIGURED_SIZE), 0);
        if (index >= realSize) {
            throw Violation.at(INVALID_ATTR_VALUE, at, attrs[at].spec(), "INDEX " + index + " is outside group 0x"
                    + Long.toHexString(group.oid) + "'s table of REAL_SIZE " + realSize + " (0.." + (realSize - 1) + ")");
        }
        long holder = memberAt(group, index);
        if (holder != 0) {
            throw Violation.at(INVALID_ATTR_VALUE, at, attrs[at].spec(), "INDEX " + index + " of group 0x"
                    + Long.toHexString(group.oid) + " is taken by member 0x" + Long.toHexString(holder));
        }
    }

    /** The member of {@code group} at slot {@code index}, or 0. */
    private long memberAt(StoredObject group, long index) {
        for (long referrer : group.referrers().toArray()) {
            StoredObject m = table.find(referrer);
            if (m != null && m.type == ObjectType.NEXT_HOP_GROUP_MEMBER
                    && Held.oid(Held.value(m, NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID)) == group.oid
                    && m.attributes.find(NextHopGroupMemberAttr.INDEX.id()) instanceof Attribute held
                    && Held.number(held.value(), -1) == index) {
                return m.oid;
            }
        }
        return 0;
    }
}
