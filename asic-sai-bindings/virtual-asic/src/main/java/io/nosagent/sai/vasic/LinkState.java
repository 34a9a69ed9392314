package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.SaiEnums;

import java.util.HashSet;
import java.util.Set;

/**
 * Whether each port's link is physically present (cable in, peer up; true until a test or the
 * simulator pulls it) and the operational status that follows: the CPU port is always UP, a
 * front-panel port is UP when it is admin up and its link is present, DOWN otherwise.
 */
final class LinkState {

    private final Set<Long> absent = new HashSet<>();

    boolean isPresent(long port) {
        return !absent.contains(port);
    }

    void setPresent(long port, boolean present) {
        if (present) {
            absent.remove(port);
        } else {
            absent.add(port);
        }
    }

    /** A {@code sai_port_oper_status_t} number. */
    int operStatus(StoredObject port) {
        if (port.attributes.find(PortAttr.TYPE.id()) instanceof Attribute t
                && t.value() instanceof AttrValue.S32(int type) && type == SaiEnums.PortType.CPU) {
            return SaiEnums.PortOperStatus.UP;
        }
        boolean adminUp = port.attributes.find(PortAttr.ADMIN_STATE.id()) instanceof Attribute a
                && a.value() instanceof AttrValue.Bool(boolean up) && up;
        return adminUp && isPresent(port.oid) ? SaiEnums.PortOperStatus.UP : SaiEnums.PortOperStatus.DOWN;
    }

    void clear() {
        absent.clear();
    }
}
