package io.nosagent.sai.ffm;

import java.lang.foreign.MemorySegment;

import static java.lang.foreign.ValueLayout.ADDRESS;

/**
 * One object type's functions, read from the method table the library handed out for its API;
 * {@link MemorySegment#NULL} where the table has no such slot, the slot is NULL, or the library
 * does not offer the API at all.
 */
record ObjectFunctions(MethodSlots slots, MemorySegment create, MemorySegment remove, MemorySegment set,
                       MemorySegment get, MemorySegment getStats, MemorySegment getStatsExt,
                       MemorySegment clearStats, MemorySegment bulkCreate, MemorySegment bulkRemove) {

    /** Reads the slots of {@code table} (a {@code sai_*_api_t *}, or NULL when the API is absent). */
    static ObjectFunctions from(MethodSlots slots, MemorySegment table) {
        MemorySegment t = table.equals(MemorySegment.NULL) ? table : table.reinterpret(ADDRESS.byteSize() * slots.tableSize());
        return new ObjectFunctions(slots, slot(t, slots.create()), slot(t, slots.remove()), slot(t, slots.set()),
                slot(t, slots.get()), slot(t, slots.getStats()), slot(t, slots.getStatsExt()),
                slot(t, slots.clearStats()), slot(t, slots.bulkCreate()), slot(t, slots.bulkRemove()));
    }

    private static MemorySegment slot(MemorySegment table, int slot) {
        if (slot < 0 || table.equals(MemorySegment.NULL)) {
            return MemorySegment.NULL;
        }
        return table.get(ADDRESS, ADDRESS.byteSize() * slot);
    }

    static boolean present(MemorySegment function) {
        return !function.equals(MemorySegment.NULL);
    }
}
