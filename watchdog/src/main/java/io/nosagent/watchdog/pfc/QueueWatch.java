package io.nosagent.watchdog.pfc;

import io.nosagent.config.intent.pfcwd.WatchdogSettings;
import io.nosagent.sai.stats.QueueCounters.PauseStatus;

import java.time.Duration;
import java.time.Instant;

/**
 * The storm state machine of one lossless queue, judged poll by poll (SONiC's rule, with the pause
 * required to hold something back).
 *
 * <p>Storm: between two polls PFC frames kept arriving on the queue's priorities, none of them paused a
 * running queue (no XON-to-XOFF transition: the queue never resumed), and the queue was paused while
 * holding packets at both polls. The storm is known from the first poll that saw the queue paused by
 * arriving frames; it is declared once that has held at every poll for the detection time. A pause on
 * an empty queue harms nothing and is not a storm. Where the ASIC cannot report the pause state, a
 * queue holding packets that sent none since the last poll counts as paused (the Mellanox rule).
 *
 * <p>Restoration: no PFC frame arrived for the restoration time, counted from the last poll that saw one.
 *
 * <p>With polls every {@code poll} and times that are multiples of it, a storm starting at T0 is declared
 * in (T0 + detection, T0 + detection + poll] and one ending at T1 is restored in (T1 + restoration,
 * T1 + restoration + poll]: the first poll after T0 is at most one poll later, and nothing before it
 * can be known.
 */
final class QueueWatch {

    enum Transition { NONE, DETECTED, RESTORED }

    private QueueSample previous;
    private Instant candidateSince;
    private Instant lastFrames;
    private boolean stormed;

    boolean stormed() {
        return stormed;
    }

    /** Judges one poll. */
    Transition observe(Instant now, QueueSample s, WatchdogSettings settings) {
        QueueSample prev = previous;
        previous = s;
        if (prev == null) {
            return Transition.NONE;
        }
        boolean framesArrived = s.pfcRxFrames() > prev.pfcRxFrames();
        if (stormed) {
            if (framesArrived) {
                lastFrames = now;
                return Transition.NONE;
            }
            if (!Duration.between(lastFrames, now).minus(settings.restoration()).isNegative()) {
                stormed = false;
                candidateSince = null;
                return Transition.RESTORED;
            }
            return Transition.NONE;
        }
        boolean holding = holding(prev, s);
        if (candidateSince != null) {
            boolean continues = framesArrived && s.on2OffFrames() == prev.on2OffFrames() && holding;
            if (!continues) {
                candidateSince = null;
            }
        }
        if (candidateSince == null) {
            if (framesArrived && holding) {
                candidateSince = now;
            }
            return Transition.NONE;
        }
        if (!Duration.between(candidateSince, now).minus(settings.detection()).isNegative()) {
            stormed = true;
            lastFrames = now;
            return Transition.DETECTED;
        }
        return Transition.NONE;
    }

    /** The hardware detected a deadlock (or recovered it): the same states, set by the ASIC. */
    Transition hardware(boolean detected, Instant now) {
        if (detected && !stormed) {
            stormed = true;
            lastFrames = now;
            return Transition.DETECTED;
        }
        if (!detected && stormed) {
            stormed = false;
            candidateSince = null;
            return Transition.RESTORED;
        }
        return Transition.NONE;
    }

    /** Forgets everything (after the big red switch): judged afresh from the next poll. */
    void reset() {
        previous = null;
        candidateSince = null;
        lastFrames = null;
        stormed = false;
    }

    private static boolean holding(QueueSample prev, QueueSample s) {
        if (s.occupancyBytes() <= 0) {
            return false;
        }
        if (s.pause() == PauseStatus.UNKNOWN) {
            return s.txPackets() == prev.txPackets();
        }
        return s.pause() == PauseStatus.PAUSED;
    }
}
