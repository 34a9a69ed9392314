package io.nosagent.sai.vasic.nic;

import io.nosagent.sai.vasic.packet.Frames;
import io.nosagent.sai.vasic.packet.Packet;
import io.nosagent.sai.vasic.sim.EventHandler;
import io.nosagent.sai.vasic.sim.Simulation;

/**
 * A host's lldpd on one NIC: once told the host's name and the NIC's port name, it sends an LLDPDU every
 * {@link #INTERVAL_NS} (lldpd's default 30 s is the host's choice; 5 s keeps the switch's view fresh) with a TTL
 * of {@link #TTL_SECONDS}, at once when its link comes up, and counts the LLDPDUs it hears.
 */
final class LldpSpeaker implements EventHandler {

    static final long INTERVAL_NS = 5_000_000_000L;
    static final int TTL_SECONDS = 120;

    private final Simulation sim;
    private final SimNic nic;
    private String systemName;
    private String portId;
    private int generation;
    private long sent;
    private long received;

    LldpSpeaker(Simulation sim, SimNic nic) {
        this.sim = sim;
        this.nic = nic;
    }

    /** Announces {@code systemName} and {@code portId} from now on. */
    void announce(String systemName, String portId) {
        this.systemName = systemName;
        this.portId = portId;
        generation++;
        if (nic.hasCarrier()) {
            send(generation);
        }
    }

    void carrierUp() {
        if (systemName != null) {
            generation++;
            send(generation);
        }
    }

    void received(Packet p) {
        received++;
        sim.packets().release(p);
    }

    long sent() {
        return sent;
    }

    long received() {
        return received;
    }

    private void send(int forGeneration) {
        Packet p = sim.packets().acquire();
        Frames.lldp(p, nic.macBits(), portId, TTL_SECONDS, systemName);
        sent++;
        nic.sendFrame(p);
        sim.schedule(sim.now() + INTERVAL_NS, this, 0, forGeneration, null);
    }

    @Override
    public void onEvent(int kind, long arg, Object subject) {
        if (arg == generation && nic.hasCarrier()) {
            send(generation);
        }
    }
}
