package io.nosagent.control.kernel;

import io.nosagent.config.intent.InterfaceAddress;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * A kernel interface's addresses, MTU and link through iproute2: one {@code ip -batch -} per change (in the
 * {@link KernelNamespace}), its lines made here. IPv6 addresses are added without duplicate address detection: the
 * switch owns them, and a tentative address would not answer for a second or two.
 */
final class IpCommands {

    private static final long TIMEOUT_SECONDS = 10;

    private final KernelNamespace namespace;

    IpCommands(KernelNamespace namespace) {
        this.namespace = namespace;
    }

    /** A new interface: MTU, addresses, link. */
    static List<String> create(String name, int mtu, Set<InterfaceAddress> addresses, boolean up) {
        var lines = new ArrayList<String>();
        lines.add("link set dev " + name + " mtu " + mtu);
        addresses.forEach(a -> lines.add(add(name, a)));
        lines.add(link(name, up));
        return lines;
    }

    /** What changed of an interface: MTU, addresses gone, addresses new. */
    static List<String> change(String name, int mtuBefore, int mtu, Set<InterfaceAddress> before, Set<InterfaceAddress> after) {
        var lines = new ArrayList<String>();
        if (mtu != mtuBefore) {
            lines.add("link set dev " + name + " mtu " + mtu);
        }
        before.stream().filter(a -> !after.contains(a)).forEach(a -> lines.add("address del " + a + " dev " + name));
        after.stream().filter(a -> !before.contains(a)).forEach(a -> lines.add(add(name, a)));
        return lines;
    }

    static String link(String name, boolean up) {
        return "link set dev " + name + (up ? " up" : " down");
    }

    private static String add(String name, InterfaceAddress a) {
        return "address add " + a + " dev " + name + (a.isIpv4() ? "" : " nodad");
    }

    /** The names of the namespace's links now ({@code ip -o link show}). */
    Set<String> links() throws IOException {
        Process p = new ProcessBuilder(namespace.ip("-o", "link", "show")).redirectErrorStream(true).start();
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        awaitExit(p);
        var names = new HashSet<String>();
        for (String line : said.split("\n")) {
            String[] f = line.split(": ", 3); // "7: eth1-1-1: <POINTOPOINT,...> mtu ..."
            if (f.length >= 2) {
                names.add(f[1].split("@", 2)[0].strip());
            }
        }
        return names;
    }

    /** Runs {@code lines} as one batch; fails with what ip said. */
    void run(List<String> lines) throws IOException {
        if (lines.isEmpty()) {
            return;
        }
        Process p = new ProcessBuilder(namespace.ip("-batch", "-")).redirectErrorStream(true).start();
        try (OutputStream in = p.getOutputStream()) {
            in.write((String.join("\n", lines) + "\n").getBytes(StandardCharsets.US_ASCII));
        }
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        awaitExit(p);
        if (p.exitValue() != 0) {
            throw new IOException("ip " + String.join("; ", lines) + ": " + said);
        }
    }

    /** Waits for {@code p} (an ip command) to end, at most {@link #TIMEOUT_SECONDS}. */
    private static void awaitExit(Process p) throws IOException {
        try {
            if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IOException("ip did not finish in " + TIMEOUT_SECONDS + " s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted waiting for ip", e);
        }
    }
}
