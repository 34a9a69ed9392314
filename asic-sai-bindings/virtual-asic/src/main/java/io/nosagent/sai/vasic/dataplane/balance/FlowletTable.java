package io.nosagent.sai.vasic.dataplane.balance;

import io.nosagent.sai.meta.SaiEnums;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The flowlet table of a next-hop group with an ARS object: MAX_FLOWS entries indexed by the flow's
 * hash (flows that collide share an entry, as in hardware). A packet that finds its entry active (seen
 * within IDLE_TIME) follows it; one arriving after a longer silence starts a new flowlet, which picks
 * the member of best quality (lowest load cost; ties go to the member the hash points at) or, in a
 * random mode, a random member. Per-packet modes choose for every packet; FIXED keeps the hash's
 * choice. Every time an entry moves to another member counts as a reassignment.
 */
public final class FlowletTable {

    /** The group's members as the table sees them. */
    public interface Members {
        int count();

        /** Load cost of member {@code m} now; lower is better, {@code Long.MAX_VALUE} when unusable. */
        long cost(int m, long now);
    }

    private static final int FREE = -1;
    /** The entry's member left the group: its next packet starts a flowlet and counts as a move. */
    private static final int ORPHANED = -2;

    private final int mode;
    private final long idleNs;
    private final long[] lastSeen;
    private final int[] member;
    private long reassignments;

    public FlowletTable(int mode, long idleNs, int maxFlows) {
        if (maxFlows <= 0) {
            throw new IllegalArgumentException("an ARS flow table needs at least one entry, not " + maxFlows);
        }
        this.mode = mode;
        this.idleNs = idleNs;
        this.lastSeen = new long[maxFlows];
        this.member = new int[maxFlows];
        Arrays.fill(member, FREE);
    }

    public int mode() {
        return mode;
    }

    public long idleNs() {
        return idleNs;
    }

    public int size() {
        return member.length;
    }

    /** Times a flow entry moved to another member since the table was made. */
    public long reassignments() {
        return reassignments;
    }

    /**
     * The member for a packet with {@code hash} at {@code now}.
     *
     * @param hashed the member plain hashing would pick (FIXED mode, tie-breaks)
     */
    public int pick(int hash, int hashed, long now, Members members, SplittableRandom random) {
        if (mode == SaiEnums.ArsMode.FIXED) {
            return hashed;
        }
        int i = hash % member.length;
        int had = member[i];
        boolean perPacket = mode == SaiEnums.ArsMode.PER_PACKET_QUALITY || mode == SaiEnums.ArsMode.PER_PACKET_RANDOM;
        if (!perPacket && had >= 0 && now - lastSeen[i] <= idleNs) {
            lastSeen[i] = now;
            return had;
        }
        boolean randomMode = mode == SaiEnums.ArsMode.FLOWLET_RANDOM || mode == SaiEnums.ArsMode.PER_PACKET_RANDOM;
        int chosen = randomMode ? random.nextInt(members.count()) : best(hashed, now, members);
        if (had == ORPHANED || (had >= 0 && had != chosen)) {
            reassignments++;
        }
        member[i] = chosen;
        lastSeen[i] = now;
        return chosen;
    }

    /** Follows a membership change: {@code oldToNew[m]} is member m's new index, or -1 if it left. */
    public void remap(int[] oldToNew) {
        for (int i = 0; i < member.length; i++) {
            int m = member[i];
            if (m >= 0) {
                member[i] = m < oldToNew.length && oldToNew[m] >= 0 ? oldToNew[m] : ORPHANED;
            }
        }
    }

    private static int best(int start, long now, Members members) {
        int n = members.count();
        int best = start;
        long bestCost = members.cost(start, now);
        for (int k = 1; k < n; k++) {
            int m = (start + k) % n;
            long c = members.cost(m, now);
            if (c < bestCost) {
                best = m;
                bestCost = c;
            }
        }
        return best;
    }
}
