package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrCapability;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.BulkCreateResult;
import io.nosagent.sai.BulkMode;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.Sai;
import io.nosagent.sai.backend.ObjectListing;
import io.nosagent.sai.backend.SaiBackend;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiNotification;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.StatId;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.conditions.SaiConditions;
import io.nosagent.sai.meta.AclCounterAttr;
import io.nosagent.sai.meta.HostifPacketAttr;
import io.nosagent.sai.meta.NeighborEntryAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.time.AgentTime;
import io.nosagent.sai.vasic.AttrCatalog.AttrRule;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Consumer;
import java.util.function.LongFunction;
import java.util.function.Supplier;

import static io.nosagent.sai.SaiStatusCode.INVALID_OBJECT_ID;
import static io.nosagent.sai.SaiStatusCode.INVALID_PARAMETER;
import static io.nosagent.sai.SaiStatusCode.ITEM_ALREADY_EXISTS;
import static io.nosagent.sai.SaiStatusCode.ITEM_NOT_FOUND;
import static io.nosagent.sai.SaiStatusCode.NOT_SUPPORTED;

/**
 * The virtual ASIC: a {@link Sai} backend that keeps every object in memory and enforces the rules
 * a real SAI implementation enforces, with its status codes. It is what the agent runs on when there
 * is no vendor {@code libsai}, built from a {@link Platform} (ports, queues, buffer, table sizes).
 *
 * <p>A thin facade: the SAI rules live in {@link SaiRules}, objects, entries and references in
 * {@link ObjectTable}, what create_switch builds in {@link SwitchBuilder}, table limits in
 * {@link Capacity}, GET answers in {@link AttributeReader}, counters in {@link CounterBank}, link
 * state in {@link LinkState} and notification delivery in {@link Notifier}.
 *
 * <p>Thread safety: one read-write lock; SAI writes take it exclusively, GETs and stats reads share
 * it. Notification subscribers run on the notifier's thread (or, in simulation mode, on the
 * simulation's: {@link #deliverNotificationsOn}), never under the lock. Counters are lock-free.
 *
 * <p>Hooks for the data-plane simulator and for tests, beyond {@link Sai}: {@link #addObjectListener},
 * {@link #counters()}, {@link #provideLiveValue}, {@link #setLinkPresent}, {@link #raise}, and read access with
 * {@link #objectTypeOf}, {@link #objects}, {@link #entries}, {@link #attributes(long)},
 * {@link #value(long, AttrSpec)} and {@link #referenceCount}.
 */
public final class VirtualAsic implements SaiBackend, ObjectListing {

    /**
     * Object types the agent does not create: the platform fixes ports, queues and priority groups (the agent
     * reads and sets them), and a HOSTIF_PACKET is the attributes of a packet sent or received, never an object.
     */
    private static final Set<ObjectType> FIXED_BY_PLATFORM =
            EnumSet.of(ObjectType.PORT, ObjectType.QUEUE, ObjectType.INGRESS_PRIORITY_GROUP, ObjectType.HOSTIF_PACKET);

    private static final int ETHERNET_HEADER = 14;

    /** The largest frame the CPU may send: a jumbo frame of the largest MTU with its Ethernet header and a VLAN tag. */
    static final int MAX_CPU_FRAME = 9216 + 18;

    /** Settable attributes that are hardware counters: a SET resets them, a GET reads what the data plane counted. */
    private static final Set<AttrSpec> COUNTED_BY_HARDWARE = Set.of(AclCounterAttr.PACKETS, AclCounterAttr.BYTES);

    private final Platform platform;
    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private final ObjectTable table = new ObjectTable();
    private final AttrCatalog catalog;
    private final CounterBank counters = new CounterBank();
    private final LinkState links = new LinkState();
    private final Notifier notifier = new Notifier();
    private final CopyOnWriteArrayList<Consumer<CpuFrame>> transmitters = new CopyOnWriteArrayList<>();
    private final SaiRules rules;
    private final Capacity capacity;
    private final Defaults defaults;
    private final LiveAttributes live;
    private final AttributeReader reader;
    private final SwitchBuilder builder;
    private long switchId;
    private boolean closed;
    /** Set once its first group member exists: the member removal is being rehearsed ({@link MemberRemoval#rehearse}). */
    private final AtomicBoolean removalRehearsed = new AtomicBoolean();

