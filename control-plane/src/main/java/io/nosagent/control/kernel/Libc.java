package io.nosagent.control.kernel;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.StructLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.VarHandle;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

/**
 * The few C library calls the kernel path needs (Linux, 64-bit), bound through the Foreign Function and Memory API:
 * open, ioctl, read, write, close, poll, eventfd, setns, geteuid. Each failing call's errno is captured with it and
 * thrown as an {@link IOException} naming the call; EAGAIN on a non-blocking descriptor is a normal answer, not an
 * error (-1 returned).
 */
final class Libc {

    static final int O_RDWR = 2;
    static final int O_NONBLOCK = 0x800;
    static final int O_CLOEXEC = 0x80000;
    static final int EAGAIN = 11;
    static final int EINTR = 4;
    static final short POLLIN = 1;
    static final int CLONE_NEWNET = 0x4000_0000;

    private static final Linker LINKER = Linker.nativeLinker();
    private static final StructLayout CALL_STATE = Linker.Option.captureStateLayout();
    private static final VarHandle ERRNO = CALL_STATE.varHandle(MemoryLayout.PathElement.groupElement("errno"));
    private static final Linker.Option ERRNO_OPTION = Linker.Option.captureCallState("errno");

    private final MethodHandle open = bind("open", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, JAVA_INT),
            ERRNO_OPTION, Linker.Option.firstVariadicArg(2));
    private final MethodHandle ioctl = bind("ioctl", FunctionDescriptor.of(JAVA_INT, JAVA_INT, JAVA_LONG, ADDRESS),
            ERRNO_OPTION, Linker.Option.firstVariadicArg(2));
    private final MethodHandle read = bind("read", FunctionDescriptor.of(JAVA_LONG, JAVA_INT, ADDRESS, JAVA_LONG), ERRNO_OPTION);
    private final MethodHandle write = bind("write", FunctionDescriptor.of(JAVA_LONG, JAVA_INT, ADDRESS, JAVA_LONG), ERRNO_OPTION);
    private final MethodHandle close = bind("close", FunctionDescriptor.of(JAVA_INT, JAVA_INT), ERRNO_OPTION);
    private final MethodHandle poll = bind("poll", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_LONG, JAVA_INT), ERRNO_OPTION);
    private final MethodHandle eventfd = bind("eventfd", FunctionDescriptor.of(JAVA_INT, JAVA_INT, JAVA_INT), ERRNO_OPTION);
    private final MethodHandle setns = bind("setns", FunctionDescriptor.of(JAVA_INT, JAVA_INT, JAVA_INT), ERRNO_OPTION);
    private final MethodHandle geteuid = bind("geteuid", FunctionDescriptor.of(JAVA_INT));

    private static MethodHandle bind(String name, FunctionDescriptor descriptor, Linker.Option... options) {
        MemorySegment symbol = LINKER.defaultLookup().find(name)
                .orElseThrow(() -> new UnsupportedOperationException("the C library has no " + name));
        return LINKER.downcallHandle(symbol, descriptor, options);
    }

    /** One native call, its errno captured in {@code state}. */
    @FunctionalInterface
    private interface Call {
        long invoke(MemorySegment state) throws Throwable;
    }

    int open(String path, int flags) throws IOException {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment p = a.allocateFrom(path);
            return (int) call("open " + path, a.allocate(CALL_STATE), 0, s -> (int) open.invokeExact(s, p, flags, 0));
        }
    }

    int ioctl(int fd, long request, MemorySegment argument, String what) throws IOException {
        return (int) once(what, s -> (int) ioctl.invokeExact(s, fd, request, argument));
    }

    /** Bytes read, or -1 when nothing is waiting on a non-blocking descriptor. */
    long read(int fd, MemorySegment buffer, MemorySegment state) throws IOException {
        return call("read", state, EAGAIN, s -> (long) read.invokeExact(s, fd, buffer, buffer.byteSize()));
    }

    /** Bytes written, or -1 when the descriptor would block. */
    long write(int fd, MemorySegment bytes, MemorySegment state) throws IOException {
        return call("write", state, EAGAIN, s -> (long) write.invokeExact(s, fd, bytes, bytes.byteSize()));
    }

    /** Closes {@code fd}; a failure (the descriptor already gone) changes nothing for the caller. */
    void close(int fd) {
        try {
            once("close", s -> (int) close.invokeExact(s, fd));
        } catch (IOException ignored) {
            // nothing left to release
        }
    }

    /** Descriptors ready, 0 on timeout; an interrupted wait answers -1. */
    int poll(MemorySegment fds, long count, int timeoutMs, MemorySegment state) throws IOException {
        return (int) call("poll", state, EINTR, s -> (int) poll.invokeExact(s, fds, count, timeoutMs));
    }

    int eventfd(int flags) throws IOException {
        return (int) once("eventfd", s -> (int) eventfd.invokeExact(s, 0, flags));
    }

    /** Moves the calling thread (only it) into the namespace {@code fd} refers to. */
    void setns(int fd, int type, String what) throws IOException {
        once(what, s -> (int) setns.invokeExact(s, fd, type));
    }

    int geteuid() {
        try {
            return (int) geteuid.invokeExact();
        } catch (Throwable t) {
            throw new IllegalStateException("geteuid", t);
        }
    }

    private static long once(String what, Call call) throws IOException {
        try (Arena a = Arena.ofConfined()) {
            return call(what, a.allocate(CALL_STATE), 0, call);
        }
    }

    /**
     * Runs {@code call}; a negative result is an {@link IOException} naming {@code what} and the errno, except
     * {@code expected} (EAGAIN, EINTR: not a failure), which answers -1.
     */
    private static long call(String what, MemorySegment state, int expected, Call call) throws IOException {
        long result;
        try {
            result = call.invoke(state);
        } catch (Throwable t) {
            throw new IllegalStateException(what, t);
        }
        if (result >= 0) {
            return result;
        }
        int errno = errno(state);
        if (expected != 0 && errno == expected) {
            return -1;
        }
        throw new IOException(what + " failed: errno " + errno + " (" + name(errno) + ")");
    }

    /** Room for one call's errno, for the calls made in a loop. */
    static MemorySegment callState(Arena arena) {
        return arena.allocate(CALL_STATE);
    }

    private static int errno(MemorySegment state) {
        return (int) ERRNO.get(state, 0L);
    }

    private static String name(int errno) {
        return switch (errno) {
            case 1 -> "EPERM";
            case 2 -> "ENOENT";
            case 13 -> "EACCES";
            case 16 -> "EBUSY";
            case 19 -> "ENODEV";
            case 22 -> "EINVAL";
            default -> "see errno(3)";
        };
    }
}
