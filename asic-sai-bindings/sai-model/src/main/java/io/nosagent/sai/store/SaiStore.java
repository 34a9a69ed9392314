package io.nosagent.sai.store;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.BulkCreateResult;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.store.key.HostKey;
import io.nosagent.sai.store.key.NextHopGroupMemberKey;
import io.nosagent.sai.store.key.PortKey;
import io.nosagent.sai.store.key.SwitchKey;
import io.nosagent.sai.store.key.SystemPortKey;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SequencedMap;
import java.util.TreeMap;
import java.util.function.BiFunction;

/**
 * Every SAI object the agent writes, by host key ({@link HostKey}) or entry key ({@link EntryKey}).
 * Keys and attributes are typed by object type: {@code ensure} takes a port's attributes only for a
 * port's key (the compiler refuses the rest; what reaches it untyped is refused at run time).
 *
 * <ul>
 *   <li><b>Created objects.</b> {@link #ensure(HostKey, List)} creates the object the first time and
 *       returns a {@link SaiHandle}; the last handle closed removes it. A create-only attribute cannot
 *       change in place: the host key should then name a different object.</li>
 *   <li><b>Switch-built objects</b> (switch, ports, queues, priority groups, scheduler groups, system
 *       ports) are {@linkplain #adoptSwitch adopted} at bring-up without a write; {@code ensure} then
 *       only sets attributes, and the last handle closed resets what the handles had set to the SAI
 *       defaults instead of removing anything.</li>
 *   <li><b>Several owners.</b> Each handle owns the attributes it was given; the object carries the
 *       union. Equal values are shared; two live handles setting one attribute to different values is
 *       refused before anything is written. An attribute no handle sets any more goes back to its SAI
 *       default (or, on a switch-built object, to what the switch had, when SAI names no default).</li>
 *   <li><b>Writes.</b> Only what differs from what the store knows the ASIC holds: an equal ensure
 *       makes no call, a changed attribute one {@code set}. Many routes or group members at once go
 *       through the SAI bulk calls ({@link #ensureRoutes}, {@link #ensureMembers}, {@link #closeAll}).</li>
 *   <li><b>Warm restart.</b> {@link #warmBootState()} records every object with its id and programmed
 *       attributes; {@link #reload} adopts them in the next run with no SAI call. While the new run
 *       re-applies its intent, attributes its handles drop are left alone (another owner may not have
 *       claimed yet); {@link #releaseUnclaimed()} then resets what nobody claimed and removes the
 *       objects nobody claimed.</li>
 * </ul>
 * Owned by the agent's update thread: not thread-safe.
 */
public final class SaiStore {

    private static final Logger log = LoggerFactory.getLogger(SaiStore.class);

    private final Sai sai;
    private final long switchId;
    private final BulkWrites bulk;
    private Map<Object, Tracked> tracked = new HashMap<>();
    private final TableUse use = new TableUse();
    private long nextSequence;
    /**
     * Per switch-built object, the value found before the agent first set an attribute SAI gives no
     * default for (a port's SPEED), so a reset can restore it. Few objects: kept out of {@link Tracked}.
     */
    private final Map<Object, Map<Integer, AttrValue>> baselines = new HashMap<>();
    /** Between {@link #reload} and {@link #releaseUnclaimed}: dropped attributes wait for the other owners. */
    private boolean reApplying;

    public SaiStore(Sai sai, long switchId) {
        this.sai = sai;
        this.switchId = switchId;
        this.bulk = new BulkWrites(sai, switchId);
    }

    /**
     * The bulk calls made so far, by name ({@code bulk route create}, ...): SUCCESS when the backend takes
     * them, else the status it refused them with (NOT_IMPLEMENTED, NOT_SUPPORTED), after which their items
     * go one call each. Safe to read from any thread.
     */
    public Map<String, SaiStatus> bulkCallAnswers() {
        return bulk.answers();
    }

    // ---- adoption of what the switch built -----------------------------------------------------