    public VirtualAsic(Platform platform) {
        this.platform = platform;
        this.catalog = new AttrCatalog(SaiConditions.load(), VendorExtensions.of(platform));
        this.rules = new SaiRules(catalog, table, platform);
        this.capacity = new Capacity(platform.capacities(), table);
        this.defaults = new Defaults(table, platform.baseMac());
        this.live = new LiveAttributes(table, capacity, links);
        this.reader = new AttributeReader(rules, live, defaults);
        this.builder = new SwitchBuilder(platform, table);
        table.addListener(counters.lifecycle());
    }

    public Platform platform() {
        return platform;
    }

    /** The switch's id; 0 before create_switch. */
    public long switchId() {
        return locked(lock.readLock(), () -> switchId);
    }

    /** A virtual ASIC holds a switch for a warm start only when it outlived the agent that created it (in-process restarts). */
    @Override
    public boolean holdsSwitch() {
        return switchId() != 0;
    }

    @Override
    public Optional<ObjectListing> objectListing() {
        return Optional.of(this);
    }

    /** A warm stop leaves the virtual ASIC as it is, forwarding, for the next agent in this process to adopt. */
    @Override
    public void closeWarm(long switchId) {
    }

    // ---- object-id types ----------------------------------------------------------------------

    @Override
    public long create(ObjectType type, long switchId, List<? extends Attribute> attrs) {
        if (type == ObjectType.NEXT_HOP_GROUP_MEMBER) {
            rehearseMemberRemoval();
        }
        List<Attribute> given = List.copyOf(attrs);
        return sai(lock.writeLock(), SaiOperation.CREATE, type,
                () -> type == ObjectType.SWITCH ? createSwitch(given) : createObject(type, switchId, given));
    }

    @Override
    public void remove(ObjectType type, long oid) {
        sai(lock.writeLock(), SaiOperation.REMOVE, type, () -> removeObject(type, oid));
    }

    @Override
    public void set(ObjectType type, long oid, Attribute attr) {
        sai(lock.writeLock(), SaiOperation.SET, type, () -> {
            StoredObject object = existing(type, oid);
            Attribute checked = rules.checkSet(type, object, attr);
            int operBefore = type == ObjectType.PORT ? links.operStatus(object) : -1;
            table.set(object, checked);
            if (type == ObjectType.PORT) {
                publishOperChange(object, operBefore);
            }
            return null;
        });
    }

    @Override
    public List<AttrValue> get(ObjectType type, long oid, List<? extends AttrSpec> attrs, int listCapacity) {
        List<AttrSpec> asked = List.copyOf(attrs);
        return sai(lock.readLock(), SaiOperation.GET, type, () -> reader.get(existing(type, oid), asked, listCapacity));
    }

    // ---- entry-keyed types --------------------------------------------------------------------

    @Override
    public void create(EntryKey key, List<? extends Attribute> attrs) {
        List<Attribute> given = List.copyOf(attrs);
        sai(lock.writeLock(), SaiOperation.CREATE, key.objectType(), () -> createEntry(key, given));
    }

    @Override
    public void remove(EntryKey key) {
        sai(lock.writeLock(), SaiOperation.REMOVE, key.objectType(), () -> removeEntry(key));
    }

    @Override
    public void set(EntryKey key, Attribute attr) {
        sai(lock.writeLock(), SaiOperation.SET, key.objectType(), () -> {
            AttributeSet held = existing(key);
            table.setEntry(key, held, rules.checkSet(key.objectType(), null, attr));
            return null;
        });
    }

    @Override
    public List<AttrValue> get(EntryKey key, List<? extends AttrSpec> attrs, int listCapacity) {
        List<AttrSpec> asked = List.copyOf(attrs);
        return sai(lock.readLock(), SaiOperation.GET, key.objectType(), () -> reader.get(key, existing(key), asked, listCapacity));
    }

    // ---- stats --------------------------------------------------------------------------------

