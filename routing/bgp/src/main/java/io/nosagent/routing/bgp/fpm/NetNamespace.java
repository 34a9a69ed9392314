package io.nosagent.routing.bgp.fpm;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

/**
 * Listening sockets inside a named network namespace ({@code ip netns}) for an agent that runs outside it
 * (tests, the zone): a fresh thread joins the namespace with setns(2), which moves only that thread, and
 * binds the socket there; the socket stays in that namespace whichever thread then uses it.
 */
public final class NetNamespace {

    private static final int O_RDONLY = 0;
    private static final int CLONE_NEWNET = 0x40000000;

    private NetNamespace() {
    }

    /** A server socket bound to {@code address} in namespace {@code name}. */
    public static ServerSocket listen(String name, InetSocketAddress address) throws IOException {
        var result = new CompletableFuture<ServerSocket>();
        Thread.ofPlatform().name("netns-" + name).start(() -> {
            try {
                join(name);
                result.complete(FpmServer.bind(address));
            } catch (Throwable t) {
                result.completeExceptionally(t);
            }
        });
        try {
            return result.get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof IOException io ? io : new IOException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
    }

    private static void join(String name) throws Throwable {
        Linker linker = Linker.nativeLinker();
        var libc = linker.defaultLookup();
        MethodHandle open = linker.downcallHandle(libc.find("open").orElseThrow(),
                FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.JAVA_INT));
        MethodHandle setns = linker.downcallHandle(libc.find("setns").orElseThrow(),
                FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT, ValueLayout.JAVA_INT));
        MethodHandle close = linker.downcallHandle(libc.find("close").orElseThrow(),
                FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT));
        try (Arena arena = Arena.ofConfined()) {
            int fd = (int) open.invokeExact(arena.allocateFrom("/run/netns/" + name), O_RDONLY);
            if (fd < 0) {
                throw new IOException("no network namespace " + name + " (/run/netns/" + name + ")");
            }
            int rc = (int) setns.invokeExact(fd, CLONE_NEWNET);
            int ignored = (int) close.invokeExact(fd);
            if (rc != 0) {
                throw new IOException("joining network namespace " + name + " failed (setns; needs root)");
            }
        }
    }
}
