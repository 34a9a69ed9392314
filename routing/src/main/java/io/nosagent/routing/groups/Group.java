package io.nosagent.routing.groups;

import io.nosagent.feature.NeighborAddress;
import io.nosagent.routing.nexthops.NextHops;
import io.nosagent.routing.state.MemberStatus;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.store.SaiHandle;
import io.nosagent.sai.store.key.NextHopGroupKey;
import io.nosagent.sai.store.key.NextHopKey;

import java.util.ArrayList;
import java.util.List;

/**
 * One programmed next-hop group: its key (type and configured members), its object, the routes using it
 * and which of its members are on the ASIC. Members are indexed in the key's order.
 */
abstract sealed class Group permits EcmpGroup, FineGrainedGroup {

    final NextHopGroupKey key;
    final SaiHandle<SaiObject.NextHopGroup> handle;
    final long[] nextHopIds;
    /** Each member's neighbor, made once: failover asks whether each is resolved, and must not allocate per member. */
    private final NeighborAddress[] neighbors;
    int routes;
    /** What another programmer added to this group (its ARS object), held until the group drops it. */
    GroupExtras extras = GroupExtras.NONE;
    /** Its published state is stale (listed in NextHopGroups' changed groups): a flag, not a set entry per change. */
    boolean stale;

    Group(NextHopGroupKey key, SaiHandle<SaiObject.NextHopGroup> handle, long[] nextHopIds) {
        this.key = key;
        this.handle = handle;
        this.nextHopIds = nextHopIds;
        this.neighbors = new NeighborAddress[key.members().size()];
        for (int m = 0; m < neighbors.length; m++) {
            neighbors[m] = NextHops.neighborOf(nextHop(m));
        }
    }

    final long oid() {
        return handle.oid();
    }

    final int size() {
        return key.members().size();
    }

    final NextHopKey nextHop(int member) {
        return key.members().get(member).nextHop();
    }

    /** The neighbor member {@code member} forwards to. */
    final NeighborAddress neighbor(int member) {
        return neighbors[member];
    }

    /** The port traffic to member {@code member} leaves through. */
    final String port(int member) {
        return nextHop(member).routerInterface().interfaceName();
    }

    /**
     * Brings the members on the ASIC in line with {@code forwarding}: member creations and removals go
     * into {@code batch}, anything else is written at once.
     */
    abstract void follow(boolean[] forwarding, MemberBatch batch);

    /** Every member object this group holds, for its removal. */
    abstract List<SaiHandle<SaiObject.NextHopGroupMember>> memberHandles();

    /** The group and its members are gone from the ASIC: whatever indexes them lets go. */
    void removed() {
    }

    /** The buckets member {@code member} holds (0 for ECMP). */
    abstract int buckets(int member);

    /** Whether member {@code member} is on the ASIC and takes traffic. */
    abstract boolean programmed(int member);

    final RoutingState.Group state(MemberStatus[] status) {
        var members = new ArrayList<RoutingState.Member>(size());
        for (int m = 0; m < size(); m++) {
            var nh = key.members().get(m);
            members.add(new RoutingState.Member(nh.nextHop().ip(), port(m), nextHopIds[m], nh.weight(), buckets(m), status[m],
                    programmed(m)));
        }
        return new RoutingState.Group(oid(), key.isFineGrained() ? RoutingState.GroupType.FINE_GRAINED : RoutingState.GroupType.ECMP,
                key.buckets(), routes, members);
    }
}