    @Override
    public long[] getStats(ObjectType type, long oid, List<StatId> stats, StatsMode mode) {
        // Counters are atomic: reading and clearing needs only the object to stay, so the shared lock.
        return sai(lock.readLock(), SaiOperation.GET_STATS, type, () -> {
            ObjectCounters c = countersOf(type, oid);
            for (StatId stat : stats) {
                // A counter the chip lacks: a vendor SAI refuses the whole call, naming nothing more.
                if (!platform.hasStat(stat.name())) {
                    throw Violation.of(NOT_SUPPORTED, stat + " is not a counter of this ASIC (" + platform.name() + ")");
                }
            }
            try {
                return c.read(stats, mode == StatsMode.READ_AND_CLEAR);
            } catch (IllegalArgumentException e) {
                throw Violation.of(INVALID_PARAMETER, e.getMessage());
            }
        });
    }

    @Override
    public void clearStats(ObjectType type, long oid, List<StatId> stats) {
        sai(lock.readLock(), SaiOperation.CLEAR_STATS, type, () -> {
            ObjectCounters c = countersOf(type, oid, stats);
            stats.forEach(c::clear);
            return null;
        });
    }

    // ---- bulk ---------------------------------------------------------------------------------

    @Override
    public List<SaiStatus> createRoutes(List<RouteEntry> routes, List<? extends List<? extends Attribute>> attrs, BulkMode mode) {
        requireBulk(SaiOperation.BULK_CREATE, ObjectType.ROUTE_ENTRY, "bulk route create");
        if (routes.size() != attrs.size()) {
            throw SaiException.of(SaiStatus.of(INVALID_PARAMETER), SaiOperation.BULK_CREATE, ObjectType.ROUTE_ENTRY,
                    routes.size() + " routes but " + attrs.size() + " attribute lists");
        }
        // Routes share attribute lists (one per next hop or group): each distinct list is checked once per call.
        // A route create adds no object, so what the check looks at (the objects the list names) stays put
        // while the call runs under the lock, and each route still meets its own key and table-room checks.
        var checkedLists = new IdentityHashMap<List<? extends Attribute>, Attribute[]>();
        return bulk(routes.size(), mode, SaiOperation.BULK_CREATE, ObjectType.ROUTE_ENTRY, i -> {
            RouteEntry route = routes.get(i);
            requireSwitch(route.switchId());
            rules.checkKey(route);
            List<? extends Attribute> given = attrs.get(i);
            Attribute[] checked = checkedLists.get(given);
            if (checked == null) {
                checked = rules.checkCreate(ObjectType.ROUTE_ENTRY, List.copyOf(given));
                checkedLists.put(given, checked);
            }
            insertEntry(route, checked.clone());
        });
    }

    @Override
    public List<SaiStatus> removeRoutes(List<RouteEntry> routes, BulkMode mode) {
        requireBulk(SaiOperation.BULK_REMOVE, ObjectType.ROUTE_ENTRY, "bulk route remove");
        return bulk(routes.size(), mode, SaiOperation.BULK_REMOVE, ObjectType.ROUTE_ENTRY, i -> removeEntry(routes.get(i)));
    }

    @Override
    public BulkCreateResult createNextHopGroupMembers(long switchId, List<? extends List<? extends Attribute>> attrs, BulkMode mode) {
        requireBulk(SaiOperation.BULK_CREATE, ObjectType.NEXT_HOP_GROUP_MEMBER, "bulk next-hop group member create");
        rehearseMemberRemoval();
        var ids = new long[attrs.size()];
        var statuses = bulk(attrs.size(), mode, SaiOperation.BULK_CREATE, ObjectType.NEXT_HOP_GROUP_MEMBER,
                i -> ids[i] = createObject(ObjectType.NEXT_HOP_GROUP_MEMBER, switchId, List.copyOf(attrs.get(i))));
        return new BulkCreateResult(ids, statuses);
    }

    @Override
    public List<SaiStatus> removeNextHopGroupMembers(long[] memberIds, BulkMode mode) {
        requireBulk(SaiOperation.BULK_REMOVE, ObjectType.NEXT_HOP_GROUP_MEMBER, "bulk next-hop group member remove");
        return sai(lock.writeLock(), SaiOperation.BULK_REMOVE, ObjectType.NEXT_HOP_GROUP_MEMBER, () -> removeMembers(memberIds, mode));
    }

