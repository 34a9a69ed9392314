package io.nosagent.sai.ffm;

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
import io.nosagent.sai.backend.SaiBackend;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiNotification;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.StatId;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.ValueType;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;

import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

/**
 * {@link Sai} over a vendor {@code libsai.so}, called through the Foreign Function & Memory API.
 *
 * <p>{@link #open} loads the library, initialises it with a service table that serves the
 * profile, and reads the method table of every API the agent uses (slots from the generated
 * {@link SaiApiTable}). Each call then marshals its attributes into the calling thread's
 * {@link CallBuffer} and calls the function pointer; a failing status becomes a
 * {@link SaiException} naming the attribute its index points at. Values of the wrong kind, or of
 * kinds the backend does not marshal, fail before the library is called, so nothing changes.
 *
 * <p>Calls are serialised by one lock, as FBOSS does around its SAI calls: vendor libraries do
 * not all promise thread safety, and the agent's update and stats threads share the backend.
 * Port-state and PFC-deadlock callbacks are registered with the switch when it is created and
 * reach {@link #subscribe} listeners on a dispatcher thread.
 */
public final class NativeSai implements SaiBackend {

    private static final Logger LOG = LoggerFactory.getLogger(NativeSai.class);
    private static final int BUFFER_OVERFLOW = SaiStatusCode.BUFFER_OVERFLOW.value();
    private static final long ENUM_LIST_START = DEFAULT_LIST_CAPACITY;

    private final Arena arena;
    private final SaiLibrary library;
    private final NotificationBridge notifications;
    private final Map<ObjectType, ObjectFunctions> functions;
    private final MemorySegment sendPacket;
    private final ReentrantLock lock = new ReentrantLock();
    private final ThreadLocal<CallBuffer> buffers = ThreadLocal.withInitial(CallBuffer::new);
    private boolean closed; // guarded by lock

    private NativeSai(Arena arena, SaiLibrary library, NotificationBridge notifications,
                      Map<ObjectType, ObjectFunctions> functions) {
        this.arena = arena;
        this.library = library;
        this.notifications = notifications;
        this.functions = functions;
        this.sendPacket = library.function(SaiEnums.Api.HOSTIF, SaiApiTable.HOSTIF_TABLE_SIZE, SaiApiTable.SEND_HOSTIF_PACKET);
    }

    /**
     * Loads {@code library}, initialises it with {@code profile} as its key/value profile (which it
     * enumerates in the map's order), and
     * queries the APIs the agent uses. The JVM needs {@code --enable-native-access=ALL-UNNAMED}
     * (or the module's name).
     *
     * @throws IllegalArgumentException when the library cannot be loaded or lacks a SAI entry point
     * @throws SaiException             when {@code sai_api_initialize} fails
     */
    public static NativeSai open(Path library, Map<String, String> profile) {
        Arena arena = Arena.ofShared();
        try {
            var lib = new SaiLibrary(library, arena);
            var services = new ProfileService(new SaiProfile(profile).values(), arena); // an ordered copy
            var notifications = new NotificationBridge(arena);
            try {
                lib.initialize(services.table());
            } catch (RuntimeException e) {
                notifications.close();
                throw e;
            }
            try {
                return new NativeSai(arena, lib, notifications, lib.resolve(SaiEnums.LogLevel.WARN));
            } catch (RuntimeException e) {
                lib.uninitialize();
                notifications.close();
                throw e;
            }
        } catch (RuntimeException e) {
            arena.close();
            throw e;
        }
    }

    // ---- object-id types -------------------------------------------------------------------

    @Override
    public long create(ObjectType type, long switchId, List<? extends Attribute> attrs) {
        requireObjectId(type);
        List<? extends Attribute> call = type == ObjectType.SWITCH ? withNotifications(attrs) : attrs;
        MemorySegment fn = function(type, SaiOperation.CREATE, functions(type).create());
        validate(call, SaiOperation.CREATE, type);
        lock.lock();
        try {
            CallBuffer buf = begin(attributeBytes(call) + 8);
            long out = buf.reserve(8);
            long list = encode(buf, call);
            int raw = type == ObjectType.SWITCH
                    ? Signatures.longIntLong(fn, buf.address(out), call.size(), buf.address(list))
                    : Signatures.create(fn, buf.address(out), switchId, call.size(), buf.address(list));
            check(raw, SaiOperation.CREATE, type, call, null, 0);
            return buf.memory().get(JAVA_LONG, out);
        } finally {
            lock.unlock();
        }
    }