    /**
     * Adopts what create_switch built: the switch, every front-panel port, its queues, priority groups
     * and scheduler groups, and on a VOQ switch its system port. No SAI call. Objects a {@link #reload}
     * already brought in must have the same ids.
     *
     * @return how many objects the store did not know before
     */
    public int adoptSwitch(SwitchHandle sw) {
        if (sw.switchId() != switchId) {
            throw new IllegalArgumentException("switch 0x" + Long.toHexString(sw.switchId()) + " is not this store's 0x"
                    + Long.toHexString(switchId));
        }
        int before = tracked.size();
        adopt(SwitchKey.SWITCH, sw.switchId());
        sw.portObjects().forEach((name, port) -> {
            adopt(new PortKey(name), port.portId());
            port.queues().forEach(this::adopt);
            port.priorityGroups().forEach(this::adopt);
            port.schedulerGroups().forEach(this::adopt);
            if (port.systemPortId() != 0) {
                adopt(new SystemPortKey(name), port.systemPortId());
            }
        });
        return tracked.size() - before;
    }

    /**
     * Adopts one object the switch built, with no SAI call. Adopting it again with the same id (or
     * after {@link #reload} brought it in) changes nothing.
     *
     * @throws IllegalArgumentException when the key names an object the switch does not build
     * @throws IllegalStateException    when the store knows the object under another id
     */
    public void adopt(HostKey<?> key, long oid) {
        if (!key.isSwitchBuilt()) {
            throw new IllegalArgumentException(key + " is not built by the switch: ensure creates it");
        }
        if (oid == 0) {
            throw new IllegalArgumentException(key + " cannot be adopted with the null object id");
        }
        Tracked t = tracked.get(key);
        if (t == null) {
            track(key, key.type(), true, oid, List.of());
        } else if (t.oid != oid) {
            throw new IllegalStateException(key + " is 0x" + Long.toHexString(oid) + " on the ASIC but 0x"
                    + Long.toHexString(t.oid) + " in the store (a warm-boot state of another switch?)");
        }
    }

    // ---- ensure ------------------------------------------------------------------------------------

    /**
     * Ensures the object {@code key} exists with {@code attrs} and returns a new handle owning them.
     *
     * @throws IllegalStateException    when {@code key} is switch-built and was never adopted, or another
     *                                  handle sets one of the attributes to another value
     * @throws IllegalArgumentException when a create-only attribute would change
     */
    public <O extends SaiObject> SaiHandle<O> ensure(HostKey<O> key, List<Attribute.Of<O>> attrs) {
        List<Attribute.Of<O>> share = List.copyOf(attrs);
        AttrLists.check(key.type(), key, share);
        Tracked t = tracked.get(key);
        if (t != null) {
            return claim(t, share);
        }
        if (key.isSwitchBuilt()) {
            throw new IllegalStateException(key + " is built by the switch and was never adopted: adopt it at bring-up");
        }
        long oid = sai.create(key.type(), switchId, share);
        return retain(track(key, key.type(), false, oid, share), share);
    }

    /** Ensures the route {@code key} exists with {@code attrs}; returns a new handle owning them. */
    public SaiHandle<SaiObject.RouteEntry> ensure(RouteEntry key, List<Attribute.Of<SaiObject.RouteEntry>> attrs) {
        return ensureEntry(key, attrs);
    }

    /** Ensures the neighbor {@code key} exists with {@code attrs}; returns a new handle owning them. */
    public SaiHandle<SaiObject.NeighborEntry> ensure(NeighborEntry key, List<Attribute.Of<SaiObject.NeighborEntry>> attrs) {
        return ensureEntry(key, attrs);
    }

    private <O extends SaiObject> SaiHandle<O> ensureEntry(EntryKey key, List<Attribute.Of<O>> attrs) {
        List<Attribute.Of<O>> share = List.copyOf(attrs);
        AttrLists.check(key.objectType(), key, share);
        Tracked t = tracked.get(key);
        if (t != null) {
            return claim(t, share);
        }
        sai.create(key, share);
        return retain(track(key, key.objectType(), false, 0, share), share);
    }

