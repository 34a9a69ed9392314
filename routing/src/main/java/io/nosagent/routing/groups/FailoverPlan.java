package io.nosagent.routing.groups;

import io.nosagent.sai.SaiObject;
import io.nosagent.sai.store.MemberCut;
import io.nosagent.sai.store.SaiHandle;
import io.nosagent.sai.store.SaiStore;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * For each port, the ECMP group members on the ASIC behind it: what a port going down must remove, kept as
 * members come and go (O(1) each), so the failover itself searches nothing and allocates nothing per group.
 * A port's members are in no set order: a removal moves the last one into the gap. Update thread only.
 */
final class FailoverPlan {

    /** The members behind one port: parallel slots of group, member index and handle. */
    private static final class PortMembers {
        private EcmpGroup[] groups = new EcmpGroup[16];
        private int[] members = new int[16];
        private final List<SaiHandle<SaiObject.NextHopGroupMember>> handles = new ArrayList<>();
    }

    private final Map<String, PortMembers> byPort = new HashMap<>();

    /** Member {@code member} of {@code g} is on the ASIC as {@code handle}. */
    void add(EcmpGroup g, int member, SaiHandle<SaiObject.NextHopGroupMember> handle) {
        PortMembers p = byPort.computeIfAbsent(g.port(member), k -> new PortMembers());
        int slot = p.handles.size();
        if (slot == p.groups.length) {
            p.groups = Arrays.copyOf(p.groups, slot * 2);
            p.members = Arrays.copyOf(p.members, slot * 2);
        }
        p.groups[slot] = g;
        p.members[slot] = member;
        p.handles.add(handle);
        g.planSlot(member, slot);
    }

    /** Member {@code member} of {@code g} left the ASIC (or never was in the plan). */
    void remove(EcmpGroup g, int member) {
        int slot = g.planSlot(member);
        if (slot < 0) {
            return;
        }
        PortMembers p = byPort.get(g.port(member));
        int last = p.handles.size() - 1;
        if (slot != last) {
            p.groups[slot] = p.groups[last];
            p.members[slot] = p.members[last];
            p.handles.set(slot, p.handles.get(last));
            p.groups[slot].planSlot(p.members[slot], slot);
        }
        p.handles.remove(last);
        p.groups[last] = null;
        g.planSlot(member, -1);
    }

    /**
     * Removes every member behind {@code port} from the ASIC with one bulk call, then tells each group which of
     * its members went (a member the ASIC kept stays, for the group's next follow to retry). The store's own
     * bookkeeping waits for {@link MemberCut#settle()}.
     */
    MemberCut cut(String port, SaiStore store) {
        PortMembers p = byPort.get(port);
        MemberCut cut = store.cut(p == null ? List.of() : p.handles);
        // Last to first: each removal is then of the last slot, so nothing moves into a slot not yet visited.
        for (int i = cut.size() - 1; i >= 0; i--) {
            if (cut.removed(i)) {
                EcmpGroup g = p.groups[i];
                int m = p.members[i];
                remove(g, m);
                g.cutOff(m);
            }
        }
        return cut;
    }
}
