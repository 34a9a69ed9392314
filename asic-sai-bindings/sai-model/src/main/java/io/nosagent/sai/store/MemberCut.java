package io.nosagent.sai.store;

import io.nosagent.sai.SaiObject;
import io.nosagent.sai.SaiStatus;

import java.util.List;

/**
 * What a failover's one bulk removal did ({@link SaiStore#cut}): per member, whether it is off the ASIC. The
 * store still knows every member until {@link #settle()}, the bookkeeping done once the groups are updated.
 */
public final class MemberCut {

    private final SaiStore store;
    private final SaiHandle<SaiObject.NextHopGroupMember>[] handles;
    private final List<SaiStatus> statuses;
    private boolean settled;

    MemberCut(SaiStore store, SaiHandle<SaiObject.NextHopGroupMember>[] handles, List<SaiStatus> statuses) {
        this.store = store;
        this.handles = handles;
        this.statuses = statuses;
    }

    public int size() {
        return handles.length;
    }

    /** Whether member {@code i} (in the order given) is off the ASIC: removed now, or already gone. */
    public boolean removed(int i) {
        return SaiStore.isGone(statuses.get(i));
    }

    /** The ASIC's answer for member {@code i}. */
    public SaiStatus status(int i) {
        return statuses.get(i);
    }

    /**
     * Closes the handles of the members off the ASIC and forgets them; a member the ASIC refused to remove keeps
     * its open handle (its owner retries). Settling twice changes nothing.
     */
    public void settle() {
        if (settled) {
            return;
        }
        settled = true;
        for (int i = 0; i < handles.length; i++) {
            if (removed(i)) {
                store.settle(handles[i]);
            }
        }
    }
}