    /**
     * Ensures many routes at once: existing ones as {@link #ensure(RouteEntry, List)} does, new ones with
     * the SAI bulk create (one call per {@value BulkWrites#CHUNK}; one call each on a backend without
     * bulk).
     *
     * @return one handle per route, in the map's order
     * @throws BulkEnsureException when some routes were not created; it holds the handles of the rest
     */
    public List<SaiHandle<SaiObject.RouteEntry>> ensureRoutes(SequencedMap<RouteEntry, List<Attribute.Of<SaiObject.RouteEntry>>> routes) {
        return ensureRoutes(new ArrayList<>(routes.sequencedKeySet()), new ArrayList<>(routes.sequencedValues()));
    }

    /**
     * {@link #ensureRoutes(SequencedMap)} with the routes and their attribute lists side by side, each
     * route once: a first commit's 128k routes need no map built only to be walked. Routes that share
     * a target may share one attribute list.
     *
     * @return one handle per route, in the list's order
     * @throws BulkEnsureException when some routes were not created; it holds the handles of the rest
     */
    public List<SaiHandle<SaiObject.RouteEntry>> ensureRoutes(List<RouteEntry> routes,
                                                              List<List<Attribute.Of<SaiObject.RouteEntry>>> attributes) {
        return ensureMany(routes, attributes, ObjectType.ROUTE_ENTRY,
                (keys, attrs) -> new BulkCreateResult(new long[keys.size()], bulk.createRoutes(keys, attrs)));
    }

    /**
     * Ensures many next-hop-group members at once, as {@link #ensureRoutes} does for routes. Each
     * member's attributes name its group and next hop by id, as SAI creates it.
     *
     * @return one handle per member, in the map's order
     * @throws BulkEnsureException when some members were not created; it holds the handles of the rest
     */
    public List<SaiHandle<SaiObject.NextHopGroupMember>> ensureMembers(
            SequencedMap<NextHopGroupMemberKey, List<Attribute.Of<SaiObject.NextHopGroupMember>>> members) {
        return ensureMany(new ArrayList<>(members.sequencedKeySet()), new ArrayList<>(members.sequencedValues()),
                ObjectType.NEXT_HOP_GROUP_MEMBER, (keys, attrs) -> bulk.createMembers(attrs));
    }

    private <K, O extends SaiObject> List<SaiHandle<O>> ensureMany(List<K> wanted, List<List<Attribute.Of<O>>> wantedAttrs, ObjectType type,
                                                                   BiFunction<List<K>, List<List<Attribute.Of<O>>>, BulkCreateResult> create) {
        if (wanted.size() != wantedAttrs.size()) {
            throw new IllegalArgumentException(wanted.size() + " keys but " + wantedAttrs.size() + " attribute lists");
        }
        var handles = new ArrayList<SaiHandle<O>>(wanted.size());
        var newAt = new int[wanted.size()];
        var newKeys = new ArrayList<K>(wanted.size());
        var newShares = new ArrayList<List<Attribute.Of<O>>>(wanted.size());
        // Keys share attribute lists (routes to one group): each distinct list is copied and checked once.
        List<Attribute.Of<O>> lastGiven = null;
        List<Attribute.Of<O>> lastShare = null;
        int at = 0;
        try {
            for (; at < wanted.size(); at++) {
                K key = wanted.get(at);
                List<Attribute.Of<O>> given = wantedAttrs.get(at);
                List<Attribute.Of<O>> share;
                if (given == lastGiven) {
                    share = lastShare;
                } else {
                    share = List.copyOf(given);
                    AttrLists.check(type, key, share);
                    lastGiven = given;
                    lastShare = share;
                }
                Tracked t = tracked.get(key);
                if (t == null) {
                    newAt[newKeys.size()] = at;
                    newKeys.add(key);
                    newShares.add(share);
                    handles.add(null);
                } else {
                    handles.add(claim(t, share));
                }
            }
        } catch (RuntimeException e) {
            throw givenBack(handles, e);
        }
        if (!newKeys.isEmpty()) {
            makeRoomFor(newKeys.size());
            BulkCreateResult result;
            try {
                result = create.apply(newKeys, newShares);
            } catch (RuntimeException e) {
                throw givenBack(handles, e);
            }
            var failures = new TreeMap<Integer, SaiStatus>();
            for (int j = 0; j < newKeys.size(); j++) {
                SaiStatus status = result.statuses().get(j);
                if (status.isSuccess()) {
                    List<Attribute.Of<O>> share = newShares.get(j);
                    handles.set(newAt[j], retain(track(newKeys.get(j), type, false, result.objectId(j), share), share));
                } else {
                    failures.put(newAt[j], status);
                }
            }
            if (!failures.isEmpty()) {
                throw new BulkEnsureException(type, List.copyOf(wanted), handles, failures);
            }
        }
        return Collections.unmodifiableList(handles);
    }

