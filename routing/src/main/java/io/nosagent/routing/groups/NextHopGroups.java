package io.nosagent.routing.groups;

import io.nosagent.feature.NeighborAddress;
import io.nosagent.feature.NeighborResolution;
import io.nosagent.routing.nexthops.NextHops;
import io.nosagent.routing.state.MemberStatus;
import io.nosagent.routing.state.RoutingStates;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.store.MemberCut;
import io.nosagent.sai.store.SaiHandle;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.store.key.NextHopGroupKey;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The next-hop groups routes share: one group per next-hop set and type, counted by the routes that
 * point at it ({@link #retain} / {@link #release}; an unused group goes at the next {@link #sweep}).
 *
 * <p>A group's members follow {@link PortAvailability}: a member whose port is down (fast failover) or
 * drained leaves, and comes back when the port does. They follow {@link NeighborResolution} the same way: a
 * member whose neighbor is not resolved (not yet, or aged out) is not on the ASIC until it resolves. The work is per group, found through an index from
 * port to the groups with a member behind it, never per route: routes keep pointing at their group.
 * A drain never empties a group: when every member that is up is drained, the drained ones stay in
 * (traffic has to go somewhere and their links work). When every member's port is down, an ECMP group is
 * left empty and drops, as hardware does with a group that has no member; a fine-grained group keeps
 * its buckets where they were, which drops the same traffic.
 *
 * <p>Members are created and removed with the bulk calls, across all the groups one change touches.
 * Update thread only.
 */
public final class NextHopGroups implements PortAvailability.Listener {

    private final SaiStore store;
    private final NextHops nextHops;
    private final PortAvailability ports;
    private final NeighborResolution neighbors;
    private final GroupAttributes attributes;
    private final RoutingStates states;
    private final Map<NextHopGroupKey, Group> groups = new LinkedHashMap<>();
    /** Port to the groups with a member behind it, in creation order (so the writes come in a fixed order). */
    private final Map<String, Set<Group>> byPort = new HashMap<>();
    /** Neighbor to the groups with a member forwarding to it, in creation order. */
    private final Map<NeighborAddress, Set<Group>> byNeighbor = new HashMap<>();
    private final Set<Group> unused = new LinkedHashSet<>();
    /** Per port, the ECMP members a port going down removes: fast failover's work, precomputed. */
    private final FailoverPlan plan = new FailoverPlan();
    /** Groups whose published state is stale, each once ({@link Group#stale}); reused, so a failover allocates nothing per group. */
    private final List<Group> changed = new ArrayList<>();
    /** Which members of the group at hand forward; by group size, reused (update thread only). */
    private final Map<Integer, boolean[]> forwardingBySize = new HashMap<>();

    public NextHopGroups(SaiStore store, NextHops nextHops, PortAvailability ports, NeighborResolution neighbors,
                         GroupAttributes attributes, RoutingStates states) {
        this.store = store;
        this.nextHops = nextHops;
        this.ports = ports;
        this.neighbors = neighbors;
        this.attributes = attributes;
        this.states = states;
        ports.addListener(this);
        states.addSource(this::recordState);
    }

    /**
     * Creates the groups of {@code keys} that do not exist yet, with their members (in one bulk call).
     * They have no route until {@link #retain}ed; a {@link #sweep} removes them if none comes.
     */
    public void prepare(Collection<NextHopGroupKey> keys) {
        var batch = new MemberBatch();
        for (NextHopGroupKey key : keys) {
            if (!groups.containsKey(key)) {
                Group g = create(key);
                g.follow(forwarding(g), batch);
            }
        }
        batch.flush(store);
    }

    /** One more route on {@code key} (created if new); returns the group's object id. */
    public long retain(NextHopGroupKey key) {
        Group g = groups.get(key);
        if (g == null) {
            prepare(List.of(key));
            g = groups.get(key);
        }
        g.routes++;
        unused.remove(g);
        markStale(g);
        return g.oid();
    }

    /** One route fewer on {@code key}; the group goes at the next {@link #sweep} if that was the last. */
    public void release(NextHopGroupKey key) {
        Group g = groups.get(key);
        if (g == null || g.routes == 0) {
            throw new IllegalStateException("release of " + key + " which has no route");
        }
        if (--g.routes == 0) {
            unused.add(g);
        }
        markStale(g);
    }

    /** Removes the groups no route uses: their members in one bulk call, then the groups, then their next hops. */
    public void sweep() {
        if (unused.isEmpty()) {
            return;
        }
        var gone = new ArrayList<>(unused);
        var members = new ArrayList<SaiHandle<?>>();
        gone.forEach(g -> members.addAll(g.memberHandles()));
        gone.forEach(Group::removed);
        store.closeAll(members);
        for (Group g : gone) {
            g.handle.close();
            g.extras.hold().release();
            groups.remove(g.key);
            unused.remove(g);
            g.stale = false;
            for (int m = 0; m < g.size(); m++) {
                Set<Group> behind = byPort.get(g.port(m));
                if (behind != null) {
                    behind.remove(g);
                }
                Set<Group> through = byNeighbor.get(g.neighbor(m));
                if (through != null) {
                    through.remove(g);
                }
                nextHops.release(g.nextHop(m));
            }
            states.group(g.oid(), null);
        }
    }

    /**
     * Asks {@link GroupAttributes} again for every ECMP group's extra attributes (the flowlet settings
     * changed), writes what differs, then lets go of what the group held before.
     */
    public void refreshAttributes() {
        for (Group g : new ArrayList<>(groups.values())) {
            if (g instanceof EcmpGroup) {
                GroupExtras next = extras(g.key);
                try {
                    g.handle.update(attributes(g.key, next));
                } catch (RuntimeException e) {
                    next.hold().release();
                    throw e;
                }
                GroupExtras before = g.extras;
                g.extras = next;
                before.hold().release();
            }
        }
    }

    /**
     * Fast failover's first step when {@code port} goes down, before anything else knows: every ECMP member behind
     * it leaves its group on the ASIC in one bulk call, from the {@link FailoverPlan} (no search, no allocation
     * per group). The groups follow the port's new status next ({@link #portsChanged}, through
     * {@link PortAvailability}: fine-grained buckets re-pointed, drained members brought back where nothing else
     * is left); the returned cut's {@link MemberCut#settle()} then does the store's bookkeeping.
     */
    public MemberCut cutOff(String port) {
        return plan.cut(port, store);
    }

    /** Fast failover and drain: every group with a member behind one of {@code changedPorts} follows. */
    @Override
    public void portsChanged(Set<String> changedPorts) {
        Collection<Group> touched;
        if (changedPorts.size() == 1) {
            touched = byPort.getOrDefault(changedPorts.iterator().next(), Set.of()); // one port down: the usual failover
        } else {
            var several = new LinkedHashSet<Group>();
            for (String p : changedPorts) {
                several.addAll(byPort.getOrDefault(p, Set.of()));
            }
            touched = several;
        }
        follow(touched);
    }

    /**
     * Neighbors resolved or lost (learned, aged out, configured): every group with a member forwarding to one of
     * {@code changed} follows, as for a port going down or up.
     */
    public void neighborsChanged(Set<NeighborAddress> changed) {
        var touched = new LinkedHashSet<Group>();
        for (NeighborAddress n : changed) {
            touched.addAll(byNeighbor.getOrDefault(n, Set.of()));
        }
        follow(touched);
    }

    private void follow(Collection<Group> touched) {
        var batch = new MemberBatch();
        RuntimeException failure = null;
        for (Group g : touched) {
            markStale(g);
            try {
                g.follow(forwarding(g), batch);
            } catch (RuntimeException e) {
                // The other groups still follow; this one catches up at its next change.
                failure = failure == null ? e : failure;
            }
        }
        try {
            batch.flush(store);
        } catch (RuntimeException e) {
            failure = failure == null ? e : failure;
        }
        if (failure != null) {
            throw failure;
        }
    }

    /** The object id of a group in use. */
    public long oid(NextHopGroupKey key) {
        Group g = groups.get(key);
        if (g == null) {
            throw new IllegalStateException(key + " is not programmed");
        }
        return g.oid();
    }

    private Group create(NextHopGroupKey key) {
        var ids = new long[key.members().size()];
        int retained = 0;
        SaiHandle<SaiObject.NextHopGroup> handle;
        GroupExtras extras = GroupExtras.NONE;
        try {
            for (; retained < ids.length; retained++) {
                ids[retained] = nextHops.retain(key.members().get(retained).nextHop());
            }
            extras = extras(key);
            handle = store.ensure(key, attributes(key, extras));
        } catch (RuntimeException e) {
            extras.hold().release();
            for (int m = 0; m < retained; m++) {
                nextHops.release(key.members().get(m).nextHop());
            }
            throw e;
        }
        Group g = key.isFineGrained() ? new FineGrainedGroup(key, handle, ids) : new EcmpGroup(key, handle, ids, plan);
        g.extras = extras;
        groups.put(key, g);
        for (int m = 0; m < g.size(); m++) {
            byPort.computeIfAbsent(g.port(m), p -> new LinkedHashSet<>()).add(g);
            byNeighbor.computeIfAbsent(g.neighbor(m), n -> new LinkedHashSet<>()).add(g);
        }
        unused.add(g);
        markStale(g);
        return g;
    }

    /** Flowlets (ARS) for hashed groups only: a bucket table exists to keep flows where they are. */
    private GroupExtras extras(NextHopGroupKey key) {
        if (key.isFineGrained()) {
            return GroupExtras.NONE;
        }
        var interfaces = new TreeSet<String>();
        key.members().forEach(m -> interfaces.add(m.nextHop().routerInterface().interfaceName()));
        return attributes.forMembers(interfaces);
    }

    private static List<Attribute.Of<SaiObject.NextHopGroup>> attributes(NextHopGroupKey key, GroupExtras extras) {
        var attrs = new ArrayList<Attribute.Of<SaiObject.NextHopGroup>>();
        if (key.isFineGrained()) {
            attrs.add(NextHopGroupAttr.TYPE.s32(SaiEnums.NextHopGroupType.FINE_GRAIN_ECMP));
            attrs.add(NextHopGroupAttr.CONFIGURED_SIZE.u32(key.buckets()));
        } else {
            attrs.add(NextHopGroupAttr.TYPE.s32(SaiEnums.NextHopGroupType.DYNAMIC_UNORDERED_ECMP));
        }
        attrs.addAll(extras.attributes());
        return attrs;
    }

    private void markStale(Group g) {
        if (!g.stale) {
            g.stale = true;
            changed.add(g);
        }
    }

    private MemberStatus[] status(Group g) {
        var status = new MemberStatus[g.size()];
        for (int m = 0; m < status.length; m++) {
            status[m] = status(g, m);
        }
        return status;
    }

    /** The members that take traffic: those up; if none is, those drained (a drain never empties a group). */
    private boolean[] forwarding(Group g) {
        var forwarding = forwardingBySize.computeIfAbsent(g.size(), boolean[]::new);
        boolean any = false;
        for (int m = 0; m < forwarding.length; m++) {
            forwarding[m] = status(g, m) == MemberStatus.UP;
            any |= forwarding[m];
        }
        if (!any) {
            for (int m = 0; m < forwarding.length; m++) {
                forwarding[m] = status(g, m) == MemberStatus.DRAINED;
            }
        }
        return forwarding;
    }

    /** Withdrawn first, then a port down, then a neighbor not resolved, then drained or up. */
    private MemberStatus status(Group g, int m) {
        if (g.key.isWithdrawn(g.nextHop(m))) {
            return MemberStatus.WITHDRAWN;
        }
        MemberStatus port = ports.status(g.port(m));
        return port != MemberStatus.FAILED_OVER && !neighbors.isResolved(g.neighbor(m))
                ? MemberStatus.UNRESOLVED : port;
    }

    private void recordState() {
        for (Group g : changed) {
            if (g.stale) { // else removed since
                g.stale = false;
                states.group(g.oid(), g.state(status(g)));
            }
        }
        changed.clear();
    }
}
