package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.AclEntryAttr;
import io.nosagent.sai.meta.AclTableAttr;
import io.nosagent.sai.meta.AclTableGroupAttr;
import io.nosagent.sai.meta.AclTableGroupMemberAttr;
import io.nosagent.sai.meta.LagAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SaiEnums.AclBindPointType;
import io.nosagent.sai.meta.SaiEnums.AclStage;
import io.nosagent.sai.meta.SaiMetadata;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.meta.UdfGroupAttr;

import java.util.StringJoiner;

import static io.nosagent.sai.SaiStatusCode.INVALID_ATTRIBUTE;
import static io.nosagent.sai.SaiStatusCode.INVALID_ATTR_VALUE;
import static io.nosagent.sai.SaiStatusCode.MANDATORY_ATTRIBUTE_MISSING;

/**
 * What an ACL object may be given, judged against the objects it names, with the statuses Mellanox's SAI
 * answers (for a table group member of the wrong stage or bind points it answers FAILURE; the virtual
 * ASIC names the attribute instead):
 * <ul>
 *   <li>a table declares at least one match field (saiacl.h), and a UDF group it matches on is GENERIC
 *       (a HASH group only feeds the hash): MANDATORY_ATTRIBUTE_MISSING / INVALID_ATTR_VALUE_0+i;</li>
 *   <li>an entry matches only fields its table declares (FIELD_x true, USER_DEFINED_FIELD_GROUP_n
 *       naming a group) and acts only with actions in the table's ACL_ACTION_TYPE_LIST when the table
 *       gives one: INVALID_ATTRIBUTE_0+i; UDF match data as long as the group: INVALID_ATTR_VALUE_0+i;</li>
 *   <li>a table group member's table has the group's stage and every bind point the group has:
 *       INVALID_ATTR_VALUE_0+i of ACL_TABLE_ID;</li>
 *   <li>a table or group is bound (switch, port, LAG, router interface *_ACL) only at a bind point in its
 *       ACL_BIND_POINT_TYPE_LIST and only to the attribute of its stage: INVALID_ATTR_VALUE_0+i.</li>
 * </ul>
 * Disabled match fields and actions ask nothing of the table.
 */
final class AclRules implements RelationRule {

    /** Where an *_ACL attribute binds: the bind point it is, and the stage it looks up. */
    private record BindPoint(int type, int stage) {
    }

    /** Entry and table match fields share their ids: [FIELD_START, ACTION_START) on the entry. */
    private static final int FIELD_START = AclEntryAttr.FIELD_SRC_IPV6.id();
    private static final int ACTION_START = AclEntryAttr.ACTION_REDIRECT.id();
    private static final int UDF_MIN = AclEntryAttr.USER_DEFINED_FIELD_GROUP_MIN.id();
    private static final int UDF_MAX = AclEntryAttr.USER_DEFINED_FIELD_GROUP_MAX.id();

    private final ObjectTable table;

    AclRules(ObjectTable table) {
        this.table = table;
    }

    @Override
    public void checkCreate(ObjectType type, Attribute[] attrs) {
        switch (type) {
            case ACL_TABLE -> checkTable(attrs);
            case ACL_ENTRY -> {
                StoredObject aclTable = table.find(Held.oid(Held.given(attrs, AclEntryAttr.TABLE_ID)));
                for (int i = 0; i < attrs.length; i++) {
                    checkEntryAttribute(aclTable, attrs[i], i);
                }
            }
            case ACL_TABLE_GROUP_MEMBER -> checkGroupMember(attrs);
            case SWITCH, PORT, LAG, ROUTER_INTERFACE -> {
                for (int i = 0; i < attrs.length; i++) {
                    checkBinding(type, attrs[i], i);
                }
            }
            default -> {
            }
        }
    }

    @Override
    public void checkSet(StoredObject target, Attribute attr) {
        if (target.type == ObjectType.ACL_ENTRY) {
            checkEntryAttribute(table.find(Held.oid(Held.value(target, AclEntryAttr.TABLE_ID))), attr, 0);
        } else {
            checkBinding(target.type, attr, 0);
        }
    }

    // ---- tables -------------------------------------------------------------------------------------