    /**
     * Sizes {@link #tracked} once for a batch larger than what it holds (a first commit of 128k routes),
     * rather than letting it double and rehash its way there.
     */
    private void makeRoomFor(int more) {
        if (more > tracked.size()) {
            var grown = HashMap.<Object, Tracked>newHashMap(tracked.size() + more);
            grown.putAll(tracked);
            tracked = grown;
        }
    }

    /** Nothing was created: gives back the handles taken so far, so the call fails as a single ensure would. */
    private RuntimeException givenBack(List<? extends SaiHandle<?>> handles, RuntimeException failure) {
        for (SaiHandle<?> h : handles) {
            if (h != null) {
                try {
                    unclaim(h);
                } catch (RuntimeException again) {
                    failure.addSuppressed(again);
                }
            }
        }
        return failure;
    }

    // ---- what the store knows ------------------------------------------------------------------------

    /** The ASIC id of {@code key}, if the store knows it. */
    public Optional<Long> oidOf(HostKey<?> key) {
        Tracked t = tracked.get(key);
        return t == null ? Optional.empty() : Optional.of(t.oid);
    }

    /** The attributes the agent programmed on {@code key} (a host or entry key), if the store knows it. */
    public Optional<List<Attribute>> programmed(Object key) {
        Tracked t = tracked.get(key);
        return t == null ? Optional.empty() : Optional.of(t.programmed);
    }

    public boolean contains(Object key) {
        return tracked.containsKey(key);
    }

    /** Open handles on {@code key} (0 when absent, adopted and not claimed, or reloaded and not claimed). */
    public int references(Object key) {
        Tracked t = tracked.get(key);
        return t == null ? 0 : t.references();
    }

    /**
     * How many objects of {@code type} the store knows (created, adopted or reloaded): what the agent uses of
     * the hardware table they fill.
     */
    public int count(ObjectType type) {
        return use.count(type);
    }

    /** As {@link #count(ObjectType)}, of one address family: routes, neighbors and next hops. */
    public int count(ObjectType type, boolean ipv4) {
        return use.count(type, ipv4);
    }

    /**
     * The most objects of {@code type} the store held at once since it was made (or reloaded), counted at each
     * write: a peak inside one batch shows here though {@link #count(ObjectType)} before and after it does not.
     */
    public int peak(ObjectType type) {
        return use.peak(type);
    }

    /** As {@link #peak(ObjectType)}, of one address family: routes, neighbors and next hops. */
    public int peak(ObjectType type, boolean ipv4) {
        return use.peak(type, ipv4);
    }

    /** Number of objects and entries known (created, adopted or reloaded). */
    public int size() {
        return tracked.size();
    }

    // ---- warm restart ----------------------------------------------------------------------------------

