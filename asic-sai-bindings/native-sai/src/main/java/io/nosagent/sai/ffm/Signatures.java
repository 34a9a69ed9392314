package io.nosagent.sai.ffm;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;

import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

/**
 * Downcall handles, one per C function shape, taking the function's address as first argument
 * (so one handle serves every object type's create, ...). Object ids are {@code long}; pointer
 * arguments are passed as {@code long} addresses into the caller's {@link CallBuffer} (on x86_64
 * a pointer and a 64-bit integer travel in the same register), which keeps a call free of Java
 * allocations. Each shape is named by its C signature; every {@code sai_*} function returns
 * {@code sai_status_t} (int).
 */
final class Signatures {

    private Signatures() {
    }

    private static final Linker LINKER = Linker.nativeLinker();

    private static MethodHandle handle(FunctionDescriptor descriptor) {
        // Not Linker.Option.critical: SAI calls may run long and call back into Java (profile upcalls).
        return LINKER.downcallHandle(descriptor);
    }

    private static FunctionDescriptor status(java.lang.foreign.MemoryLayout... args) {
        return FunctionDescriptor.of(JAVA_INT, args);
    }

    /** {@code create(oid *out, oid switch, u32 count, const attr *attrs)}. */
    static final MethodHandle CREATE = handle(status(JAVA_LONG, JAVA_LONG, JAVA_INT, JAVA_LONG));
    /**
     * {@code (ptr, u32 count, ptr)}: create_switch(oid *out, count, attrs), get(oid, count, attrs),
     * create_entry(key *, count, attrs), get_entry(key *, count, attrs), clear_stats(oid, count, ids).
     */
    static final MethodHandle LONG_INT_LONG = handle(status(JAVA_LONG, JAVA_INT, JAVA_LONG));
    /** {@code remove(oid)}, {@code remove_entry(key *)}. */
    static final MethodHandle REMOVE = handle(status(JAVA_LONG));
    /** {@code set(oid, const attr *)}, {@code set_entry(key *, const attr *)}. */
    static final MethodHandle SET = handle(status(JAVA_LONG, JAVA_LONG));
    /** {@code get_stats(oid, u32 count, const stat_id *ids, u64 *counters)}. */
    static final MethodHandle GET_STATS = handle(status(JAVA_LONG, JAVA_INT, JAVA_LONG, JAVA_LONG));
    /** {@code get_stats_ext(oid, u32 count, const stat_id *ids, stats_mode mode, u64 *counters)}. */
    static final MethodHandle GET_STATS_EXT = handle(status(JAVA_LONG, JAVA_INT, JAVA_LONG, JAVA_INT, JAVA_LONG));
    /** {@code bulk_create_entry(u32 n, const key *keys, const u32 *counts, const attr **lists, mode, status *out)}. */
    static final MethodHandle BULK_CREATE_ENTRY = handle(status(JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_INT, JAVA_LONG));
    /**
     * {@code (u32 n, ptr, mode, status *out)}: bulk_remove_entry(n, keys, mode, statuses) and
     * bulk_object_remove(n, oids, mode, statuses).
     */
    static final MethodHandle BULK_REMOVE = handle(status(JAVA_INT, JAVA_LONG, JAVA_INT, JAVA_LONG));
    /** {@code bulk_object_create(oid switch, u32 n, const u32 *counts, const attr **lists, mode, oid *out, status *out)}. */
    static final MethodHandle BULK_CREATE_OBJECT = handle(status(JAVA_LONG, JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_INT, JAVA_LONG, JAVA_LONG));

    /** {@code send_hostif_packet(oid switch, size_t size, const void *buffer, u32 count, const attr *attrs)}. */
    static final MethodHandle SEND_PACKET = handle(status(JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_INT, JAVA_LONG));

