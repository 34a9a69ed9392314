package io.nosagent.sai.ffm;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.List;

import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A million calls cost no native memory: every call marshals into its thread's reused call
 * buffer. Measured with glibc's allocation counters (bytes in use by malloc, which FFM arenas use
 * too), not time.
 */
class NativeSaiMemoryTest {

    private static final int ROUNDS = 4;
    private static final int CALLS_PER_ROUND = 250_000;
    /**
     * The JVM's own malloc use moves by megabytes now and then (JIT, GC); a leak moves every round.
     * The second-smallest of four round deltas ignores two such spikes, while any per-call leak
     * (a malloc is 16 bytes or more) adds 4 MB or more to every round.
     */
    private static final long TOLERANCE = 1L << 20;

    @TempDir
    Path dir;

    @Test
    void aMillionSetCallsLeaveMallocWhereItWas() {
        MallocCounter malloc = MallocCounter.find();
        try (var f = new NativeSaiFixture(TestSaiLibrary.full(), dir, 1)) {
            long port = f.ports.getFirst();
            Attribute speed = PortAttr.SPEED.u32(400_000);
            Attribute lanes = PortAttr.HW_LANE_LIST.u32s(1, 2, 3, 4, 5, 6, 7, 8);
            for (int i = 0; i < 200_000; i++) { // warm-up: JIT, call buffer sized, library's copies in place
                f.sai.set(ObjectType.PORT, port, (i & 1) == 0 ? speed : lanes);
            }
            var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
            long heapBefore = threads.getCurrentThreadAllocatedBytes();

            long grown = typicalGrowth(malloc, () -> {
                for (int i = 0; i < CALLS_PER_ROUND; i++) {
                    f.sai.set(ObjectType.PORT, port, (i & 1) == 0 ? speed : lanes);
                }
            });

            long heapPerCall = (threads.getCurrentThreadAllocatedBytes() - heapBefore) / (ROUNDS * CALLS_PER_ROUND);
            System.out.printf("1M set calls: malloc in use %+d bytes per 250k calls, Java heap %d bytes/call%n", grown, heapPerCall);
            assertThat(grown).isLessThan(TOLERANCE);
            assertThat(heapPerCall).as("Java heap bytes per call beyond the caller's attributes").isLessThan(64);
        }
    }

    @Test
    void aMillionRouteCreatesAndRemovesLeaveMallocWhereItWas() {
        MallocCounter malloc = MallocCounter.find();
        try (var f = new NativeSaiFixture(TestSaiLibrary.full(), dir, 1)) {
            var route = new RouteEntry(f.switchId, f.defaultVr, IpPrefix.parse("2001:db8:7::/48"));
            List<Attribute> attrs = List.of(RouteEntryAttr.PACKET_ACTION.s32(1), RouteEntryAttr.NEXT_HOP_ID.oid(0x0004_0000_0000_0001L));
            for (int i = 0; i < 100_000; i++) {
                f.sai.create(route, attrs);
                f.sai.remove(route);
            }

            long grown = typicalGrowth(malloc, () -> {
                for (int i = 0; i < CALLS_PER_ROUND / 2; i++) {
                    f.sai.create(route, attrs);
                    f.sai.remove(route);
                }
            });

            assertThat(grown).isLessThan(TOLERANCE);
        }
    }

    /** Runs {@code round} ROUNDS times; returns the second-smallest growth of malloc'd bytes. */
    private static long typicalGrowth(MallocCounter malloc, Runnable round) {
        long[] deltas = new long[ROUNDS];
        for (int r = 0; r < ROUNDS; r++) {
            long before = malloc.inUse();
            round.run();
            deltas[r] = malloc.inUse() - before;
        }
        java.util.Arrays.sort(deltas);
        return deltas[1];
    }

    /** glibc's {@code mallinfo2()}: bytes handed out by malloc, small chunks plus mmapped ones. */
    private record MallocCounter(MethodHandle mallinfo2, MemoryLayout layout) {
        static MallocCounter find() {
            var linker = Linker.nativeLinker();
            var symbol = linker.defaultLookup().find("mallinfo2");
            assumeTrue(symbol.isPresent(), "no glibc mallinfo2: native memory not measurable here");
            String[] fields = {"arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks", "keepcost"};
            var members = new MemoryLayout[fields.length];
            for (int i = 0; i < fields.length; i++) {
                members[i] = JAVA_LONG.withName(fields[i]);
            }
            var layout = MemoryLayout.structLayout(members);
            return new MallocCounter(linker.downcallHandle(symbol.get(), FunctionDescriptor.of(layout)), layout);
        }

        long inUse() {
            try (Arena a = Arena.ofConfined()) {
                var info = (MemorySegment) mallinfo2.invokeExact((java.lang.foreign.SegmentAllocator) a);
                return info.get(JAVA_LONG, SaiAbi.offset(layout, "uordblks")) + info.get(JAVA_LONG, SaiAbi.offset(layout, "hblkhd"));
            } catch (Throwable t) {
                throw new AssertionError(t);
            }
        }
    }
}