    /** Everything known now, with the attributes programmed, for the next start to adopt. */
    public WarmBootState warmBootState() {
        var objects = new ArrayList<WarmBootState.OwnedObject>();
        var entries = new ArrayList<WarmBootState.OwnedEntry>();
        for (Tracked t : inTakeOnOrder(tracked.values())) {
            if (t.key instanceof EntryKey e) {
                entries.add(new WarmBootState.OwnedEntry(e, t.programmed));
            } else {
                objects.add(new WarmBootState.OwnedObject((HostKey<?>) t.key, t.oid, t.programmed));
            }
        }
        return new WarmBootState(objects, entries);
    }

    /**
     * Adopts what a previous run owned, with the attributes it programmed: no SAI call. The next
     * {@code ensure} of each key claims the object and writes only what differs from those attributes.
     * Until {@link #releaseUnclaimed()}, attributes that handles drop are not reset. May come before or
     * after {@link #adoptSwitch}.
     *
     * @throws IllegalStateException when the store already owns objects, or a switch-built object it
     *                               adopted has another id in {@code state}
     */
    public void reload(WarmBootState state) {
        long owned = tracked.values().stream().filter(t -> !t.switchBuilt || t.references() > 0 || !t.programmed.isEmpty()).count();
        if (owned > 0) {
            throw new IllegalStateException("reload into a store that owns " + owned + " objects");
        }
        for (var o : state.objects()) {
            Tracked t = tracked.get(o.key());
            if (t == null) {
                track(o.key(), o.key().type(), o.key().isSwitchBuilt(), o.oid(), o.attributes());
            } else if (t.oid != o.oid()) {
                throw new IllegalStateException(o.key() + " is 0x" + Long.toHexString(t.oid) + " on the ASIC but 0x"
                        + Long.toHexString(o.oid()) + " in the warm-boot state");
            } else {
                t.programmed = o.attributes();
            }
        }
        for (var e : state.entries()) {
            track(e.key(), e.key().objectType(), false, 0, e.attributes());
        }
        reApplying = true;
    }

    /**
     * During the re-apply after a {@link #reload}: the neighbor entries a previous run owned that no handle
     * claimed yet, with the attributes it programmed, so their owner can claim them as they are (entries it
     * learned at run time, which no config names). Empty outside a re-apply.
     */
    public Map<NeighborEntry, List<Attribute>> reloadedNeighbors() {
        if (!reApplying) {
            return Map.of();
        }
        var out = new java.util.LinkedHashMap<NeighborEntry, List<Attribute>>();
        for (Tracked t : tracked.values()) {
            if (t.key instanceof NeighborEntry n && t.references() == 0) {
                out.put(n, t.programmed);
            }
        }
        return out;
    }

    /**
     * Ends the re-apply after a {@link #reload}: on every object that stays (claimed, or switch-built)
     * resets to its SAI default each attribute the agent set and no handle sets now; then removes every
     * created object and entry without a handle, entries first and newest objects first, so dependents
     * go before what they use. Also retries objects a failed remove left behind.
     */
    public ReleaseCounts releaseUnclaimed() {
        reApplying = false;
        var failures = new ArrayList<String>();
        int reset = 0;
        for (Tracked t : inTakeOnOrder(tracked.values())) {
            if (t.references() > 0 || t.switchBuilt) {
                try {
                    reset += resetUnclaimed(t);
                } catch (SaiException e) {
                    failures.add(t.key + ": " + e.getMessage());
                }
            }
        }
        int removed = removeAll(tracked.values().stream().filter(t -> t.references() == 0 && !t.switchBuilt).toList(), failures);
        if (!failures.isEmpty()) {
            throw new IllegalStateException("could not release unclaimed objects: " + failures);
        }
        if (removed + reset > 0) {
            log.info("released what this run did not claim: {} objects removed, {} attributes reset", removed, reset);
        }
        return new ReleaseCounts(removed, reset);
    }

    // ---- handles ---------------------------------------------------------------------------------------

