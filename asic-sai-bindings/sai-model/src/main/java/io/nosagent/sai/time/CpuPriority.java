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

import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

/**
 * A Linux thread's scheduling, through sched_setattr(2) and setpriority(2) on its thread id, bound with the Foreign
 * Function and Memory API: its nice value under the time-sharing scheduler, or {@linkplain #realTime real-time} for
 * the short, bounded bursts a switch must not wait on (a port change told, a failover, an ON_CHANGE update's write).
 * The agent runs as root on a switch, where raising a thread's priority is allowed (CAP_SYS_NICE); elsewhere (another
 * OS, no permission, no native access) a change is refused: the caller carries on at the priority it had, and the
 * first refusal is logged, once.
 */
public final class CpuPriority {

    /** The strongest nice value: the most CPU the scheduler gives a thread short of real-time scheduling. */
    public static final int HIGHEST = -20;
    /** The real-time priority of the agent's bounded bursts: the lowest, so a vendor SAI's own real-time threads come first. */
    public static final int BURSTS = 1;
    /** The real-time priority of a thread that holds bursts to their budget: above them, so it can stop one. */
    public static final int OVERSEER = 2;

    private static final Logger log = LoggerFactory.getLogger(CpuPriority.class);
    private static final int PRIO_PROCESS = 0;

    /** The C calls, each answering -errno on failure (getpriority's 20 - nice, getScheduler's policy otherwise). */
    interface Native {
        int gettid();

        int setpriority(int tid, int nice);

        int getpriority(int tid);

        /**
         * sched_setattr(2): SCHED_FIFO at {@code realTimePriority} (1..99), or where it is 0 SCHED_OTHER at {@code nice}
         * with a slice of {@code sliceNs} (0: the kernel's own); children of the thread start time-sharing (reset on fork).
         */
        int setScheduler(int tid, int realTimePriority, int nice, long sliceNs);

        /** sched_getscheduler(2): the thread's policy (0 time-sharing, 1 SCHED_FIFO, ...). */
        int getScheduler(int tid);
    }

    /**
     * The slice a thread at {@link #HIGHEST} asks for, the kernel's shortest (0.1 ms). Under EEVDF a woken thread with a
     * shorter slice than the running one's takes the core at once; with the default (1.4 ms here, 4 ms ticks) it
     * waited for the running thread's slice to end, however high its nice value: 3-4 ms stalls at each hop of an
     * ON_CHANGE update, measured.
     */
    static final long SHORTEST_SLICE_NS = 100_000;
    private static final int SCHED_FIFO = 1;
    private static final int SCHED_RR = 2;
    private static final int SCHED_DEADLINE = 6;
    private static final int SCHED_RESET_ON_FORK = 0x40000000;