    /** The cut itself, {@link MemberRemoval}, under the write lock. */
    private List<SaiStatus> removeMembers(long[] ids, BulkMode mode) {
        return MemberRemoval.remove(table, ids, mode);
    }

    /**
     * With its first group member the ASIC can be asked to cut members: it rehearses the cut once, on a thread of its
     * own and a scratch table, so the first real one runs compiled code as a vendor SAI's native code does.
     */
    private void rehearseMemberRemoval() {
        if (removalRehearsed.compareAndSet(false, true)) {
            Thread.ofPlatform().daemon().name("vasic-cut-rehearsal").priority(Thread.MIN_PRIORITY).start(MemberRemoval::rehearse);
        }
    }

    /** A SAI without bulk calls refuses the whole call, as a library with an empty bulk slot does. */
    private void requireBulk(SaiOperation op, ObjectType type, String call) {
        sai(lock.readLock(), op, type, () -> {
            rules.personality().checkBulk(call);
            return null;
        });
    }

    /** One item of a bulk call, by index; a broken rule becomes that item's status. */
    private interface BulkItem {
        void run(int index);
    }

    /** Runs the items under one write lock; STOP_ON_ERROR leaves the items after a failure NOT_EXECUTED. */
    private List<SaiStatus> bulk(int n, BulkMode mode, SaiOperation op, ObjectType type, BulkItem item) {
        return sai(lock.writeLock(), op, type, () -> {
            var statuses = new SaiStatus[n];
            boolean stopped = false;
            for (int i = 0; i < n; i++) {
                if (stopped) {
                    statuses[i] = SaiStatus.of(SaiStatusCode.NOT_EXECUTED);
                    continue;
                }
                try {
                    item.run(i);
                    statuses[i] = SaiStatus.SUCCESS;
                } catch (Violation v) {
                    statuses[i] = v.status();
                    stopped = mode == BulkMode.STOP_ON_ERROR;
                }
            }
            return List.of(statuses);
        });
    }

    // ---- capabilities -------------------------------------------------------------------------

    @Override
    public AttrCapability attributeCapability(long switchId, ObjectType type, AttrSpec attr) {
        return sai(lock.readLock(), SaiOperation.QUERY, type, () -> {
            requireSwitch(switchId);
            AttrRule rule = rules.known(type, attr, 0);
            boolean implemented = rule.implemented() && rules.platformSupports(type, rule.spec());
            boolean creatable = !FIXED_BY_PLATFORM.contains(type) && !rule.spec().isReadOnly();
            return new AttrCapability(implemented && creatable, implemented && rule.spec().isSettable(),
                    implemented && rules.personality().answersGet(rule.spec()));
        });
    }

    @Override
    public List<Integer> enumValuesCapability(long switchId, ObjectType type, AttrSpec attr) {
        return sai(lock.readLock(), SaiOperation.QUERY, type, () -> {
            requireSwitch(switchId);
            AttrRule rule = rules.known(type, attr, 0);
            if (rule.enumValues() == null) {
                throw Violation.about(INVALID_PARAMETER, attr, rule.spec().name() + " does not take an enum");
            }
            return rules.personality().implemented(rule.spec(), Arrays.stream(rule.enumValues()).boxed().toList());
        });
    }

    /**
     * What is left of the table {@code type} fills. Route availability is per address family, so it
     * needs SAI_ROUTE_ENTRY_ATTR_IP_ADDR_FAMILY among {@code attrs} (the SAI convention); neighbors of
     * both families share one table.
     */
    @Override
    public long objectAvailability(long switchId, ObjectType type, List<? extends Attribute> attrs) {
        return sai(lock.readLock(), SaiOperation.QUERY, type, () -> {
            requireSwitch(switchId);
            rules.personality().checkType(type);
            Integer family = type.isObjectId() ? null : addressFamily(type, attrs);
            Capacity.Table t = Capacity.tableOf(type);
            if (type == ObjectType.ROUTE_ENTRY) {
                if (family == null) {
                    throw Violation.about(INVALID_PARAMETER, RouteEntryAttr.IP_ADDR_FAMILY,
                            "route availability is per address family: pass SAI_ROUTE_ENTRY_ATTR_IP_ADDR_FAMILY");
                }
                t = family == SaiEnums.IpAddrFamily.IPV4 ? Capacity.Table.IPV4_ROUTE : Capacity.Table.IPV6_ROUTE;
            }
            if (t == null) {
                throw Violation.of(NOT_SUPPORTED, "the platform does not size a table for " + type);
            }
            return capacity.available(t);
        });
    }