    /**
     * Closes every handle; the objects left without a handle are removed, route entries and group
     * members with the bulk calls, entries first and newest objects first.
     *
     * @throws IllegalStateException naming the objects the ASIC refused to remove (they stay known, with
     *                               no handle, for {@link #releaseUnclaimed()} to retry)
     */
    public void closeAll(Collection<? extends SaiHandle<?>> handles) {
        var gone = new ArrayList<Tracked>();
        var failures = new ArrayList<String>();
        for (SaiHandle<?> h : handles) {
            if (!h.markClosed()) {
                continue;
            }
            Tracked t = h.tracked;
            t.remove(h);
            if (t.references() > 0 || t.switchBuilt) {
                try {
                    resetUnclaimedUnlessReApplying(t);
                } catch (SaiException e) {
                    failures.add(t.key + ": " + e.getMessage());
                }
            } else {
                gone.add(t);
            }
        }
        removeAll(gone, failures);
        if (!failures.isEmpty()) {
            throw new IllegalStateException("could not release: " + failures);
        }
    }

    /**
     * A failover's cut: removes the group members behind {@code handles} with one bulk call and does nothing
     * else, so the ASIC changes before any bookkeeping. Each handle must be the only one on its member (a
     * member a group created and holds alone). The handles stay open and the store keeps the members until
     * {@link MemberCut#settle()}, which closes and forgets those the ASIC removed, as {@link #closeAll} would.
     *
     * @throws IllegalArgumentException naming a handle that is closed, shared or not a member's; nothing is written
     */
    public MemberCut cut(List<SaiHandle<SaiObject.NextHopGroupMember>> handles) {
        int n = handles.size();
        @SuppressWarnings("unchecked")
        SaiHandle<SaiObject.NextHopGroupMember>[] cut = handles.toArray(new SaiHandle[n]);
        long[] ids = new long[n];
        for (int i = 0; i < n; i++) {
            Tracked t = cut[i].tracked;
            if (!cut[i].isOpen() || t.references() != 1 || t.switchBuilt || t.type != ObjectType.NEXT_HOP_GROUP_MEMBER) {
                throw new IllegalArgumentException("a cut removes group members held by one handle each, not " + cut[i]
                        + " (" + t.references() + " handles)");
            }
            ids[i] = t.oid;
        }
        return new MemberCut(this, cut, n == 0 ? List.of() : bulk.removeMembersAtOnce(ids));
    }

    /** {@link MemberCut#settle()}: what the ASIC removed (or had already lost) is closed and forgotten. */
    void settle(SaiHandle<?> h) {
        h.markClosed();
        Tracked t = h.tracked;
        t.remove(h);
        untrack(t.key);
    }

    /** Removed behind the store's back: nothing left to release. */
    static boolean isGone(SaiStatus s) {
        return s.isSuccess() || isAlreadyGone(s);
    }

    /** Takes back a handle just given out; the object stays as it was known before, never removed. */
    private void unclaim(SaiHandle<?> h) {
        h.markClosed();
        Tracked t = h.tracked;
        t.remove(h);
        if (t.references() > 0 || t.switchBuilt) {
            resetUnclaimedUnlessReApplying(t);
        }
    }

    <O extends SaiObject> SaiHandle<O> retain(Tracked t, List<Attribute.Of<O>> share) {
        var h = new SaiHandle<>(this, t, share);
        t.add(h);
        return h;
    }

    <O extends SaiObject> void update(SaiHandle<O> h, List<Attribute.Of<O>> attrs) {
        Tracked t = h.tracked;
        List<Attribute.Of<O>> share = List.copyOf(attrs);
        AttrLists.check(t.type, t.key, share);
        write(t, h, share);
        h.share(share);
        resetUnclaimedUnlessReApplying(t);
    }

    void release(SaiHandle<?> h) {
        Tracked t = h.tracked;
        t.remove(h);
        if (t.references() > 0 || t.switchBuilt) {
            resetUnclaimedUnlessReApplying(t);
            return;
        }
        // Left known with no handle if the ASIC refuses (e.g. still in use), so a later ensure can
        // claim it again or releaseUnclaimed can retry.
        removeFromAsic(t);
        untrack(t.key);
    }

