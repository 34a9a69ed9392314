package io.nosagent.agent.gnmi;

import io.nosagent.sai.time.CpuPriority;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.grpc.netty.shaded.io.netty.bootstrap.ServerBootstrap;
import io.grpc.netty.shaded.io.netty.channel.Channel;
import io.grpc.netty.shaded.io.netty.channel.ChannelInitializer;
import io.grpc.netty.shaded.io.netty.channel.EventLoop;
import io.grpc.netty.shaded.io.netty.channel.socket.nio.NioServerSocketChannel;
import io.grpc.netty.shaded.io.netty.util.concurrent.EventExecutor;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketAddress;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static io.nosagent.agent.ThreadNice.FIFO;
import static io.nosagent.agent.ThreadNice.kernelNice;
import static io.nosagent.agent.ThreadNice.kernelPolicy;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * After an ON_CHANGE update is handed over, the event loops that write to the sockets run raised until they have
 * done what was queued on them by then (the update's write among it), then drop back to their own priority; only
 * the loop that holds the client's connection when the client is known.
 */
public class TransportThreadsTest {

    private final CpuPriority cpu = CpuPriority.ofThisHost();

    /**
     * The loop busy with a write queued before the change's (SAMPLE data, say) when the change is handed over; the
     * change's write queued before that point, or after it (the rest of a flush, which gRPC schedules as the running
     * one ends).
     */
    @ParameterizedTest(name = "the change's write queued {0} the hand-over")
    @ValueSource(strings = {"before", "after"})
    void aLoopRunsRaisedUntilTheChangesWriteIsDoneThenDropsBack(String queued) throws Exception {
        assumeRealTime();
        try (var transport = new TransportThreads(1, cpu)) {
            var loop = transport.group().next();
            int tid = tid(loop);
            int own = kernelNice(tid);
            var release = new CountDownLatch(1);
            var policyWhileWriting = new CompletableFuture<Integer>();
            Runnable write = () -> policyWhileWriting.complete(kernelPolicy(tid));
            loop.execute(() -> await(release));
            if (queued.equals("before")) {
                loop.execute(write);
            }

            transport.untilWritten(Optional.empty());
            if (queued.equals("after")) {
                loop.execute(write);
            }

            assertThat(kernelPolicy(tid)).as("real-time at once, while busy").isEqualTo(FIFO);
            release.countDown();
            assertThat(policyWhileWriting.get(10, TimeUnit.SECONDS)).as("the change's write runs real-time").isEqualTo(FIFO);
            assertThat(standing(loop, tid)).as("work queued once it is done runs time-sharing at the loop's own priority")
                    .containsExactly(0, own);
        }
    }

    @Test
    void overlappingChangesKeepTheLoopRaisedUntilTheLastOnesWriteIsDone() throws Exception {
        assumeRealTime();
        try (var transport = new TransportThreads(1, cpu)) {
            var loop = transport.group().next();
            int tid = tid(loop);
            int own = kernelNice(tid);
            var release = new CountDownLatch(1);
            var between = new CompletableFuture<Integer>();
            loop.execute(() -> await(release));
            transport.untilWritten(Optional.empty());
            loop.execute(() -> between.complete(kernelPolicy(tid))); // the second change's write
            transport.untilWritten(Optional.empty());

            release.countDown();
            assertThat(between.get(10, TimeUnit.SECONDS)).as("after the first change's drop, the second's write still real-time")
                    .isEqualTo(FIFO);
            assertThat(standing(loop, tid)).containsExactly(0, own);
        }
    }

    @Test
    void onlyTheLoopHoldingTheClientsConnectionIsRaised() throws Exception {
        assumeRealTime();
        try (var transport = new TransportThreads(2, cpu)) {
            Map<SocketAddress, EventLoop> loopOf = new ConcurrentHashMap<>();
            Channel server = new ServerBootstrap().group(transport.group()).channel(NioServerSocketChannel.class)
                    .childHandler(new ChannelInitializer<>() {
                        @Override
                        protected void initChannel(Channel accepted) {
                            loopOf.put(accepted.remoteAddress(), accepted.eventLoop());
                        }
                    })
                    .bind(InetAddress.getLoopbackAddress(), 0).sync().channel();
            int port = ((InetSocketAddress) server.localAddress()).getPort();
            try (var a = new Socket(InetAddress.getLoopbackAddress(), port); var b = new Socket(InetAddress.getLoopbackAddress(), port)) {
                SocketAddress clientA = a.getLocalSocketAddress();
                SocketAddress clientB = b.getLocalSocketAddress();
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
                while ((!loopOf.containsKey(clientA) || !loopOf.containsKey(clientB)) && System.nanoTime() < deadline) {
                    Thread.sleep(5);
                }
                EventLoop loopA = loopOf.get(clientA);
                EventLoop loopB = loopOf.get(clientB);
                assertThat(loopA).as("two connections on two loops").isNotNull().isNotSameAs(loopB);
                int tidA = tid(loopA);
                int tidB = tid(loopB);
                var release = new CountDownLatch(1);
                loopA.execute(() -> await(release));

                transport.untilWritten(Optional.of(clientA));

                assertThat(kernelPolicy(tidA)).as("the loop writing to client A").isEqualTo(FIFO);
                assertThat(kernelPolicy(tidB)).as("the loop of another client").isEqualTo(0);
                release.countDown();
                assertThat(loopA.submit(() -> kernelPolicy(tidA)).get(10, TimeUnit.SECONDS)).as("dropped back after the write").isEqualTo(0);
            } finally {
                server.close().sync();
            }
        }
    }

    private void assumeRealTime() throws InterruptedException {
        assumeTrue(System.getProperty("os.name").startsWith("Linux") && cpu.mayRunRealTime(), "real-time scheduling needs CAP_SYS_NICE and a real-time budget");
    }

    private int tid(EventExecutor loop) throws Exception {
        return loop.submit(cpu::currentThreadId).get(10, TimeUnit.SECONDS);
    }

    /** The loop's policy and nice value, as work queued on it now sees them. */
    private static int[] standing(EventExecutor loop, int tid) throws Exception {
        return loop.submit(() -> new int[] {kernelPolicy(tid), kernelNice(tid)}).get(10, TimeUnit.SECONDS);
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
