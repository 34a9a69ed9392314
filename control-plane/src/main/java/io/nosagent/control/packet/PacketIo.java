package io.nosagent.control.packet;

import io.nosagent.config.intent.copp.TrapName;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiNotification;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.HostifPacketAttr;
import io.nosagent.sai.meta.SaiEnums;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongFunction;
import java.util.function.Predicate;

/**
 * The agent's end of the CPU port. In: every packet event of the SAI callback channel, told by its trap to the
 * one handler of that trap (ARP, neighbor discovery, neighbor miss; LLDP and the kernel path register the same
 * way), with the port it came in on; a frame too short for its Ethernet header counts as malformed. Handlers run
 * on the SAI's notification thread (the simulation's in simulation mode) and must not block: state they change
 * goes through the update loop. Out: frames out of one port as they are (PIPELINE_BYPASS, on the network-control
 * queue: neighbor replies and probes) or through the pipeline (PIPELINE_LOOKUP: routed). A send the ASIC refuses is
 * counted and logged, never thrown: a lost reply is a host asking again.
 */
public final class PacketIo implements AutoCloseable {

    /** The egress queue of the frames the agent sends out of a port: the network-control queue (7). */
    public static final int CONTROL_QUEUE = 7;
    private static final Logger log = LoggerFactory.getLogger(PacketIo.class);

    /**
     * A trapped packet as the agent receives it.
     *
     * @param port the port it came in on; {@link #FROM_CPU} for one the CPU itself handed to the pipeline (a kernel
     *             packet whose next hop has no neighbor yet: only the neighbor-miss trap hears those)
     */
    public record Received(TrapName trap, String port, Frame frame) {
        public static final String FROM_CPU = "";
    }

    private final Sai sai;
    private final SwitchHandle sw;
    private final LongFunction<Optional<TrapName>> traps;
    private final Map<TrapName, Consumer<Received>> handlers = new EnumMap<>(TrapName.class);
    private final Map<TrapName, List<Predicate<Received>>> claims = new EnumMap<>(TrapName.class);
    private final PacketCounters counters = new PacketCounters();
    private final AutoCloseable subscription;

    /** @param traps the trap a trap object id is (the CoPP programmer knows its traps) */
    public PacketIo(Sai sai, SwitchHandle sw, LongFunction<Optional<TrapName>> traps) {
        this.sai = sai;
        this.sw = sw;
        this.traps = traps;
        this.subscription = sai.subscribe(n -> {
            if (n instanceof SaiNotification.PacketEvent e) {
                received(e);
            }
        });
    }

    /** Hands every packet of {@code trap} to {@code handler} from now on (one handler per trap). */
    public synchronized void handle(TrapName trap, Consumer<Received> handler) {
        if (handlers.putIfAbsent(trap, handler) != null) {
            throw new IllegalStateException("trap " + trap + " already has a handler");
        }
    }

    /**
     * Offers {@code claim} every packet of {@code trap} before its handler: one it takes (true) is its alone. For
     * packets that share a trap with another reader: the agent's own echo replies arrive by IP2ME, as the kernel's do.
     */
    public synchronized void claim(TrapName trap, Predicate<Received> claim) {
        claims.merge(trap, List.of(claim), (a, b) -> java.util.stream.Stream.concat(a.stream(), b.stream()).toList());
    }

    public PacketCounters counters() {
        return counters;
    }

    private void received(SaiNotification.PacketEvent e) {
        Optional<TrapName> trap = traps.apply(e.trapId());
        Optional<String> port = sw.interfaceName(e.ingressPort());
        if (trap.isEmpty()) {
            return; // a trap the agent did not program (or already removed): nothing is the agent's
        }
        counters.countReceived(trap.get());
        Consumer<Received> handler;
        List<Predicate<Received>> claimants;
        synchronized (this) {
            handler = handlers.get(trap.get());
            claimants = claims.getOrDefault(trap.get(), List.of());
        }
        // A neighbor miss needs no port: the daemons' own packets (BGP's first SYN over an uplink) come from the CPU.
        if ((handler == null && claimants.isEmpty()) || (port.isEmpty() && trap.get() != TrapName.NEIGHBOR_MISS)) {
            counters.countIgnored(trap.get());
            return;
        }
        Frame frame;
        try {
            frame = Frame.parse(e.frame());
        } catch (MalformedFrame m) {
            counters.countMalformed(trap.get());
            return;
        }
        var received = new Received(trap.get(), port.orElse(Received.FROM_CPU), frame);
        for (Predicate<Received> claim : claimants) {
            if (claim.test(received)) {
                return;
            }
        }
        if (handler == null) {
            counters.countIgnored(trap.get());
            return;
        }
        handler.accept(received);
    }

    /** Sends {@code frame} out of {@code port} as it is, on the network-control queue. */
    public void sendOut(String port, byte[] frame) {
        Optional<Long> portId = sw.portId(port);
        if (portId.isEmpty()) {
            throw new IllegalArgumentException("no port " + port);
        }
        send(frame, List.of(HostifPacketAttr.HOSTIF_TX_TYPE.s32(SaiEnums.HostifTxType.PIPELINE_BYPASS),
                HostifPacketAttr.EGRESS_PORT_OR_LAG.oid(portId.get()), HostifPacketAttr.EGRESS_QUEUE_INDEX.u8(CONTROL_QUEUE)));
    }

    /** Hands {@code frame} to the pipeline: routed by the switch's routes and neighbors. */
    public void route(byte[] frame) {
        send(frame, List.of(HostifPacketAttr.HOSTIF_TX_TYPE.s32(SaiEnums.HostifTxType.PIPELINE_LOOKUP)));
    }

    private void send(byte[] frame, List<Attribute> attrs) {
        try {
            sai.sendHostifPacket(sw.switchId(), frame, attrs);
            counters.countSent(true);
        } catch (SaiException e) {
            counters.countSent(false);
            log.warn("the ASIC refused to send a frame: {}", e.getMessage());
        }
    }

    @Override
    public void close() {
        try {
            subscription.close();
        } catch (Exception e) {
            log.debug("unsubscribing from packet events failed", e);
        }
    }
}
