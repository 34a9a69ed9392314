package io.nosagent.routing.bgp.frr;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * {@link KernelInterfaces} read with iproute2 ({@code ip -o link}) in a network namespace (or the agent's
 * own). The table is read again when an unknown index is asked for, at most once a second.
 */
public final class IpLink implements KernelInterfaces {

    private static final Logger log = LoggerFactory.getLogger(IpLink.class);
    private static final Pattern LINE = Pattern.compile("^(\\d+): ([^:@ ]+)[@:]");
    private static final long REREAD_NANOS = TimeUnit.SECONDS.toNanos(1);

    private final Optional<String> namespace;
    private Map<Integer, String> byIndex = Map.of();
    private long readAt = Long.MIN_VALUE / 2;

    /** @param namespace the network namespace zebra runs in (empty: the agent's) */
    public IpLink(Optional<String> namespace) {
        this.namespace = namespace;
    }

    @Override
    public synchronized Optional<String> name(int ifindex) {
        String name = byIndex.get(ifindex);
        if (name == null && System.nanoTime() - readAt > REREAD_NANOS) {
            byIndex = read();
            readAt = System.nanoTime();
            name = byIndex.get(ifindex);
        }
        return Optional.ofNullable(name);
    }

    private Map<Integer, String> read() {
        var command = new ArrayList<>(List.of("ip"));
        namespace.ifPresent(ns -> command.addAll(List.of("-n", ns)));
        command.addAll(List.of("-o", "link", "show"));
        var out = new HashMap<Integer, String>();
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (p.waitFor() != 0) {
                log.warn("{} failed: {}", String.join(" ", command), text.strip());
                return byIndex;
            }
            for (String line : text.split("\n")) {
                var m = LINE.matcher(line);
                if (m.find()) {
                    out.put(Integer.parseInt(m.group(1)), m.group(2));
                }
            }
        } catch (IOException e) {
            log.warn("reading the kernel's interfaces: {}", e.getMessage());
            return byIndex;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return byIndex;
        }
        return out;
    }
}
