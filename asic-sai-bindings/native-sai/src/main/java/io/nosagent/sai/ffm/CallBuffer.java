package io.nosagent.sai.ffm;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * One thread's native scratch memory for marshalling a SAI call: attribute arrays, list buffers,
 * entry keys and out-parameters are carved from it by offset, and the next call starts over.
 * Nothing is allocated per call, so a million calls cost no native memory and no garbage; it grows
 * (never shrinks) when one call needs more than it holds.
 *
 * <p>Its memory comes from an automatic arena, so a thread's buffer is freed by the garbage
 * collector once the thread and its thread-local are gone.
 */
final class CallBuffer {

    private static final long INITIAL_BYTES = 16 * 1024;

    private MemorySegment memory = Arena.ofAuto().allocate(INITIAL_BYTES, 16);
    private long base = memory.address();
    private long top;

    /** Starts a call that will reserve at most {@code bytes} (with alignment slack per reservation). */
    void begin(long bytes) {
        if (bytes > memory.byteSize()) {
            long size = Math.max(bytes, memory.byteSize() * 2);
            memory = Arena.ofAuto().allocate(size, 16);
            base = memory.address();
        }
        top = 0;
    }

    /** Reserves zeroed, 8-byte aligned room for {@code size} bytes; returns its offset. */
    long reserve(long size) {
        long at = top;
        long end = at + ((size + 7) & ~7L);
        if (end > memory.byteSize()) {
            throw new IllegalStateException("call buffer sized too small: " + end + " > " + memory.byteSize());
        }
        for (long o = at; o < end; o += 8) { // a slice's fill() would allocate a segment per call
            memory.set(ValueLayout.JAVA_LONG, o, 0L);
        }
        top = end;
        return at;
    }

    /** The native address of {@code offset}, for pointer arguments and pointer members. */
    long address(long offset) {
        return base + offset;
    }

    MemorySegment memory() {
        return memory;
    }

    /** Bytes this buffer can hand out per call. */
    long capacity() {
        return memory.byteSize();
    }

    /** Room a call needs for {@code bytes}, rounded up as {@link #reserve} does. */
    static long rounded(long bytes) {
        return (bytes + 7) & ~7L;
    }
}