    private void checkTable(Attribute[] attrs) {
        boolean matchesSomething = false;
        for (int i = 0; i < attrs.length; i++) {
            Attribute a = attrs[i];
            int id = a.spec().id();
            if (id >= UDF_MIN && id <= UDF_MAX) {
                long group = Held.oid(a.value());
                if (group != 0) {
                    matchesSomething = true;
                    StoredObject g = table.find(group);
                    long type = Held.number(Held.value(g, UdfGroupAttr.TYPE), SaiEnums.UdfGroupType.GENERIC);
                    if (type != SaiEnums.UdfGroupType.GENERIC) {
                        throw Violation.at(INVALID_ATTR_VALUE, i, a.spec(), a.spec().name() + " names UDF group 0x" + Long.toHexString(group)
                                + " of TYPE HASH: a HASH group feeds the ECMP/LAG hash only, an ACL matches GENERIC groups");
                    }
                }
            } else if (id >= FIELD_START && a.value() instanceof AttrValue.Bool(boolean on) && on) {
                matchesSomething = true;
            }
        }
        if (!matchesSomething) {
            throw Violation.of(MANDATORY_ATTRIBUTE_MISSING,
                    "an ACL table declares at least one match field (SAI_ACL_TABLE_ATTR_FIELD_* true or a USER_DEFINED_FIELD_GROUP)");
        }
    }

    // ---- entries ------------------------------------------------------------------------------------

    private void checkEntryAttribute(StoredObject aclTable, Attribute attr, int i) {
        if (aclTable == null) {
            return; // no TABLE_ID: refused as a missing mandatory attribute already
        }
        int id = attr.spec().id();
        if (id >= FIELD_START && id < ACTION_START && attr.value() instanceof AttrValue.AclField f && f.enable()) {
            checkField(aclTable, attr, f, i);
        } else if (id >= ACTION_START && attr.value() instanceof AttrValue.AclAction a && a.enable()) {
            checkAction(aclTable, attr, i);
        }
    }

    private void checkField(StoredObject aclTable, Attribute attr, AttrValue.AclField f, int i) {
        int id = attr.spec().id();
        String tableAttr = SaiMetadata.attribute(ObjectType.ACL_TABLE, id).map(AttrSpec::name).orElse("table attribute " + id);
        Attribute declared = aclTable.attributes.find(id);
        if (id >= UDF_MIN && id <= UDF_MAX) {
            if (declared == null || Held.oid(declared.value()) == 0) {
                throw notDeclared(aclTable, attr, i, tableAttr + " names no UDF group");
            }
            long length = Held.number(Held.value(table.find(Held.oid(declared.value())), UdfGroupAttr.LENGTH), 0);
            int dataLength = f.data() instanceof AttrValue.U8List d ? d.size() : -1;
            if (dataLength != length) {
                throw Violation.at(INVALID_ATTR_VALUE, i, attr.spec(), attr.spec().name() + " matches " + dataLength
                        + " bytes; its UDF group is " + length + " bytes long");
            }
            return;
        }
        boolean on = declared != null && switch (declared.value()) {
            case AttrValue.Bool(boolean b) -> b;
            case AttrValue.S32List ranges -> ranges.size() > 0; // FIELD_ACL_RANGE_TYPE declares the range types
            default -> false;
        };
        if (!on) {
            throw notDeclared(aclTable, attr, i, tableAttr + " is not declared");
        }
    }

    private static void checkAction(StoredObject aclTable, Attribute attr, int i) {
        int[] allowed = Held.s32s(Held.value(aclTable, AclTableAttr.ACL_ACTION_TYPE_LIST));
        if (allowed.length == 0) {
            return; // no list: the table takes any action the stage supports
        }
        int actionType = attr.spec().id() - ACTION_START;
        for (int a : allowed) {
            if (a == actionType) {
                return;
            }
        }
        throw notDeclared(aclTable, attr, i, "its ACL_ACTION_TYPE_LIST lacks "
                + SaiEnums.AclActionType.ENUM.nameOf(actionType).orElse(String.valueOf(actionType)));
    }

    private static Violation notDeclared(StoredObject aclTable, Attribute attr, int i, String why) {
        return Violation.at(INVALID_ATTRIBUTE, i, attr.spec(), attr.spec().name() + " is not supported by ACL table 0x"
                + Long.toHexString(aclTable.oid) + ": " + why);
    }

    // ---- groups -------------------------------------------------------------------------------------

    private void checkGroupMember(Attribute[] attrs) {
        StoredObject group = table.find(Held.oid(Held.given(attrs, AclTableGroupMemberAttr.ACL_TABLE_GROUP_ID)));
        int at = Held.indexOf(attrs, AclTableGroupMemberAttr.ACL_TABLE_ID);
        StoredObject member = table.find(Held.oid(Held.given(attrs, AclTableGroupMemberAttr.ACL_TABLE_ID)));
        if (group == null || member == null) {
            return; // missing mandatory attributes were refused already
        }
        AttrSpec spec = attrs[at].spec();
        int groupStage = stage(group);
        if (stage(member) != groupStage) {
            throw Violation.at(INVALID_ATTR_VALUE, at, spec, "ACL table 0x" + Long.toHexString(member.oid) + " is of stage "
                    + stageName(stage(member)) + ", its group 0x" + Long.toHexString(group.oid) + " of stage " + stageName(groupStage));
        }
        int[] tableBindPoints = bindPoints(member);
        for (int point : bindPoints(group)) {
            if (!contains(tableBindPoints, point)) {
                throw Violation.at(INVALID_ATTR_VALUE, at, spec, "ACL table 0x" + Long.toHexString(member.oid)
                        + " cannot be bound at " + bindPointName(point) + ", where its group 0x" + Long.toHexString(group.oid) + " can");
            }
        }
    }

