package io.nosagent.sai.vasic.dataplane.balance;

import io.nosagent.sai.meta.SaiEnums;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The flowlet table of a next-hop group with an ARS object: MAX_FLOWS entries indexed by the flow's
 * hash (flows that collide share an entry, as in hardware). A packet that finds its entry active (seen
 * within IDLE_TIME) follows it; one arriving after a longer silence starts a new flowlet, which picks
 * among the members whose port measures quality (ARS_ENABLE) the one of best quality (lowest load cost;
 * ties go to the first from the member the hash points at) or, in a random mode, a random one.
 * Per-packet modes choose for every packet; FIXED keeps the hash's choice. A member on a port without
 * ARS_ENABLE is never chosen by quality or at random: it has no quality to compare. The group only uses
 * its table when at least one member qualifies.
 *
 * <p>Every time an entry moves to another member counts as a next-hop reassignment; when the move also
 * changes the egress port, as a port reassignment (the two NEXT_HOP_GROUP counters SAI defines; next
 * hops on one port differ in next hop only).
 */
public final class FlowletTable {

    /** The group's members as the table sees them. */
    public interface Members {
        int count();

        /** Whether member {@code m}'s port measures quality (ARS_ENABLE). */
        boolean eligible(int m);

        /** Load cost of member {@code m} now; lower is better, {@code Long.MAX_VALUE} when unusable. */
        long cost(int m, long now);

        /** Egress port index of member {@code m}, or -1. */
        int port(int m);
    }

    private static final int FREE = -1;
    /** The entry's member left the group: its next packet starts a flowlet and counts as a move. */
    private static final int ORPHANED = -2;

    private final int mode;
    private final long idleNs;
    private final long[] lastSeen;
    private final int[] member;
    /** Egress port of the entry's member when it was assigned (kept when the member leaves). */
    private final int[] port;
    private long reassignments;
    private long portReassignments;

    public FlowletTable(int mode, long idleNs, int maxFlows) {
        if (maxFlows <= 0) {
            throw new IllegalArgumentException("an ARS flow table needs at least one entry, not " + maxFlows);
        }
        this.mode = mode;
        this.idleNs = idleNs;
        this.lastSeen = new long[maxFlows];
        this.member = new int[maxFlows];
        this.port = new int[maxFlows];
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

    /** Times a flow entry moved to a member on another egress port. */
    public long portReassignments() {
        return portReassignments;
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
        int chosen = randomMode ? anyEligible(members, random) : best(hashed, now, members);
        if (chosen < 0) {
            return hashed;
        }
        int chosenPort = members.port(chosen);
        if (had == ORPHANED || (had >= 0 && had != chosen)) {
            reassignments++;
            if (port[i] != chosenPort) {
                portReassignments++;
            }
        }
        member[i] = chosen;
        port[i] = chosenPort;
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

    /** The eligible member of lowest cost, ties to the first from {@code start}; -1 when none is eligible. */
    private static int best(int start, long now, Members members) {
        int n = members.count();
        int best = -1;
        long bestCost = Long.MAX_VALUE;
        for (int k = 0; k < n; k++) {
            int m = (start + k) % n;
            if (!members.eligible(m)) {
                continue;
            }
            long c = members.cost(m, now);
            if (best < 0 || c < bestCost) {
                best = m;
                bestCost = c;
            }
        }
        return best;
    }

    private static int anyEligible(Members members, SplittableRandom random) {
        int n = members.count();
        int eligible = 0;
        for (int m = 0; m < n; m++) {
            eligible += members.eligible(m) ? 1 : 0;
        }
        if (eligible == 0) {
            return -1;
        }
        int pick = random.nextInt(eligible);
        for (int m = 0; m < n; m++) {
            if (members.eligible(m) && pick-- == 0) {
                return m;
            }
        }
        return -1;
    }
}