    // ---- packets from the CPU -----------------------------------------------------------------

    /**
     * Checks the call as a vendor SAI does (the switch, HOSTIF_TX_TYPE given, EGRESS_PORT_OR_LAG a port or LAG of
     * this switch when the frame bypasses the pipeline, EGRESS_QUEUE_INDEX one of the port's queues, a frame with
     * at least its Ethernet header and at most a jumbo frame), then hands a copy of the frame to the data plane
     * ({@link #onCpuTransmit}); without one attached it goes nowhere, as from a switch with no cable.
     */
    @Override
    public void sendHostifPacket(long switchId, byte[] frame, List<? extends Attribute> attrs) {
        List<Attribute> given = List.copyOf(attrs);
        CpuFrame accepted = sai(lock.readLock(), SaiOperation.SEND_PACKET, ObjectType.HOSTIF_PACKET,
                () -> checkSend(switchId, frame, given));
        for (Consumer<CpuFrame> t : transmitters) {
            t.accept(accepted);
        }
    }

    private CpuFrame checkSend(long switchId, byte[] frame, List<Attribute> attrs) {
        requireSwitch(switchId);
        Attribute[] checked = rules.checkCreate(ObjectType.HOSTIF_PACKET, attrs);
        if (frame == null || frame.length < ETHERNET_HEADER || frame.length > MAX_CPU_FRAME) {
            throw Violation.of(INVALID_PARAMETER, "a frame is " + ETHERNET_HEADER + ".." + MAX_CPU_FRAME + " bytes (its Ethernet header "
                    + "through its payload), not " + (frame == null ? "null" : frame.length + " bytes"));
        }
        boolean bypass = Held.number(Held.given(checked, HostifPacketAttr.HOSTIF_TX_TYPE), -1) == SaiEnums.HostifTxType.PIPELINE_BYPASS;
        long port = bypass ? Held.oid(Held.given(checked, HostifPacketAttr.EGRESS_PORT_OR_LAG)) : 0;
        int queueAt = Held.indexOf(checked, HostifPacketAttr.EGRESS_QUEUE_INDEX);
        int queue = queueAt < 0 ? -1 : (int) Held.number(checked[queueAt].value(), -1);
        if (queue >= 0 && port != 0 && table.find(port).type == ObjectType.PORT) {
            int queues = Held.value(table.find(port), PortAttr.QOS_QUEUE_LIST) instanceof AttrValue.OidList l ? l.size() : 0;
            if (queue >= queues) {
                throw Violation.at(SaiStatusCode.INVALID_ATTR_VALUE, queueAt, attrs.get(queueAt).spec(),
                        "queue " + queue + " of a port with " + queues + " queues");
            }
        }
        return new CpuFrame(frame.clone(), bypass, port, queue);
    }

    /** Hands every frame the CPU sends to {@code transmitter} (the data plane), until the handle is closed. */
    public AutoCloseable onCpuTransmit(Consumer<CpuFrame> transmitter) {
        transmitters.add(transmitter);
        return () -> transmitters.remove(transmitter);
    }

    // ---- notifications ------------------------------------------------------------------------

    /** Notifications are delivered to subscribers whether or not the switch's *_NOTIFY pointers are set. */
    @Override
    public AutoCloseable subscribe(Consumer<SaiNotification> listener) {
        return notifier.subscribe(listener);
    }

    /**
     * Delivers notifications as tasks of {@code time} instead of on the notifier's own thread: with a
     * simulation's time, each is an event at the instant it was raised, on the simulation's thread, so
     * a simulated run stays deterministic. Call before anything subscribes.
     */
    @Override
    public void deliverNotificationsOn(AgentTime time) {
        notifier.deliverOn(time);
    }

    /** Raises a notification from the data plane (a PFC deadlock detected on a queue, ...). */
    public void raise(SaiNotification notification) {
        notifier.raise(notification);
    }

    /** Stops the notifier; every later SAI call fails with UNINITIALIZED. */
    @Override
    public void close() {
        locked(lock.writeLock(), () -> closed = true);
        notifier.close();
    }

