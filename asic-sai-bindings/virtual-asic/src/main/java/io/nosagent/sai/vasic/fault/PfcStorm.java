package io.nosagent.sai.vasic.fault;

import io.nosagent.sai.vasic.link.Link;
import io.nosagent.sai.vasic.link.LinkEnd;
import io.nosagent.sai.vasic.packet.Ethernet;
import io.nosagent.sai.vasic.sim.EventHandler;
import io.nosagent.sai.vasic.sim.Simulation;

/**
 * A misbehaving peer that keeps one priority paused: it sends PFC XOFF with the maximum quanta and
 * sends it again before it expires, never XON, until {@link #stop()} (after which the last pause runs
 * out on its own).
 */
public final class PfcStorm implements EventHandler {

    private final Simulation sim;
    private final Link link;
    private final LinkEnd from;
    private final int priority;
    private boolean active = true;
    private long framesSent;

    PfcStorm(Simulation sim, Link link, LinkEnd from, int priority) {
        if (priority < 0 || priority > 7) {
            throw new IllegalArgumentException("PFC priority must be 0..7, not " + priority);
        }
        this.sim = sim;
        this.link = link;
        this.from = from;
        this.priority = priority;
        // The first frame is an event too, so it sees the switch as programmed when the batch starts.
        sim.schedule(sim.now(), this, 0, 0, null);
    }

    public int priority() {
        return priority;
    }

    public long framesSent() {
        return framesSent;
    }

    public void stop() {
        active = false;
    }

    @Override
    public void onEvent(int kind, long arg, Object subject) {
        if (!active) {
            return;
        }
        link.sendPfc(from, priority, Ethernet.MAX_PAUSE_QUANTA);
        framesSent++;
        sim.scheduleIn(Ethernet.pauseNs(Ethernet.MAX_PAUSE_QUANTA, from.speedMbps()) / 2, this, 0, 0, null);
    }
}
