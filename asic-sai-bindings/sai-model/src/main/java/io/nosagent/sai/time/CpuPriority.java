package io.nosagent.sai.time;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.StructLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.VarHandle;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicBoolean;

import static java.lang.foreign.ValueLayout.JAVA_LONG;

/**
 * A Linux thread's nice value, through setpriority(2) on its thread id (on Linux a PRIO_PROCESS "process" is a thread),
 * bound with the Foreign Function and Memory API. The agent runs as root on a switch, where raising a thread's priority
 * is allowed (CAP_SYS_NICE); elsewhere (another OS, no permission, no native access) a change is refused: the caller
 * carries on at the priority it had, and the first refusal is logged, once.
 */
public final class CpuPriority {

    /** The strongest nice value: the most CPU the scheduler gives a thread short of real-time scheduling. */
    public static final int HIGHEST = -20;

    private static final Logger log = LoggerFactory.getLogger(CpuPriority.class);
    private static final int PRIO_PROCESS = 0;

    /** The three C calls, each answering -errno on failure (getpriority's nice value otherwise). */
    interface Native {
        int gettid();

        int setpriority(int tid, int nice);

        int getpriority(int tid);
    }

    private final Native libc;
    private final AtomicBoolean refusalLogged = new AtomicBoolean();

    CpuPriority(Native libc) {
        this.libc = libc;
    }

    /** Through the C library of this Linux host; on another OS, or without native access, every change is refused. */
    public static CpuPriority ofThisHost() {
        Native libc;
        try {
            libc = System.getProperty("os.name", "").startsWith("Linux") ? new LinuxLibc() : null;
        } catch (RuntimeException | LinkageError e) {
            log.info("thread priorities stay as they are: no native access to setpriority(2) ({})", e.toString());
            libc = null;
        }
        return new CpuPriority(libc != null ? libc : Unavailable.INSTANCE);
    }

    /** The calling thread's id as the kernel knows it (gettid), or -1 where there is none to use. */
    public int currentThreadId() {
        return libc.gettid();
    }

    /**
     * Sets thread {@code tid}'s nice value ({@code -20} most CPU ... {@code 19} least). Returns whether it took; a
     * refusal changes nothing and is logged once, naming {@code what} the priority was for.
     */
    public boolean setNice(int tid, int nice, String what) {
        if (nice < -20 || nice > 19) {
            throw new IllegalArgumentException("nice must be -20..19, not " + nice);
        }
        int result = tid <= 0 ? -Errno.ESRCH : libc.setpriority(tid, nice);
        if (result < 0) {
            if (refusalLogged.compareAndSet(false, true)) {
                log.info("{} runs at the priority it had: setting thread {}'s nice to {} was refused ({}); later refusals are not logged",
                        what, tid, nice, Errno.describe(-result));
            }
            return false;
        }
        return true;
    }

    /**
     * Whether this host lets the process raise a thread's priority (CAP_SYS_NICE on Linux): tried on a thread of its
     * own that then ends, so no thread of the caller's changes, and not logged.
     */
    public boolean mayRaise() throws InterruptedException {
        var took = new boolean[1];
        Thread.ofPlatform().name("cpu-priority-probe").start(() -> {
            int tid = libc.gettid();
            took[0] = tid > 0 && libc.setpriority(tid, -1) >= 0;
        }).join();
        return took[0];
    }

    /** Thread {@code tid}'s nice value, if it can be read. */
    public OptionalInt nice(int tid) {
        int result = tid <= 0 ? -Errno.ESRCH : libc.getpriority(tid);
        // getpriority answers 20 - nice (the raw system call), so 1..40 is a value and anything below an error.
        return result > 0 ? OptionalInt.of(20 - result) : OptionalInt.empty();
    }

    /** The errors a priority change meets. */
    static final class Errno {
        static final int EPERM = 1;
        static final int ESRCH = 3;
        static final int EACCES = 13;
        static final int ENOSYS = 38;

        private Errno() {
        }

        static String describe(int errno) {
            return switch (errno) {
                case EPERM -> "EPERM: not permitted, CAP_SYS_NICE missing";
                case EACCES -> "EACCES: lowering the nice value is not permitted";
                case ESRCH -> "ESRCH: no such thread";
                case ENOSYS -> "ENOSYS: not available on this host";
                default -> "errno " + errno;
            };
        }
    }

    /** Where there is no setpriority(2) to call. */
    private enum Unavailable implements Native {
        INSTANCE;

        @Override
        public int gettid() {
            return -1;
        }

        @Override
        public int setpriority(int tid, int nice) {
            return -Errno.ENOSYS;
        }

        @Override
        public int getpriority(int tid) {
            return -Errno.ENOSYS;
        }
    }

    /**
     * The Linux system calls through syscall(2): glibc's getpriority wrapper turns the kernel's 20 - nice into a nice
     * value that cannot be told from an error without errno, the raw call answers one or the other.
     */
    private static final class LinuxLibc implements Native {
        /** x86-64 and aarch64 system call numbers. */
        private static final boolean ARM = "aarch64".equals(System.getProperty("os.arch"));
        private static final long SYS_GETTID = ARM ? 178 : 186;
        private static final long SYS_SETPRIORITY = ARM ? 140 : 141;
        private static final long SYS_GETPRIORITY = ARM ? 141 : 140;

        private static final StructLayout CALL_STATE = Linker.Option.captureStateLayout();
        private static final VarHandle ERRNO = CALL_STATE.varHandle(MemoryLayout.PathElement.groupElement("errno"));

        private final MethodHandle syscall;

        LinuxLibc() {
            if (!"amd64".equals(System.getProperty("os.arch")) && !ARM) {
                throw new UnsupportedOperationException("no system call numbers for " + System.getProperty("os.arch"));
            }
            Linker linker = Linker.nativeLinker();
            MemorySegment symbol = linker.defaultLookup().find("syscall")
                    .orElseThrow(() -> new UnsupportedOperationException("the C library has no syscall"));
            syscall = linker.downcallHandle(symbol,
                    FunctionDescriptor.of(JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG),
                    Linker.Option.captureCallState("errno"), Linker.Option.firstVariadicArg(1));
        }

        @Override
        public int gettid() {
            return (int) call(SYS_GETTID, 0, 0, 0);
        }

        @Override
        public int setpriority(int tid, int nice) {
            return (int) call(SYS_SETPRIORITY, PRIO_PROCESS, tid, nice);
        }

        @Override
        public int getpriority(int tid) {
            return (int) call(SYS_GETPRIORITY, PRIO_PROCESS, tid, 0);
        }

        /** The call's answer, or -errno when it failed. */
        private long call(long number, long a, long b, long c) {
            try (Arena arena = Arena.ofConfined()) {
                MemorySegment state = arena.allocate(CALL_STATE);
                long r = (long) syscall.invokeExact(state, number, a, b, c);
                return r == -1 ? -(int) ERRNO.get(state, 0L) : r;
            } catch (Throwable t) {
                throw new IllegalStateException("system call " + number + " failed", t);
            }
        }
    }
}
