package io.nosagent.sai.ffm;

import io.nosagent.sai.AttrSpec;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.nio.file.Path;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The test SAI library built from {@code src/test/c/saitest.c} (by {@link TestLibraryBuild} when gcc
 * is present), and its test hooks: fail the next call, fire notifications from its own
 * thread, set counters, and query the profile through the service-table upcalls.
 */
final class TestSaiLibrary implements AutoCloseable {

    private final Arena arena = Arena.ofShared();
    private final MethodHandle failNext;
    private final MethodHandle firePortState;
    private final MethodHandle firePfcDeadlock;
    private final MethodHandle setCounter;
    private final MethodHandle setEnumCapability;
    private final MethodHandle objectCount;
    private final MethodHandle declareAttr;
    private final MethodHandle profileValue;
    private final MethodHandle profileDump;
    private final MethodHandle profileEntries;
    private final MethodHandle firePacket;
    private final MethodHandle lastSent;
    private final MethodHandle sentPackets;

    /** The last frame send_hostif_packet accepted, with its egress port and TX type. */
    record Sent(byte[] frame, long port, int txType) {
    }

    /** The full library: every API, bulk calls and capability queries. */
    static Path full() {
        return built("libsaitest.so");
    }

    /** The minimal build: no bulk slots, no capability symbols. */
    static Path minimal() {
        return built("libsaitest-minimal.so", "SAITEST_MINIMAL");
    }

    private static Path built(String name, String... defines) {
        Path dir = Path.of(System.getProperty("nosagent.saitest.dir", "target/native"));
        var lib = TestLibraryBuild.ensure(dir, name, defines);
        if (lib.isEmpty()) {
            System.out.println("gcc absent: native tests skipped (" + dir.resolve(name) + " not built)");
        }
        assumeTrue(lib.isPresent(), "gcc absent: native tests skipped");
        return lib.get();
    }

