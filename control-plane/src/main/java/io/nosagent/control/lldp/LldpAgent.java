package io.nosagent.control.lldp;

import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.copp.TrapName;
import io.nosagent.control.packet.MalformedFrame;
import io.nosagent.control.packet.PacketIo;
import io.nosagent.feature.update.UpdateLoop;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.observe.Published;
import io.nosagent.sai.ports.PortStatus;
import io.nosagent.sai.ports.PortStatusTracker;
import io.nosagent.sai.time.AgentTime;
import io.nosagent.sai.time.Timer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * LLDP in the agent (FBOSS's way: no lldpd, on the agent's time source). Every {@link #HELLO} it announces the
 * switch out of every port that is up (and at once on a port coming up): chassis id the switch's MAC, port id the
 * port's name, TTL {@link #TTL_SECONDS}, the interface's description (else its name) and the hostname. It keeps
 * the LLDPDU last heard on each port until its TTL runs out, a TTL of 0 says the peer stopped, or the port goes
 * down. A malformed LLDPDU is counted and dropped; TLVs of types 802.1AB does not define are counted and skipped.
 * All of it runs on the update loop; the result is {@link #published()} after every change.
 */
public final class LldpAgent implements AutoCloseable {

    public static final Duration HELLO = Duration.ofSeconds(5);
    public static final int TTL_SECONDS = 120;
    private static final Duration AGER = Duration.ofSeconds(1);
    private static final Logger log = LoggerFactory.getLogger(LldpAgent.class);

    private final PacketIo io;
    private final SwitchHandle sw;
    private final AgentTime time;
    private final UpdateLoop loop;
    private final PortStatusTracker ports;
    private final Supplier<SwitchIntent> running;
    private final Map<String, LldpNeighbor> neighbors = new TreeMap<>();
    private final Map<String, LldpState.PortCounters> counters = new TreeMap<>();
    private final Published<LldpState> published = new Published<>("LLDP", LldpState.NONE);
    private final Timer hello;
    private final Timer ager;
    private final AutoCloseable portChanges;

    public LldpAgent(PacketIo io, SwitchHandle sw, AgentTime time, UpdateLoop loop, PortStatusTracker ports,
                     Supplier<SwitchIntent> running) {
        this.io = io;
        this.sw = sw;
        this.time = time;
        this.loop = loop;
        this.ports = ports;
        this.running = running;
        io.handle(TrapName.LLDP, r -> loop.run("an LLDPDU on " + r.port(), () -> received(r)));
        this.hello = time.scheduleAtFixedRate(HELLO, HELLO, () -> loop.run("the LLDP hello", this::announce));
        this.ager = time.scheduleAtFixedRate(AGER, AGER, () -> loop.run("the LLDP ager", this::age));
        this.portChanges = ports.changes().subscribe(s -> loop.run("LLDP on " + s.interfaceName(), () -> portChanged(s)));
    }

    /** The neighbors and counters, after every change. */
    public Published<LldpState> published() {
        return published;
    }

    private void announce() {
        for (String port : sw.portsByName().keySet()) {
            if (ports.status(port).map(PortStatus::up).orElse(false)) {
                announce(port);
            }
        }
        publish();
    }

    private void announce(String port) {
        SwitchIntent intent = running.get();
        String description = intent.interfaceNamed(port).flatMap(InterfaceIntent::description).orElse(port);
        io.sendOut(port, Lldpdu.announcement(sw.mac(), port, TTL_SECONDS, description, intent.system().hostname()));
        count(port, 0, 1, 0, 0, 0);
    }

    private void received(PacketIo.Received r) {
        Lldpdu.Read read;
        try {
            read = Lldpdu.parse(r.frame());
        } catch (MalformedFrame m) {
            io.counters().countMalformed(r.trap());
            count(r.port(), 0, 0, 1, 0, 0);
            log.debug("malformed LLDPDU on {}: {}", r.port(), m.getMessage());
            publish();
            return;
        }
        count(r.port(), 1, 0, 0, read.unknownTlvs(), 0);
        Lldpdu du = read.lldpdu();
        Instant now = time.now();
        if (du.ttlSeconds() == 0) {
            neighbors.remove(r.port());
        } else {
            LldpNeighbor before = neighbors.get(r.port());
            boolean same = before != null && before.lldpdu().chassisId().equals(du.chassisId())
                    && before.lldpdu().portId().equals(du.portId());
            neighbors.put(r.port(), new LldpNeighbor(r.port(), du, same ? before.firstSeen() : now, now));
        }
        publish();
    }

    private void age() {
        Instant now = time.now();
        boolean changed = neighbors.values().removeIf(n -> {
            boolean expired = !n.expires().isAfter(now);
            if (expired) {
                count(n.port(), 0, 0, 0, 0, 1);
            }
            return expired;
        });
        if (changed) {
            publish();
        }
    }

    private void portChanged(PortStatus s) {
        if (s.up()) {
            announce(s.interfaceName());
        } else {
            neighbors.remove(s.interfaceName());
        }
        publish();
    }

    private void count(String port, long in, long out, long errors, long unknown, long aged) {
        counters.merge(port, LldpState.PortCounters.ZERO.plus(in, out, errors, unknown, aged),
                (a, b) -> a.plus(b.frameIn(), b.frameOut(), b.frameErrorIn(), b.tlvUnknown(), b.agedOut()));
    }

    private void publish() {
        published.publish(new LldpState(neighbors, counters));
    }


    @Override
    public void close() {
        hello.cancel();
        ager.cancel();
        try {
            portChanges.close();
        } catch (Exception e) {
            log.debug("unsubscribing from port changes failed", e);
        }
    }
}
