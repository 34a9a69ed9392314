package io.nosagent.sai.ffm;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;

/**
 * The {@code sai_service_method_table_t} given to {@code sai_api_initialize}: two upcalls that
 * answer the library's profile queries from the agent's key/value profile.
 *
 * <p>Libraries keep the table pointer and call it whenever they like, so the stubs and every
 * string they hand out are allocated once in the backend's arena and live until it closes.
 * Enumeration ({@code profile_get_next_value}) restarts when the library passes a NULL
 * {@code variable} (or NULL {@code value}, as some libraries do), then yields each entry in
 * profile order and answers -1 at the end, again and again until restarted.
 */
final class ProfileService {

    private static final Logger LOG = LoggerFactory.getLogger(ProfileService.class);

    private final Map<String, MemorySegment> values = new HashMap<>();
    private final List<MemorySegment[]> entries = new ArrayList<>();
    private final MemorySegment table;
    private int next; // guarded by this: libraries may enumerate from any thread

    ProfileService(Map<String, String> profile, Arena arena) {
        for (var e : profile.entrySet()) {
            MemorySegment key = arena.allocateFrom(e.getKey());
            MemorySegment value = arena.allocateFrom(e.getValue());
            values.put(e.getKey(), value);
            entries.add(new MemorySegment[]{key, value});
        }
        try {
            var lookup = MethodHandles.lookup();
            var linker = Linker.nativeLinker();
            MemorySegment getValue = linker.upcallStub(
                    lookup.findVirtual(ProfileService.class, "getValue",
                            MethodType.methodType(MemorySegment.class, int.class, MemorySegment.class)).bindTo(this),
                    FunctionDescriptor.of(ADDRESS, JAVA_INT, ADDRESS), arena);
            MemorySegment getNextValue = linker.upcallStub(
                    lookup.findVirtual(ProfileService.class, "getNextValue",
                            MethodType.methodType(int.class, int.class, MemorySegment.class, MemorySegment.class)).bindTo(this),
                    FunctionDescriptor.of(JAVA_INT, JAVA_INT, ADDRESS, ADDRESS), arena);
            table = arena.allocate(SaiAbi.SERVICE_METHOD_TABLE);
            table.set(ADDRESS, SaiAbi.offset(SaiAbi.SERVICE_METHOD_TABLE, "profile_get_value"), getValue);
            table.set(ADDRESS, SaiAbi.offset(SaiAbi.SERVICE_METHOD_TABLE, "profile_get_next_value"), getNextValue);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("profile upcalls", e);
        }
    }

    /** The service method table to pass to {@code sai_api_initialize}. */
    MemorySegment table() {
        return table;
    }

    /** {@code const char *profile_get_value(profile_id, const char *variable)}: NULL when unset. */
    private MemorySegment getValue(int profileId, MemorySegment variable) {
        try {
            if (variable.equals(MemorySegment.NULL)) {
                return MemorySegment.NULL;
            }
            String key = variable.reinterpret(Long.MAX_VALUE).getString(0);
            return values.getOrDefault(key, MemorySegment.NULL);
        } catch (Throwable t) { // an exception escaping an upcall would kill the process
            LOG.error("profile_get_value failed", t);
            return MemorySegment.NULL;
        }
    }

    /** {@code int profile_get_next_value(profile_id, const char **variable, const char **value)}. */
    private synchronized int getNextValue(int profileId, MemorySegment variable, MemorySegment value) {
        try {
            if (variable.equals(MemorySegment.NULL) || value.equals(MemorySegment.NULL)) {
                next = 0;
                return 0;
            }
            if (next >= entries.size()) {
                return -1;
            }
            MemorySegment[] entry = entries.get(next++);
            variable.reinterpret(ADDRESS.byteSize()).set(ADDRESS, 0, entry[0]);
            value.reinterpret(ADDRESS.byteSize()).set(ADDRESS, 0, entry[1]);
            return 0;
        } catch (Throwable t) {
            LOG.error("profile_get_next_value failed", t);
            return -1;
        }
    }
}
