package io.nosagent.control.neighbor;

import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.intent.StaticNeighbor;
import io.nosagent.feature.NeighborAddress;
import io.nosagent.feature.NeighborResolution;
import io.nosagent.feature.Programmer;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.NeighborEntryAttr;
import io.nosagent.sai.observe.Published;
import io.nosagent.sai.store.SaiHandle;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.store.key.RouterInterfaceKey;
import io.nosagent.sai.time.AgentTime;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.InetAddress;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The neighbors the agent learns, each with its state machine on the agent's time source, and the resolution
 * routing follows.
 *
 * <p>An entry starts INCOMPLETE when a next hop needs it ({@link #need}) or a packet missed it ({@link #miss}),
 * with a probe. An answer to a probe, or the host asking for one of the switch's addresses, confirms it: REACHABLE,
 * and its link-layer address becomes a SAI neighbor entry through the store (a changed address is one set). What
 * is heard without being asked (a gratuitous ARP, a changed address in a request for another host) updates an entry
 * that exists: STALE. The ager ({@link #age}, every {@link NeighborTimers#ager()}) probes an entry not confirmed for
 * the refresh time (PROBE) or STALE, and an entry not confirmed for the timeout ages out: its neighbor entry goes and
 * routing takes its next hop out of its groups at once; an entry a next hop still needs goes back to INCOMPLETE
 * and is asked for again every {@link NeighborTimers#retry()}, one nothing needs is forgotten. A port going down forgets its entries the same
 * way.
 *
 * <p>Configured neighbors win ({@link StaticNeighbor}, programmed by routing's router interfaces): the commit step
 * ({@link #apply}, before the router interfaces) lets go of a learned entry a commit makes static, or whose
 * interface no longer holds its address, and the table never learns one. Update thread only, but for
 * {@link #published()}.
 */
public final class NeighborTable implements NeighborResolution, Programmer {

    private static final Logger log = LoggerFactory.getLogger(NeighborTable.class);

    /** Sends a probe for a neighbor from one of the switch's addresses. */
    @FunctionalInterface
    public interface Prober {
        void probe(NeighborAddress neighbor, InetAddress source);
    }

    private static final class Entry {
        final NeighborAddress address;
        NeighborState state = NeighborState.INCOMPLETE;
        MacAddress mac;
        Instant created;
        Instant confirmed;
        SaiHandle<SaiObject.NeighborEntry> handle;

        Entry(NeighborAddress address, Instant now) {
            this.address = address;
            this.created = now;
            this.confirmed = now;
        }
    }

    private final SaiStore store;
    private final SwitchHandle sw;
    private final AgentTime time;
    private final NeighborTimers timers;
    private final Prober prober;
    private final Map<NeighborAddress, Entry> entries = new LinkedHashMap<>();
    private final Set<NeighborAddress> needed = new HashSet<>();
    private final List<Consumer<Set<NeighborAddress>>> listeners = new ArrayList<>();
    private final Published<NeighborsState> published = new Published<>("neighbors", NeighborsState.EMPTY);
    /** Resolution changed since listeners last heard. */
    private final Set<NeighborAddress> changed = new LinkedHashSet<>();
    /** Neighbor entries to remove once listeners took their next hops out of the groups. */
    private final List<SaiHandle<SaiObject.NeighborEntry>> retired = new ArrayList<>();
    private Subnets subnets;
    private Instant staticSince;

    public NeighborTable(SaiStore store, SwitchHandle sw, AgentTime time, NeighborTimers timers, Prober prober) {
        this.store = store;
        this.sw = sw;
        this.time = time;
        this.timers = timers;
        this.prober = prober;
        this.subnets = Subnets.NONE;
        this.staticSince = time.now();
    }

    /** Every neighbor, static and learned, as of the last change. Any thread. */
    public Published<NeighborsState> published() {
        return published;
    }

    public NeighborTimers timers() {
        return timers;
    }

    /** The addresses of the intent the table works with (the running one, after each commit step). */
    Subnets subnets() {
        return subnets;
    }

    // ---- routing's view ---------------------------------------------------------------------------------------

    @Override
    public boolean isResolved(NeighborAddress neighbor) {
        if (subnets.statics().containsKey(neighbor)) {
            return true;
        }
        Entry e = entries.get(neighbor);
        return e != null && e.handle != null;
    }

    @Override
    public void need(NeighborAddress neighbor) {
        needed.add(neighbor);
        if (!entries.containsKey(neighbor) && !subnets.statics().containsKey(neighbor)) {
            resolve(neighbor);
            publish();
        }
    }

    @Override
    public void release(NeighborAddress neighbor) {
        needed.remove(neighbor);
    }

    @Override
    public void addListener(Consumer<Set<NeighborAddress>> listener) {
        listeners.add(listener);
    }

    // ---- commits --------------------------------------------------------------------------------------------

    /**
     * The commit's share, before the router interfaces: what becomes static stops being learned (routing programs
     * it), what an interface no longer holds is forgotten; the neighbors whose resolution that changes are told;
     * the next hops still needed and not resolved are asked for.
     */
    @Override
    public void apply(IntentDelta delta) {
        Subnets next = new Subnets(delta.desired());
        Map<NeighborAddress, StaticNeighbor> before = subnets.statics();
        if (!before.equals(next.statics())) {
            staticSince = time.now();
        }
        for (NeighborAddress n : union(before.keySet(), next.statics().keySet())) {
            if (before.containsKey(n) != next.statics().containsKey(n)) {
                changed.add(n);
            }
        }
        subnets = next;
        for (Entry e : List.copyOf(entries.values())) {
            if (!learnable(e.address)) {
                forget(e);
            }
        }
        adoptReloaded();
        for (NeighborAddress n : List.copyOf(needed)) {
            if (!entries.containsKey(n) && !next.statics().containsKey(n)) {
                resolve(n);
            }
        }
        settle();
    }

    // ---- what the wire says ------------------------------------------------------------------------------------

    /**
     * {@code mac} answered for {@code neighbor} (a reply to the agent's probe, or the host asking for the
     * switch's address): REACHABLE, programmed; an entry is made if there was none.
     */
    public void confirmed(NeighborAddress neighbor, MacAddress mac) {
        if (!learnable(neighbor)) {
            return;
        }
        Entry e = entries.computeIfAbsent(neighbor, n -> new Entry(n, time.now()));
        learn(e, mac, NeighborState.REACHABLE);
        settle();
    }

    /** An answer the agent may have asked for: it confirms an entry that exists, and is ignored otherwise. */
    public boolean answered(NeighborAddress neighbor, MacAddress mac) {
        Entry e = entries.get(neighbor);
        if (e == null || !learnable(neighbor)) {
            return false;
        }
        learn(e, mac, NeighborState.REACHABLE);
        settle();
        return true;
    }

    /**
     * {@code mac} was heard for {@code neighbor} without being asked (a gratuitous ARP, a request for another
     * address): an entry that exists takes a changed address as STALE (probed at the next pass); none is made.
     */
    public boolean heard(NeighborAddress neighbor, MacAddress mac) {
        Entry e = entries.get(neighbor);
        if (e == null || !learnable(neighbor)) {
            return false;
        }
        if (!mac.equals(e.mac)) {
            learn(e, mac, NeighborState.STALE);
            settle();
        }
        return true;
    }

    /** A routed packet found no neighbor entry for {@code ip}: resolve it if one of the switch's subnets holds it. */
    public void miss(InetAddress ip) {
        Optional<String> on = subnets.interfaceOf(ip);
        if (on.isEmpty()) {
            return;
        }
        NeighborAddress n = new NeighborAddress(on.get(), ip);
        if (!entries.containsKey(n) && !subnets.statics().containsKey(n)) {
            resolve(n);
            publish();
        }
    }

    // ---- time and ports -------------------------------------------------------------------------------------

    /** The ager's pass: probes what needs confirming, ages out what stopped answering. */
    public void age() {
        Instant now = time.now();
        for (Entry e : List.copyOf(entries.values())) {
            Duration silent = Duration.between(e.confirmed, now);
            switch (e.state) {
                case INCOMPLETE -> {
                    if (!needed.contains(e.address) && Duration.between(e.created, now).compareTo(timers.timeout()) >= 0) {
                        forget(e);
                    } // else asked for again by the retries
                }
                case REACHABLE -> {
                    if (silent.compareTo(timers.refresh()) >= 0) {
                        e.state = NeighborState.PROBE;
                        probe(e);
                    }
                }
                case STALE -> {
                    e.state = NeighborState.PROBE;
                    probe(e);
                }
                case PROBE -> {
                    if (silent.compareTo(timers.timeout()) >= 0) {
                        log.info("neighbor {} at {} stopped answering: aged out", e.address, e.mac);
                        forget(e);
                    } else {
                        probe(e);
                    }
                }
            }
        }
        settle();
    }

    /**
     * The retries' pass (every {@link NeighborTimers#retry()}): each INCOMPLETE entry is asked for again, so a probe
     * lost on a cable whose far end was not ready (its port or traps not yet up) costs one retry, not an ager pass.
     */
    public void retry() {
        for (Entry e : entries.values()) {
            if (e.state == NeighborState.INCOMPLETE && e.handle == null) {
                probe(e);
            }
        }
    }

    /** {@code port} went down: what was learned there is forgotten (a cable's far end may be another host when it comes back). */
    public void portDown(String port) {
        for (Entry e : List.copyOf(entries.values())) {
            if (e.address.interfaceName().equals(port)) {
                forget(e);
            }
        }
        settle();
    }

    /** {@code port} came up: the neighbors needed there are asked for now. */
    public void portUp(String port) {
        for (Entry e : entries.values()) {
            if (e.address.interfaceName().equals(port) && e.state == NeighborState.INCOMPLETE) {
                probe(e);
            }
        }
    }

    // ---- the work ------------------------------------------------------------------------------------------

    private boolean learnable(NeighborAddress n) {
        return !subnets.statics().containsKey(n) && subnets.source(n.interfaceName(), n.ip()).isPresent();
    }

    /**
     * After a warm restart, the entries the previous run learned are claimed as they are (no SAI call, so traffic
     * to them never stops) and kept STALE: the next ager pass confirms them. One on no subnet of its interface any
     * more, or now static, is left for the store to release.
     */
    private void adoptReloaded() {
        store.reloadedNeighbors().forEach((key, attrs) -> {
            Optional<String> on = subnets.interfaceOf(key.ip());
            Optional<MacAddress> mac = attrs.stream()
                    .filter(a -> a.spec().id() == NeighborEntryAttr.DST_MAC_ADDRESS.id())
                    .map(a -> ((AttrValue.Mac) a.value()).value())
                    .findFirst();
            if (on.isEmpty() || mac.isEmpty()
                    || !store.oidOf(new RouterInterfaceKey(on.get())).equals(Optional.of(key.rifId()))) {
                return;
            }
            NeighborAddress n = new NeighborAddress(on.get(), key.ip());
            if (entries.containsKey(n) || !learnable(n)) {
                return;
            }
            Entry e = new Entry(n, time.now());
            entries.put(n, e);
            learn(e, mac.get(), NeighborState.STALE);
        });
    }

    private void resolve(NeighborAddress n) {
        if (subnets.source(n.interfaceName(), n.ip()).isEmpty()) {
            return; // on no subnet of its interface: routing's next hops never are, a miss can be
        }
        Entry e = new Entry(n, time.now());
        entries.put(n, e);
        probe(e);
    }

    private void probe(Entry e) {
        subnets.source(e.address.interfaceName(), e.address.ip()).ifPresent(source -> prober.probe(e.address, source));
    }

    private void learn(Entry e, MacAddress mac, NeighborState state) {
        boolean was = e.handle != null;
        if (e.handle == null || !mac.equals(e.mac)) {
            program(e, mac);
        }
        e.mac = mac;
        e.state = state;
        if (state == NeighborState.REACHABLE) {
            e.confirmed = time.now();
        }
        if (was != (e.handle != null)) {
            changed.add(e.address);
        }
    }

    /** Its neighbor entry, created or its DST_MAC_ADDRESS set; left unprogrammed (and retried at the next answer) if refused. */
    private void program(Entry e, MacAddress mac) {
        var attrs = List.of(NeighborEntryAttr.DST_MAC_ADDRESS.mac(mac));
        try {
            if (e.handle != null) {
                e.handle.update(attrs);
                return;
            }
            Optional<Long> rif = store.oidOf(new RouterInterfaceKey(e.address.interfaceName()));
            if (rif.isEmpty()) {
                return; // the interface's router interface is not programmed (yet): nothing to forward through
            }
            e.handle = store.ensure(new NeighborEntry(sw.switchId(), rif.get(), e.address.ip()), attrs);
        } catch (SaiException x) {
            log.warn("the ASIC refused neighbor {} at {}: {}", e.address, mac, x.getMessage());
        }
    }

    /** Takes an entry out: its next hop leaves the groups first (listeners), then its neighbor entry goes. */
    private void forget(Entry e) {
        entries.remove(e.address);
        if (e.handle != null) {
            retired.add(e.handle);
            e.handle = null;
            changed.add(e.address);
        }
        if (needed.contains(e.address) && !subnets.statics().containsKey(e.address)) {
            resolve(e.address);
        }
    }

    /** Tells listeners what changed, removes the retired neighbor entries, publishes. */
    private void settle() {
        if (!changed.isEmpty()) {
            Set<NeighborAddress> told = Set.copyOf(changed);
            changed.clear();
            for (Consumer<Set<NeighborAddress>> l : listeners) {
                try {
                    l.accept(told);
                } catch (RuntimeException x) {
                    log.error("a neighbor listener failed on {}", told, x);
                }
            }
        }
        for (SaiHandle<SaiObject.NeighborEntry> h : retired) {
            try {
                h.close();
            } catch (SaiException x) {
                log.warn("the ASIC refused to remove a neighbor entry: {}", x.getMessage());
            }
        }
        retired.clear();
        publish();
    }

    private void publish() {
        var all = new LinkedHashMap<NeighborAddress, Neighbor>();
        subnets.statics().forEach((n, s) -> all.put(n, new Neighbor(n, Optional.of(MacAddress.parse(s.linkLayerAddress())),
                Neighbor.Origin.STATIC, NeighborState.REACHABLE, staticSince)));
        for (Entry e : entries.values()) {
            all.put(e.address, new Neighbor(e.address, e.handle == null ? Optional.empty() : Optional.of(e.mac),
                    Neighbor.Origin.DYNAMIC, e.handle == null ? NeighborState.INCOMPLETE : e.state, e.confirmed));
        }
        published.publish(new NeighborsState(all));
    }

    private static <T> Set<T> union(Set<T> a, Set<T> b) {
        var out = new LinkedHashSet<>(a);
        out.addAll(b);
        return out;
    }
}
