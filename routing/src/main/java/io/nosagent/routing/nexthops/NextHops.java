package io.nosagent.routing.nexthops;

import io.nosagent.feature.NeighborAddress;
import io.nosagent.feature.NeighborResolution;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.routing.state.RoutingStates;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.meta.NextHopAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.store.SaiHandle;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.store.key.NextHopKey;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The next-hop objects routes, groups and TE overrides point at, each created once and counted by its
 * users. A user {@link #retain}s a next hop and {@link #release}s it; a next hop nobody uses is removed
 * by the next {@link #sweep}, which runs after the users' own objects are gone (SAI refuses to remove an
 * object still referred to).
 *
 * <p>One store handle per next hop, however many users: the store keeps handles in an array per object,
 * and 100k routes over one next hop would make each release a scan. The next hop also holds a handle on
 * its router interface, so the router interface outlives it even when the interface programmer, which
 * runs first, lets go of it in the same commit. While a next hop exists its neighbor is {@linkplain
 * NeighborResolution#need needed}: the control plane resolves it.
 */
public final class NextHops {

    private static final class Entry {
        final SaiHandle<SaiObject.RouterInterface> routerInterface;
        final SaiHandle<SaiObject.NextHop> nextHop;
        int users;

        Entry(SaiHandle<SaiObject.RouterInterface> routerInterface, SaiHandle<SaiObject.NextHop> nextHop) {
            this.routerInterface = routerInterface;
            this.nextHop = nextHop;
        }
    }

    private final SaiStore store;
    private final RoutingStates states;
    private final NeighborResolution neighbors;
    private final Map<NextHopKey, Entry> entries = new HashMap<>();
    private final Set<NextHopKey> unused = new LinkedHashSet<>();

    /** @param neighbors told of every next hop made and removed, so its neighbor is resolved while it exists */
    public NextHops(SaiStore store, RoutingStates states, NeighborResolution neighbors) {
        this.store = store;
        this.states = states;
        this.neighbors = neighbors;
    }

    /** The neighbor a next hop forwards to. */
    public static NeighborAddress neighborOf(NextHopKey key) {
        return new NeighborAddress(key.routerInterface().interfaceName(), key.ip());
    }

    /**
     * One more user of {@code key}, created if new; returns its object id.
     *
     * @throws IllegalStateException when its router interface is not programmed
     */
    public long retain(NextHopKey key) {
        Entry e = entries.get(key);
        if (e == null) {
            e = create(key);
            entries.put(key, e);
            states.nextHop(e.nextHop.oid(), new RoutingState.NextHop(e.nextHop.oid(), key.ip(), key.routerInterface().interfaceName()));
            neighbors.need(neighborOf(key));
        }
        e.users++;
        unused.remove(key);
        return e.nextHop.oid();
    }

    /** One user fewer; the next hop goes at the next {@link #sweep} if that was the last. */
    public void release(NextHopKey key) {
        Entry e = entries.get(key);
        if (e == null || e.users == 0) {
            throw new IllegalStateException("release of " + key + " which has no user");
        }
        if (--e.users == 0) {
            unused.add(key);
        }
    }

    /** The object id of a next hop in use. */
    public long oid(NextHopKey key) {
        Entry e = entries.get(key);
        if (e == null) {
            throw new IllegalStateException(key + " is not programmed");
        }
        return e.nextHop.oid();
    }

    /** Removes the next hops nobody uses any more (and lets go of their router interfaces). */
    public void sweep() {
        for (NextHopKey key : new ArrayList<>(unused)) {
            Entry e = entries.get(key);
            e.nextHop.close();
            e.routerInterface.close();
            entries.remove(key);
            unused.remove(key);
            states.nextHop(e.nextHop.oid(), null);
            neighbors.release(neighborOf(key));
        }
    }

    private Entry create(NextHopKey key) {
        long rif = store.oidOf(key.routerInterface())
                .orElseThrow(() -> new IllegalStateException(key + ": router interface " + key.routerInterface() + " is not programmed"));
        var rifHandle = store.ensure(key.routerInterface(), List.of());
        List<Attribute.Of<SaiObject.NextHop>> attrs = List.of(NextHopAttr.TYPE.s32(SaiEnums.NextHopType.IP), NextHopAttr.IP.ip(key.ip()),
                NextHopAttr.ROUTER_INTERFACE_ID.oid(rif));
        try {
            return new Entry(rifHandle, store.ensure(key, attrs));
        } catch (RuntimeException e) {
            rifHandle.close();
            throw e;
        }
    }
}
