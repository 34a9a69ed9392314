package io.nosagent.routing.bgp.frr;

import io.nosagent.routing.RoutedRack;
import org.junit.jupiter.api.Assumptions;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Network namespaces for FRR tests: the switch's and a peer's, joined by a veth whose switch end is named
 * after a router interface; the switch itself ({@link FrrRack}). Tests using it skip without FRR or root.
 * Everything made is removed on close.
 */
public final class FrrLab implements AutoCloseable {

    private final String tag = Long.toString(ProcessHandle.current().pid() % 100000) + Long.toString(System.nanoTime() % 1000);
    private final List<String> namespaces = new ArrayList<>();
    private final Map<Path, Process> peers = new LinkedHashMap<>();
    private final List<FrrRack> racks = new ArrayList<>();

    public static void assumeFrrAndRoot() {
        Assumptions.assumeTrue(FrrDaemons.installed(), "FRR is not installed (Debian packages frr, frr-pythontools)");
        Assumptions.assumeTrue(isRoot(), "FRR tests need root (network namespaces, veth)");
    }

    private static boolean isRoot() {
        try {
            Process p = new ProcessBuilder("id", "-u").start();
            return new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip().equals("0");
        } catch (IOException e) {
            return false;
        }
    }

    /** Lets the daemons (user frr) through {@code dir}, a test's own directory, to their run directories in it. */
    public static void openToFrr(Path dir) throws IOException {
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    /** A new namespace with lo up; its name. */
    public String namespace(String role) {
        String name = "nsa" + role + tag;
        run("ip", "netns", "add", name);
        namespaces.add(name);
        run("ip", "-n", name, "link", "set", "lo", "up");
        return name;
    }

    /** A veth between {@code a} (end named {@code nameA}, address {@code addressA}) and {@code b}. */
    public void veth(String a, String nameA, String addressA, String b, String nameB, String addressB) {
        String tmpA = "va" + tag;
        String tmpB = "vb" + tag;
        run("ip", "link", "add", tmpA, "type", "veth", "peer", "name", tmpB);
        run("ip", "link", "set", tmpA, "netns", a);
        run("ip", "link", "set", tmpB, "netns", b);
        run("ip", "-n", a, "link", "set", tmpA, "name", nameA);
        run("ip", "-n", b, "link", "set", tmpB, "name", nameB);
        run("ip", "-n", a, "addr", "add", addressA, "dev", nameA);
        run("ip", "-n", b, "addr", "add", addressB, "dev", nameB);
        run("ip", "-n", a, "link", "set", nameA, "up");
        run("ip", "-n", b, "link", "set", nameB, "up");
    }

    /** A plain bgpd (no zebra) in {@code namespace} with {@code config}; its vty sockets in {@code dir}. */
    public Vtysh peer(String namespace, Path dir, String config) throws IOException {
        Files.createDirectories(dir);
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxrwxrwx"));
        Path conf = dir.resolve("frr.conf");
        Files.writeString(conf, config);
        Files.setPosixFilePermissions(conf, PosixFilePermissions.fromString("rw-r--r--"));
        peers.put(dir, new ProcessBuilder("ip", "netns", "exec", namespace, "/usr/lib/frr/bgpd", "--no_zebra", "-f", conf.toString(),
                "-i", dir.resolve("bgpd.pid").toString(), "--vty_socket", dir.toString(), "-A", "127.0.0.1", "-P", "0",
                "--log", "file:" + dir.resolve("bgpd.log")).redirectErrorStream(true)
                .redirectOutput(dir.resolve("bgpd.out").toFile()).start());
        return new Vtysh(dir);
    }

    /** Kills the peer started in {@code dir} as a crash would (SIGKILL: its sessions drop without a NOTIFICATION). */
    public void kill(Path dir) throws InterruptedException {
        Process p = peers.remove(dir);
        p.destroyForcibly();
        p.waitFor(5, TimeUnit.SECONDS);
    }

    /**
     * An RTSW on the virtual ASIC (seed {@code seed}) whose FRR runs as children in {@code namespace}, in
     * {@code dir}; closed before the peers and namespaces.
     */
    FrrRack rack(long seed, String namespace, Path dir) {
        return rack(RoutedRack.rtsw(seed), namespace, dir);
    }

    /** As {@link #rack(long, String, Path)}, on {@code rack}. */
    FrrRack rack(RoutedRack rack, String namespace, Path dir) {
        var sw = new FrrRack(rack, namespace, dir);
        racks.add(sw);
        return sw;
    }

    static void run(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new IllegalStateException(String.join(" ", command) + ": " + out.strip());
            }
        } catch (IOException e) {
            throw new IllegalStateException(String.join(" ", command), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        racks.forEach(FrrRack::close);
        for (Process p : peers.values()) {
            p.destroy();
            try {
                p.waitFor(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        for (String ns : namespaces) {
            try {
                run("ip", "netns", "del", ns);
            } catch (IllegalStateException e) {
                // already gone
            }
        }
    }
}