    // ---- hooks for the data plane and for tests ---------------------------------------------

    /** Registers a listener for every later change; closing the handle unregisters it. */
    public AutoCloseable addObjectListener(ObjectListener listener) {
        return addObjectListener(listener, false);
    }

    /**
     * Registers a listener; with {@code replayExisting} it first hears about every object and entry the
     * ASIC holds now (as creations, objects before entries), atomically with the registration, so a
     * data plane attached to a running switch misses nothing and sees nothing twice.
     */
    public AutoCloseable addObjectListener(ObjectListener listener, boolean replayExisting) {
        locked(lock.writeLock(), () -> {
            if (replayExisting) {
                table.replay(listener);
            }
            table.addListener(listener);
            return null;
        });
        return () -> locked(lock.writeLock(), () -> {
            table.removeListener(listener);
            return null;
        });
    }

    /**
     * Makes a read-only attribute read as what the data plane says, e.g. a queue's PAUSE_STATUS or a
     * next-hop group's ARS_NEXT_HOP_REASSIGNMENTS; {@code value} gets the object id and may answer
     * null to fall back to the store's own answer. It runs under the store's read lock on the caller's
     * thread, so it must only read state the data plane publishes for other threads. Closing the
     * handle withdraws it.
     */
    public AutoCloseable provideLiveValue(AttrSpec spec, LongFunction<AttrValue> value) {
        AttrSpec own = knownRule(spec.objectType(), spec).spec();
        if (!own.isReadOnly() && !COUNTED_BY_HARDWARE.contains(own)) {
            throw new IllegalArgumentException(own.name() + " is not read-only: it reads as what the agent sets");
        }
        locked(lock.writeLock(), () -> {
            live.provide(own, value);
            return null;
        });
        return () -> locked(lock.writeLock(), () -> {
            live.withdraw(own, value);
            return null;
        });
    }

    /** The counters the data plane increments and getStats reads. */
    public CounterBank counters() {
        return counters;
    }

    /**
     * Plugs ({@code true}) or pulls ({@code false}) a port's link, as a cable or a peer would. When the
     * port's operational status changes as a result, subscribers get a
     * {@link SaiNotification.PortStateChange} and object listeners an OPER_STATUS change.
     */
    public void setLinkPresent(long portId, boolean present) {
        locked(lock.writeLock(), () -> {
            StoredObject port = port(portId);
            int before = links.operStatus(port);
            links.setPresent(portId, present);
            publishOperChange(port, before);
            return null;
        });
    }

    /**
     * The data plane's view of a port's carrier, applied as {@link #setLinkPresent} would, except that a
     * port already gone is skipped: a cold reboot or a removal can take it while the simulation thread
     * is rebuilding from the ports it saw a moment before, and a carrier of a port that no longer
     * exists changes nothing.
     */
    public void carrierSeen(long portId, boolean present) {
        locked(lock.writeLock(), () -> {
            StoredObject port = table.find(portId);
            if (port != null && port.type == ObjectType.PORT && links.isPresent(portId) != present) {
                int before = links.operStatus(port);
                links.setPresent(portId, present);
                publishOperChange(port, before);
            }
            return null;
        });
    }

    public boolean isLinkPresent(long portId) {
        return locked(lock.readLock(), () -> links.isPresent(port(portId).oid));
    }

    /** The type an id of this ASIC encodes ({@code sai_object_type_query}); NULL for 0 or a foreign id. */
    public ObjectType objectTypeOf(long oid) {
        return ObjectIds.typeOf(oid);
    }

    /** Ids of every object of {@code type}, in creation order. */
    @Override
    public List<Long> objects(ObjectType type) {
        return locked(lock.readLock(), () -> table.objectIds(type));
    }

    /** Keys of every route or neighbor entry, in creation order. */
    @Override
    public List<EntryKey> entries(ObjectType type) {
        return locked(lock.readLock(), () -> table.entryKeys(type));
    }

    /** The attributes {@code oid} holds (given at create, set since, or filled in by the switch). */
    @Override
    public List<Attribute> attributes(long oid) {
        return locked(lock.readLock(), () -> List.copyOf(knownObject(oid).attributes));
    }

