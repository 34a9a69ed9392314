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
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiNotification;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.StatId;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.NeighborEntryAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.vasic.AttrCatalog.AttrRule;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Consumer;

import static io.nosagent.sai.SaiStatusCode.ATTR_NOT_IMPLEMENTED;
import static io.nosagent.sai.SaiStatusCode.INVALID_ATTRIBUTE;
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
 * <p>A thin facade: the SAI rules live in {@link SaiRules}, the objects, entries and references in
 * {@link ObjectTable}, what create_switch builds in {@link SwitchBuilder}, table limits in
 * {@link Capacity}, computed read-only values in {@link LiveAttributes}, unset attributes in
 * {@link Defaults}, counters in {@link CounterBank}, link state in {@link LinkState} and
 * notification delivery in {@link Notifier}.
 *
 * <p>Thread safety: one read-write lock; SAI writes take it exclusively, GETs and stats reads share
 * it. Notification subscribers run on the notifier's thread, never under the lock. Counters are
 * lock-free.
 *
 * <p>Hooks for the data-plane simulator and for tests, beyond {@link Sai}: {@link #addObjectListener},
 * {@link #counters()}, {@link #setLinkPresent}, {@link #raise}, and read access with
 * {@link #objectTypeOf}, {@link #objects}, {@link #entries}, {@link #attributes(long)} and
 * {@link #value(long, AttrSpec)}.
 */
public final class VirtualAsic implements Sai {

    /** Object types the platform fixes: the agent reads them, it does not create them. */
    private static final Set<ObjectType> FIXED_BY_PLATFORM =
            EnumSet.of(ObjectType.PORT, ObjectType.QUEUE, ObjectType.INGRESS_PRIORITY_GROUP);

    private final Platform platform;
    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private final ObjectTable table = new ObjectTable();
    private final AttrCatalog catalog = new AttrCatalog();
    private final CounterBank counters = new CounterBank();
    private final LinkState links = new LinkState();
    private final Notifier notifier = new Notifier();
    private final SaiRules rules;
    private final Capacity capacity;
    private final Defaults defaults;
    private final LiveAttributes live;
    private final SwitchBuilder builder;
    private long switchId;
    private boolean closed;

    public VirtualAsic(Platform platform) {
        this.platform = platform;
        this.rules = new SaiRules(catalog, table, platform.capacities());
        this.capacity = new Capacity(platform.capacities(), table);
        this.defaults = new Defaults(table, platform.baseMac());
        this.live = new LiveAttributes(table, capacity, links);
        this.builder = new SwitchBuilder(platform, table);
        table.addListener(counters.lifecycle());
    }

    public Platform platform() {
        return platform;
    }

    /** The switch's id; 0 before create_switch. */
    public long switchId() {
        lock.readLock().lock();
        try {
            return switchId;
        } finally {
            lock.readLock().unlock();
        }
    }

    // ---- object-id types ----------------------------------------------------------------------

    @Override
    public long create(ObjectType type, long switchId, List<Attribute> attrs) {
        Lock w = lock.writeLock();
        w.lock();
        try {
            requireOpen();
            return type == ObjectType.SWITCH ? createSwitch(attrs) : createObject(type, switchId, attrs);
        } catch (Violation v) {
            throw v.toException(SaiOperation.CREATE, type);
        } finally {
            w.unlock();
        }
    }

    @Override
    public void remove(ObjectType type, long oid) {
        Lock w = lock.writeLock();
        w.lock();
        try {
            requireOpen();
            removeObject(type, oid);
        } catch (Violation v) {
            throw v.toException(SaiOperation.REMOVE, type);
        } finally {
            w.unlock();
        }
    }

    @Override
    public void set(ObjectType type, long oid, Attribute attr) {
        Lock w = lock.writeLock();
        w.lock();
        try {
            requireOpen();
            StoredObject object = existing(type, oid);
            Attribute checked = rules.checkSet(type, object, attr);
            int operBefore = type == ObjectType.PORT ? links.operStatus(object) : -1;
            table.set(object, checked);
            if (type == ObjectType.PORT) {
                publishOperChange(object, operBefore);
            }
        } catch (Violation v) {
            throw v.toException(SaiOperation.SET, type);
        } finally {
            w.unlock();
        }
    }

    @Override
    public List<AttrValue> get(ObjectType type, long oid, List<AttrSpec> attrs, int listCapacity) {
        Lock r = lock.readLock();
        r.lock();
        try {
            requireOpen();
            StoredObject object = existing(type, oid);
            var values = new AttrValue[attrs.size()];
            for (int i = 0; i < values.length; i++) {
                AttrRule rule = rules.checkGet(type, attrs.get(i), i);
                values[i] = required(read(object, rule.spec()), rule.spec(), attrs.get(i), i);
            }
            requireFits(attrs, values, listCapacity);
            return List.of(values);
        } catch (Violation v) {
            throw v.toException(SaiOperation.GET, type);
        } finally {
            r.unlock();
        }
    }

    // ---- entry-keyed types --------------------------------------------------------------------

    @Override
    public void create(EntryKey key, List<Attribute> attrs) {
        Lock w = lock.writeLock();
        w.lock();
        try {
            requireOpen();
            createEntry(key, attrs);
        } catch (Violation v) {
            throw v.toException(SaiOperation.CREATE, key.objectType());
        } finally {
            w.unlock();
        }
    }

    @Override
    public void remove(EntryKey key) {
        Lock w = lock.writeLock();
        w.lock();
        try {
            requireOpen();
            removeEntry(key);
        } catch (Violation v) {
            throw v.toException(SaiOperation.REMOVE, key.objectType());
        } finally {
            w.unlock();
        }
    }

    @Override
    public void set(EntryKey key, Attribute attr) {
        Lock w = lock.writeLock();
        w.lock();
        try {
            requireOpen();
            AttributeSet held = existing(key);
            table.setEntry(key, held, rules.checkSet(key.objectType(), null, attr));
        } catch (Violation v) {
            throw v.toException(SaiOperation.SET, key.objectType());
        } finally {
            w.unlock();
        }
    }

    @Override
    public List<AttrValue> get(EntryKey key, List<AttrSpec> attrs, int listCapacity) {
        Lock r = lock.readLock();
        r.lock();
        try {
            requireOpen();
            AttributeSet held = existing(key);
            var values = new AttrValue[attrs.size()];
            for (int i = 0; i < values.length; i++) {
                AttrRule rule = rules.checkGet(key.objectType(), attrs.get(i), i);
                values[i] = required(read(key, held, rule.spec()), rule.spec(), attrs.get(i), i);
            }
            requireFits(attrs, values, listCapacity);
            return List.of(values);
        } catch (Violation v) {
            throw v.toException(SaiOperation.GET, key.objectType());
        } finally {
            r.unlock();
        }
    }

    // ---- stats --------------------------------------------------------------------------------

    @Override
    public long[] getStats(ObjectType type, long oid, List<StatId> stats, StatsMode mode) {
        Lock r = lock.readLock();
        r.lock();
        try {
            requireOpen();
            ObjectCounters c = countersOf(type, oid, stats);
            var values = new long[stats.size()];
            for (int i = 0; i < values.length; i++) {
                values[i] = mode == StatsMode.READ_AND_CLEAR ? c.getAndClear(stats.get(i)) : c.get(stats.get(i));
            }
            return values;
        } catch (Violation v) {
            throw v.toException(SaiOperation.GET_STATS, type);
        } finally {
            r.unlock();
        }
    }

    @Override
    public void clearStats(ObjectType type, long oid, List<StatId> stats) {
        Lock r = lock.readLock();
        r.lock();
        try {
            requireOpen();
            ObjectCounters c = countersOf(type, oid, stats);
            for (StatId stat : stats) {
                c.clear(stat);
            }
        } catch (Violation v) {
            throw v.toException(SaiOperation.CLEAR_STATS, type);
        } finally {
            r.unlock();
        }
    }

    // ---- bulk ---------------------------------------------------------------------------------

    @Override
    public List<SaiStatus> createRoutes(List<RouteEntry> routes, List<List<Attribute>> attrs, BulkMode mode) {
        requireSameSize(routes.size(), attrs.size(), SaiOperation.BULK_CREATE, ObjectType.ROUTE_ENTRY);
        return bulk(routes.size(), mode, SaiOperation.BULK_CREATE, ObjectType.ROUTE_ENTRY,
                i -> createEntry(routes.get(i), attrs.get(i)));
    }

    @Override
    public List<SaiStatus> removeRoutes(List<RouteEntry> routes, BulkMode mode) {
        return bulk(routes.size(), mode, SaiOperation.BULK_REMOVE, ObjectType.ROUTE_ENTRY, i -> removeEntry(routes.get(i)));
    }

    @Override
    public BulkCreateResult createNextHopGroupMembers(long switchId, List<List<Attribute>> attrs, BulkMode mode) {
        var ids = new long[attrs.size()];
        var statuses = bulk(attrs.size(), mode, SaiOperation.BULK_CREATE, ObjectType.NEXT_HOP_GROUP_MEMBER,
                i -> ids[i] = createObject(ObjectType.NEXT_HOP_GROUP_MEMBER, switchId, attrs.get(i)));
        return new BulkCreateResult(ids, statuses);
    }

    @Override
    public List<SaiStatus> removeNextHopGroupMembers(long[] memberIds, BulkMode mode) {
        return bulk(memberIds.length, mode, SaiOperation.BULK_REMOVE, ObjectType.NEXT_HOP_GROUP_MEMBER,
                i -> removeObject(ObjectType.NEXT_HOP_GROUP_MEMBER, memberIds[i]));
    }

    /** One item of a bulk call; a broken rule is that item's status. */
    private interface BulkItem {
        void run(int index);
    }

    /** Runs items under one write lock; STOP_ON_ERROR leaves the items after a failure NOT_EXECUTED. */
    private List<SaiStatus> bulk(int n, BulkMode mode, SaiOperation op, ObjectType type, BulkItem item) {
        Lock w = lock.writeLock();
        w.lock();
        try {
            requireOpen();
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
        } catch (Violation v) {
            throw v.toException(op, type);
        } finally {
            w.unlock();
        }
    }

    // ---- capabilities -------------------------------------------------------------------------

    @Override
    public AttrCapability attributeCapability(long switchId, ObjectType type, AttrSpec attr) {
        Lock r = lock.readLock();
        r.lock();
        try {
            requireOpen();
            requireSwitch(switchId);
            AttrRule rule = rules.known(type, attr, 0);
            AttrSpec spec = rule.spec();
            boolean creatable = type == ObjectType.SWITCH || !FIXED_BY_PLATFORM.contains(type);
            return new AttrCapability(rule.implemented() && creatable && !spec.isReadOnly(),
                    rule.implemented() && spec.isSettable(), rule.implemented());
        } catch (Violation v) {
            throw v.toException(SaiOperation.QUERY, type);
        } finally {
            r.unlock();
        }
    }

    @Override
    public List<Integer> enumValuesCapability(long switchId, ObjectType type, AttrSpec attr) {
        Lock r = lock.readLock();
        r.lock();
        try {
            requireOpen();
            requireSwitch(switchId);
            AttrRule rule = rules.known(type, attr, 0);
            if (rule.enumValues() == null) {
                throw Violation.about(INVALID_PARAMETER, attr, rule.spec().name() + " does not take an enum");
            }
            return Arrays.stream(rule.enumValues()).boxed().toList();
        } catch (Violation v) {
            throw v.toException(SaiOperation.QUERY, type);
        } finally {
            r.unlock();
        }
    }

    @Override
    public long objectAvailability(long switchId, ObjectType type, List<Attribute> attrs) {
        Lock r = lock.readLock();
        r.lock();
        try {
            requireOpen();
            requireSwitch(switchId);
            Capacity.Table t = Capacity.tableOf(type);
            if (type == ObjectType.ROUTE_ENTRY) {
                Integer family = addressFamily(type, attrs);
                if (family == null) {
                    throw Violation.about(INVALID_PARAMETER, RouteEntryAttr.IP_ADDR_FAMILY,
                            "route availability is per address family: pass SAI_ROUTE_ENTRY_ATTR_IP_ADDR_FAMILY");
                }
                t = family == SaiEnums.IpAddrFamily.IPV4 ? Capacity.Table.IPV4_ROUTE : Capacity.Table.IPV6_ROUTE;
            } else if (type == ObjectType.NEIGHBOR_ENTRY) {
                addressFamily(type, attrs); // both families share the neighbor table; still check what was passed
            }
            if (t == null) {
                throw Violation.of(NOT_SUPPORTED, "the platform does not size a table for " + type);
            }
            return capacity.available(t);
        } catch (Violation v) {
            throw v.toException(SaiOperation.QUERY, type);
        } finally {
            r.unlock();
        }
    }

    // ---- notifications ------------------------------------------------------------------------

    @Override
    public AutoCloseable subscribe(Consumer<SaiNotification> listener) {
        return notifier.subscribe(listener);
    }

    /** Raises a notification from the data plane (a PFC deadlock detected on a queue, ...). */
    public void raise(SaiNotification notification) {
        notifier.raise(notification);
    }

    @Override
    public void close() {
        Lock w = lock.writeLock();
        w.lock();
        try {
            closed = true;
        } finally {
            w.unlock();
        }
        notifier.close();
    }

    // ---- hooks for the data plane and for tests ---------------------------------------------

    /** Registers a listener for every later change; closing the handle unregisters it. */
    public AutoCloseable addObjectListener(ObjectListener listener) {
        Lock w = lock.writeLock();
        w.lock();
        try {
            table.addListener(listener);
        } finally {
            w.unlock();
        }
        return () -> {
            lock.writeLock().lock();
            try {
                table.removeListener(listener);
            } finally {
                lock.writeLock().unlock();
            }
        };
    }

    /** The counters the data plane increments and getStats reads. */
    public CounterBank counters() {
        return counters;
    }

    /**
     * Plugs ({@code true}) or pulls ({@code false}) a port's link, as a cable or a peer would. When the
     * port's operational status changes as a result, subscribers get a {@link SaiNotification.PortStateChange}
     * and object listeners an OPER_STATUS change.
     */
    public void setLinkPresent(long portId, boolean present) {
        Lock w = lock.writeLock();
        w.lock();
        try {
            StoredObject port = port(portId);
            int before = links.operStatus(port);
            links.setPresent(portId, present);
            publishOperChange(port, before);
        } finally {
            w.unlock();
        }
    }

    public boolean isLinkPresent(long portId) {
        Lock r = lock.readLock();
        r.lock();
        try {
            return links.isPresent(port(portId).oid);
        } finally {
            r.unlock();
        }
    }

    /** The type an id of this ASIC encodes ({@code sai_object_type_query}); NULL for 0 or a foreign id. */
    public ObjectType objectTypeOf(long oid) {
        return ObjectIds.typeOf(oid);
    }

    /** Ids of every object of {@code type}, in creation order. */
    public List<Long> objects(ObjectType type) {
        Lock r = lock.readLock();
        r.lock();
        try {
            return table.objectIds(type);
        } finally {
            r.unlock();
        }
    }

    /** Keys of every route or neighbor entry, in creation order. */
    public List<EntryKey> entries(ObjectType type) {
        Lock r = lock.readLock();
        r.lock();
        try {
            return table.entryKeys(type);
        } finally {
            r.unlock();
        }
    }

    /** The attributes {@code oid} holds (given at create, set since, or filled in by the switch). */
    public List<Attribute> attributes(long oid) {
        Lock r = lock.readLock();
        r.lock();
        try {
            return List.copyOf(knownObject(oid).attributes);
        } finally {
            r.unlock();
        }
    }

    public List<Attribute> attributes(EntryKey key) {
        Lock r = lock.readLock();
        r.lock();
        try {
            return List.copyOf(knownEntry(key));
        } finally {
            r.unlock();
        }
    }

    /** What a GET of {@code spec} on {@code oid} answers, or null when it has no value; never throws a SAI status. */
    public AttrValue value(long oid, AttrSpec spec) {
        Lock r = lock.readLock();
        r.lock();
        try {
            StoredObject object = knownObject(oid);
            AttrRule rule = catalog.rule(object.type, spec);
            if (rule == null) {
                throw new IllegalArgumentException(object.type + " has no attribute " + spec.name());
            }
            return read(object, rule.spec());
        } finally {
            r.unlock();
        }
    }

    public AttrValue value(EntryKey key, AttrSpec spec) {
        Lock r = lock.readLock();
        r.lock();
        try {
            AttributeSet held = knownEntry(key);
            AttrRule rule = catalog.rule(key.objectType(), spec);
            if (rule == null) {
                throw new IllegalArgumentException(key.objectType() + " has no attribute " + spec.name());
            }
            return read(key, held, rule.spec());
        } finally {
            r.unlock();
        }
    }

    /** How many attributes and entries refer to {@code oid}: while above 0 it cannot be removed. */
    public int referenceCount(long oid) {
        Lock r = lock.readLock();
        r.lock();
        try {
            return knownObject(oid).referenceCount();
        } finally {
            r.unlock();
        }
    }

    // ---- the work, under the lock -------------------------------------------------------------

    private long createSwitch(List<Attribute> attrs) {
        Attribute[] checked = rules.checkCreate(ObjectType.SWITCH, attrs);
        boolean init = Arrays.stream(checked).anyMatch(a -> a.spec().id() == SwitchAttr.INIT_SWITCH.id() && a.value().equals(AttrValue.Bool.TRUE));
        if (switchId != 0) {
            if (init) {
                throw Violation.of(ITEM_ALREADY_EXISTS, "the virtual ASIC has its switch (0x" + Long.toHexString(switchId)
                        + "); INIT_SWITCH=false connects to it");
            }
            // Connecting (warm restart): re-apply what can be set, e.g. the notification callbacks.
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
        Attribute[] checked = rules.checkCreate(type, attrs);
        capacity.requireRoom(Capacity.tableOf(type));
        long oid = table.allocate(type);
        table.insert(oid, type, checked, false);
        return oid;
    }

    private void removeObject(ObjectType type, long oid) {
        StoredObject object = existing(type, oid);
        if (type == ObjectType.SWITCH) {
            table.clear();
            links.clear();
            switchId = 0;
            defaults.switchCreated(0);
            return;
        }
        if (object.builtIn) {
            throw Violation.of(NOT_SUPPORTED, type + " 0x" + Long.toHexString(oid) + " belongs to the switch and cannot be removed");
        }
        if (object.referenceCount() > 0) {
            throw Violation.of(SaiStatusCode.OBJECT_IN_USE, describeUse(object));
        }
        table.remove(object);
    }

    private void createEntry(EntryKey key, List<Attribute> attrs) {
        requireSwitch(key.switchId());
        rules.checkKey(key);
        Attribute[] checked = rules.checkCreate(key.objectType(), attrs);
        capacity.requireRoom(Capacity.tableOf(key));
        if (!table.insertEntry(key, checked)) {
            throw Violation.of(ITEM_ALREADY_EXISTS, key + " exists");
        }
    }

    private void removeEntry(EntryKey key) {
        table.removeEntry(key, existing(key));
    }

    /** Live value, else held value, else SAI default; null when there is none. */
    private AttrValue read(StoredObject object, AttrSpec spec) {
        AttrValue value = live.of(object, spec);
        if (value != null) {
            return value;
        }
        Attribute held = object.attributes.find(spec.id());
        return held != null ? held.value() : defaults.of(spec, object.attributes);
    }

    private AttrValue read(EntryKey key, AttributeSet held, AttrSpec spec) {
        AttrValue value = live.of(key, spec);
        if (value != null) {
            return value;
        }
        Attribute a = held.find(spec.id());
        return a != null ? a.value() : defaults.of(spec, held);
    }

    /**
     * A GET of an attribute with no value fails: a read-only one the ASIC does not model is
     * ATTR_NOT_IMPLEMENTED; any other (a conditional attribute that does not apply to this object) is
     * INVALID_ATTRIBUTE.
     */
    private static AttrValue required(AttrValue value, AttrSpec spec, AttrSpec asGiven, int i) {
        if (value != null) {
            return value;
        }
        if (spec.isReadOnly()) {
            throw Violation.at(ATTR_NOT_IMPLEMENTED, i, asGiven, spec.name() + " is not modelled by the virtual ASIC");
        }
        throw Violation.at(INVALID_ATTRIBUTE, i, asGiven, spec.name() + " has no value on this object (never given, no default)");
    }

    /** BUFFER_OVERFLOW naming the list that needs the most room, so one retry fits them all. */
    private static void requireFits(List<AttrSpec> attrs, AttrValue[] values, int listCapacity) {
        if (listCapacity < 0) {
            throw Violation.of(INVALID_PARAMETER, "list capacity " + listCapacity + " is negative");
        }
        int worst = -1;
        long needed = listCapacity;
        for (int i = 0; i < values.length; i++) {
            long length = listLength(values[i]);
            if (length > needed) {
                worst = i;
                needed = length;
            }
        }
        if (worst >= 0) {
            throw Violation.bufferOverflow(attrs.get(worst), needed);
        }
    }

    private static long listLength(AttrValue v) {
        return switch (v) {
            case AttrValue.OidList l -> l.size();
            case AttrValue.U8List l -> l.size();
            case AttrValue.S8List l -> l.size();
            case AttrValue.U16List l -> l.size();
            case AttrValue.U32List l -> l.size();
            case AttrValue.S32List l -> l.size();
            case AttrValue.QosMapList l -> l.mappings().size();
            case AttrValue.MapList l -> l.entries().size();
            case AttrValue.SystemPortConfigList l -> l.configs().size();
            default -> -1;
        };
    }

    private ObjectCounters countersOf(ObjectType type, long oid, List<StatId> stats) {
        existing(type, oid);
        ObjectCounters c = counters.of(oid);
        if (c == null) {
            throw Violation.of(NOT_SUPPORTED, type + " has no counters");
        }
        for (StatId stat : stats) {
            if (!c.supports(stat)) {
                throw Violation.of(INVALID_PARAMETER, stat + " is not a counter of " + type);
            }
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

    private Integer addressFamily(ObjectType type, List<Attribute> attrs) {
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
            String why = object == null ? "no object 0x" + Long.toHexString(oid)
                    : "0x" + Long.toHexString(oid) + " is a " + object.type + ", not a " + type;
            throw Violation.of(INVALID_OBJECT_ID, why);
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

    private void requireOpen() {
        if (closed) {
            throw Violation.of(SaiStatusCode.UNINITIALIZED, "the virtual ASIC is closed");
        }
    }

    private static void requireSameSize(int keys, int attrLists, SaiOperation op, ObjectType type) {
        if (keys != attrLists) {
            var status = SaiStatus.of(INVALID_PARAMETER);
            throw SaiException.of(status, op, type, keys + " keys but " + attrLists + " attribute lists");
        }
    }

    private String describeUse(StoredObject object) {
        var sb = new StringBuilder(object.type.toString()).append(" 0x").append(Long.toHexString(object.oid)).append(" is in use:");
        Referrers referrers = object.referrers();
        if (referrers.size() > 0) {
            long first = referrers.get(0);
            sb.append(' ').append(referrers.size()).append(" attribute reference(s), e.g. from ")
                    .append(ObjectIds.typeOf(first)).append(" 0x").append(Long.toHexString(first));
        }
        if (object.entryReferences > 0) {
            sb.append(' ').append(object.entryReferences).append(" entry reference(s)");
        }
        return sb.toString();
    }

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
}
