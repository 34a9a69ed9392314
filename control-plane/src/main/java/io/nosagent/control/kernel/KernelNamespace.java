package io.nosagent.control.kernel;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * The network namespace the kernel interfaces live in: the agent's own, or one named by {@code ip netns}
 * ({@code /run/netns/<name>}: a switch of the virtual zone, a test). A named one is entered only for as long as a
 * TUN interface is opened (setns moves only the calling thread; see {@link #within}) and named to every {@code ip}
 * command.
 *
 * @param name empty: the agent's own namespace
 */
public record KernelNamespace(Optional<String> name) {

    /** The agent's own namespace. */
    public static final KernelNamespace AGENT = new KernelNamespace(Optional.empty());

    public KernelNamespace {
        name.ifPresent(n -> {
            if (n.isEmpty() || n.contains("/") || n.equals(".") || n.equals("..")) {
                throw new IllegalArgumentException("not a network namespace name: '" + n + "'");
            }
        });
    }

    /** The namespace {@code ip netns add name} made. */
    public static KernelNamespace named(String name) {
        return new KernelNamespace(Optional.of(name));
    }

    /** The {@code ip} command for this namespace, followed by {@code args}. */
    List<String> ip(String... args) {
        var command = new ArrayList<String>();
        command.add("ip");
        name.ifPresent(n -> command.addAll(List.of("-n", n)));
        command.addAll(List.of(args));
        return command;
    }

    /**
     * Runs {@code work} on the calling thread inside this namespace and moves the thread back to the one it was in,
     * so no thread stays in a switch's namespace: a thread started from one in it (a pool's, gRPC's event loops)
     * would inherit it and reach no listener of the agent on 127.0.0.1. Keep {@code work} to a descriptor's open;
     * what it opens belongs to the namespace whichever thread later uses it.
     *
     * @throws InternalError when the thread cannot get back: an error, so that its loop ends rather than go on inside
     */
    <T> T within(Libc libc, Callable<T> work) throws Exception {
        if (name.isEmpty()) {
            return work.call();
        }
        int home = libc.open("/proc/thread-self/ns/net", Libc.O_CLOEXEC);
        try {
            String path = "/run/netns/" + name.get();
            int fd = libc.open(path, Libc.O_CLOEXEC);
            try {
                libc.setns(fd, Libc.CLONE_NEWNET, "setns " + path);
            } finally {
                libc.close(fd);
            }
            try {
                return work.call();
            } finally {
                try {
                    libc.setns(home, Libc.CLONE_NEWNET, "setns back from " + path);
                } catch (IOException e) {
                    throw new InternalError("thread " + Thread.currentThread().getName()
                            + " is stuck in " + this + ": " + e.getMessage(), e);
                }
            }
        } finally {
            libc.close(home);
        }
    }

    /**
     * Runs {@code work} inside this namespace on a thread of its own and returns what it returns: a socket it opens
     * belongs to the namespace (and can then be used from any thread).
     */
    public <T> T call(Callable<T> work) throws Exception {
        var result = new CompletableFuture<T>();
        Thread.ofPlatform().name("in " + this).start(() -> {
            try {
                result.complete(within(new Libc(), work));
            } catch (Throwable t) {
                result.completeExceptionally(t);
            }
        }).join();
        try {
            return result.join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
    }

    @Override
    public String toString() {
        return name.map(n -> "network namespace " + n).orElse("the agent's network namespace");
    }
}