    @Override
    public void remove(ObjectType type, long oid) {
        requireObjectId(type);
        MemorySegment fn = function(type, SaiOperation.REMOVE, functions(type).remove());
        lock.lock();
        try {
            ensureOpen();
            check(Signatures.remove(fn, oid), SaiOperation.REMOVE, type, List.of(), null, oid);
        } finally {
            lock.unlock();
        }
    }

    @Override
    public void set(ObjectType type, long oid, Attribute attr) {
        requireObjectId(type);
        MemorySegment fn = function(type, SaiOperation.SET, functions(type).set());
        validate(attr, type);
        lock.lock();
        try {
            CallBuffer buf = begin(SaiAbi.ATTRIBUTE_SIZE + ValueCodec.listBytes(attr.value()));
            long at = encode(buf, attr);
            int raw = Signatures.set(fn, oid, buf.address(at));
            if (raw != 0) {
                check(raw, SaiOperation.SET, type, List.of(attr), null, oid);
            }
        } finally {
            lock.unlock();
        }
    }

    @Override
    public List<AttrValue> get(ObjectType type, long oid, List<? extends AttrSpec> attrs, int listCapacity) {
        requireObjectId(type);
        MemorySegment fn = function(type, SaiOperation.GET, functions(type).get());
        validateGet(attrs, type, listCapacity);
        lock.lock();
        try {
            CallBuffer buf = begin(getBytes(attrs, listCapacity));
            return get(buf, fn, oid, type, attrs, listCapacity, null);
        } finally {
            lock.unlock();
        }
    }

    // ---- entry-keyed types ---------------------------------------------------------------

    @Override
    public void create(EntryKey key, List<? extends Attribute> attrs) {
        ObjectType type = key.objectType();
        MemorySegment fn = function(type, SaiOperation.CREATE, functions(type).create());
        validate(attrs, SaiOperation.CREATE, type);
        lock.lock();
        try {
            CallBuffer buf = begin(EntryKeys.size(key) + attributeBytes(attrs));
            long at = encodeKey(buf, key);
            long list = encode(buf, attrs);
            check(Signatures.longIntLong(fn, buf.address(at), attrs.size(), buf.address(list)),
                    SaiOperation.CREATE, type, attrs, key, 0);
        } finally {
            lock.unlock();
        }
    }

    @Override
    public void remove(EntryKey key) {
        ObjectType type = key.objectType();
        MemorySegment fn = function(type, SaiOperation.REMOVE, functions(type).remove());
        lock.lock();
        try {
            CallBuffer buf = begin(EntryKeys.size(key));
            long at = encodeKey(buf, key);
            check(Signatures.remove(fn, buf.address(at)), SaiOperation.REMOVE, type, List.of(), key, 0);
        } finally {
            lock.unlock();
        }
    }

    @Override
    public void set(EntryKey key, Attribute attr) {
        ObjectType type = key.objectType();
        MemorySegment fn = function(type, SaiOperation.SET, functions(type).set());
        validate(attr, type);
        lock.lock();
        try {
            CallBuffer buf = begin(EntryKeys.size(key) + SaiAbi.ATTRIBUTE_SIZE + ValueCodec.listBytes(attr.value()));
            long at = encodeKey(buf, key);
            long list = encode(buf, attr);
            int raw = Signatures.set(fn, buf.address(at), buf.address(list));
            if (raw != 0) {
                check(raw, SaiOperation.SET, type, List.of(attr), key, 0);
            }
        } finally {
            lock.unlock();
        }
    }

    @Override
    public List<AttrValue> get(EntryKey key, List<? extends AttrSpec> attrs, int listCapacity) {
        ObjectType type = key.objectType();
        MemorySegment fn = function(type, SaiOperation.GET, functions(type).get());
        validateGet(attrs, type, listCapacity);
        lock.lock();
        try {
            CallBuffer buf = begin(EntryKeys.size(key) + getBytes(attrs, listCapacity));
            long at = encodeKey(buf, key);
            return get(buf, fn, buf.address(at), type, attrs, listCapacity, key);
        } finally {
            lock.unlock();
        }
    }