    private final Native libc;
    private final AtomicBoolean refusalLogged = new AtomicBoolean();
    private final AtomicBoolean realTimeRefusalLogged = new AtomicBoolean();

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
        if (tid <= 0) {
            return refused(what, tid, "nice " + nice, -Errno.ESRCH);
        }
        // sched_setattr also ends real-time scheduling, which setpriority leaves as it is; where it is missing
        // (a kernel before 3.14, a seccomp filter) setpriority is what there is.
        int result = libc.setScheduler(tid, 0, nice, nice == HIGHEST ? SHORTEST_SLICE_NS : 0);
        if (result == -Errno.ENOSYS || result == -Errno.EINVAL) {
            result = libc.setpriority(tid, nice);
        }
        return result >= 0 || refused(what, tid, "nice " + nice, result);
    }

    /**
     * Makes thread {@code tid} real-time (SCHED_FIFO at the lowest real-time priority, 1): woken, it takes a core at
     * once from any time-sharing thread, where a nice value only weighs its share. Only for work that is short and
     * bounded by construction, and only until {@link #setNice} returns the thread to time-sharing: a real-time thread
     * that does not block keeps its core from everything else (the kernel's real-time throttling leaves the rest 5%).
     * Threads it starts begin time-sharing. Where the host refuses real-time (no CAP_SYS_NICE, a cgroup without a
     * real-time budget), the thread gets {@link #HIGHEST} instead; returns whether either took.
     */
    public boolean realTime(int tid, String what) {
        return realTime(tid, BURSTS, what);
    }

    /**
     * As {@link #realTime(int, String)}, at real-time {@code priority}: {@link #BURSTS} for bounded work, {@link #OVERSEER}
     * for the thread that bounds it (it must take a core from the work it stops).
     */
    public boolean realTime(int tid, int priority, String what) {
        if (priority < 1 || priority > 99) {
            throw new IllegalArgumentException("real-time priority must be 1..99, not " + priority);
        }
        if (tid <= 0) {
            return refused(what, tid, "real-time", -Errno.ESRCH);
        }
        int result = libc.setScheduler(tid, priority, 0, 0);
        if (result >= 0) {
            return true;
        }
        if (realTimeRefusalLogged.compareAndSet(false, true)) {
            log.info("{} runs at nice {} instead of real-time: SCHED_FIFO for thread {} was refused ({}); later refusals are not logged",
                    what, HIGHEST, tid, Errno.describe(-result));
        }
        return setNice(tid, HIGHEST, what);
    }

    /**
     * Whether thread {@code tid} is real-time now, under any real-time policy: a vendor SAI's own notification thread
     * may be SCHED_RR or SCHED_DEADLINE already, and must be left as it is, not made FIFO and then time-sharing.
     */
    public boolean isRealTime(int tid) {
        if (tid <= 0) {
            return false;
        }
        int answer = libc.getScheduler(tid);
        // the policy, with SCHED_RESET_ON_FORK or'ed in where it is set (as it is on every thread this class raises)
        int policy = answer < 0 ? answer : answer & ~SCHED_RESET_ON_FORK;
        return policy == SCHED_FIFO || policy == SCHED_RR || policy == SCHED_DEADLINE;
    }

    private boolean refused(String what, int tid, String asked, int result) {
        if (refusalLogged.compareAndSet(false, true)) {
            log.info("{} runs at the priority it had: setting thread {} to {} was refused ({}); later refusals are not logged",
                    what, tid, asked, Errno.describe(-result));
        }
        return false;
    }

    /**
     * Whether this host lets the process raise a thread's priority (CAP_SYS_NICE on Linux): tried on a thread of its
     * own that then ends, so no thread of the caller's changes, and not logged.
     */
    public boolean mayRaise() throws InterruptedException {
        return triedOnAThreadOfItsOwn(tid -> libc.setpriority(tid, -1));
    }

    /** Whether this host lets the process make a thread real-time: tried as {@link #mayRaise} is, and not logged. */
    public boolean mayRunRealTime() throws InterruptedException {
        return triedOnAThreadOfItsOwn(tid -> libc.setScheduler(tid, BURSTS, 0, 0));
    }

    /** Whether {@code change} (a call answering -errno on failure) took on a new thread, which then ends. */
    private boolean triedOnAThreadOfItsOwn(java.util.function.IntUnaryOperator change) throws InterruptedException {
        var took = new boolean[1];
        Thread.ofPlatform().name("cpu-priority-probe").start(() -> {
            int tid = libc.gettid();
            took[0] = tid > 0 && change.applyAsInt(tid) >= 0;
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
        static final int EINVAL = 22;
        static final int ENOSYS = 38;

        private Errno() {
        }

        static String describe(int errno) {
            return switch (errno) {
                case EPERM -> "EPERM: not permitted, CAP_SYS_NICE missing";
                case EACCES -> "EACCES: lowering the nice value is not permitted";
                case ESRCH -> "ESRCH: no such thread";
                case EINVAL -> "EINVAL: not accepted by this kernel";
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

        @Override
        public int setScheduler(int tid, int realTimePriority, int nice, long sliceNs) {
            return -Errno.ENOSYS;
        }

        @Override
        public int getScheduler(int tid) {
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
        private static final long SYS_SCHED_SETATTR = ARM ? 274 : 314;
        private static final long SYS_SCHED_GETSCHEDULER = ARM ? 120 : 145;
        /** struct sched_attr as of Linux 3.14 (SCHED_ATTR_SIZE_VER0): size, policy, flags, nice, priority, runtime, deadline, period. */
        private static final int SCHED_ATTR_SIZE = 48;
        private static final long SCHED_FLAG_RESET_ON_FORK = 0x01;

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

        @Override
        public int setScheduler(int tid, int realTimePriority, int nice, long sliceNs) {
            boolean realTime = realTimePriority > 0;
            try (Arena arena = Arena.ofConfined()) {
                MemorySegment attr = arena.allocate(SCHED_ATTR_SIZE, 8);
                attr.set(JAVA_INT, 0, SCHED_ATTR_SIZE);
                attr.set(JAVA_INT, 4, realTime ? SCHED_FIFO : 0);
                attr.set(JAVA_LONG, 8, SCHED_FLAG_RESET_ON_FORK);
                attr.set(JAVA_INT, 16, realTime ? 0 : nice);
                attr.set(JAVA_INT, 20, realTimePriority);
                attr.set(JAVA_LONG, 24, realTime ? 0 : sliceNs); // a time-sharing thread's runtime is its slice
                return (int) call(SYS_SCHED_SETATTR, tid, attr.address(), 0);
            }
        }

        @Override
        public int getScheduler(int tid) {
            return (int) call(SYS_SCHED_GETSCHEDULER, tid, 0, 0);
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
