package io.nosagent.sai.vasic.dataplane.route;

import io.nosagent.sai.vasic.dataplane.balance.ArsProfile;
import io.nosagent.sai.vasic.dataplane.balance.EcmpHasher;
import io.nosagent.sai.vasic.dataplane.balance.EgressLoads;
import io.nosagent.sai.vasic.dataplane.balance.FineGrainedBuckets;
import io.nosagent.sai.vasic.dataplane.balance.FlowletTable;
import io.nosagent.sai.vasic.packet.Packet;

import java.util.SplittableRandom;

/**
 * A compiled NEXT_HOP_GROUP: its members and how a packet picks one. Plain ECMP maps the hash onto a
 * table where each member appears as often as its weight; FINE_GRAIN_ECMP maps it onto the group's
 * {@link FineGrainedBuckets}; a group with an ARS object (and ARS enabled for the packet's family by the
 * switch's profile) lets its {@link FlowletTable} choose among the members on ARS-enabled ports, and
 * hashes when it has none. Members come and go in place, keeping the slot and flowlet state.
 */
public final class GroupForwarder extends Forwarder implements FlowletTable.Members {

    private final long oid;
    private final EcmpHasher hasher;
    private final EgressLoads loads;
    private final SplittableRandom random;
    private long[] memberOids = new long[0];
    private NextHopForwarder[] members = new NextHopForwarder[0];
    /** Plain ECMP: member index per slot, each member weight times. */
    private int[] slots = new int[0];
    private FineGrainedBuckets buckets;
    private FlowletTable flowlets;
    private ArsProfile arsProfile;
    /** Per member: its port has ARS_ENABLE (as of the last rebuild). */
    private boolean[] eligible = new boolean[0];
    private int eligibleCount;
    private volatile long publishedReassignments;
    private volatile long publishedPortReassignments;

    public GroupForwarder(long oid, EcmpHasher hasher, EgressLoads loads, SplittableRandom random) {
        this.oid = oid;
        this.hasher = hasher;
        this.loads = loads;
        this.random = random;
    }

    public long oid() {
        return oid;
    }

    /**
     * Sets the members (creation order), their weights (plain ECMP) or INDEX slots (fine-grained), and
     * the slot table size of a fine-grained group (0 for plain ECMP).
     */
    public void setMembers(long[] oids, NextHopForwarder[] hops, int[] weights, int[] indexes, int fineGrainedSize) {
        if (flowlets != null) {
            flowlets.remap(oldToNew(memberOids, oids));
        }
        if (fineGrainedSize > 0) {
            if (buckets == null || buckets.size() != fineGrainedSize) {
                buckets = new FineGrainedBuckets(fineGrainedSize);
            }
            buckets.reconcile(oids, indexes);
        } else {
            buckets = null;
        }
        memberOids = oids.clone();
        members = hops.clone();
        slots = expand(weights);
        eligible = new boolean[hops.length];
        eligibleCount = 0;
        for (int m = 0; m < hops.length; m++) {
            int port = hops[m].portIndex();
            eligible[m] = port >= 0 && loads.arsEnabled(port);
            eligibleCount += eligible[m] ? 1 : 0;
        }
    }

    /** Members on ARS-enabled ports: the ones flowlets may choose. */
    public int arsMembers() {
        return eligibleCount;
    }

    /** Turns flowlet switching on ({@code table} not null) or off; an unchanged table keeps its state. */
    public void setArs(FlowletTable table, ArsProfile profile) {
        this.flowlets = table;
        this.arsProfile = profile;
    }

    public FlowletTable flowlets() {
        return flowlets;
    }

    public FineGrainedBuckets buckets() {
        return buckets;
    }

    /** ARS next-hop reassignments so far (0 without ARS). */
    public long reassignments() {
        return flowlets == null ? 0 : flowlets.reassignments();
    }

    /** ARS reassignments that changed the egress port (0 without ARS). */
    public long portReassignments() {
        return flowlets == null ? 0 : flowlets.portReassignments();
    }

    /** Makes the reassignment counts visible to other threads (GET of ARS_NEXT_HOP_ / ARS_PORT_REASSIGNMENTS). */
    public void publish() {
        publishedReassignments = reassignments();
        publishedPortReassignments = portReassignments();
    }

    public long publishedReassignments() {
        return publishedReassignments;
    }

    public long publishedPortReassignments() {
        return publishedPortReassignments;
    }

    /** Index of the member {@code p} goes to, or -1 when the group is empty. */
    public int memberFor(Packet p, int ingressPort, long now) {
        if (members.length == 0) {
            return -1;
        }
        int hash = hasher.hash(p, ingressPort);
        int hashed = buckets != null ? buckets.memberFor(hash) : slots[EcmpHasher.pick(hash, slots.length)];
        if (flowlets != null && eligibleCount > 0 && arsProfile.enabledFor(p.ipv6) && hashed >= 0) {
            return flowlets.pick(hash, hashed, now, this, random);
        }
        return hashed;
    }

    @Override
    public Neighbor select(Packet p, int ingressPort, long now) {
        int m = memberFor(p, ingressPort, now);
        return m < 0 ? null : members[m].select(p, ingressPort, now);
    }

    @Override
    public int count() {
        return members.length;
    }

    @Override
    public boolean eligible(int m) {
        return eligible[m];
    }

    @Override
    public long cost(int m, long at) {
        int port = members[m].portIndex();
        return port < 0 ? Long.MAX_VALUE : loads.cost(port, at, arsProfile);
    }

    @Override
    public int port(int m) {
        return members[m].portIndex();
    }

    private static int[] expand(int[] weights) {
        int g = 0;
        for (int w : weights) {
            g = gcd(g, Math.max(1, w));
        }
        int total = 0;
        for (int w : weights) {
            total += Math.max(1, w) / Math.max(1, g);
        }
        // Large weights are scaled down to a table a switch would hold; every member keeps a slot.
        double scale = total > 4096 ? 4096.0 / total : 1.0;
        int[] counts = new int[weights.length];
        int n = 0;
        for (int m = 0; m < weights.length; m++) {
            counts[m] = Math.max(1, (int) Math.round(Math.max(1, weights[m]) / (double) Math.max(1, g) * scale));
            n += counts[m];
        }
        int[] slots = new int[n];
        int k = 0;
        for (int m = 0; m < weights.length; m++) {
            for (int c = 0; c < counts[m]; c++) {
                slots[k++] = m;
            }
        }
        return slots;
    }

    private static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    private static int[] oldToNew(long[] before, long[] after) {
        int[] map = new int[before.length];
        for (int i = 0; i < before.length; i++) {
            map[i] = -1;
            for (int j = 0; j < after.length; j++) {
                if (after[j] == before[i]) {
                    map[i] = j;
                    break;
                }
            }
        }
        return map;
    }
}
