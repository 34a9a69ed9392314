package io.nosagent.sai.vasic.dataplane.voq;

import io.nosagent.sai.vasic.packet.Packet;
import io.nosagent.sai.vasic.sim.EventHandler;
import io.nosagent.sai.vasic.sim.Simulation;

import java.util.Arrays;

/**
 * The credit scheduler of one egress port of a VOQ switch. Packets for the port wait at their ingress
 * in a {@link Voq} per (ingress port, queue); the scheduler grants credit of {@value #CREDIT_BYTES}
 * bytes at the port's line rate, one VOQ per grant (VOQs of strict queues first, the others in turn),
 * and a VOQ releases packets to the egress queue while its credit is positive. Egress keeps only a few
 * packets per queue ({@value #EGRESS_ROOM_BYTES} bytes); a queue without room (paused by PFC, or
 * slower than its share) gets no credit, so its packets back up in the VOQs, at ingress.
 *
 * <p>An idle VOQ (empty longer than {@value #IDLE_NS} ns, or new) starts with the initial credit, which
 * it may spend at once, and asks the scheduler for more: the request and the grant are messages across
 * the switch (the platform's credit latency), so its first grant arrives a credit loop after its first
 * packet. From then on it may be granted no faster than its credit rate: from {@code RAMP_FLOOR_PERCENT}
 * of line rate growing by the ramp each microsecond to line rate ({@link CreditSettings#allowance}), the
 * first grant aside. So the initial credit and the ramp decide how fast a small message gets through an
 * idle VOQ; a long one spends most of its time at line rate. Grants to an active VOQ are pipelined: their
 * message delay shifts them all alike, so only the first one waits for it. The credit watchdog deletes
 * what a VOQ holds once it has waited the watchdog time for a grant.
 */
public final class CreditScheduler implements EventHandler {

    /** Bytes one grant carries. */
    public static final long CREDIT_BYTES = 4096;
    /** A VOQ empty longer than this is idle: its next packet starts it over with the initial credit and the ramp. */
    public static final long IDLE_NS = 2_000;
    /** Bytes released to one egress queue and not yet sent beyond which the port grants that queue nothing. */
    public static final long EGRESS_ROOM_BYTES = 16 * 1024;

    private static final int TICK = 1;
    private static final int WATCHDOG = 2;

    /** What the scheduler asks of and hands to its egress port. */
    public interface Egress {

        long speedMbps();

        /**
         * Whether queue {@code queue} holds less than {@link #EGRESS_ROOM_BYTES} released bytes, beyond what the port
         * sends while a packet crosses the switch's pipeline.
         */
        boolean hasRoom(int queue);

        boolean isStrict(int queue);

        /** A VOQ spent credit on {@code p}: it joins egress queue {@code queue}. */
        void release(int queue, Packet p, long now);

        /** The credit watchdog (or the port going down) deleted {@code p} from its VOQ. */
        void deleted(int queue, Packet p, long now);
    }

    private final Simulation sim;
    private final Egress egress;
    private final int queues;
    /** Credit request plus grant: from an idle VOQ's first packet to the first grant it can get. */
    private final long creditLoopNs;
    private final Voq[] voqs;
    private Voq[] active = new Voq[16];
    private int activeCount;
    private int cursor;
    private CreditSettings settings = CreditSettings.DEFAULT;
    /** A tick is pending at {@link #nextTickAt}; older ticks whose generation moved on are ignored. */
    private boolean ticking;
    private long nextTickAt;
    private long tickGeneration;
    private long tickCarry;
    private boolean watchdogArmed;
    private boolean releasing;
    private long deletedPackets;

    /** A scheduler whose credit messages take no time. */
    public CreditScheduler(Simulation sim, Egress egress, int ingressPorts, int queues) {
        this(sim, egress, ingressPorts, queues, 0);
    }