    /** The GET both kinds share: {@code target} is an object id or the address of an entry key. */
    private List<AttrValue> get(CallBuffer buf, MemorySegment fn, long target, ObjectType type, List<? extends AttrSpec> attrs,
                                int capacity, EntryKey key) {
        long list = buf.reserve(SaiAbi.ATTRIBUTE_SIZE * attrs.size());
        MemorySegment m = buf.memory();
        for (int i = 0; i < attrs.size(); i++) {
            long at = list + SaiAbi.ATTRIBUTE_SIZE * i;
            m.set(JAVA_INT, at + SaiAbi.ATTR_ID, attrs.get(i).id());
            ValueCodec.prepareGet(buf, at + SaiAbi.ATTR_VALUE, attrs.get(i).valueType(), capacity);
        }
        int raw = Signatures.longIntLong(fn, target, attrs.size(), buf.address(list));
        if (raw == BUFFER_OVERFLOW) {
            throw overflow(m, list, type, attrs, capacity);
        }
        if (raw != 0) {
            throw SaiException.forSpecs(SaiStatus.decode(raw), raw, SaiOperation.GET, type, attrs, describe(key, target));
        }
        var values = new ArrayList<AttrValue>(attrs.size());
        for (int i = 0; i < attrs.size(); i++) {
            long value = list + SaiAbi.ATTRIBUTE_SIZE * i + SaiAbi.ATTR_VALUE;
            if (ValueCodec.requiredCount(m, value, attrs.get(i).valueType(), capacity) >= 0) {
                throw overflow(m, list, type, attrs, capacity); // a library that wrote more than it was given room for
            }
            values.add(ValueCodec.decode(m, value, attrs.get(i).valueType()));
        }
        return List.copyOf(values);
    }

    /** BUFFER_OVERFLOW naming the attribute whose list needs the most room, with that count. */
    private static SaiException overflow(MemorySegment m, long list, ObjectType type, List<? extends AttrSpec> attrs, int capacity) {
        AttrSpec named = null;
        long required = -1;
        for (int i = 0; i < attrs.size(); i++) {
            long need = ValueCodec.requiredCount(m, list + SaiAbi.ATTRIBUTE_SIZE * i + SaiAbi.ATTR_VALUE,
                    attrs.get(i).valueType(), capacity);
            if (need > required) {
                required = need;
                named = attrs.get(i);
            }
        }
        return SaiException.bufferOverflow(SaiOperation.GET, type, named, required);
    }

    // ---- stats -----------------------------------------------------------------------------

    @Override
    public long[] getStats(ObjectType type, long oid, List<StatId> stats, StatsMode mode) {
        ObjectFunctions f = functions(type);
        boolean plain = mode == StatsMode.READ && ObjectFunctions.present(f.getStats());
        MemorySegment fn = function(type, SaiOperation.GET_STATS, plain ? f.getStats() : f.getStatsExt());
        requireStats(type, stats);
        lock.lock();
        try {
            int n = stats.size();
            CallBuffer buf = begin(CallBuffer.rounded(4L * n) + 8L * n);
            long ids = statIds(buf, stats);
            long counters = buf.reserve(8L * n);
            int raw = plain
                    ? Signatures.getStats(fn, oid, n, buf.address(ids), buf.address(counters))
                    : Signatures.getStatsExt(fn, oid, n, buf.address(ids), mode.value(), buf.address(counters));
            check(raw, SaiOperation.GET_STATS, type, List.of(), null, oid);
            return buf.memory().asSlice(counters, 8L * n).toArray(JAVA_LONG);
        } finally {
            lock.unlock();
        }
    }

    @Override
    public void clearStats(ObjectType type, long oid, List<StatId> stats) {
        MemorySegment fn = function(type, SaiOperation.CLEAR_STATS, functions(type).clearStats());
        requireStats(type, stats);
        lock.lock();
        try {
            CallBuffer buf = begin(CallBuffer.rounded(4L * stats.size()));
            long ids = statIds(buf, stats);
            check(Signatures.longIntLong(fn, oid, stats.size(), buf.address(ids)), SaiOperation.CLEAR_STATS, type,
                    List.of(), null, oid);
        } finally {
            lock.unlock();
        }
    }

    private static long statIds(CallBuffer buf, List<StatId> stats) {
        long ids = buf.reserve(4L * stats.size());
        for (int i = 0; i < stats.size(); i++) {
            buf.memory().set(JAVA_INT, ids + 4L * i, stats.get(i).id());
        }
        return ids;
    }

