package io.nosagent.agent.traffic;

import io.nosagent.sai.vasic.fault.PfcStorm;
import io.nosagent.sai.vasic.nic.SimNic;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Faults on the simulated hosts of a virtual ASIC: each acts on the NIC cabled to the port (its link, its
 * PFC, its receive buffer), on the simulation's own thread. A port with no host cabled has no peer to
 * storm or drain: refused with {@link IllegalArgumentException}.
 */
public final class SimulatedFaults implements FaultInjector {

    private final SimulatedHosts hosts;
    private final Map<String, Map<Integer, PfcStorm>> storms = new HashMap<>();
    private final Map<String, Boolean> links = new HashMap<>();
    private final Map<String, Boolean> draining = new HashMap<>();
    private final Map<String, Double> loss = new HashMap<>();

    public SimulatedFaults(SimulatedHosts hosts) {
        this.hosts = hosts;
    }

    private SimNic nic(String port) {
        return hosts.host(port).orElseThrow(() -> new IllegalArgumentException("no simulated host is cabled to " + port
                + " (hosts are on the ports whose config names a static IPv4 neighbor)"));
    }

    @Override
    public synchronized void startStorm(String port, int priority, Optional<Duration> duration) {
        if (priority < 0 || priority > 7) {
            throw new IllegalArgumentException("PFC priority must be 0..7, not " + priority);
        }
        SimNic nic = nic(port);
        stopStorm(port, priority);
        hosts.inject(faults -> {
            PfcStorm storm = faults.pfcStorm(nic, priority);
            synchronized (this) {
                storms.computeIfAbsent(port, p -> new HashMap<>()).put(priority, storm);
            }
            duration.ifPresent(d -> faults.at(hosts.simulationNow() + d.toNanos(), () -> {
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
            hosts.inject(faults -> storm.stop());
        }
    }

    @Override
    public synchronized void link(String port, boolean up) {
        SimNic nic = nic(port);
        links.put(port, up);
        hosts.inject(faults -> {
            if (up) {
                faults.linkUp(nic.link());
            } else {
                faults.linkDown(nic.link());
            }
        });
    }

    @Override
    public synchronized void draining(String port, boolean on) {
        SimNic nic = nic(port);
        draining.put(port, on);
        hosts.inject(faults -> {
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
        SimNic nic = nic(port);
        loss.put(port, rate);
        hosts.inject(faults -> faults.lossy(nic.link(), nic, rate));
    }

    @Override
    public synchronized Map<String, PortFaults> state() {
        var ports = new TreeSet<String>();
        ports.addAll(storms.keySet());
        ports.addAll(links.keySet());
        ports.addAll(draining.keySet());
        ports.addAll(loss.keySet());
        var out = new TreeMap<String, PortFaults>();
        for (String p : ports) {
            out.put(p, new PortFaults(links.getOrDefault(p, true), draining.getOrDefault(p, true), loss.getOrDefault(p, 0.0),
                    storms.getOrDefault(p, Map.of()).keySet()));
        }
        return out;
    }
}
