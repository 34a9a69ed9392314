package io.nosagent.sai.ffm;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.SaiStatus;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;

import static java.lang.foreign.ValueLayout.ADDRESS;

/**
 * A vendor {@code libsai.so} loaded into the process: its global functions
 * ({@code sai_api_initialize}, {@code sai_api_query}, ...) and, once initialised, the method
 * tables of every API the agent uses. The library stays loaded while {@code arena} is open.
 */
final class SaiLibrary {

    private static final Logger LOG = LoggerFactory.getLogger(SaiLibrary.class);

    private final Path path;
    private final MemorySegment initialize;
    private final MemorySegment query;
    private final MemorySegment uninitialize;
    private final MemorySegment logSet;
    private final MemorySegment attributeCapability;
    private final MemorySegment enumValuesCapability;
    private final MemorySegment availability;

    SaiLibrary(Path path, Arena arena) {
        this.path = path;
        SymbolLookup lookup;
        try {
            lookup = SymbolLookup.libraryLookup(path, arena);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("cannot load SAI library " + path + ": " + e.getMessage(), e);
        }
        initialize = required(lookup, "sai_api_initialize");
        query = required(lookup, "sai_api_query");
        uninitialize = required(lookup, "sai_api_uninitialize");
        logSet = optional(lookup, "sai_log_set");
        attributeCapability = optional(lookup, "sai_query_attribute_capability");
        enumValuesCapability = optional(lookup, "sai_query_attribute_enum_values_capability");
        availability = optional(lookup, "sai_object_type_get_availability");
    }

    private MemorySegment required(SymbolLookup lookup, String symbol) {
        return lookup.find(symbol).orElseThrow(() -> new IllegalArgumentException(
                "SAI library " + path + " does not export " + symbol));
    }

    private static MemorySegment optional(SymbolLookup lookup, String symbol) {
        return lookup.find(symbol).orElse(MemorySegment.NULL);
    }

    /** {@code sai_api_initialize(0, services)}; throws on failure. */
    void initialize(MemorySegment services) {
        int raw = Signatures.apiInitialize(initialize, 0, services.address());
        if (raw != 0) {
            var status = SaiStatus.decode(raw);
            throw new SaiException(status, raw, SaiOperation.INITIALIZE, ObjectType.SWITCH, null, -1,
                    "sai_api_initialize of " + path);
        }
    }

    /**
     * Queries the method table of every API the agent uses and reads each object type's slots.
     * An API the library does not offer leaves that type's functions NULL.
     */
    Map<ObjectType, ObjectFunctions> resolve(int logLevel) {
        var tables = new HashMap<Integer, MemorySegment>();
        var functions = new EnumMap<ObjectType, ObjectFunctions>(ObjectType.class);
        try (Arena scratch = Arena.ofConfined()) {
            MemorySegment out = scratch.allocate(ADDRESS);
            for (MethodSlots slots : SaiApiTable.BY_TYPE.values()) {
                MemorySegment table = tables.computeIfAbsent(slots.api(), api -> queryTable(slots, out, logLevel));
                functions.put(slots.type(), ObjectFunctions.from(slots, table));
            }
        }
        return functions;
    }

    /**
     * Function {@code slot} of the method table of {@code api} (a table of {@code tableSize} slots), for a function
     * no object type owns ({@code send_hostif_packet}); NULL when the library lacks the API or the slot is empty.
     */
    MemorySegment function(int api, int tableSize, int slot) {
        try (Arena scratch = Arena.ofConfined()) {
            MemorySegment out = scratch.allocate(ADDRESS);
            int raw = Signatures.apiQuery(query, api, out.address());
            MemorySegment table = out.get(ADDRESS, 0);
            if (raw != 0 || table.equals(MemorySegment.NULL)) {
                return MemorySegment.NULL;
            }
            return table.reinterpret(ADDRESS.byteSize() * tableSize).get(ADDRESS, ADDRESS.byteSize() * slot);
        }
    }

    private MemorySegment queryTable(MethodSlots slots, MemorySegment out, int logLevel) {
        out.set(ADDRESS, 0, MemorySegment.NULL);
        int raw = Signatures.apiQuery(query, slots.api(), out.address());
        MemorySegment table = out.get(ADDRESS, 0);
        if (raw != 0 || table.equals(MemorySegment.NULL)) {
            LOG.info("{} does not offer {} ({})", path, slots.table(), SaiStatus.decode(raw));
            return MemorySegment.NULL;
        }
        if (ObjectFunctions.present(logSet)) {
            int logRaw = Signatures.logSet(logSet, slots.api(), logLevel);
            if (logRaw != 0) {
                LOG.debug("sai_log_set({}) answered {}", slots.table(), SaiStatus.decode(logRaw));
            }
        }
        return table;
    }

    /** {@code sai_api_uninitialize()}; returns the raw status. */
    int uninitialize() {
        return Signatures.apiUninitialize(uninitialize);
    }

    MemorySegment attributeCapability() {
        return attributeCapability;
    }

    MemorySegment enumValuesCapability() {
        return enumValuesCapability;
    }

    MemorySegment availability() {
        return availability;
    }

    Path path() {
        return path;
    }
}
