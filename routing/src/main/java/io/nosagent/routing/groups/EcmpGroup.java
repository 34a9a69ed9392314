package io.nosagent.routing.groups;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.store.SaiHandle;
import io.nosagent.sai.store.key.NextHopGroupKey;
import io.nosagent.sai.store.key.NextHopGroupMemberKey;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A DYNAMIC_UNORDERED_ECMP group: one SAI member per forwarding next hop. A member that stops
 * forwarding is removed and comes back as a new member; the ASIC re-hashes over what remains.
 */
final class EcmpGroup extends Group {

    /** The member objects on the ASIC, by member index; null where the member is out. */
    private final List<SaiHandle<SaiObject.NextHopGroupMember>> members;
    private final FailoverPlan plan;
    /** Each member's slot in its port's {@link FailoverPlan} entry; -1 while it is not on the ASIC. */
    private final int[] planSlots;

    EcmpGroup(NextHopGroupKey key, SaiHandle<SaiObject.NextHopGroup> handle, long[] nextHopIds, FailoverPlan plan) {
        super(key, handle, nextHopIds);
        this.members = new ArrayList<>(Collections.nCopies(key.members().size(), null));
        this.plan = plan;
        this.planSlots = new int[key.members().size()];
        Arrays.fill(planSlots, -1);
    }

    int planSlot(int member) {
        return planSlots[member];
    }

    void planSlot(int member, int slot) {
        planSlots[member] = slot;
    }

    /** The failover plan removed member {@code member} from the ASIC: its handle is settled with the cut. */
    void cutOff(int member) {
        members.set(member, null);
    }

    @Override
    void follow(boolean[] forwarding, MemberBatch batch) {
        for (int m = 0; m < members.size(); m++) {
            if (forwarding[m] && members.get(m) == null) {
                int at = m;
                batch.create(new NextHopGroupMemberKey(key, nextHop(m)), attributes(m), h -> {
                    members.set(at, h);
                    plan.add(this, at, h);
                });
            } else if (!forwarding[m] && members.get(m) != null) {
                plan.remove(this, m);
                batch.remove(members.get(m));
                members.set(m, null);
            }
        }
    }

    private List<Attribute.Of<SaiObject.NextHopGroupMember>> attributes(int m) {
        var attrs = new ArrayList<>(List.of(NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(oid()),
                NextHopGroupMemberAttr.NEXT_HOP_ID.oid(nextHopIds[m])));
        int weight = key.members().get(m).weight();
        if (weight != 1) {
            attrs.add(NextHopGroupMemberAttr.WEIGHT.u32(weight));
        }
        return attrs;
    }

    @Override
    List<SaiHandle<SaiObject.NextHopGroupMember>> memberHandles() {
        return members.stream().filter(Objects::nonNull).toList();
    }

    @Override
    void removed() {
        for (int m = 0; m < members.size(); m++) {
            plan.remove(this, m);
        }
    }

    @Override
    int buckets(int member) {
        return 0;
    }

    @Override
    boolean programmed(int member) {
        return members.get(member) != null;
    }
}
