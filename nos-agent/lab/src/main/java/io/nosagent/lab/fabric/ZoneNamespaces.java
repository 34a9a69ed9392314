package io.nosagent.lab.fabric;

import io.nosagent.control.kernel.KernelNamespace;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A network namespace per switch of a zone ({@code ip netns add <prefix><switch>}), for the switches' kernel
 * interfaces: each switch's TCP daemons then reach their peers only over the simulated cables. Made at once, deleted
 * on {@link #close} (which removes whatever interfaces are left in them).
 */
public final class ZoneNamespaces implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(ZoneNamespaces.class);

    private final String prefix;
    private final List<String> made = new ArrayList<>();

    private ZoneNamespaces(String prefix) {
        this.prefix = prefix;
    }

    /** Makes {@code prefix + name} for every switch of {@code plan}; none is left behind if one fails. */
    public static ZoneNamespaces make(ZonePlan plan, String prefix) throws IOException {
        var namespaces = new ZoneNamespaces(prefix);
        try {
            var names = new ArrayList<String>();
            for (int r = 0; r < plan.racks(); r++) {
                names.add(ZonePlan.rtswName(r));
            }
            for (int s = 0; s < plan.spines(); s++) {
                names.add(ZonePlan.ctswName(s));
            }
            for (String name : names) {
                String ns = prefix + name;
                ip("netns", "add", ns);
                namespaces.made.add(ns);
                ip("-n", ns, "link", "set", "lo", "up"); // FRR's zebra reaches the agent's FPM server on it
            }
            return namespaces;
        } catch (IOException | RuntimeException e) {
            namespaces.close();
            throw e;
        }
    }

    /** Where switch {@code name} makes its kernel interfaces. */
    public Optional<KernelNamespace> of(String name) {
        return Optional.of(KernelNamespace.named(prefix + name));
    }

    private static void ip(String... args) throws IOException {
        var command = new ArrayList<>(List.of("ip"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        try {
            if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new IOException("ip " + String.join(" ", args) + ": " + said);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    @Override
    public void close() {
        for (String ns : made) {
            try {
                ip("netns", "del", ns);
            } catch (IOException e) {
                log.warn("could not delete network namespace {}: {}", ns, e.getMessage());
            }
        }
        made.clear();
    }
}