    // ---- the writes ----------------------------------------------------------------------------------

    private Tracked track(Object key, ObjectType type, boolean switchBuilt, long oid, List<? extends Attribute> programmed) {
        var t = new Tracked(key, type, switchBuilt, nextSequence++, oid, programmed);
        Tracked was = tracked.put(key, t);
        if (was != null) {
            use.removed(was.key, was.type);
        }
        use.added(key, type);
        return t;
    }

    private void untrack(Object key) {
        Tracked t = tracked.remove(key);
        if (t != null) {
            use.removed(t.key, t.type);
        }
    }

    /** A new handle on a known object, owning {@code share}. */
    private <O extends SaiObject> SaiHandle<O> claim(Tracked t, List<Attribute.Of<O>> share) {
        write(t, null, share);
        return retain(t, share);
    }

    /**
     * Brings the object to {@code wanted} for handle {@code self} (null: a new handle): refuses a value
     * another handle sets differently and a create-only change, both before writing anything; then sets
     * each attribute whose value differs from what the ASIC holds.
     */
    private void write(Tracked t, SaiHandle<?> self, List<? extends Attribute> wanted) {
        for (Attribute a : wanted) {
            SaiHandle<?> other = t.ownerOf(a.spec(), self);
            if (other != null) {
                AttrValue theirs = AttrLists.valueOf(other.attributes(), a.spec());
                if (!theirs.equals(a.value())) {
                    throw new IllegalStateException(t.key + ": " + a.spec().name() + " is " + theirs
                            + " for another owner, refusing " + a.value());
                }
            }
        }
        for (Attribute a : wanted) {
            if (a.spec().isCreateOnly()) {
                AttrValue now = current(t, a.spec());
                if (!a.value().equals(now)) {
                    throw new IllegalArgumentException("create-only " + a.spec().name() + " of " + t.key
                            + " cannot change (" + now + " -> " + a.value() + "): the object needs a new host key");
                }
            }
        }
        var programmed = new ArrayList<>(t.programmed);
        try {
            for (Attribute a : wanted) {
                int i = AttrLists.indexOf(programmed, a.spec());
                AttrValue now = i >= 0 ? programmed.get(i).value() : current(t, a.spec());
                if (!a.value().equals(now)) {
                    setOnAsic(t, a);
                }
                if (i >= 0) {
                    programmed.set(i, a);
                } else {
                    programmed.add(a);
                }
            }
        } finally {
            t.programmed = List.copyOf(programmed);
        }
    }

    private void resetUnclaimedUnlessReApplying(Tracked t) {
        if (!reApplying) {
            resetUnclaimed(t);
        }
    }

    /**
     * Sets back each programmed attribute no handle sets any more; returns how many sets that took.
     * Create-only attributes stay (the object was created with them); an attribute without a known
     * default is forgotten without a call, as there is nothing to go back to.
     */
    private int resetUnclaimed(Tracked t) {
        var programmed = new ArrayList<>(t.programmed);
        int sets = 0;
        try {
            for (Attribute had : t.programmed) {
                if (t.isClaimed(had.spec()) || had.spec().isCreateOnly()) {
                    continue;
                }
                AttrValue reset = resetValue(t, had.spec());
                if (reset != null && !reset.equals(had.value())) {
                    setOnAsic(t, Attribute.unchecked(had.spec(), reset));
                    sets++;
                }
                programmed.remove(had);
            }
        } finally {
            t.programmed = List.copyOf(programmed);
        }
        return sets;
    }

    /** What the ASIC holds for an attribute the agent has not programmed, or null when unknown. */
    private AttrValue current(Tracked t, AttrSpec spec) {
        AttrValue programmed = AttrLists.valueOf(t.programmed, spec);
        if (programmed != null) {
            return programmed;
        }
        AttrValue saiDefault = AttrLists.saiDefault(spec);
        if (saiDefault != null || !t.switchBuilt) {
            return saiDefault;
        }
        // The switch chose it (a port's SPEED, ...): read it once, so a reset can restore it.
        Map<Integer, AttrValue> found = baselines.computeIfAbsent(t.key, k -> new HashMap<>());
        AttrValue known = found.get(spec.id());
        if (known == null) {
            try {
                known = sai.get(t.type, t.oid, spec);
                found.put(spec.id(), known);
            } catch (SaiException e) {
                return null;
            }
        }
        return known;
    }