    // ---- bulk ------------------------------------------------------------------------------

    @Override
    public List<SaiStatus> createRoutes(List<RouteEntry> routes, List<? extends List<? extends Attribute>> attrs, BulkMode mode) {
        if (routes.size() != attrs.size()) {
            throw new IllegalArgumentException(routes.size() + " routes but " + attrs.size() + " attribute lists");
        }
        for (int i = 0; i < routes.size(); i++) {
            validate(attrs.get(i), SaiOperation.BULK_CREATE, ObjectType.ROUTE_ENTRY);
        }
        if (routes.isEmpty()) {
            return List.of();
        }
        MemorySegment fn = bulkSlot(functions(ObjectType.ROUTE_ENTRY).bulkCreate(), SaiOperation.BULK_CREATE, ObjectType.ROUTE_ENTRY);
        lock.lock();
        try {
            int n = routes.size();
            long bytes = CallBuffer.rounded(SaiAbi.ROUTE_ENTRY.byteSize() * n) + 2 * CallBuffer.rounded(4L * n) + 8L * n;
            for (var list : attrs) {
                bytes += attributeBytes(list);
            }
            CallBuffer buf = begin(bytes);
            long keys = buf.reserve(SaiAbi.ROUTE_ENTRY.byteSize() * n);
            long counts = buf.reserve(4L * n);
            long lists = buf.reserve(8L * n);
            long statuses = buf.reserve(4L * n);
            MemorySegment m = buf.memory();
            for (int i = 0; i < n; i++) {
                EntryKeys.encode(m, keys + SaiAbi.ROUTE_ENTRY.byteSize() * i, routes.get(i));
                m.set(JAVA_INT, counts + 4L * i, attrs.get(i).size());
                m.set(JAVA_LONG, lists + 8L * i, buf.address(encode(buf, attrs.get(i))));
                m.set(JAVA_INT, statuses + 4L * i, SaiStatusCode.NOT_EXECUTED.value());
            }
            int raw = Signatures.bulkCreateEntry(fn, n, buf.address(keys), buf.address(counts), buf.address(lists),
                    mode.value(), buf.address(statuses));
            requireAnswered(raw, SaiOperation.BULK_CREATE, ObjectType.ROUTE_ENTRY);
            return statuses(m, statuses, n);
        } finally {
            lock.unlock();
        }
    }

    @Override
    public List<SaiStatus> removeRoutes(List<RouteEntry> routes, BulkMode mode) {
        if (routes.isEmpty()) {
            return List.of();
        }
        MemorySegment fn = bulkSlot(functions(ObjectType.ROUTE_ENTRY).bulkRemove(), SaiOperation.BULK_REMOVE, ObjectType.ROUTE_ENTRY);
        lock.lock();
        try {
            int n = routes.size();
            CallBuffer buf = begin(CallBuffer.rounded(SaiAbi.ROUTE_ENTRY.byteSize() * n) + CallBuffer.rounded(4L * n));
            long keys = buf.reserve(SaiAbi.ROUTE_ENTRY.byteSize() * n);
            long statuses = buf.reserve(4L * n);
            for (int i = 0; i < n; i++) {
                EntryKeys.encode(buf.memory(), keys + SaiAbi.ROUTE_ENTRY.byteSize() * i, routes.get(i));
                buf.memory().set(JAVA_INT, statuses + 4L * i, SaiStatusCode.NOT_EXECUTED.value());
            }
            int raw = Signatures.bulkRemove(fn, n, buf.address(keys), mode.value(), buf.address(statuses));
            requireAnswered(raw, SaiOperation.BULK_REMOVE, ObjectType.ROUTE_ENTRY);
            return statuses(buf.memory(), statuses, n);
        } finally {
            lock.unlock();
        }
    }

