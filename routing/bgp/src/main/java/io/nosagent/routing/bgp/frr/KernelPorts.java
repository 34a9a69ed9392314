package io.nosagent.routing.bgp.frr;

import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.net.IpAddresses;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * One kernel interface per addressed router interface where zebra runs, named by
 * {@link KernelInterfaces#kernelName} and holding the router interface's addresses, so that zebra resolves
 * BGP next hops through them. An existing interface of that name is used as it is (a test's veth, later
 * the control plane's TUN); a missing one is made as a dummy. Made with iproute2 (needs root).
 */
public final class KernelPorts {

    private static final Logger log = LoggerFactory.getLogger(KernelPorts.class);

    private final Optional<String> namespace;

    public KernelPorts(Optional<String> namespace) {
        this.namespace = namespace;
    }

    /** Makes sure every addressed interface of {@code interfaces} has its kernel interface, up, with its addresses. */
    public void sync(Collection<InterfaceIntent> interfaces) {
        for (InterfaceIntent i : interfaces) {
            if (i.addresses().isEmpty()) {
                continue;
            }
            String name = KernelInterfaces.kernelName(i.name());
            if (!ip("link", "show", "dev", name)) {
                ip("link", "add", name, "type", "dummy");
            }
            ip("link", "set", name, "up");
            for (InterfaceAddress a : i.addresses()) {
                ip("addr", "replace", IpAddresses.format(a.ip()) + "/" + a.prefixLength(), "dev", name);
            }
        }
    }

    private boolean ip(String... args) {
        var cmd = new ArrayList<>(List.of("ip"));
        namespace.ifPresent(ns -> cmd.addAll(List.of("-n", ns)));
        cmd.addAll(List.of(args));
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) {
                if (!"show".equals(args[1])) {
                    log.warn("{}: {}", String.join(" ", cmd), out.strip());
                }
                return false;
            }
            return true;
        } catch (IOException e) {
            log.warn("{}: {}", String.join(" ", cmd), e.getMessage());
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
