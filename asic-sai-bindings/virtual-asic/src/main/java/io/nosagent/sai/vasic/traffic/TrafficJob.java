package io.nosagent.sai.vasic.traffic;

import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.MessageListener;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.packet.Roce;
import io.nosagent.sai.vasic.sim.EventHandler;
import io.nosagent.sai.vasic.sim.Simulation;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A running traffic pattern: it opens its flows, runs iterations (each a collective: posting messages
 * as the pattern's data dependencies allow, done when the last one arrives), repeats them with a gap,
 * and abandons an iteration that outlives the timeout. Subclasses say what an iteration posts and when
 * it is done. Like everything in the simulation it belongs to the simulation's thread: while a
 * {@link io.nosagent.sai.vasic.sim.RealTimeRunner} runs it, read {@link #stats()} or {@link #stop()} it
 * through {@link Simulation#submit}.
 */
public abstract sealed class TrafficJob implements MessageListener, EventHandler
        permits RingAllReduce, Exchange, BurstyAllToAll {

    private static final int START = 1;
    private static final int TIMEOUT = 2;
    private static final int TIMER = 3;
    private static final int FIRST_QP = 0x100;

    protected final Simulation sim;
    protected final TrafficOptions options;
    protected final SplittableRandom random;
    private final String name;
    private final List<Flow> flows = new ArrayList<>();
    private final Map<SimNic, int[]> nextQp = new IdentityHashMap<>();
    /** Round-robin posting: the queue pair of each NIC pair's flows that takes the next message. */
    private final Map<List<Flow>, int[]> nextMessageQp = new IdentityHashMap<>();
    private int epoch;
    private long iterationStart;
    private boolean running = true;
    private boolean inIteration;
    private long completed;
    private long timedOut;
    private long lastNs;
    private long totalNs;
    private long maxNs;

    protected TrafficJob(Simulation sim, String name, TrafficOptions options) {
        this.sim = sim;
        this.name = name;
        this.options = options;
        this.random = sim.newRandom();
    }

    public String name() {
        return name;
    }

    public List<Flow> flows() {
        return Collections.unmodifiableList(flows);
    }

    public boolean isRunning() {
        return running && (inIteration || options.iterations() == 0 || completed + timedOut < options.iterations());
    }

    /** Whether every iteration asked for has finished (never, for a job that repeats until stopped). */
    public boolean isDone() {
        return !isRunning();
    }

    /** Stops posting; messages already posted still go out. */
    public void stop() {
        running = false;
    }

    public JobStats stats() {
        long bytes = 0;
        long ooo = 0;
        for (Flow f : flows) {
            bytes += f.receivedBytes();
            ooo += f.outOfOrderPackets();
        }
        return new JobStats(name, completed, timedOut, lastNs, completed == 0 ? 0 : totalNs / completed, maxNs, bytes, ooo, flows.size());
    }

    /** Begins the first iteration now. */
    protected final void begin() {
        sim.schedule(sim.now(), this, START, 0, null);
    }

    /** Opens {@link TrafficOptions#queuePairs()} flows from {@code source} to {@code destination}. */
    protected final List<Flow> open(SimNic source, SimNic destination) {
        var out = new ArrayList<Flow>();
        for (int q = 0; q < options.queuePairs(); q++) {
            int[] counter = nextQp.computeIfAbsent(destination, d -> new int[]{FIRST_QP + random.nextInt(0x10_0000)});
            int qp = counter[0]++ & Roce.MAX_QP;
            Flow f = source.openFlow(destination, options.flowClass(), options.sourcePorts().next(random), qp,
                    random.nextInt(Roce.PSN_MASK + 1));
            f.setListener(this);
            if (options.clearToSend() != null) {
                f.receiverDriven(options.clearToSend());
            }
            flows.add(f);
            out.add(f);
        }
        return out;
    }

    /**
     * Posts {@code bytes} to one peer over its queue pairs {@code over}, each message tagged with {@code step}:
     * split evenly, one message per queue pair, or cut into NIC messages posted round-robin
     * ({@link TrafficOptions#nicMessageBytes}); {@link TrafficOptions#messagesPer} says how many.
     */
    protected final void post(List<Flow> over, long bytes, int step, long now) {
        long nic = options.nicMessageBytes();
        if (nic == 0) {
            long each = Math.max(1, (bytes + over.size() - 1) / over.size());
            for (Flow f : over) {
                postOne(f, each, step, now);
            }
            return;
        }
        int[] next = nextMessageQp.computeIfAbsent(over, o -> new int[1]);
        for (long left = bytes; left > 0; left -= nic) {
            postOne(over.get(next[0]), Math.min(nic, left), step, now);
            next[0] = (next[0] + 1) % over.size();
        }
    }

    /** Posts one message of {@code bytes} on {@code flow}, tagged with {@code step} of this iteration. */
    protected final void postOne(Flow flow, long bytes, int step, long now) {
        flow.post(bytes, ((long) epoch << 32) | step, now);
    }

    /** Runs {@link #fired} with {@code subject} at simulated time {@code at}, if this iteration is still on by then. */
    protected final void timer(long at, Object subject) {
        sim.schedule(at, this, TIMER, epoch, subject);
    }

    /** A {@link #timer} came due. */
    protected void fired(Object subject, long now) {
    }

    /** A message of the current iteration left its sender (its last packet is on its way). */
    protected void sent(Flow flow, int step, long now) {
    }

    /** Posts the iteration's first messages. */
    protected abstract void startIteration(long now);

    /** A message of the current iteration arrived; true when the iteration is complete. */
    protected abstract boolean arrived(Flow flow, int step, long now);

    @Override
    public final void messageCompleted(Flow flow, long tag, long now) {
        if ((int) (tag >>> 32) != epoch || !inIteration) {
            return; // left over from an abandoned iteration
        }
        if (arrived(flow, (int) tag, now)) {
            inIteration = false;
            completed++;
            lastNs = now - iterationStart;
            totalNs += lastNs;
            maxNs = Math.max(maxNs, lastNs);
            next(now);
        }
    }

    @Override
    public final void messageSent(Flow flow, long tag, long now) {
        if ((int) (tag >>> 32) == epoch && inIteration) {
            sent(flow, (int) tag, now);
        }
    }

    @Override
    public final void onEvent(int kind, long arg, Object subject) {
        long now = sim.now();
        if (kind == TIMER) {
            if (arg == epoch && inIteration) {
                fired(subject, now);
            }
        } else if (kind == START && running) {
            epoch++;
            inIteration = true;
            iterationStart = now;
            sim.schedule(now + options.timeoutNs(), this, TIMEOUT, epoch, null);
            startIteration(now);
        } else if (kind == TIMEOUT && arg == epoch && inIteration) {
            inIteration = false;
            timedOut++;
            next(now);
        }
    }

    private void next(long now) {
        boolean more = options.iterations() == 0 || completed + timedOut < options.iterations();
        if (running && more) {
            sim.schedule(now + options.gapNs(), this, START, 0, null);
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