    @Override
    public BulkCreateResult createNextHopGroupMembers(long switchId, List<? extends List<? extends Attribute>> attrs, BulkMode mode) {
        ObjectType type = ObjectType.NEXT_HOP_GROUP_MEMBER;
        for (var list : attrs) {
            validate(list, SaiOperation.BULK_CREATE, type);
        }
        if (attrs.isEmpty()) {
            return new BulkCreateResult(new long[0], List.of());
        }
        MemorySegment fn = bulkSlot(functions(type).bulkCreate(), SaiOperation.BULK_CREATE, type);
        lock.lock();
        try {
            int n = attrs.size();
            long bytes = 2 * CallBuffer.rounded(4L * n) + 16L * n;
            for (var list : attrs) {
                bytes += attributeBytes(list);
            }
            CallBuffer buf = begin(bytes);
            long counts = buf.reserve(4L * n);
            long lists = buf.reserve(8L * n);
            long oids = buf.reserve(8L * n);
            long statuses = buf.reserve(4L * n);
            MemorySegment m = buf.memory();
            for (int i = 0; i < n; i++) {
                m.set(JAVA_INT, counts + 4L * i, attrs.get(i).size());
                m.set(JAVA_LONG, lists + 8L * i, buf.address(encode(buf, attrs.get(i))));
                m.set(JAVA_INT, statuses + 4L * i, SaiStatusCode.NOT_EXECUTED.value());
            }
            int raw = Signatures.bulkCreateObject(fn, switchId, n, buf.address(counts), buf.address(lists),
                    mode.value(), buf.address(oids), buf.address(statuses));
            requireAnswered(raw, SaiOperation.BULK_CREATE, type);
            var result = statuses(m, statuses, n);
            long[] ids = m.asSlice(oids, 8L * n).toArray(JAVA_LONG);
            for (int i = 0; i < n; i++) {
                ids[i] = result.get(i).isSuccess() ? ids[i] : 0;
            }
            return new BulkCreateResult(ids, result);
        } finally {
            lock.unlock();
        }
    }

    @Override
    public List<SaiStatus> removeNextHopGroupMembers(long[] memberIds, BulkMode mode) {
        ObjectType type = ObjectType.NEXT_HOP_GROUP_MEMBER;
        if (memberIds.length == 0) {
            return List.of();
        }
        MemorySegment fn = bulkSlot(functions(type).bulkRemove(), SaiOperation.BULK_REMOVE, type);
        lock.lock();
        try {
            int n = memberIds.length;
            CallBuffer buf = begin(8L * n + CallBuffer.rounded(4L * n));
            long oids = buf.reserve(8L * n);
            long statuses = buf.reserve(4L * n);
            for (int i = 0; i < n; i++) {
                buf.memory().set(JAVA_LONG, oids + 8L * i, memberIds[i]);
                buf.memory().set(JAVA_INT, statuses + 4L * i, SaiStatusCode.NOT_EXECUTED.value());
            }
            int raw = Signatures.bulkRemove(fn, n, buf.address(oids), mode.value(), buf.address(statuses));
            requireAnswered(raw, SaiOperation.BULK_REMOVE, type);
            return statuses(buf.memory(), statuses, n);
        } finally {
            lock.unlock();
        }
    }

    /**
     * Requires a bulk call to have produced per-object statuses (SUCCESS, or FAILURE with some failing);
     * anything else, the library declining bulk (NOT_IMPLEMENTED / NOT_SUPPORTED) among it, fails the call
     * as a whole: the store then goes one call per object and remembers it.
     */
    private static void requireAnswered(int raw, SaiOperation op, ObjectType type) {
        var status = SaiStatus.decode(raw);
        if (status.code() != SaiStatusCode.SUCCESS && status.code() != SaiStatusCode.FAILURE) {
            throw SaiException.of(status, op, type, "bulk call failed as a whole");
        }
    }

    /** A bulk slot the library filled; an empty one answers NOT_IMPLEMENTED, as SAI's callers expect of a NULL pointer. */
    private static MemorySegment bulkSlot(MemorySegment fn, SaiOperation op, ObjectType type) {
        if (!ObjectFunctions.present(fn)) {
            throw SaiException.of(SaiStatus.of(SaiStatusCode.NOT_IMPLEMENTED), op, type, "the library has no bulk function for " + type);
        }
        return fn;
    }

    private static List<SaiStatus> statuses(MemorySegment m, long at, int n) {
        var out = new ArrayList<SaiStatus>(n);
        for (int i = 0; i < n; i++) {
            out.add(SaiStatus.decode(m.get(JAVA_INT, at + 4L * i)));
        }
        return List.copyOf(out);
    }

    // ---- capabilities ------------------------------------------------------------------------