    /** @param creditLoopNs how long an idle VOQ's credit request and the grant that answers it take together */
    public CreditScheduler(Simulation sim, Egress egress, int ingressPorts, int queues, long creditLoopNs) {
        if (creditLoopNs < 0) {
            throw new IllegalArgumentException("a credit loop of " + creditLoopNs + " ns");
        }
        this.sim = sim;
        this.egress = egress;
        this.queues = queues;
        this.voqs = new Voq[ingressPorts * queues];
        this.creditLoopNs = creditLoopNs;
    }

    public void configure(CreditSettings settings) {
        this.settings = settings;
    }

    public CreditSettings settings() {
        return settings;
    }

    /** Packets the credit watchdog (or a port going down) deleted from VOQs so far. */
    public long deletedPackets() {
        return deletedPackets;
    }

    /** Bytes all VOQs hold for this port. */
    public long heldBytes() {
        long sum = 0;
        for (int i = 0; i < activeCount; i++) {
            sum += active[i].bytes();
        }
        return sum;
    }

    /** The VOQ from {@code ingress} to {@code queue}, if a packet ever used it. */
    public Voq voq(int ingress, int queue) {
        return voqs[ingress * queues + queue];
    }

    /** A packet from ingress port {@code ingress} for egress queue {@code queue} waits in its VOQ. */
    public void enqueue(int ingress, int queue, Packet p, long now) {
        int at = ingress * queues + queue;
        Voq v = voqs[at];
        if (v == null) {
            v = voqs[at] = new Voq(ingress, queue);
        }
        if (v.isEmpty()) {
            if (v.emptySince == Long.MIN_VALUE || now - v.emptySince > IDLE_NS) {
                // Its request reaches the scheduler, and the first grant comes back, a credit loop from now.
                v.activeSince = now + creditLoopNs;
                v.grantedSinceActive = 0;
                v.credit = settings.initialCreditBytes();
                v.lastGrantAt = now;
            }
            list(v);
        }
        v.add(p);
        release(v, now);
        wake(Math.max(v.activeSince, now + creditNs()));
        armWatchdog(now);
    }

    /** Egress queue {@code queue} sent a packet: VOQs of it with credit left may release, and granting resumes. */
    public void drained(int queue, long now) {
        if (releasing) {
            return;
        }
        for (int i = 0; i < activeCount; i++) {
            Voq v = active[i];
            if (v.queue == queue && v.credit > 0) {
                release(v, now);
                if (i < activeCount && active[i] != v) {
                    i--; // v emptied and left the list; its place holds the next one
                }
            }
        }
        if (!ticking && activeCount > 0) {
            scheduleTick(now);
        }
    }

    /** Deletes what every VOQ holds (the egress port went down). */
    public void flushAll(long now) {
        while (activeCount > 0) {
            delete(active[activeCount - 1], now);
        }
    }

    @Override
    public void onEvent(int kind, long arg, Object subject) {
        long now = sim.now();
        if (kind == TICK) {
            if (arg != tickGeneration) {
                return; // a sooner tick took its place
            }
            ticking = false;
            tick(now);
        } else if (kind == WATCHDOG) {
            watchdogArmed = false;
            watchdog(now);
        }
    }

    private void tick(long now) {
        if (activeCount == 0) {
            return;
        }
        boolean room = false;
        Voq chosen = pick(now, true);
        if (chosen == null) {
            chosen = pick(now, false);
        }
        if (chosen != null) {
            room = true;
            chosen.credit += CREDIT_BYTES;
            chosen.grantedSinceActive += CREDIT_BYTES;
            chosen.lastGrantAt = now;
            release(chosen, now);
        }
        long nextActivation = Long.MAX_VALUE;
        for (int i = 0; i < activeCount && !room; i++) {
            Voq v = active[i];
            if (v.activeSince > now) {
                nextActivation = Math.min(nextActivation, v.activeSince);
            } else {
                room = egress.hasRoom(v.queue);
            }
        }
        if (room && activeCount > 0) {
            scheduleTick(now);
        } else if (nextActivation != Long.MAX_VALUE) {
            wake(nextActivation); // nobody to grant until a request has made its loop
        }
        // else: every waiting queue is full; the next drained() starts granting again
    }

