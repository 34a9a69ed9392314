package io.nosagent.agent.gnmi;

import io.grpc.netty.shaded.io.netty.channel.Channel;
import io.grpc.netty.shaded.io.netty.channel.ChannelFuture;
import io.grpc.netty.shaded.io.netty.channel.EventLoop;
import io.grpc.netty.shaded.io.netty.channel.EventLoopGroup;
import io.grpc.netty.shaded.io.netty.channel.MultiThreadIoEventLoopGroup;
import io.grpc.netty.shaded.io.netty.channel.nio.NioIoHandler;
import io.grpc.netty.shaded.io.netty.util.concurrent.DefaultThreadFactory;
import io.grpc.netty.shaded.io.netty.util.concurrent.EventExecutor;
import io.grpc.netty.shaded.io.netty.util.concurrent.SingleThreadEventExecutor;
import io.nosagent.agent.gnmi.subscribe.TransportPrecedence;
import io.nosagent.sai.time.CpuPriority;

import java.net.SocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The gNMI server's event loops (the threads that read requests and write responses to the sockets), which an
 * ON_CHANGE update's write can raise: after a change is handed over, the loop that holds the client's connection
 * runs {@linkplain CpuPriority#realTime real-time} where the host allows until it has done what was queued on it
 * then (the update's flush among it: a loop runs its tasks in order), and drops back after. gRPC may queue the rest
 * of an update's flush behind that point (a flush already running when more was handed over schedules another as
 * it ends), so the loop stays raised while more tasks wait on it then, for at most {@link #HOLD_NANOS}: dropped
 * before it, the rest waited a 4 ms tick for a core. The loops also write every SAMPLE stream's data, so they are
 * raised for a change's write only, never for their whole life; and only the client's own, so the change's write
 * does not wait behind other loops raised alike (real-time threads of one priority do not preempt each other).
 * Which loop holds which client is learnt as connections register.
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

    /** The longest a loop stays raised for tasks queued behind a change's write (so its real-time stays bounded). */
    static final long HOLD_NANOS = TimeUnit.MILLISECONDS.toNanos(2);

    private final EventLoopGroup group;
    private final CpuPriority cpu;
    private final List<Loop> loops = new ArrayList<>();
    private final Map<SocketAddress, Loop> byClient = new ConcurrentHashMap<>();

    /** {@code threads} loops (gRPC's default is twice the cores). */
    TransportThreads(int threads, CpuPriority cpu) {
        this.cpu = cpu;
        this.group = new MultiThreadIoEventLoopGroup(threads, new DefaultThreadFactory("gnmi-io", true), NioIoHandler.newFactory()) {
            @Override
            public ChannelFuture register(Channel channel) {
                EventLoop loop = next();
                registered(channel, loop);
                return loop.register(channel);
            }
        };
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

    /** An accepted connection (a client's address) is on {@code executor} for its life. */
    private void registered(Channel channel, EventLoop executor) {
        SocketAddress client = channel.remoteAddress();
        if (client == null) {
            return; // the listening socket
        }
        for (Loop loop : loops) {
            if (loop.executor == executor) {
                byClient.put(client, loop);
                channel.closeFuture().addListener(closed -> byClient.remove(client, loop));
            }
        }
    }

    @Override
    public void untilWritten(Optional<SocketAddress> client) {
        Loop own = client.map(byClient::get).orElse(null);
        for (Loop loop : own != null ? List.of(own) : loops) {
            synchronized (loop) {
                if (loop.tid <= 0) {
                    continue; // not started yet: it holds no socket's writes
                }
                if (loop.raisedBy++ == 0) {
                    cpu.realTime(loop.tid, "the write of an ON_CHANGE update");
                }
            }
            dropAfterQueued(loop, -1);
        }
    }

    /**
     * Drops the loop once the tasks queued on it now are done, or, when more came meanwhile, once those are too, for up
     * to {@link #HOLD_NANOS} after the first look ({@code firstLook} -1: not looked yet).
     */
    private void dropAfterQueued(Loop loop, long firstLook) {
        try {
            loop.executor.execute(() -> {
                long now = System.nanoTime();
                long since = firstLook < 0 ? now : firstLook;
                if (loop.executor instanceof SingleThreadEventExecutor queue && queue.pendingTasks() > 0 && now - since < HOLD_NANOS) {
                    dropAfterQueued(loop, since); // more was queued meanwhile: perhaps the rest of the change's flush
                } else {
                    drop(loop);
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException e) {
            drop(loop); // stopping
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
