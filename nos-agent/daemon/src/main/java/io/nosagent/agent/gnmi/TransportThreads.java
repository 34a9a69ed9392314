package io.nosagent.agent.gnmi;

import io.grpc.netty.shaded.io.netty.channel.EventLoopGroup;
import io.grpc.netty.shaded.io.netty.channel.MultiThreadIoEventLoopGroup;
import io.grpc.netty.shaded.io.netty.channel.nio.NioIoHandler;
import io.grpc.netty.shaded.io.netty.util.concurrent.DefaultThreadFactory;
import io.grpc.netty.shaded.io.netty.util.concurrent.EventExecutor;
import io.nosagent.agent.gnmi.subscribe.TransportPrecedence;
import io.nosagent.sai.time.CpuPriority;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The gNMI server's event loops (the threads that read requests and write responses to the sockets), which an
 * ON_CHANGE update's write can raise: after a change is handed over, every loop runs
 * {@linkplain CpuPriority#realTime real-time} where the host allows until it has done what was queued on it
 * then (the update's flush among it: a loop runs its tasks in order), and drops back after. The loops also write
 * every SAMPLE stream's data, so they are raised for a change's write only, never for their whole life.
 */
final class TransportThreads implements TransportPrecedence, AutoCloseable {

    /** One loop's thread and how many changes' writes still hold it raised. */
    private static final class Loop {
        final EventExecutor executor;
        volatile int tid;
        int ownNice;
        int raisedBy;

        Loop(EventExecutor executor) {
            this.executor = executor;
        }
    }

    private final EventLoopGroup group;
    private final CpuPriority cpu;
    private final List<Loop> loops = new ArrayList<>();

    /** {@code threads} loops (gRPC's default is twice the cores). */
    TransportThreads(int threads, CpuPriority cpu) {
        this.cpu = cpu;
        this.group = new MultiThreadIoEventLoopGroup(threads, new DefaultThreadFactory("gnmi-io", true), NioIoHandler.newFactory());
        for (EventExecutor e : group) {
            var loop = new Loop(e);
            loops.add(loop);
            e.execute(() -> {
                int t = cpu.currentThreadId();
                synchronized (loop) {
                    loop.ownNice = cpu.nice(t).orElse(0);
                    loop.tid = t;
                }
            });
        }
    }

    EventLoopGroup group() {
        return group;
    }

    @Override
    public void untilWritten() {
        for (Loop loop : loops) {
            synchronized (loop) {
                if (loop.tid <= 0) {
                    continue; // not started yet: it holds no socket's writes
                }
                if (loop.raisedBy++ == 0) {
                    cpu.realTime(loop.tid, "the write of an ON_CHANGE update");
                }
            }
            try {
                loop.executor.execute(() -> drop(loop));
            } catch (java.util.concurrent.RejectedExecutionException e) {
                drop(loop); // stopping
            }
        }
    }

    private void drop(Loop loop) {
        synchronized (loop) {
            if (--loop.raisedBy == 0) {
                cpu.setNice(loop.tid, loop.ownNice, "the write of an ON_CHANGE update");
            }
        }
    }

    @Override
    public void close() {
        group.shutdownGracefully(0, 1, TimeUnit.SECONDS);
    }
}