    @Override
    public AttrCapability attributeCapability(long switchId, ObjectType type, AttrSpec attr) {
        MemorySegment fn = optional(library.attributeCapability(), "sai_query_attribute_capability", type);
        lock.lock();
        try {
            CallBuffer buf = begin(CallBuffer.rounded(SaiAbi.ATTR_CAPABILITY.byteSize()));
            long cap = buf.reserve(SaiAbi.ATTR_CAPABILITY.byteSize());
            int raw = Signatures.queryAttribute(fn, switchId, type.value(), attr.id(), buf.address(cap));
            if (raw != 0) {
                throw SaiException.forSpecs(SaiStatus.decode(raw), raw, SaiOperation.QUERY, type, List.of(attr), attr.name());
            }
            MemorySegment m = buf.memory();
            return new AttrCapability(m.get(JAVA_BYTE, cap + SaiAbi.offset(SaiAbi.ATTR_CAPABILITY, "create_implemented")) != 0,
                    m.get(JAVA_BYTE, cap + SaiAbi.offset(SaiAbi.ATTR_CAPABILITY, "set_implemented")) != 0,
                    m.get(JAVA_BYTE, cap + SaiAbi.offset(SaiAbi.ATTR_CAPABILITY, "get_implemented")) != 0);
        } finally {
            lock.unlock();
        }
    }

    @Override
    public List<Integer> enumValuesCapability(long switchId, ObjectType type, AttrSpec attr) {
        MemorySegment fn = optional(library.enumValuesCapability(), "sai_query_attribute_enum_values_capability", type);
        long capacity = ENUM_LIST_START;
        while (true) {
            lock.lock();
            try {
                CallBuffer buf = begin(SaiAbi.S32_LIST.byteSize() + CallBuffer.rounded(4 * capacity));
                long list = buf.reserve(SaiAbi.S32_LIST.byteSize());
                ValueCodec.prepareGet(buf, list, ValueType.INT32_LIST, (int) capacity);
                int raw = Signatures.queryAttribute(fn, switchId, type.value(), attr.id(), buf.address(list));
                long count = Integer.toUnsignedLong(buf.memory().get(JAVA_INT, list + SaiAbi.LIST_COUNT));
                if (raw == BUFFER_OVERFLOW && count > capacity) {
                    capacity = count;
                    continue;
                }
                if (raw != 0) {
                    throw SaiException.forSpecs(SaiStatus.decode(raw), raw, SaiOperation.QUERY, type, List.of(attr), attr.name());
                }
                var values = (AttrValue.S32List) ValueCodec.decode(buf.memory(), list, ValueType.INT32_LIST);
                return Arrays.stream(values.values()).boxed().toList();
            } finally {
                lock.unlock();
            }
        }
    }

    @Override
    public long objectAvailability(long switchId, ObjectType type, List<? extends Attribute> attrs) {
        MemorySegment fn = optional(library.availability(), "sai_object_type_get_availability", type);
        validate(attrs, SaiOperation.QUERY, type);
        lock.lock();
        try {
            CallBuffer buf = begin(8 + attributeBytes(attrs));
            long out = buf.reserve(8);
            long list = encode(buf, attrs);
            int raw = Signatures.availability(fn, switchId, type.value(), attrs.size(), buf.address(list), buf.address(out));
            check(raw, SaiOperation.QUERY, type, attrs, null, 0);
            return buf.memory().get(JAVA_LONG, out);
        } finally {
            lock.unlock();
        }
    }

    private static MemorySegment optional(MemorySegment fn, String symbol, ObjectType type) {
        if (!ObjectFunctions.present(fn)) {
            throw SaiException.of(SaiStatus.of(SaiStatusCode.NOT_SUPPORTED), SaiOperation.QUERY, type,
                    "the library does not export " + symbol);
        }
        return fn;
    }

    // ---- packets from the CPU -----------------------------------------------------------------