    @Override
    public List<Attribute> attributes(EntryKey key) {
        return locked(lock.readLock(), () -> List.copyOf(knownEntry(key)));
    }

    /** What a GET of {@code spec} on {@code oid} answers, or null when it has no value; no SAI status, no list limit. */
    public AttrValue value(long oid, AttrSpec spec) {
        return locked(lock.readLock(), () -> {
            StoredObject object = knownObject(oid);
            return reader.read(object, knownRule(object.type, spec).spec());
        });
    }

    public AttrValue value(EntryKey key, AttrSpec spec) {
        return locked(lock.readLock(), () -> reader.read(key, knownEntry(key), knownRule(key.objectType(), spec).spec()));
    }

    /** How many attributes and entries refer to {@code oid}: while above 0 it cannot be removed. */
    public int referenceCount(long oid) {
        return locked(lock.readLock(), () -> knownObject(oid).referenceCount());
    }

    // ---- the work, under the lock -------------------------------------------------------------

    private long createSwitch(List<Attribute> attrs) {
        Attribute[] checked = rules.checkCreate(ObjectType.SWITCH, attrs);
        boolean init = Arrays.stream(checked)
                .anyMatch(a -> a.spec() == SwitchAttr.INIT_SWITCH && a.value().equals(AttrValue.Bool.TRUE));
        if (switchId != 0) {
            if (init) {
                throw Violation.of(ITEM_ALREADY_EXISTS, "the virtual ASIC has its switch (0x" + Long.toHexString(switchId)
                        + "); INIT_SWITCH=false connects to it");
            }
            // Connecting (an agent restarting over a running ASIC): re-apply what can be set, e.g. callbacks.
            StoredObject sw = table.find(switchId);
            for (Attribute a : checked) {
                if (a.spec().isSettable()) {
                    table.set(sw, a);
                }
            }
            return switchId;
        }
        if (!init) {
            throw Violation.of(ITEM_NOT_FOUND, "INIT_SWITCH=false connects to an existing switch; there is none");
        }
        switchId = builder.build(checked);
        defaults.switchCreated(switchId);
        return switchId;
    }

    private long createObject(ObjectType type, long switchId, List<Attribute> attrs) {
        requireSwitch(switchId);
        if (!type.isObjectId()) {
            throw Violation.of(INVALID_PARAMETER, type + " is entry-keyed: create it with its key");
        }
        if (!catalog.describes(type) || FIXED_BY_PLATFORM.contains(type)) {
            throw Violation.of(NOT_SUPPORTED, "the virtual ASIC does not create " + type + " objects");
        }
        rules.personality().checkType(type);
        Attribute[] checked = rules.checkCreate(type, attrs);
        capacity.requireRoom(Capacity.tableOf(type));
        long oid = table.allocate(type);
        table.insert(oid, type, checked, false);
        return oid;
    }

    /** Removes an object; removing the switch tears everything down (remove_switch). */
    private Void removeObject(ObjectType type, long oid) {
        StoredObject object = existing(type, oid);
        if (type == ObjectType.SWITCH) {
            table.clear();
            links.clear();
            switchId = 0;
            defaults.switchCreated(0);
        } else {
            MemberRemoval.requireRemovable(object);
            table.remove(object);
        }
        return null;
    }

    private Void createEntry(EntryKey key, List<Attribute> attrs) {
        requireSwitch(key.switchId());
        rules.checkKey(key);
        return insertEntry(key, rules.checkCreate(key.objectType(), attrs));
    }

    /** Stores an entry whose key and attributes passed their checks, if the table has room; the entry owns {@code checked}. */
    private Void insertEntry(EntryKey key, Attribute[] checked) {
        capacity.requireRoom(Capacity.tableOf(key));
        if (!table.insertEntry(key, checked)) {
            throw Violation.of(ITEM_ALREADY_EXISTS, key + " exists");
        }
        return null;
    }

    private Void removeEntry(EntryKey key) {
        table.removeEntry(key, existing(key));
        return null;
    }

    private ObjectCounters countersOf(ObjectType type, long oid, List<StatId> stats) {
        ObjectCounters c = countersOf(type, oid);
        for (StatId stat : stats) {
            if (!c.supports(stat)) {
                throw Violation.of(INVALID_PARAMETER, stat + " is not a counter of " + type);
            }
        }
        return c;
    }

