package io.nosagent.lab.traffic;

import io.nosagent.agent.faults.FaultInjector;
import io.nosagent.sai.vasic.fabric.Fabric;
import io.nosagent.sai.vasic.fault.Faults;
import io.nosagent.sai.vasic.fault.PfcStorm;
import io.nosagent.sai.vasic.link.Link;
import io.nosagent.sai.vasic.link.LinkEnd;
import io.nosagent.sai.vasic.nic.SimNic;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Faults on the cables of one virtual switch: each acts on what is at the other end of the port (a NIC's
 * link, PFC and receive buffer; another switch's link and PFC), on the simulation's own thread. A port
 * with nothing cabled is refused with {@link IllegalArgumentException}, and so is draining a port that
 * leads to a switch.
 */
public final class SimulatedFaults implements FaultInjector {

    /** What a port is cabled to: the cable and the end at its far side (a {@link SimNic}, or another switch's port). */
    public record Peer(Link link, LinkEnd end) {
        Optional<SimNic> nic() {
            return end instanceof SimNic n ? Optional.of(n) : Optional.empty();
        }
    }

    private final Fabric fabric;
    private final Function<String, Optional<Peer>> peers;
    /** The refusal of a port with nothing cabled, {@code %s} the port. */
    private final String nothingCabled;
    private final Map<String, Map<Integer, PfcStorm>> storms = new HashMap<>();
    private final Map<String, Boolean> links = new HashMap<>();
    private final Map<String, Boolean> draining = new HashMap<>();
    private final Map<String, Double> loss = new HashMap<>();
    /** Each swapped port and the port whose cable it has (both ways). */
    private final Map<String, String> swapped = new HashMap<>();

    /** The faults of an agent's own simulated hosts and spine peers (one per enabled port with an IPv4 address). */
    public SimulatedFaults(SimulatedHosts hosts) {
        this(hosts.fabric(), port -> hosts.host(port).map(n -> new Peer(n.link(), n)),
                "no simulated host is cabled to %s (hosts and spine peers are on the enabled ports with an IPv4 address)");
    }

    /** The faults of one switch of {@code fabric}, whose ports lead where {@code peers} says. */
    public SimulatedFaults(Fabric fabric, Function<String, Optional<Peer>> peers) {
        this(fabric, peers, "nothing is cabled to %s");
    }

    private SimulatedFaults(Fabric fabric, Function<String, Optional<Peer>> peers, String nothingCabled) {
        this.fabric = fabric;
        this.peers = peers;
        this.nothingCabled = nothingCabled;
    }

    private Peer peer(String port) {
        return peers.apply(port).orElseThrow(() -> new IllegalArgumentException(nothingCabled.formatted(port)));
    }

    private SimNic nic(String port) {
        return peer(port).nic().orElseThrow(() -> new IllegalArgumentException(port
                + " leads to another switch, not a NIC: only a NIC stops draining"));
    }

    /** Runs {@code fault} on the simulation's own thread, the only one that may touch it while it runs. */
    private void inject(Consumer<Faults> fault) {
        fabric.simulation().submit(() -> fault.accept(fabric.faults()));
    }

    @Override
    public synchronized void startStorm(String port, int priority, Optional<Duration> duration) {
        if (priority < 0 || priority > 7) {
            throw new IllegalArgumentException("PFC priority must be 0..7, not " + priority);
        }
        Peer peer = peer(port);
        stopStorm(port, priority);
        inject(faults -> {
            PfcStorm storm = faults.pfcStorm(peer.link(), peer.end(), priority);
            synchronized (this) {
                storms.computeIfAbsent(port, p -> new HashMap<>()).put(priority, storm);
            }
            duration.ifPresent(d -> faults.at(fabric.simulation().now() + d.toNanos(), () -> {
                storm.stop();
                synchronized (this) {
                    Map<Integer, PfcStorm> onPort = storms.get(port);
                    if (onPort != null && onPort.get(priority) == storm) {
                        onPort.remove(priority);
                    }
                }
            }));
        });
    }

    @Override
    public synchronized void stopStorm(String port, int priority) {
        Map<Integer, PfcStorm> onPort = storms.get(port);
        PfcStorm storm = onPort == null ? null : onPort.remove(priority);
        if (storm != null) {
            inject(faults -> storm.stop());
        }
    }

    @Override
    public synchronized void link(String port, boolean up) {
        Link link = peer(port).link();
        links.put(port, up);
        inject(faults -> {
            if (up) {
                faults.linkUp(link);
            } else {
                faults.linkDown(link);
            }
        });
    }

    @Override
    public synchronized void draining(String port, boolean on) {
        SimNic nic = nic(port);
        draining.put(port, on);
        inject(faults -> {
            if (on) {
                faults.resumeDraining(nic);
            } else {
                faults.stopDraining(nic);
            }
        });
    }

    @Override
    public synchronized void lossy(String port, double rate) {
        if (!(rate >= 0 && rate <= 1)) {
            throw new IllegalArgumentException("loss rate must be within 0..1, not " + rate);
        }
        Peer peer = peer(port);
        loss.put(port, rate);
        inject(faults -> faults.lossy(peer.link(), peer.end(), rate));
    }

    @Override
    public synchronized void swapCables(String portA, String portB) {
        if (portA.equals(portB)) {
            throw new IllegalArgumentException("swapping " + portA + "'s cable with itself");
        }
        for (String p : new String[]{portA, portB}) {
            if (swapped.containsKey(p)) {
                throw new IllegalArgumentException(p + " is already swapped with " + swapped.get(p) + "; put those back first");
            }
        }
        swap(portA, portB);
        swapped.put(portA, portB);
        swapped.put(portB, portA);
    }

    @Override
    public synchronized void unswapCables(String port) {
        String other = swapped.remove(port);
        if (other != null) {
            swapped.remove(other);
            swap(port, other);
        }
    }

    /** Swaps what is at the far ends of the two ports' cables (the same again puts them back). */
    private void swap(String portA, String portB) {
        Peer a = peer(portA);
        Peer b = peer(portB);
        inject(faults -> Link.swapFarEnds(a.link(), a.link().peerOf(a.end()), b.link(), b.link().peerOf(b.end())));
    }

    @Override
    public synchronized Map<String, PortFaults> state() {
        var ports = new TreeSet<String>();
        ports.addAll(storms.keySet());
        ports.addAll(links.keySet());
        ports.addAll(draining.keySet());
        ports.addAll(loss.keySet());
        ports.addAll(swapped.keySet());
        var out = new TreeMap<String, PortFaults>();
        for (String p : ports) {
            out.put(p, new PortFaults(links.getOrDefault(p, true), draining.getOrDefault(p, true), loss.getOrDefault(p, 0.0),
                    storms.getOrDefault(p, Map.of()).keySet(), Optional.ofNullable(swapped.get(p))));
        }
        return out;
    }
}