    // ---- bindings -----------------------------------------------------------------------------------

    private void checkBinding(ObjectType type, Attribute attr, int i) {
        BindPoint at = bindPoint(type, attr.spec().id());
        long bound = Held.oid(attr.value());
        if (at == null || bound == 0) {
            return;
        }
        StoredObject acl = table.find(bound);
        String what = (acl.type == ObjectType.ACL_TABLE ? "ACL table 0x" : "ACL table group 0x") + Long.toHexString(bound);
        if (stage(acl) != at.stage()) {
            throw Violation.at(INVALID_ATTR_VALUE, i, attr.spec(), what + " is of stage " + stageName(stage(acl))
                    + "; " + attr.spec().name() + " binds stage " + stageName(at.stage()));
        }
        if (!contains(bindPoints(acl), at.type())) {
            throw Violation.at(INVALID_ATTR_VALUE, i, attr.spec(), what + " lists bind points "
                    + bindPointNames(bindPoints(acl)) + "; " + attr.spec().name() + " is a " + bindPointName(at.type()) + " bind point");
        }
    }

    /** Where an *_ACL attribute of {@code type} binds; null for other attributes. */
    private static BindPoint bindPoint(ObjectType type, int id) {
        return switch (type) {
            case SWITCH -> id == SwitchAttr.INGRESS_ACL.id() ? new BindPoint(AclBindPointType.SWITCH, AclStage.INGRESS)
                    : id == SwitchAttr.EGRESS_ACL.id() ? new BindPoint(AclBindPointType.SWITCH, AclStage.EGRESS)
                    : id == SwitchAttr.PRE_INGRESS_ACL.id() ? new BindPoint(AclBindPointType.SWITCH, AclStage.PRE_INGRESS) : null;
            case PORT -> id == PortAttr.INGRESS_ACL.id() ? new BindPoint(AclBindPointType.PORT, AclStage.INGRESS)
                    : id == PortAttr.EGRESS_ACL.id() ? new BindPoint(AclBindPointType.PORT, AclStage.EGRESS)
                    : id == PortAttr.INGRESS_MACSEC_ACL.id() ? new BindPoint(AclBindPointType.PORT, AclStage.INGRESS_MACSEC)
                    : id == PortAttr.EGRESS_MACSEC_ACL.id() ? new BindPoint(AclBindPointType.PORT, AclStage.EGRESS_MACSEC) : null;
            case LAG -> id == LagAttr.INGRESS_ACL.id() ? new BindPoint(AclBindPointType.LAG, AclStage.INGRESS)
                    : id == LagAttr.EGRESS_ACL.id() ? new BindPoint(AclBindPointType.LAG, AclStage.EGRESS) : null;
            case ROUTER_INTERFACE -> id == RouterInterfaceAttr.INGRESS_ACL.id() ? new BindPoint(AclBindPointType.ROUTER_INTERFACE, AclStage.INGRESS)
                    : id == RouterInterfaceAttr.EGRESS_ACL.id() ? new BindPoint(AclBindPointType.ROUTER_INTERFACE, AclStage.EGRESS) : null;
            default -> null;
        };
    }

    // ---- reading tables and groups ------------------------------------------------------------------

    private static int stage(StoredObject acl) {
        AttrSpec spec = acl.type == ObjectType.ACL_TABLE ? AclTableAttr.ACL_STAGE : AclTableGroupAttr.ACL_STAGE;
        return (int) Held.number(Held.value(acl, spec), -1);
    }

    private static int[] bindPoints(StoredObject acl) {
        AttrSpec spec = acl.type == ObjectType.ACL_TABLE ? AclTableAttr.ACL_BIND_POINT_TYPE_LIST : AclTableGroupAttr.ACL_BIND_POINT_TYPE_LIST;
        return Held.s32s(Held.value(acl, spec));
    }

    private static boolean contains(int[] values, int value) {
        for (int v : values) {
            if (v == value) {
                return true;
            }
        }
        return false;
    }

    private static String stageName(int stage) {
        return SaiEnums.AclStage.ENUM.nameOf(stage).orElse(String.valueOf(stage));
    }

    private static String bindPointName(int type) {
        return SaiEnums.AclBindPointType.ENUM.nameOf(type).orElse(String.valueOf(type));
    }

    private static String bindPointNames(int[] types) {
        var names = new StringJoiner(", ", "[", "]");
        for (int t : types) {
            names.add(bindPointName(t));
        }
        return names.toString();
    }
}
