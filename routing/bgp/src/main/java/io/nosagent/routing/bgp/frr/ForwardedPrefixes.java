package io.nosagent.routing.bgp.frr;

import io.nosagent.net.Cidr;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The advertisement gate: FRR's prefix-lists {@value #LIST} (IPv4 and IPv6) hold the learned prefixes the
 * switch's ASIC forwards, and every neighbor's outbound route-map permits only those ({@link FrrConfig}). FRR
 * 8.4.4's zebra reads nothing back from the FPM server, so {@code bgp suppress-fib-pending} waits for zebra's
 * kernel, not for the ASIC; this list is what makes a prefix advertised only once programmed.
 *
 * <p>Changes come from the update thread after each programming pass and reach bgpd in batches, one
 * {@code vtysh -d bgpd -f} per batch on this object's own thread (a batch is whatever accumulated while the previous
 * one was applied), so programming never waits for FRR. bgpd re-runs the outbound policy
 * {@link FrrConfig#ROUTE_MAP_DELAY_SECONDS} after a change. After each batch FRR took, {@code keep} gets the
 * list as it now is, to keep in frr.conf: a daemon that starts again reads the gate from there.
 */
public final class ForwardedPrefixes implements AutoCloseable {

    public static final String LIST = "NOSAGENT-FORWARDED";
    /** Entries of the originated prefixes (the rack aggregates) come first; learned ones from here. */
    static final long FIRST_LEARNED_SEQ = 1000;

    private static final Logger log = LoggerFactory.getLogger(ForwardedPrefixes.class);

    private final Path dir;
    private final Supplier<Vtysh> vtysh;
    private final Consumer<String> keep;
    private final ExecutorService worker;

    // Under this.
    private final Map<Cidr, Long> entries = new TreeMap<>();
    private Map<Cidr, Boolean> pending = new LinkedHashMap<>();
    private long nextSeq = FIRST_LEARNED_SEQ;
    private boolean scheduled;
    private long batches;

    /**
     * @param dir   where each batch's commands are written for vtysh (readable by user frr)
     * @param vtysh the running daemons' shell (asked at each batch: the daemons may have restarted)
     * @param keep  given {@link #lines()} after each batch FRR took (on this object's thread)
     */
    public ForwardedPrefixes(Path dir, Supplier<Vtysh> vtysh, Consumer<String> keep) {
        this.dir = dir;
        this.vtysh = vtysh;
        this.keep = keep;
        this.worker = Executors.newSingleThreadExecutor(Thread.ofPlatform().daemon().name("frr-gate").factory());
    }

    /** {@code forwarding} is now forwarded by the ASIC, {@code gone} no longer is (update thread). */
    public synchronized void changed(Collection<Cidr> forwarding, Collection<Cidr> gone) {
        forwarding.forEach(p -> pending.put(p, true));
        gone.forEach(p -> pending.put(p, false));
        if (!pending.isEmpty() && !scheduled) {
            scheduled = true;
            worker.execute(this::applyBatch);
        }
    }

    /**
     * Entries for prefixes the ASIC forwards before FRR runs (the learned routes a warm restart carried over), taken
     * at once into {@link #lines()}, for the config FRR starts with: a restarting switch then advertises them as soon
     * as bgpd has them, not after its first End-of-RIB told its peers it has nothing (which ends their stale paths).
     */
    public synchronized void seed(Collection<Cidr> forwarding) {
        forwarding.forEach(p -> entries.computeIfAbsent(p, k -> nextSeq++));
    }

    /** The entries FRR holds (or is being given), as config lines: a rendered config keeps them. */
    public synchronized String lines() {
        var out = new StringBuilder();
        entries.forEach((p, seq) -> out.append(entry(p, seq)).append('\n'));
        return out.toString();
    }

    /** Whether {@code prefix} is in the gate (FRR has it once the batch carrying it is applied). */
    public synchronized boolean contains(Cidr prefix) {
        return entries.containsKey(prefix);
    }

    /** How many batches went to FRR. */
    public synchronized long batches() {
        return batches;
    }

    private void applyBatch() {
        var commands = new StringBuilder();
        synchronized (this) {
            Map<Cidr, Boolean> batch = pending;
            pending = new LinkedHashMap<>();
            scheduled = false;
            batch.forEach((prefix, add) -> {
                if (add && !entries.containsKey(prefix)) {
                    long seq = nextSeq++;
                    entries.put(prefix, seq);
                    commands.append(entry(prefix, seq)).append('\n');
                } else if (!add && entries.containsKey(prefix)) {
                    commands.append("no ").append(entry(prefix, entries.remove(prefix))).append('\n');
                }
            });
            batches++;
        }
        if (commands.isEmpty()) {
            return;
        }
        try {
            Files.createDirectories(dir);
            Path file = Files.createTempFile(dir, "gate", ".conf");
            try {
                Files.writeString(file, commands);
                Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
                // bgpd alone: only its outbound route-maps read the list, and every other daemon would parse (and
                // keep) each entry too, a batch of thousands competing with bgpd and zebra mid-convergence.
                Vtysh.Result r = vtysh.get().apply(FrrDaemons.Daemon.BGPD, file);
                if (r.ok()) {
                    keep.accept(lines());
                } else {
                    log.warn("FRR: the advertisement gate's batch was refused: {}", r.output().strip());
                }
            } finally {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("writing the advertisement gate's batch", e);
        }
    }

    static String entry(Cidr prefix, long seq) {
        return (prefix.isIpv4() ? "ip" : "ipv6") + " prefix-list " + LIST + " seq " + seq + " permit " + prefix;
    }

    @Override
    public void close() {
        worker.shutdownNow();
    }
}