    TestSaiLibrary(Path library) {
        var lookup = SymbolLookup.libraryLookup(library, arena);
        var linker = Linker.nativeLinker();
        failNext = linker.downcallHandle(lookup.findOrThrow("saitest_fail_next"), FunctionDescriptor.ofVoid(JAVA_INT));
        var fire = FunctionDescriptor.of(JAVA_INT, JAVA_INT, ADDRESS, ADDRESS);
        firePortState = linker.downcallHandle(lookup.findOrThrow("saitest_fire_port_state"), fire);
        firePfcDeadlock = linker.downcallHandle(lookup.findOrThrow("saitest_fire_pfc_deadlock"), fire);
        setCounter = linker.downcallHandle(lookup.findOrThrow("saitest_set_counter"),
                FunctionDescriptor.of(JAVA_INT, JAVA_LONG, JAVA_INT, JAVA_LONG));
        setEnumCapability = linker.downcallHandle(lookup.findOrThrow("saitest_set_enum_capability"),
                FunctionDescriptor.ofVoid(JAVA_INT, JAVA_INT, JAVA_INT, ADDRESS));
        declareAttr = linker.downcallHandle(lookup.findOrThrow("saitest_declare_attr"),
                FunctionDescriptor.ofVoid(JAVA_INT, JAVA_INT, JAVA_INT));
        objectCount = linker.downcallHandle(lookup.findOrThrow("saitest_object_count"), FunctionDescriptor.of(JAVA_LONG));
        profileValue = linker.downcallHandle(lookup.findOrThrow("saitest_profile_value"), FunctionDescriptor.of(ADDRESS, ADDRESS));
        profileDump = linker.downcallHandle(lookup.findOrThrow("saitest_profile_dump"), FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT));
        profileEntries = linker.downcallHandle(lookup.findOrThrow("saitest_profile_entries"), FunctionDescriptor.of(JAVA_INT));
        firePacket = linker.downcallHandle(lookup.findOrThrow("saitest_fire_packet"),
                FunctionDescriptor.of(JAVA_INT, JAVA_LONG, JAVA_LONG, ADDRESS, JAVA_LONG));
        lastSent = linker.downcallHandle(lookup.findOrThrow("saitest_last_sent"),
                FunctionDescriptor.of(JAVA_LONG, ADDRESS, JAVA_LONG, ADDRESS, ADDRESS));
        sentPackets = linker.downcallHandle(lookup.findOrThrow("saitest_sent_packets"), FunctionDescriptor.of(JAVA_LONG));
    }

    /** Fires the registered packet-event callback from a library pthread: {@code frame} trapped by {@code trap} on {@code port}. */
    boolean firePacket(long trap, long port, byte[] frame) {
        try (Arena a = Arena.ofConfined()) {
            return (int) firePacket.invokeExact(trap, port, a.allocateFrom(java.lang.foreign.ValueLayout.JAVA_BYTE, frame), (long) frame.length) == 0;
        } catch (Throwable t) {
            throw new AssertionError(t);
        }
    }

    /** The last frame send_hostif_packet accepted; empty before any. */
    java.util.Optional<Sent> lastSent() {
        try (Arena a = Arena.ofConfined()) {
            var buf = a.allocate(16384);
            var port = a.allocate(JAVA_LONG);
            var type = a.allocate(JAVA_INT);
            long n = (long) lastSent.invokeExact(buf, 16384L, port, type);
            return n == 0 ? java.util.Optional.empty() : java.util.Optional.of(new Sent(buf.asSlice(0, n).toArray(java.lang.foreign.ValueLayout.JAVA_BYTE),
                    port.get(JAVA_LONG, 0), type.get(JAVA_INT, 0)));
        } catch (Throwable t) {
            throw new AssertionError(t);
        }
    }

    /** How many frames send_hostif_packet accepted. */
    long sentPackets() {
        try {
            return (long) sentPackets.invokeExact();
        } catch (Throwable t) {
            throw new AssertionError(t);
        }
    }

    /** The library's next SAI method call returns {@code rawStatus} and does nothing. */
    void failNext(int rawStatus) {
        try {
            failNext.invokeExact(rawStatus);
        } catch (Throwable t) {
            throw new AssertionError(t);
        }
    }

    /** Fires the registered port-state callback from a library pthread; false when none is registered. */
    boolean firePortState(long[] ports, int[] states) {
        return fire(firePortState, ports, states);
    }

    /** Fires the registered PFC-deadlock callback from a library pthread. */
    boolean firePfcDeadlock(long[] queues, int[] events) {
        return fire(firePfcDeadlock, queues, events);
    }

    private boolean fire(MethodHandle h, long[] ids, int[] states) {
        try (Arena a = Arena.ofConfined()) {
            return (int) h.invokeExact(ids.length, a.allocateFrom(JAVA_LONG, ids), a.allocateFrom(JAVA_INT, states)) == 0;
        } catch (Throwable t) {
            throw new AssertionError(t);
        }
    }

    void setCounter(long oid, int stat, long value) {
        try {
            if ((int) setCounter.invokeExact(oid, stat, value) != 0) {
                throw new AssertionError("no object 0x" + Long.toHexString(oid));
            }
        } catch (Throwable t) {
            throw new AssertionError(t);
        }
    }

    void setEnumCapability(AttrSpec attr, int... values) {
        try (Arena a = Arena.ofConfined()) {
            setEnumCapability.invokeExact(attr.objectType().value(), attr.id(), values.length, a.allocateFrom(JAVA_INT, values));
        } catch (Throwable t) {
            throw new AssertionError(t);
        }
    }

    /** Tells the library the value type of an attribute the SAI metadata does not have. */
    void declare(AttrSpec attr) {
        try {
            declareAttr.invokeExact(attr.objectType().value(), attr.id(), attr.valueType().value());
        } catch (Throwable t) {
            throw new AssertionError(t);
        }
    }

    long objectCount() {
        try {
            return (long) objectCount.invokeExact();
        } catch (Throwable t) {
            throw new AssertionError(t);
        }
    }

    /** What the library's profile_get_value upcall answers for {@code key}; null for none. */
    String profileValue(String key) {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment v = (MemorySegment) profileValue.invokeExact(a.allocateFrom(key));
            return v.equals(MemorySegment.NULL) ? null : v.reinterpret(Long.MAX_VALUE).getString(0);
        } catch (Throwable t) {
            throw new AssertionError(t);
        }
    }

    /** The library's enumeration of the profile (see saitest_profile_dump). */
    ProfileDump profileDump() {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment buf = a.allocate(64 * 1024);
            int count = (int) profileDump.invokeExact(buf, (int) buf.byteSize());
            return new ProfileDump(count, count >= 0 ? buf.getString(0) : "");
        } catch (Throwable t) {
            throw new AssertionError(t);
        }
    }

    /** Entries sai_api_initialize counted when it enumerated the profile. */
    int profileEntries() {
        try {
            return (int) profileEntries.invokeExact();
        } catch (Throwable t) {
            throw new AssertionError(t);
        }
    }

    record ProfileDump(int count, String text) {
    }

    @Override
    public void close() {
        arena.close();
    }
}
