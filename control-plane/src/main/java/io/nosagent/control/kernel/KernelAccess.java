package io.nosagent.control.kernel;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Whether the agent can make kernel interfaces here: a TUN device ({@code /dev/net/tun}), root (creating interfaces
 * and addresses needs CAP_NET_ADMIN) and iproute2's {@code ip} on the PATH.
 */
public final class KernelAccess {

    private static final Path TUN = Path.of("/dev/net/tun");

    private KernelAccess() {
    }

    /** Why kernel interfaces cannot be made here; empty when they can. */
    public static Optional<String> unavailable() {
        if (!Files.exists(TUN)) {
            return Optional.of(TUN + " is missing");
        }
        int euid;
        try {
            euid = new Libc().geteuid();
        } catch (RuntimeException | LinkageError e) {
            return Optional.of("no C library to call: " + e.getMessage());
        }
        if (euid != 0) {
            return Optional.of("not root (uid " + euid + ")");
        }
        if (onPath("ip").isEmpty()) {
            return Optional.of("iproute2's ip is not on the PATH");
        }
        return Optional.empty();
    }

    static Optional<Path> onPath(String program) {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String dir : path.split(java.io.File.pathSeparator)) {
            Path p = Path.of(dir, program);
            if (Files.isExecutable(p)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }
}
