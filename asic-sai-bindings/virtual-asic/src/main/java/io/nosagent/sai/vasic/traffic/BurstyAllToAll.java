package io.nosagent.sai.vasic.traffic;

import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.sim.Simulation;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * AllToAll whose flows are on/off: every rank sends to every other rank over its queue pairs, each flow on
 * its own, a burst (one message of {@link TrafficOptions#messageBytes}) then a pause, {@link OnOff#bursts}
 * times. A pause starts when the burst's last packet has left the sender, not when it arrived, and no
 * barrier ties the flows together, so a flow can fall silent while its packets still queue on their path
 * and start again on another one: what makes flowlet switching reorder. Pauses are drawn log-uniformly
 * between {@link OnOff#minOffNs} and {@link OnOff#maxOffNs}, so every flowlet idle time in between sees
 * some pauses longer than itself and some shorter. The run is one iteration, done when every burst has
 * arrived; {@link TrafficOptions#timeoutNs} bounds it.
 */
public final class BurstyAllToAll extends TrafficJob {

    /**
     * How the flows alternate.
     *
     * @param bursts   messages each flow sends
     * @param minOffNs shortest pause between two bursts of a flow (and before its first)
     * @param maxOffNs longest pause
     */
    public record OnOff(int bursts, long minOffNs, long maxOffNs) {
        public OnOff {
            if (bursts <= 0 || minOffNs <= 0 || maxOffNs < minOffNs) {
                throw new IllegalArgumentException("bursts and pauses must be positive, the longest pause no shorter than the "
                        + "shortest: " + bursts + ", " + minOffNs + " ns, " + maxOffNs + " ns");
            }
        }
    }

    private final OnOff onOff;
    private final Map<Flow, int[]> posted = new IdentityHashMap<>();
    private long delivered;

    private BurstyAllToAll(Simulation sim, List<SimNic> nics, TrafficOptions options, OnOff onOff) {
        super(sim, "bursty-alltoall(" + nics.size() + ")", options.withNicMessages(0).withIterations(1));
        if (nics.size() < 2) {
            throw new IllegalArgumentException("all-to-all needs at least 2 ranks, got " + nics.size());
        }
        this.onOff = onOff;
        for (SimNic from : nics) {
            for (SimNic to : nics) {
                if (from != to) {
                    open(from, to).forEach(f -> posted.put(f, new int[1]));
                }
            }
        }
    }

    /** Opens the flows and starts them now, each after a first pause of its own. */
    public static BurstyAllToAll start(Simulation sim, List<SimNic> nics, TrafficOptions options, OnOff onOff) {
        var job = new BurstyAllToAll(sim, List.copyOf(nics), options, onOff);
        job.begin();
        return job;
    }

    public OnOff onOff() {
        return onOff;
    }

    @Override
    protected void startIteration(long now) {
        delivered = 0;
        posted.values().forEach(n -> n[0] = 0);
        for (Flow f : flows()) {
            timer(now + pause(), f);
        }
    }

    @Override
    protected void fired(Object subject, long now) {
        Flow f = (Flow) subject;
        posted.get(f)[0]++;
        postOne(f, options.messageBytes(), 0, now);
    }

    @Override
    protected void sent(Flow flow, int step, long now) {
        if (posted.get(flow)[0] < onOff.bursts()) {
            timer(now + pause(), flow);
        }
    }

    @Override
    protected boolean arrived(Flow flow, int step, long now) {
        return ++delivered == (long) flows().size() * onOff.bursts();
    }

    /** A pause drawn log-uniformly between the shortest and the longest. */
    private long pause() {
        double lo = Math.log(onOff.minOffNs());
        double hi = Math.log(onOff.maxOffNs());
        return Math.round(Math.exp(lo + random.nextDouble() * (hi - lo)));
    }
}