    private ObjectCounters countersOf(ObjectType type, long oid) {
        existing(type, oid);
        ObjectCounters c = counters.of(oid);
        if (c == null) {
            throw Violation.of(NOT_SUPPORTED, type + " has no counters");
        }
        return c;
    }

    private void publishOperChange(StoredObject port, int before) {
        int after = links.operStatus(port);
        if (after != before) {
            table.announceChange(port, PortAttr.OPER_STATUS.s32(after));
            notifier.raise(new SaiNotification.PortStateChange(port.oid, after));
        }
    }

    /** The IP_ADDR_FAMILY among an availability query's attributes, or null; other attributes only need to exist. */
    private Integer addressFamily(ObjectType type, List<? extends Attribute> attrs) {
        Integer family = null;
        for (int i = 0; i < attrs.size(); i++) {
            Attribute a = attrs.get(i);
            AttrSpec spec = rules.known(type, a.spec(), i).spec();
            if (spec == RouteEntryAttr.IP_ADDR_FAMILY || spec == NeighborEntryAttr.IP_ADDR_FAMILY) {
                if (!(a.value() instanceof AttrValue.S32(int v)) || (v != SaiEnums.IpAddrFamily.IPV4 && v != SaiEnums.IpAddrFamily.IPV6)) {
                    throw Violation.at(SaiStatusCode.INVALID_ATTR_VALUE, i, a.spec(), "not a sai_ip_addr_family_t: " + a.value());
                }
                family = v;
            }
        }
        return family;
    }

    private StoredObject existing(ObjectType type, long oid) {
        StoredObject object = table.find(oid);
        if (object == null || object.type != type) {
            throw Violation.of(INVALID_OBJECT_ID, object == null ? "no object 0x" + Long.toHexString(oid)
                    : "0x" + Long.toHexString(oid) + " is a " + object.type + ", not a " + type);
        }
        return object;
    }

    private AttributeSet existing(EntryKey key) {
        AttributeSet held = table.findEntry(key);
        if (held == null) {
            throw Violation.of(ITEM_NOT_FOUND, "no " + key);
        }
        return held;
    }

    private void requireSwitch(long id) {
        if (switchId == 0 || id != switchId) {
            throw Violation.of(INVALID_PARAMETER, switchId == 0 ? "create_switch first"
                    : "0x" + Long.toHexString(id) + " is not the switch (0x" + Long.toHexString(switchId) + ")");
        }
    }

    // ---- hook lookups: plain exceptions, no SAI statuses ---------------------------------------

    private StoredObject port(long portId) {
        StoredObject port = table.find(portId);
        if (port == null || port.type != ObjectType.PORT) {
            throw new IllegalArgumentException("0x" + Long.toHexString(portId) + " is not a port of this ASIC");
        }
        return port;
    }

    private StoredObject knownObject(long oid) {
        StoredObject object = table.find(oid);
        if (object == null) {
            throw new IllegalArgumentException("no object 0x" + Long.toHexString(oid));
        }
        return object;
    }

    private AttributeSet knownEntry(EntryKey key) {
        AttributeSet held = table.findEntry(key);
        if (held == null) {
            throw new IllegalArgumentException("no " + key);
        }
        return held;
    }

    private AttrRule knownRule(ObjectType type, AttrSpec spec) {
        AttrRule rule = catalog.rule(type, spec);
        if (rule == null) {
            throw new IllegalArgumentException(type + " has no attribute " + spec.name());
        }
        return rule;
    }

    // ---- locking ------------------------------------------------------------------------------

    /** A SAI call: under {@code lock}, refused once closed, a broken rule thrown as its SAI status. */
    private <T> T sai(Lock lock, SaiOperation op, ObjectType type, Supplier<T> call) {
        lock.lock();
        try {
            if (closed) {
                throw Violation.of(SaiStatusCode.UNINITIALIZED, "the virtual ASIC is closed");
            }
            return call.get();
        } catch (Violation v) {
            throw v.toException(op, type);
        } finally {
            lock.unlock();
        }
    }

    private static <T> T locked(Lock lock, Supplier<T> work) {
        lock.lock();
        try {
            return work.get();
        } finally {
            lock.unlock();
        }
    }
}
