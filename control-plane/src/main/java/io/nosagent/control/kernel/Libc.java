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

    int open(String path, int flags) throws IOException {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment state = a.allocate(CALL_STATE);
            int fd = (int) open.invokeExact(state, a.allocateFrom(path), flags, 0);
            return checked("open " + path, fd, state);
        } catch (IOException e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    int ioctl(int fd, long request, MemorySegment argument, String what) throws IOException {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment state = a.allocate(CALL_STATE);
            return checked(what, (int) ioctl.invokeExact(state, fd, request, argument), state);
        } catch (IOException e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    /** Bytes read, or -1 when nothing is waiting on a non-blocking descriptor. */
    long read(int fd, MemorySegment buffer, MemorySegment state) throws IOException {
        try {
            long n = (long) read.invokeExact(state, fd, buffer, buffer.byteSize());
            return n < 0 && errno(state) == EAGAIN ? -1 : checked("read", n, state);
        } catch (IOException e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    /** Bytes written, or -1 when the descriptor would block. */
    long write(int fd, MemorySegment bytes, MemorySegment state) throws IOException {
        try {
            long n = (long) write.invokeExact(state, fd, bytes, bytes.byteSize());
            return n < 0 && errno(state) == EAGAIN ? -1 : checked("write", n, state);
        } catch (IOException e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    void close(int fd) {
        try (Arena a = Arena.ofConfined()) {
            int ignored = (int) close.invokeExact(a.allocate(CALL_STATE), fd);
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    /** Descriptors ready, 0 on timeout; an interrupted wait counts as 0. */
    int poll(MemorySegment fds, long count, int timeoutMs, MemorySegment state) throws IOException {
        try {
            int n = (int) poll.invokeExact(state, fds, count, timeoutMs);
            return n < 0 && errno(state) == EINTR ? 0 : checked("poll", n, state);
        } catch (IOException e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    int eventfd(int flags) throws IOException {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment state = a.allocate(CALL_STATE);
            return checked("eventfd", (int) eventfd.invokeExact(state, 0, flags), state);
        } catch (IOException e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    /** Moves the calling thread (only it) into the namespace {@code fd} refers to. */
    void setns(int fd, int type, String what) throws IOException {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment state = a.allocate(CALL_STATE);
            checked(what, (int) setns.invokeExact(state, fd, type), state);
        } catch (IOException e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    int geteuid() {
        try {
            return (int) geteuid.invokeExact();
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    /** Room for one call's errno, for the calls made in a loop. */
    static MemorySegment callState(Arena arena) {
        return arena.allocate(CALL_STATE);
    }

    private static int errno(MemorySegment state) {
        return (int) ERRNO.get(state, 0L);
    }

    private static long checked(String what, long result, MemorySegment state) throws IOException {
        if (result < 0) {
            int errno = errno(state);
            throw new IOException(what + " failed: errno " + errno + " (" + name(errno) + ")");
        }
        return result;
    }

    private static int checked(String what, int result, MemorySegment state) throws IOException {
        return (int) checked(what, (long) result, state);
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
