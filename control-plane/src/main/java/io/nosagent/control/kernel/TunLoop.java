package io.nosagent.control.kernel;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.BiConsumer;

import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;

/**
 * The one thread of the kernel path: it creates, configures and closes the TUN interfaces (work handed to it with
 * {@link #submit}) and reads what the kernel sends on them, waiting in poll(2) on every TUN and an eventfd that new
 * work rings, so it costs no CPU while nothing arrives. It stays in the agent's network namespace and enters the
 * interfaces' one only to open a TUN ({@link KernelNamespace#within}): what it hands packets to may start threads,
 * and those must not start inside a switch's namespace. A platform thread: a native call blocks its carrier.
 */
final class TunLoop implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(TunLoop.class);
    private static final int POLLFD = 8;
    private static final int READ_BUFFER = 65_536;

    private final Libc libc;
    private final BiConsumer<TunDevice, byte[]> fromKernel;
    private final int wake;
    private final ConcurrentLinkedQueue<Runnable> work = new ConcurrentLinkedQueue<>();
    private final List<TunDevice> watched = new ArrayList<>();
    private final Thread thread;
    private final CompletableFuture<Void> entered = new CompletableFuture<>();
    private volatile boolean stopped;

    /** Starts the thread; fails if it cannot enter {@code namespace}. */
    TunLoop(Libc libc, KernelNamespace namespace, BiConsumer<TunDevice, byte[]> fromKernel) throws IOException {
        this.libc = libc;
        this.fromKernel = fromKernel;
        this.wake = libc.eventfd(Libc.O_NONBLOCK | Libc.O_CLOEXEC);
        this.thread = Thread.ofPlatform().daemon().name("kernel-interfaces").start(() -> run(namespace));
        try {
            entered.join();
        } catch (java.util.concurrent.CompletionException e) {
            libc.close(wake);
            throw new IOException(e.getCause().getMessage(), e.getCause());
        }
    }

    /** Runs {@code task} on the loop's thread. */
    <T> CompletableFuture<T> submit(Callable<T> task) {
        var done = new CompletableFuture<T>();
        work.add(() -> {
            try {
                done.complete(task.call());
            } catch (Throwable t) {
                done.completeExceptionally(t);
                if (t instanceof Error fatal) { // the thread stuck in a namespace among them: the loop ends
                    throw fatal;
                }
            }
        });
        ring();
        return done;
    }

    /** From the loop's thread: reads what the kernel sends on {@code tun} from now on. */
    void watch(TunDevice tun) {
        watched.add(tun);
    }

    /** From the loop's thread: stops reading {@code tun} and closes it (the kernel removes the interface). */
    void close(TunDevice tun) {
        watched.remove(tun);
        tun.close();
    }

    private void ring() {
        try (Arena a = Arena.ofConfined()) {
            libc.write(wake, a.allocateFrom(JAVA_LONG, 1L), Libc.callState(a));
        } catch (IOException e) {
            log.warn("could not wake the kernel interfaces' thread: {}", e.getMessage());
        }
    }

    private void run(KernelNamespace namespace) {
        try {
            namespace.within(libc, () -> null);
        } catch (Exception e) {
            entered.completeExceptionally(e);
            return;
        }
        entered.complete(null);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = Libc.callState(arena);
            MemorySegment buffer = arena.allocate(READ_BUFFER);
            MemorySegment fds = MemorySegment.NULL;
            List<TunDevice> polled = null;
            while (!stopped) {
                if (!watched.equals(polled)) {
                    polled = List.copyOf(watched);
                    fds = arena.allocate(POLLFD * (1L + polled.size()));
                    fds.set(JAVA_INT, 0, wake);
                    for (int i = 0; i < polled.size(); i++) {
                        fds.set(JAVA_INT, POLLFD * (i + 1L), polled.get(i).fd());
                    }
                }
                for (int i = 0; i <= polled.size(); i++) {
                    fds.set(JAVA_SHORT, POLLFD * (long) i + 4, Libc.POLLIN);
                    fds.set(JAVA_SHORT, POLLFD * (long) i + 6, (short) 0);
                }
                libc.poll(fds, 1L + polled.size(), -1, state);
                for (int i = 0; i < polled.size(); i++) {
                    if (fds.get(JAVA_SHORT, POLLFD * (i + 1L) + 6) != 0) {
                        drain(polled.get(i), buffer, state);
                    }
                }
                if (fds.get(JAVA_SHORT, 6) != 0) {
                    libc.read(wake, buffer.asSlice(0, 8), state);
                }
                for (Runnable r; (r = work.poll()) != null; ) {
                    r.run();
                }
            }
        } catch (IOException | RuntimeException e) {
            log.error("the kernel interfaces' thread stopped: {}", e.getMessage(), e);
        } finally {
            watched.forEach(TunDevice::close);
            watched.clear();
        }
    }

    private void drain(TunDevice tun, MemorySegment buffer, MemorySegment state) {
        try {
            for (byte[] packet; (packet = tun.read(buffer, state)) != null; ) {
                fromKernel.accept(tun, packet);
            }
        } catch (IOException e) {
            log.warn("reading kernel interface {} failed: {}", tun.name(), e.getMessage());
        }
    }

    /** Stops the thread; the interfaces it still holds are closed (and so removed). */
    @Override
    public void close() {
        stopped = true;
        ring();
        try {
            thread.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        libc.close(wake);
    }
}
