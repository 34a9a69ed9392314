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
 * ({@code /run/netns/<name>}: a switch of the virtual zone, a test). A named one is entered by the one thread that
 * creates the TUN interfaces (setns moves only the calling thread) and named to every {@code ip} command.
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

    /** Moves the calling thread into this namespace (nothing for the agent's own). */
    void enter(Libc libc) throws IOException {
        if (name.isEmpty()) {
            return;
        }
        String path = "/run/netns/" + name.get();
        int fd = libc.open(path, Libc.O_CLOEXEC);
        try {
            libc.setns(fd, Libc.CLONE_NEWNET, "setns " + path);
        } finally {
            libc.close(fd);
        }
    }

    /**
     * Runs {@code work} on a thread of its own inside this namespace and returns what it returns: a socket it opens
     * belongs to the namespace (and can then be used from any thread).
     */
    public <T> T call(Callable<T> work) throws Exception {
        var result = new CompletableFuture<T>();
        Thread.ofPlatform().name("in " + this).start(() -> {
            try {
                enter(new Libc());
                result.complete(work.call());
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