    /** {@code send_hostif_packet}: the frame and the HOSTIF_PACKET attributes marshalled as any call's. */
    @Override
    public void sendHostifPacket(long switchId, byte[] frame, List<? extends Attribute> attrs) {
        if (!ObjectFunctions.present(sendPacket)) {
            throw SaiException.of(SaiStatus.of(SaiStatusCode.NOT_IMPLEMENTED), SaiOperation.SEND_PACKET, ObjectType.HOSTIF_PACKET,
                    library.path() + " has no send_hostif_packet");
        }
        validate(attrs, SaiOperation.SEND_PACKET, ObjectType.HOSTIF_PACKET);
        lock.lock();
        try {
            CallBuffer buf = begin(frame.length + attributeBytes(attrs));
            long bytes = buf.reserve(frame.length);
            MemorySegment.copy(frame, 0, buf.memory(), JAVA_BYTE, bytes, frame.length);
            long list = encode(buf, attrs);
            int raw = Signatures.sendPacket(sendPacket, switchId, frame.length, buf.address(bytes), attrs.size(), buf.address(list));
            check(raw, SaiOperation.SEND_PACKET, ObjectType.HOSTIF_PACKET, attrs, null, switchId);
        } finally {
            lock.unlock();
        }
    }

    // ---- notifications and lifecycle --------------------------------------------------------

    @Override
    public AutoCloseable subscribe(Consumer<SaiNotification> listener) {
        return notifications.subscribe(listener);
    }

    /** {@code sai_api_uninitialize}, then frees the upcall stubs, strings and the library. */
    @Override
    public void close() {
        lock.lock();
        try {
            if (closed) {
                return;
            }
            closed = true;
            int raw = library.uninitialize();
            if (raw != 0) {
                LOG.warn("sai_api_uninitialize of {} answered {}", library.path(), SaiStatus.decode(raw));
            }
        } finally {
            lock.unlock();
        }
        notifications.close();
        arena.close();
    }

    /** Appends our notification callbacks to a switch create, unless the caller set them. */
    private List<Attribute> withNotifications(List<? extends Attribute> attrs) {
        var all = new ArrayList<Attribute>(attrs);
        addUnlessSet(all, SwitchAttr.PORT_STATE_CHANGE_NOTIFY, notifications.portStateCallback());
        addUnlessSet(all, SwitchAttr.QUEUE_PFC_DEADLOCK_NOTIFY, notifications.pfcDeadlockCallback());
        addUnlessSet(all, SwitchAttr.PACKET_EVENT_NOTIFY, notifications.packetEventCallback());
        return all;
    }

    private static void addUnlessSet(List<Attribute> attrs, AttrSpec.Of<SaiObject.Switch, AttrValue.Pointer> spec, long callback) {
        if (attrs.stream().noneMatch(a -> a.spec().id() == spec.id())) {
            attrs.add(spec.of(new AttrValue.Pointer(callback)));
        }
    }

    // ---- plumbing ----------------------------------------------------------------------------

