package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.HostifTrapAttr;
import io.nosagent.sai.meta.HostifTrapGroupAttr;
import io.nosagent.sai.meta.PolicerAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;

import java.util.Set;

import static io.nosagent.sai.SaiStatusCode.INVALID_ATTR_VALUE;
import static io.nosagent.sai.SaiStatusCode.ITEM_ALREADY_EXISTS;
import static io.nosagent.sai.SaiStatusCode.MANDATORY_ATTRIBUTE_MISSING;

/**
 * Traps, trap groups and policers as a switch can carry them out (references to missing objects, and removals
 * of a group or policer in use, are refused by the store's own rules):
 * <ul>
 *   <li>a trap group's QUEUE is one of the CPU port's queues (SWITCH NUMBER_OF_CPU_QUEUES), at create and on set:
 *       INVALID_ATTR_VALUE_0+i;</li>
 *   <li>a switch has one trap per TRAP_TYPE (the type is the trap's key): a second is ITEM_ALREADY_EXISTS;</li>
 *   <li>a trap's PACKET_ACTION is one a trap can take: DROP, FORWARD, COPY, TRAP or LOG (not TRANSIT, DENY, ...):
 *       INVALID_ATTR_VALUE_0+i;</li>
 *   <li>a rate meter (MODE SR_TCM or TR_TCM) is given its committed rate CIR (MANDATORY_ATTRIBUTE_MISSING naming
 *       it), and a two-rate one a PIR no lower than its CIR (INVALID_ATTR_VALUE_0+i of PIR).</li>
 * </ul>
 */
final class HostifRules implements RelationRule {

    private static final Set<Integer> TRAP_ACTIONS = Set.of(SaiEnums.PacketAction.DROP, SaiEnums.PacketAction.FORWARD,
            SaiEnums.PacketAction.COPY, SaiEnums.PacketAction.TRAP, SaiEnums.PacketAction.LOG);

    private final ObjectTable table;

    HostifRules(ObjectTable table) {
        this.table = table;
    }

    @Override
    public void checkCreate(ObjectType type, Attribute[] attrs) {
        switch (type) {
            case HOSTIF_TRAP_GROUP -> {
                int at = Held.indexOf(attrs, HostifTrapGroupAttr.QUEUE);
                if (at >= 0) {
                    checkQueue(attrs[at], at);
                }
            }
            case HOSTIF_TRAP -> {
                long trapType = Held.number(Held.given(attrs, HostifTrapAttr.TRAP_TYPE), -1);
                for (long oid : table.objectIds(ObjectType.HOSTIF_TRAP)) {
                    if (Held.number(Held.value(table.find(oid), HostifTrapAttr.TRAP_TYPE), -2) == trapType) {
                        throw Violation.of(ITEM_ALREADY_EXISTS, "trap 0x" + Long.toHexString(oid) + " already traps "
                                + SaiEnums.HostifTrapType.ENUM.nameOf((int) trapType).orElse(Long.toString(trapType)));
                    }
                }
                checkAction(attrs[Held.indexOf(attrs, HostifTrapAttr.PACKET_ACTION)], Held.indexOf(attrs, HostifTrapAttr.PACKET_ACTION));
            }
            case POLICER -> checkMeter(attrs);
            default -> {
            }
        }
    }

    @Override
    public void checkSet(StoredObject target, Attribute attr) {
        if (target.type == ObjectType.HOSTIF_TRAP_GROUP && attr.spec().id() == HostifTrapGroupAttr.QUEUE.id()) {
            checkQueue(attr, 0);
        } else if (target.type == ObjectType.HOSTIF_TRAP && attr.spec().id() == HostifTrapAttr.PACKET_ACTION.id()) {
            checkAction(attr, 0);
        } else if (target.type == ObjectType.POLICER && (attr.spec().id() == PolicerAttr.PIR.id() || attr.spec().id() == PolicerAttr.CIR.id())) {
            long mode = Held.number(Held.value(target, PolicerAttr.MODE), -1);
            long cir = attr.spec().id() == PolicerAttr.CIR.id() ? Held.number(attr.value(), 0) : Held.number(Held.value(target, PolicerAttr.CIR), 0);
            long pir = attr.spec().id() == PolicerAttr.PIR.id() ? Held.number(attr.value(), 0) : Held.number(Held.value(target, PolicerAttr.PIR), 0);
            if (mode == SaiEnums.PolicerMode.TR_TCM && pir < cir) {
                throw Violation.at(INVALID_ATTR_VALUE, 0, attr.spec(), "a two-rate meter's PIR " + pir + " is below its CIR " + cir);
            }
        }
    }

    private void checkQueue(Attribute queue, int at) {
        long index = Held.number(queue.value(), -1);
        long cpuQueues = cpuQueues();
        if (index < 0 || index >= cpuQueues) {
            throw Violation.at(INVALID_ATTR_VALUE, at, queue.spec(), "QUEUE " + index + " is not a CPU queue (the CPU port has "
                    + cpuQueues + ": 0.." + (cpuQueues - 1) + ")");
        }
    }

    private static void checkAction(Attribute action, int at) {
        if (action.value() instanceof AttrValue.S32(int a) && !TRAP_ACTIONS.contains(a)) {
            throw Violation.at(INVALID_ATTR_VALUE, at, action.spec(), SaiEnums.PacketAction.ENUM.nameOf(a).orElse(Integer.toString(a))
                    + " is not an action of a trap (DROP, FORWARD, COPY, TRAP, LOG)");
        }
    }

    private static void checkMeter(Attribute[] attrs) {
        long mode = Held.number(Held.given(attrs, PolicerAttr.MODE), -1);
        if (mode != SaiEnums.PolicerMode.SR_TCM && mode != SaiEnums.PolicerMode.TR_TCM) {
            return;
        }
        int cirAt = Held.indexOf(attrs, PolicerAttr.CIR);
        if (cirAt < 0) {
            throw Violation.about(MANDATORY_ATTRIBUTE_MISSING, PolicerAttr.CIR, "a rate meter (srTCM, trTCM) needs its committed rate CIR");
        }
        int pirAt = Held.indexOf(attrs, PolicerAttr.PIR);
        long pir = pirAt < 0 ? 0 : Held.number(attrs[pirAt].value(), 0);
        long cir = Held.number(attrs[cirAt].value(), 0);
        if (mode == SaiEnums.PolicerMode.TR_TCM && pir < cir) {
            throw Violation.at(INVALID_ATTR_VALUE, pirAt < 0 ? cirAt : pirAt, pirAt < 0 ? PolicerAttr.CIR : attrs[pirAt].spec(),
                    "a two-rate meter's PIR " + pir + " is below its CIR " + cir);
        }
    }

    private long cpuQueues() {
        for (long sw : table.objectIds(ObjectType.SWITCH)) {
            return Held.number(Held.value(table.find(sw), SwitchAttr.NUMBER_OF_CPU_QUEUES), 0);
        }
        return 0;
    }
}