    /** The next VOQ to grant among those of strict queues ({@code strict}) or the others, in turn; null if none may. */
    private Voq pick(long now, boolean strict) {
        double bytesPerNs = egress.speedMbps() / 8000.0;
        for (int k = 0; k < activeCount; k++) {
            int i = (cursor + k) % activeCount;
            Voq v = active[i];
            if (egress.isStrict(v.queue) != strict || now < v.activeSince || !egress.hasRoom(v.queue)) {
                continue;
            }
            if (v.grantedSinceActive > 0 && v.grantedSinceActive > settings.allowance(now - v.activeSince, bytesPerNs)) {
                continue; // still ramping up: the first grant comes with the request's answer, the rest at the credit rate
            }
            if (!strict) {
                cursor = i + 1;
            }
            return v;
        }
        return null;
    }

    private void release(Voq v, long now) {
        boolean outer = !releasing;
        releasing = true;
        try {
            while (!v.isEmpty() && v.credit > 0 && egress.hasRoom(v.queue)) {
                Packet p = v.poll();
                v.credit -= p.bytes();
                if (v.isEmpty()) {
                    emptied(v, now);
                }
                egress.release(v.queue, p, now);
            }
        } finally {
            releasing = !outer;
        }
    }

    private void emptied(Voq v, long now) {
        v.emptySince = now;
        v.credit = Math.min(v.credit, CREDIT_BYTES);
        unlist(v);
    }

    private void watchdog(long now) {
        long wd = settings.watchdogNs();
        if (wd == 0) {
            return;
        }
        for (int i = activeCount - 1; i >= 0; i--) {
            Voq v = active[i];
            if (now - v.lastGrantAt >= wd) {
                delete(v, now);
            }
        }
        armWatchdog(now);
    }

    private void delete(Voq v, long now) {
        while (!v.isEmpty()) {
            Packet p = v.poll();
            deletedPackets += p.count;
            egress.deleted(v.queue, p, now);
        }
        emptied(v, now);
        v.emptySince = Long.MIN_VALUE; // starts over
    }

    private void armWatchdog(long now) {
        long wd = settings.watchdogNs();
        if (watchdogArmed || wd == 0 || activeCount == 0) {
            return;
        }
        long due = Long.MAX_VALUE;
        for (int i = 0; i < activeCount; i++) {
            due = Math.min(due, active[i].lastGrantAt + wd);
        }
        watchdogArmed = true;
        sim.schedule(Math.max(due, now + 1), this, WATCHDOG, 0, null);
    }

    /** A credit's serialisation time at the port's speed, whole nanoseconds. */
    private long creditNs() {
        return CREDIT_BYTES * 8 * 1000 / egress.speedMbps();
    }

    /** A tick at {@code at}, unless one is due by then already. */
    private void wake(long at) {
        if (ticking && nextTickAt <= at) {
            return;
        }
        tickAt(at);
    }

    /** The next grant one credit's serialisation time from now, the sub-ns remainder carried. */
    private void scheduleTick(long now) {
        long numerator = CREDIT_BYTES * 8 * 1000 + tickCarry;
        long speed = egress.speedMbps();
        tickCarry = numerator % speed;
        tickAt(now + numerator / speed);
    }

    private void tickAt(long at) {
        ticking = true;
        nextTickAt = at;
        sim.schedule(at, this, TICK, ++tickGeneration, null);
    }

    private void list(Voq v) {
        if (v.listed) {
            return;
        }
        if (activeCount == active.length) {
            active = Arrays.copyOf(active, activeCount * 2);
        }
        active[activeCount++] = v;
        v.listed = true;
    }

    private void unlist(Voq v) {
        for (int i = 0; i < activeCount; i++) {
            if (active[i] == v) {
                System.arraycopy(active, i + 1, active, i, activeCount - i - 1);
                active[--activeCount] = null;
                if (cursor > i) {
                    cursor--;
                }
                break;
            }
        }
        v.listed = false;
    }
}
