package io.nosagent.control.kernel;

import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.copp.TrapName;
import io.nosagent.control.packet.Frame;
import io.nosagent.control.packet.PacketIo;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.ports.PortStatusTracker;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * FBOSS's tun manager: for each router interface (an interface with addresses) an L3 TUN interface named after it
 * ({@link KernelNames}) with its addresses and MTU, link up while its port is operationally up, removed with it;
 * TCP daemons (BGP) and the kernel's own ICMP answer through them. In: the packets the IP2ME, BGP and BGPv6 traps
 * deliver are written, without their Ethernet header, to the TUN of the port they came in on (none there: counted
 * as ignored). Out: what the kernel sends on a TUN goes to the pipeline (PIPELINE_LOOKUP) in a frame to the switch's
 * own MAC, so the switch's routes and neighbors carry it. The TUNs are created, changed and read on one thread in
 * the {@link KernelNamespace}; {@link #apply} and {@link #portChanged} hand it the change and return at once.
 */
public final class KernelInterfaces implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(KernelInterfaces.class);
    private static final List<TrapName> TRAPS = List.of(TrapName.IP2ME, TrapName.BGP, TrapName.BGPV6);
    private static final int IPV4_HEADER = 20;
    private static final int IPV6_HEADER = 40;

    /** A router interface as the kernel shows it. */
    private record Wanted(String kernelName, int mtu, Set<InterfaceAddress> addresses) {
    }

    private record Live(TunDevice tun, Wanted wanted) {
    }

    private final PacketIo io;
    private final MacAddress switchMac;
    private final KernelNamespace namespace;
    private final IpCommands ip;
    private final TunLoop loop;
    private final AutoCloseable ports;
    private final Libc libc = new Libc();
    /** Port to TUN, read on the packet events' thread. */
    private final Map<String, TunDevice> byPort = new ConcurrentHashMap<>();
    // the loop thread's own state
    private final Map<String, Live> live = new HashMap<>();
    private static final long GONE_WAIT_MS = 3_000;
    private final Map<String, Boolean> operUp = new HashMap<>();
    private final AtomicLong toKernel = new AtomicLong();
    private final AtomicLong fromKernel = new AtomicLong();

    /**
     * Starts the kernel path in {@code namespace}: the thread, the traps' handler and the ports' oper state (no
     * interface until {@link #apply}).
     *
     * @throws IOException when the namespace cannot be entered
     */
    public KernelInterfaces(PacketIo io, MacAddress switchMac, PortStatusTracker ports, KernelNamespace namespace) throws IOException {
        this.io = io;
        this.switchMac = switchMac;
        this.namespace = namespace;
        this.ip = new IpCommands(namespace);
        this.loop = new TunLoop(libc, namespace, this::sendFromKernel);
        for (TrapName trap : TRAPS) {
            io.handle(trap, this::toKernel);
        }
        this.ports = ports.changes().subscribe(s -> portChanged(s.interfaceName(), s.up()));
        ports.all().values().forEach(s -> portChanged(s.interfaceName(), s.up()));
        log.info("kernel interfaces on, in {}", namespace);
    }

    /**
     * The kernel path in {@code namespace} if it can run here; if not, says why once ("kernel interfaces off: ...")
     * and the agent goes on without it.
     */
    public static Optional<KernelInterfaces> start(PacketIo io, MacAddress switchMac, PortStatusTracker ports,
                                                   KernelNamespace namespace) {
        Optional<String> why = KernelAccess.unavailable();
        if (why.isEmpty()) {
            try {
                return Optional.of(new KernelInterfaces(io, switchMac, ports, namespace));
            } catch (IOException | RuntimeException e) {
                why = Optional.of(e.getMessage());
            }
        }
        log.warn("kernel interfaces off: {}", why.get());
        return Optional.empty();
    }

    /** Makes the TUNs those of {@code intent}'s router interfaces; done when the kernel shows them. */
    public CompletableFuture<Void> apply(SwitchIntent intent) {
        var wanted = new HashMap<String, Wanted>();
        var names = new HashMap<String, String>();
        for (InterfaceIntent i : intent.interfaces().values()) {
            if (i.addresses().isEmpty()) {
                continue;
            }
            String kernelName = KernelNames.of(i.name());
            String other = names.putIfAbsent(kernelName, i.name());
            if (other != null) {
                log.warn("no kernel interface for {}: its kernel name {} is {}'s", i.name(), kernelName, other);
                continue;
            }
            wanted.put(i.name(), new Wanted(kernelName, i.mtu(), new TreeSet<>(i.addresses())));
        }
        return loop.submit(() -> {
            reconcile(wanted);
            return null;
        });
    }

    /** The port {@code port} went up or down: its TUN's link follows; done when the kernel shows it. */
    public CompletableFuture<Void> portChanged(String port, boolean up) {
        return loop.submit(() -> {
            operUp.put(port, up);
            Live l = live.get(port);
            if (l != null) {
                ip.run(List.of(IpCommands.link(l.wanted().kernelName(), up)));
            }
            return null;
        });
    }

    /** Packets written to the kernel so far. */
    public long toKernel() {
        return toKernel.get();
    }

    /** Packets the kernel sent that went to the pipeline so far. */
    public long fromKernel() {
        return fromKernel.get();
    }

    // ---- the loop thread ---------------------------------------------------------------------------------------

    private void reconcile(Map<String, Wanted> wanted) {
        for (var it = live.entrySet().iterator(); it.hasNext(); ) {
            var e = it.next();
            Wanted w = wanted.get(e.getKey());
            if (w == null || !w.kernelName().equals(e.getValue().wanted().kernelName())) {
                byPort.remove(e.getKey());
                loop.close(e.getValue().tun());
                it.remove();
            }
        }
        for (var e : wanted.entrySet()) {
            String port = e.getKey();
            Wanted w = e.getValue();
            Live before = live.get(port);
            try {
                if (before == null) {
                    TunDevice tun = open(w.kernelName());
                    try {
                        ip.run(IpCommands.create(w.kernelName(), w.mtu(), w.addresses(), operUp.getOrDefault(port, false)));
                    } catch (IOException | RuntimeException ex) {
                        tun.close(); // gone again: the next commit tries anew
                        throw ex;
                    }
                    live.put(port, new Live(tun, w));
                    loop.watch(tun);
                    byPort.put(port, tun);
                } else if (!before.wanted().equals(w)) {
                    ip.run(IpCommands.change(w.kernelName(), before.wanted().mtu(), w.mtu(), before.wanted().addresses(), w.addresses()));
                    live.put(port, new Live(before.tun(), w));
                }
            } catch (IOException | RuntimeException ex) {
                log.warn("kernel interface {} for {}: {}", w.kernelName(), port, ex.getMessage());
            }
        }
    }

    /** A TUN in the interfaces' namespace, opened there by the loop thread, which then returns to the agent's. */
    private TunDevice open(String kernelName) throws IOException {
        try {
            return namespace.within(libc, () -> TunDevice.open(libc, kernelName));
        } catch (IOException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    // ---- in: trapped packets to the kernel (the packet events' thread) -------------------------------------------

    private void toKernel(PacketIo.Received r) {
        TunDevice tun = byPort.get(r.port());
        int length = ipLength(r.frame());
        if (length < 0) {
            io.counters().countMalformed(r.trap());
            return;
        }
        try {
            if (tun != null && tun.write(r.frame().bytes(), Frame.HEADER, length)) {
                toKernel.incrementAndGet();
                return;
            }
        } catch (IOException e) {
            log.debug("writing to kernel interface {} failed: {}", tun.name(), e.getMessage());
        }
        io.counters().countIgnored(r.trap());
    }

    /** The length of the IP packet in {@code frame} (its padding off), or -1 when it is not a whole one. */
    static int ipLength(Frame frame) {
        byte[] b = frame.bytes();
        int room = frame.payloadLength();
        int length = switch (frame.etherType()) {
            case Frame.TYPE_IPV4 -> room >= IPV4_HEADER && (b[Frame.HEADER] & 0xF0) == 0x40 ? u16(b, Frame.HEADER + 2) : -1;
            case Frame.TYPE_IPV6 -> room >= IPV6_HEADER && (b[Frame.HEADER] & 0xF0) == 0x60 ? IPV6_HEADER + u16(b, Frame.HEADER + 4) : -1;
            default -> -1;
        };
        return length > room || length < (frame.etherType() == Frame.TYPE_IPV4 ? IPV4_HEADER : IPV6_HEADER) ? -1 : length;
    }

    // ---- out: what the kernel sends (the loop thread) -------------------------------------------------------------

    private void sendFromKernel(TunDevice tun, byte[] packet) {
        int version = packet.length == 0 ? 0 : (packet[0] & 0xF0) >>> 4;
        int etherType = version == 4 ? Frame.TYPE_IPV4 : version == 6 ? Frame.TYPE_IPV6 : -1;
        if (etherType < 0) {
            return;
        }
        byte[] frame = new byte[Frame.HEADER + packet.length];
        long mac = switchMac.bits();
        for (int i = 0; i < 6; i++) {
            frame[i] = (byte) (mac >>> (8 * (5 - i)));
            frame[6 + i] = frame[i];
        }
        frame[12] = (byte) (etherType >>> 8);
        frame[13] = (byte) etherType;
        System.arraycopy(packet, 0, frame, Frame.HEADER, packet.length);
        io.route(frame);
        fromKernel.incrementAndGet();
    }

    private static int u16(byte[] b, int at) {
        return (b[at] & 0xFF) << 8 | (b[at + 1] & 0xFF);
    }

    /**
     * The kernel removes a TUN once its last descriptor is closed, but not at once: a next agent (a warm restart)
     * that asked for the same name meanwhile would attach to the dying device and lose it. So a stop waits until
     * the kernel no longer shows them (at most {@link #GONE_WAIT_MS} ms).
     */
    private void awaitGone(List<String> names) {
        long deadline = System.nanoTime() + GONE_WAIT_MS * 1_000_000;
        try {
            while (System.nanoTime() < deadline) {
                var now = ip.links();
                if (names.stream().noneMatch(now::contains)) {
                    return;
                }
                Thread.sleep(10);
            }
            log.warn("kernel interfaces in {} still shown {} ms after they were closed", namespace, GONE_WAIT_MS);
        } catch (IOException e) {
            log.debug("could not list the kernel's links: {}", e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Stops the thread and removes every TUN interface. */
    @Override
    public void close() {
        try {
            ports.close();
        } catch (Exception e) {
            log.debug("unsubscribing from port changes failed", e);
        }
        byPort.clear();
        List<String> names;
        try { // live is the loop thread's
            names = loop.submit(() -> live.values().stream().map(l -> l.wanted().kernelName()).toList()).get(5, TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException e) {
            names = List.of();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            names = List.of();
        }
        loop.close();
        awaitGone(names);
        log.info("kernel interfaces in {} removed", namespace);
    }
}
