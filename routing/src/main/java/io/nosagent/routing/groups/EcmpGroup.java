package io.nosagent.routing.groups;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.store.SaiHandle;
import io.nosagent.sai.store.key.NextHopGroupKey;
import io.nosagent.sai.store.key.NextHopGroupMemberKey;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A DYNAMIC_UNORDERED_ECMP group: one SAI member per forwarding next hop. A member that stops
 * forwarding is removed and comes back as a new member; the ASIC re-hashes over what remains.
 */
final class EcmpGroup extends Group {

    /** The member objects on the ASIC, by member index; null where the member is out. */
    private final SaiHandle[] members;

    EcmpGroup(NextHopGroupKey key, SaiHandle handle, long[] nextHopIds) {
        super(key, handle, nextHopIds);
        this.members = new SaiHandle[key.members().size()];
    }

    @Override
    void follow(boolean[] forwarding, MemberBatch batch) {
        for (int m = 0; m < members.length; m++) {
            if (forwarding[m] && members[m] == null) {
                int at = m;
                batch.create(new NextHopGroupMemberKey(key, nextHop(m)), attributes(m), h -> members[at] = h);
            } else if (!forwarding[m] && members[m] != null) {
                batch.remove(members[m]);
                members[m] = null;
            }
        }
    }

    private List<Attribute> attributes(int m) {
        var attrs = new ArrayList<>(List.of(NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(oid()),
                NextHopGroupMemberAttr.NEXT_HOP_ID.oid(nextHopIds[m])));
        int weight = key.members().get(m).weight();
        if (weight != 1) {
            attrs.add(NextHopGroupMemberAttr.WEIGHT.u32(weight));
        }
        return attrs;
    }

    @Override
    List<SaiHandle> memberHandles() {
        return Arrays.stream(members).filter(Objects::nonNull).toList();
    }

    @Override
    int buckets(int member) {
        return 0;
    }

    @Override
    boolean programmed(int member) {
        return members[member] != null;
    }
}