    /** {@code sai_api_initialize(u64 flags, const service_method_table *services)}. */
    static final MethodHandle API_INITIALIZE = handle(status(JAVA_LONG, JAVA_LONG));
    /** {@code sai_api_query(sai_api_t api, void **table)}. */
    static final MethodHandle API_QUERY = handle(status(JAVA_INT, JAVA_LONG));
    /** {@code sai_api_uninitialize(void)}. */
    static final MethodHandle API_UNINITIALIZE = handle(status());
    /** {@code sai_log_set(sai_api_t api, sai_log_level_t level)}. */
    static final MethodHandle LOG_SET = handle(status(JAVA_INT, JAVA_INT));
    /**
     * {@code (oid switch, object_type, attr_id, ptr)}: sai_query_attribute_capability(.., cap *) and
     * sai_query_attribute_enum_values_capability(.., s32_list *).
     */
    static final MethodHandle QUERY_ATTRIBUTE = handle(status(JAVA_LONG, JAVA_INT, JAVA_INT, JAVA_LONG));
    /** {@code sai_object_type_get_availability(oid switch, object_type, u32 count, const attr *, u64 *count)}. */
    static final MethodHandle AVAILABILITY = handle(status(JAVA_LONG, JAVA_INT, JAVA_INT, JAVA_LONG, JAVA_LONG));

    // ---- typed invokers: invokeExact needs the exact static types, and Throwable is not expected ----

    static int sendPacket(MemorySegment fn, long switchId, long size, long buffer, int count, long attrs) {
        try {
            return (int) SEND_PACKET.invokeExact(fn, switchId, size, buffer, count, attrs);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    static int create(MemorySegment fn, long out, long switchId, int count, long attrs) {
        try {
            return (int) CREATE.invokeExact(fn, out, switchId, count, attrs);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    static int longIntLong(MemorySegment fn, long a, int count, long b) {
        try {
            return (int) LONG_INT_LONG.invokeExact(fn, a, count, b);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    static int remove(MemorySegment fn, long target) {
        try {
            return (int) REMOVE.invokeExact(fn, target);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    static int set(MemorySegment fn, long target, long attr) {
        try {
            return (int) SET.invokeExact(fn, target, attr);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    static int getStats(MemorySegment fn, long oid, int count, long ids, long counters) {
        try {
            return (int) GET_STATS.invokeExact(fn, oid, count, ids, counters);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    static int getStatsExt(MemorySegment fn, long oid, int count, long ids, int mode, long counters) {
        try {
            return (int) GET_STATS_EXT.invokeExact(fn, oid, count, ids, mode, counters);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    static int bulkCreateEntry(MemorySegment fn, int count, long keys, long attrCounts, long attrLists, int mode, long statuses) {
        try {
            return (int) BULK_CREATE_ENTRY.invokeExact(fn, count, keys, attrCounts, attrLists, mode, statuses);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    static int bulkRemove(MemorySegment fn, int count, long items, int mode, long statuses) {
        try {
            return (int) BULK_REMOVE.invokeExact(fn, count, items, mode, statuses);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    static int bulkCreateObject(MemorySegment fn, long switchId, int count, long attrCounts, long attrLists, int mode,
                                long oids, long statuses) {
        try {
            return (int) BULK_CREATE_OBJECT.invokeExact(fn, switchId, count, attrCounts, attrLists, mode, oids, statuses);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    static int apiInitialize(MemorySegment fn, long flags, long services) {
        try {
            return (int) API_INITIALIZE.invokeExact(fn, flags, services);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    static int apiQuery(MemorySegment fn, int api, long table) {
        try {
            return (int) API_QUERY.invokeExact(fn, api, table);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    static int apiUninitialize(MemorySegment fn) {
        try {
            return (int) API_UNINITIALIZE.invokeExact(fn);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    static int logSet(MemorySegment fn, int api, int level) {
        try {
            return (int) LOG_SET.invokeExact(fn, api, level);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    static int queryAttribute(MemorySegment fn, long switchId, int objectType, int attrId, long out) {
        try {
            return (int) QUERY_ATTRIBUTE.invokeExact(fn, switchId, objectType, attrId, out);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    static int availability(MemorySegment fn, long switchId, int objectType, int count, long attrs, long out) {
        try {
            return (int) AVAILABILITY.invokeExact(fn, switchId, objectType, count, attrs, out);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    private static IllegalStateException failed(Throwable t) {
        return new IllegalStateException("native SAI call failed", t);
    }
}