    private AttrValue resetValue(Tracked t, AttrSpec spec) {
        AttrValue saiDefault = AttrLists.saiDefault(spec);
        if (saiDefault != null) {
            return saiDefault;
        }
        Map<Integer, AttrValue> found = baselines.get(t.key);
        return found == null ? null : found.get(spec.id());
    }

    private void setOnAsic(Tracked t, Attribute a) {
        if (t.isEntry()) {
            sai.set((EntryKey) t.key, a);
        } else {
            sai.set(t.type, t.oid, a);
        }
    }

    private void removeFromAsic(Tracked t) {
        try {
            if (t.isEntry()) {
                sai.remove((EntryKey) t.key);
            } else {
                sai.remove(t.type, t.oid);
            }
        } catch (SaiException e) {
            if (!isAlreadyGone(e.status())) {
                throw e;
            }
        }
    }

    /**
     * Removes objects without handles: route entries in bulk and other entries first, then group
     * members in bulk (nothing refers to a member), then the rest newest first. Forgets what is gone;
     * adds what the ASIC refused to {@code failures}.
     *
     * @return how many were removed
     */
    private int removeAll(List<Tracked> gone, List<String> failures) {
        var routes = new ArrayList<Tracked>();
        var members = new ArrayList<Tracked>();
        var singles = new ArrayList<Tracked>();
        for (Tracked t : gone) {
            if (t.key instanceof RouteEntry) {
                routes.add(t);
            } else if (t.type == ObjectType.NEXT_HOP_GROUP_MEMBER) {
                members.add(t);
            } else {
                singles.add(t);
            }
        }
        int removed = 0;
        if (!routes.isEmpty()) {
            removed += forget(routes, bulk.removeRoutes(routes.stream().map(t -> (RouteEntry) t.key).toList()), failures);
        }
        var entries = singles.stream().filter(Tracked::isEntry).toList();
        removed += removeOneByOne(entries, failures);
        if (!members.isEmpty()) {
            removed += forget(members, bulk.removeMembers(members.stream().mapToLong(t -> t.oid).toArray()), failures);
        }
        var objects = singles.stream().filter(t -> !t.isEntry()).sorted(Comparator.comparingLong((Tracked t) -> t.sequence).reversed()).toList();
        removed += removeOneByOne(objects, failures);
        return removed;
    }

    private int removeOneByOne(List<Tracked> objects, List<String> failures) {
        int removed = 0;
        for (Tracked t : objects) {
            try {
                removeFromAsic(t);
                untrack(t.key);
                removed++;
            } catch (SaiException e) {
                failures.add(t.key + ": " + e.status());
            }
        }
        return removed;
    }

    private int forget(List<Tracked> objects, List<SaiStatus> statuses, List<String> failures) {
        int removed = 0;
        for (int i = 0; i < objects.size(); i++) {
            SaiStatus s = statuses.get(i);
            if (s.isSuccess() || isAlreadyGone(s)) {
                untrack(objects.get(i).key);
                removed++;
            } else {
                failures.add(objects.get(i).key + ": " + s);
            }
        }
        return removed;
    }

    /** Removed behind the store's back: nothing left to release. */
    private static boolean isAlreadyGone(SaiStatus s) {
        return s.code() == SaiStatusCode.ITEM_NOT_FOUND || s.code() == SaiStatusCode.INVALID_OBJECT_ID;
    }

    private static List<Tracked> inTakeOnOrder(Collection<Tracked> all) {
        return all.stream().sorted(Comparator.comparingLong(t -> t.sequence)).toList();
    }
}
