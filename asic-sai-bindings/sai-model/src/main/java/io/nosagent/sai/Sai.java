package io.nosagent.sai;

import java.util.List;
import java.util.function.Consumer;

/**
 * The port every feature programs the ASIC through: the SAI API, typed. Implemented by the
 * virtual ASIC ({@code io.nosagent.sai.vasic}) and by the native backend over a vendor
 * {@code libsai.so} ({@code io.nosagent.sai.ffm}).
 *
 * <p>Every failure is a {@link SaiException} carrying the SAI status; attribute-indexed statuses
 * name the offending attribute. Implementations are safe for one writer thread plus concurrent
 * readers (stats, GET).
 */
public interface Sai extends AutoCloseable {

    /** List capacity a plain {@link #get} starts with before it grows to what the backend asks for. */
    int DEFAULT_LIST_CAPACITY = 64;

    // ---- object-id types ------------------------------------------------------------------

    /** Creates an object; {@code switchId} is ignored when creating the switch itself. */
    long create(ObjectType type, long switchId, List<? extends Attribute> attrs);

    void remove(ObjectType type, long oid);

    void set(ObjectType type, long oid, Attribute attr);

    /**
     * Reads attributes into caller-sized lists, as the C API does: a list longer than
     * {@code listCapacity} fails with BUFFER_OVERFLOW and {@link SaiException#requiredCount()}.
     */
    List<AttrValue> get(ObjectType type, long oid, List<? extends AttrSpec> attrs, int listCapacity);

    /** Reads attributes, growing list buffers on BUFFER_OVERFLOW until they fit. */
    default List<AttrValue> get(ObjectType type, long oid, List<? extends AttrSpec> attrs) {
        int capacity = DEFAULT_LIST_CAPACITY;
        while (true) {
            try {
                return get(type, oid, attrs, capacity);
            } catch (SaiException e) {
                if (e.status().code() != SaiStatusCode.BUFFER_OVERFLOW || e.requiredCount() <= capacity) {
                    throw e;
                }
                capacity = Math.toIntExact(e.requiredCount());
            }
        }
    }

    default AttrValue get(ObjectType type, long oid, AttrSpec attr) {
        return get(type, oid, List.of(attr)).getFirst();
    }

    // ---- entry-keyed types (route, neighbor) -----------------------------------------------

    void create(EntryKey key, List<? extends Attribute> attrs);

    void remove(EntryKey key);

    void set(EntryKey key, Attribute attr);

    List<AttrValue> get(EntryKey key, List<? extends AttrSpec> attrs, int listCapacity);

    default List<AttrValue> get(EntryKey key, List<? extends AttrSpec> attrs) {
        int capacity = DEFAULT_LIST_CAPACITY;
        while (true) {
            try {
                return get(key, attrs, capacity);
            } catch (SaiException e) {
                if (e.status().code() != SaiStatusCode.BUFFER_OVERFLOW || e.requiredCount() <= capacity) {
                    throw e;
                }
                capacity = Math.toIntExact(e.requiredCount());
            }
        }
    }

    default AttrValue get(EntryKey key, AttrSpec attr) {
        return get(key, List.of(attr)).getFirst();
    }

    // ---- stats ------------------------------------------------------------------------------

    /** Reads counters, one value per requested stat, in request order. */
    long[] getStats(ObjectType type, long oid, List<StatId> stats, StatsMode mode);

    void clearStats(ObjectType type, long oid, List<StatId> stats);

    // ---- bulk -------------------------------------------------------------------------------

    /** Creates route entries; one status per route, in order. */
    List<SaiStatus> createRoutes(List<RouteEntry> routes, List<? extends List<? extends Attribute>> attrs, BulkMode mode);

    List<SaiStatus> removeRoutes(List<RouteEntry> routes, BulkMode mode);

    BulkCreateResult createNextHopGroupMembers(long switchId, List<? extends List<? extends Attribute>> attrs, BulkMode mode);

    List<SaiStatus> removeNextHopGroupMembers(long[] memberIds, BulkMode mode);

    // ---- capabilities -----------------------------------------------------------------------

    AttrCapability attributeCapability(long switchId, ObjectType type, AttrSpec attr);

    /** The enum values the backend implements for an enum-typed attribute. */
    List<Integer> enumValuesCapability(long switchId, ObjectType type, AttrSpec attr);

    /** How many more objects of {@code type} (with these attributes) can be created. */
    long objectAvailability(long switchId, ObjectType type, List<? extends Attribute> attrs);

    // ---- packets from the CPU ------------------------------------------------------------------

    /**
     * Sends {@code frame} (an Ethernet frame without FCS) from the CPU: {@code sai_send_hostif_packet_fn} on
     * the switch. {@code attrs} are {@code HOSTIF_PACKET} attributes: HOSTIF_TX_TYPE PIPELINE_BYPASS with
     * EGRESS_PORT_OR_LAG (and optionally EGRESS_QUEUE_INDEX) sends it out of that port as it is;
     * PIPELINE_LOOKUP hands it to the pipeline as if it came in from the CPU port, so it is routed.
     * Packets trapped to the CPU come back as {@link SaiNotification.PacketEvent}s.
     */
    void sendHostifPacket(long switchId, byte[] frame, List<? extends Attribute> attrs);

    // ---- notifications ----------------------------------------------------------------------

    /**
     * Delivers port-state, PFC-deadlock and packet-event notifications to {@code listener} on the backend's
     * dispatcher thread until the returned handle is closed.
     */
    AutoCloseable subscribe(Consumer<SaiNotification> listener);

    /** Releases the backend (uninitialises a native library). */
    @Override
    void close();
}
