package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.HashAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.UdfAttr;
import io.nosagent.sai.meta.UdfGroupAttr;

import static io.nosagent.sai.SaiStatusCode.INVALID_ATTR_VALUE;

/**
 * User-defined fields as the parser can extract them, each failing with INVALID_ATTR_VALUE_0+i of the
 * attribute at fault (as Mellanox's SAI answers):
 * <ul>
 *   <li>a group's LENGTH is 1..{@value #MAX_GROUP_LENGTH} bytes (the width of one extractor);</li>
 *   <li>a UDF reads within the first {@value #REACH} bytes after its BASE: OFFSET + the group's LENGTH
 *       at most {@value #REACH} (covers L2 + IPv6 + UDP + the RoCE BTH, which ends at byte 74);</li>
 *   <li>a UDF's HASH_MASK has exactly the group's LENGTH bytes (saiudf.h), at create and on set;</li>
 *   <li>a hash object's UDF_GROUP_LIST names only groups of TYPE HASH: a GENERIC group is for ACLs.</li>
 * </ul>
 * The converse, an ACL matching on a HASH group, is {@link AclRules}'.
 */
final class UdfRules implements RelationRule {

    static final int MAX_GROUP_LENGTH = 16;
    static final int REACH = 128;

    private final ObjectTable table;

    UdfRules(ObjectTable table) {
        this.table = table;
    }

    @Override
    public void checkCreate(ObjectType type, Attribute[] attrs) {
        switch (type) {
            case UDF_GROUP -> {
                int at = Held.indexOf(attrs, UdfGroupAttr.LENGTH);
                long length = Held.number(attrs[at].value(), 0);
                if (length < 1 || length > MAX_GROUP_LENGTH) {
                    throw Violation.at(INVALID_ATTR_VALUE, at, attrs[at].spec(),
                            "a UDF group is 1.." + MAX_GROUP_LENGTH + " bytes long, not " + length);
                }
            }
            case UDF -> {
                StoredObject group = table.find(Held.oid(Held.given(attrs, UdfAttr.GROUP_ID)));
                long length = groupLength(group);
                int at = Held.indexOf(attrs, UdfAttr.OFFSET);
                long offset = Held.number(attrs[at].value(), 0);
                if (offset + length > REACH) {
                    throw Violation.at(INVALID_ATTR_VALUE, at, attrs[at].spec(), "OFFSET " + offset + " + group LENGTH " + length
                            + " reads past the " + REACH + " bytes the parser reaches from the UDF's BASE");
                }
                int mask = Held.indexOf(attrs, UdfAttr.HASH_MASK);
                if (mask >= 0) {
                    checkMask(attrs[mask], mask, group);
                }
            }
            case HASH -> {
                int at = Held.indexOf(attrs, HashAttr.UDF_GROUP_LIST);
                if (at >= 0) {
                    checkHashGroups(attrs[at], at);
                }
            }
            default -> {
            }
        }
    }

    @Override
    public void checkSet(StoredObject target, Attribute attr) {
        if (target.type == ObjectType.UDF && attr.spec().id() == UdfAttr.HASH_MASK.id()) {
            checkMask(attr, 0, table.find(Held.oid(Held.value(target, UdfAttr.GROUP_ID))));
        } else if (target.type == ObjectType.HASH && attr.spec().id() == HashAttr.UDF_GROUP_LIST.id()) {
            checkHashGroups(attr, 0);
        }
    }

    private static void checkMask(Attribute mask, int at, StoredObject group) {
        long length = groupLength(group);
        int count = mask.value() instanceof AttrValue.U8List l ? l.size() : -1;
        if (count != length) {
            throw Violation.at(INVALID_ATTR_VALUE, at, mask.spec(), "HASH_MASK has " + count + " bytes; UDF group 0x"
                    + Long.toHexString(group.oid) + " is " + length + " bytes long");
        }
    }

    private void checkHashGroups(Attribute list, int at) {
        if (!(list.value() instanceof AttrValue.OidList groups)) {
            return;
        }
        for (int k = 0; k < groups.size(); k++) {
            StoredObject g = table.find(groups.get(k));
            if (Held.number(Held.value(g, UdfGroupAttr.TYPE), SaiEnums.UdfGroupType.GENERIC) != SaiEnums.UdfGroupType.HASH) {
                throw Violation.at(INVALID_ATTR_VALUE, at, list.spec(), "UDF group 0x" + Long.toHexString(g.oid)
                        + " is of TYPE GENERIC: only HASH groups feed the ECMP/LAG hash");
            }
        }
    }

    private static long groupLength(StoredObject group) {
        return Held.number(Held.value(group, UdfGroupAttr.LENGTH), 0);
    }
}