    private CallBuffer begin(long bytes) {
        ensureOpen();
        CallBuffer buf = buffers.get();
        buf.begin(bytes);
        return buf;
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("native SAI backend is closed");
        }
    }

    private ObjectFunctions functions(ObjectType type) {
        ObjectFunctions f = functions.get(type);
        if (f == null) {
            throw SaiException.of(SaiStatus.of(SaiStatusCode.NOT_SUPPORTED), SaiOperation.QUERY, type,
                    "object type not in the native backend's method tables");
        }
        return f;
    }

    private MemorySegment function(ObjectType type, SaiOperation op, MemorySegment fn) {
        if (!ObjectFunctions.present(fn)) {
            throw SaiException.of(SaiStatus.of(SaiStatusCode.NOT_IMPLEMENTED), op, type,
                    library.path().getFileName() + " has no " + op + " function in " + functions(type).slots().table());
        }
        return fn;
    }

    private static void requireObjectId(ObjectType type) {
        if (!type.isObjectId()) {
            throw new IllegalArgumentException(type + " is entry-keyed: use the EntryKey methods");
        }
    }

    private static void requireStats(ObjectType type, List<StatId> stats) {
        for (StatId s : stats) {
            if (s.objectType() != type) {
                throw new IllegalArgumentException(s.name() + " is a counter of " + s.objectType() + ", not of " + type);
            }
        }
    }

    /**
     * Refuses, before the library sees them, attributes of another object type (INVALID_ATTRIBUTE)
     * and values of the wrong kind (INVALID_ATTR_VALUE), each naming the attribute.
     */
    private static void validate(Attribute attr, ObjectType type) {
        if (attr.spec().objectType() != type || !attr.spec().accepts(attr.value()) || !ValueCodec.supports(attr.spec().valueType())) {
            validate(List.of(attr), SaiOperation.SET, type); // builds the error; a SET's list is only made then
        }
    }

    private static void validate(List<? extends Attribute> attrs, SaiOperation op, ObjectType type) {
        for (int i = 0; i < attrs.size(); i++) {
            AttrSpec spec = attrs.get(i).spec();
            if (spec.objectType() != type) {
                throw SaiException.forAttributes(SaiStatus.at(SaiStatusCode.INVALID_ATTRIBUTE, i),
                        SaiStatus.at(SaiStatusCode.INVALID_ATTRIBUTE, i).raw(), op, type, attrs,
                        spec.name() + " is an attribute of " + spec.objectType());
            }
            if (!spec.accepts(attrs.get(i).value()) || !ValueCodec.supports(spec.valueType())) {
                throw SaiException.forAttributes(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, i),
                        SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, i).raw(), op, type, attrs,
                        attrs.get(i).value() + " is not a " + spec.valueType() + " value the native backend marshals");
            }
        }
    }

    private static void validateGet(List<? extends AttrSpec> attrs, ObjectType type, int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("list capacity " + capacity + " is negative");
        }
        for (int i = 0; i < attrs.size(); i++) {
            AttrSpec spec = attrs.get(i);
            if (spec.objectType() != type) {
                throw SaiException.forSpecs(SaiStatus.at(SaiStatusCode.INVALID_ATTRIBUTE, i),
                        SaiStatus.at(SaiStatusCode.INVALID_ATTRIBUTE, i).raw(), SaiOperation.GET, type, attrs,
                        spec.name() + " is an attribute of " + spec.objectType());
            }
            if (!ValueCodec.supports(spec.valueType())) {
                throw SaiException.forSpecs(SaiStatus.at(SaiStatusCode.ATTR_NOT_SUPPORTED, i),
                        SaiStatus.at(SaiStatusCode.ATTR_NOT_SUPPORTED, i).raw(), SaiOperation.GET, type, attrs,
                        "value type " + spec.valueType() + " is not marshalled by the native backend");
            }
        }
    }

    /** Call-buffer bytes {@link #encode} needs for {@code attrs}. */
    private static long attributeBytes(List<? extends Attribute> attrs) {
        long bytes = SaiAbi.ATTRIBUTE_SIZE * attrs.size();
        for (int i = 0; i < attrs.size(); i++) {
            bytes += ValueCodec.listBytes(attrs.get(i).value());
        }
        return bytes;
    }

    private static long getBytes(List<? extends AttrSpec> attrs, int capacity) {
        long bytes = SaiAbi.ATTRIBUTE_SIZE * attrs.size();
        for (int i = 0; i < attrs.size(); i++) {
            bytes += ValueCodec.listBytes(attrs.get(i).valueType(), capacity);
        }
        return bytes;
    }

    /** Writes a {@code sai_attribute_t[]} for {@code attrs}; returns its offset. */
    private static long encode(CallBuffer buf, List<? extends Attribute> attrs) {
        long list = buf.reserve(SaiAbi.ATTRIBUTE_SIZE * attrs.size());
        for (int i = 0; i < attrs.size(); i++) {
            write(buf, list + SaiAbi.ATTRIBUTE_SIZE * i, attrs.get(i));
        }
        return list;
    }

    /** Writes one {@code sai_attribute_t}; returns its offset. */
    private static long encode(CallBuffer buf, Attribute attr) {
        long at = buf.reserve(SaiAbi.ATTRIBUTE_SIZE);
        write(buf, at, attr);
        return at;
    }

    private static void write(CallBuffer buf, long at, Attribute attr) {
        buf.memory().set(JAVA_INT, at + SaiAbi.ATTR_ID, attr.spec().id());
        ValueCodec.encode(buf, at + SaiAbi.ATTR_VALUE, attr.value());
    }

    private static long encodeKey(CallBuffer buf, EntryKey key) {
        long at = buf.reserve(EntryKeys.size(key));
        EntryKeys.encode(buf.memory(), at, key);
        return at;
    }

    private static void check(int raw, SaiOperation op, ObjectType type, List<? extends Attribute> attrs, EntryKey key, long oid) {
        if (raw != 0) {
            throw SaiException.forAttributes(SaiStatus.decode(raw), raw, op, type, attrs, describe(key, oid));
        }
    }

    private static String describe(EntryKey key, long oid) {
        return key != null ? key.toString() : oid != 0 ? "oid 0x" + Long.toHexString(oid) : "";
    }
}
