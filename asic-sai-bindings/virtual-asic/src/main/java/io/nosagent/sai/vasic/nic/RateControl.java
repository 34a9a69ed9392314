package io.nosagent.sai.vasic.nic;

/**
 * One flow's DCQCN reaction point ({@link Dcqcn}): its current and target rate and alpha. It starts at the
 * flow's first CNP and ends when the rate is back at line rate (the next CNP starts it afresh, as a NIC's
 * rate limiter is taken and given back). Its clocks (alpha's period, the cut deferred to the next
 * rate-reduce period, the increase timer) are evaluated when the flow sends or a CNP arrives, in the order
 * they fell due, so an idle flow costs no events.
 */
final class RateControl {

    private final Dcqcn settings;
    private final long lineMbps;
    private double rateMbps;
    private double targetMbps;
    private double alpha;
    private boolean limited;
    /** Alpha's period: when the current one began, and whether a CNP arrived in it. */
    private long alphaAt;
    private boolean cnpInAlphaPeriod;
    /** Rate-reduce periods run from when the rate control started; a CNP in one cuts at the start of the next. */
    private long reduceFrom;
    private boolean cutPending;
    private long cutAt;
    private long timerAt;
    private int timerSteps;
    private int byteSteps;
    private long bytesSinceStep;
    private boolean increasedSinceCut;
    private long cuts;
    /** The flow's last packet: when it went and its size; the next may go once that took its time at the current rate. */
    private long lastSentAt;
    private long lastWireBytes;

    RateControl(Dcqcn settings, long lineMbps) {
        this.settings = settings;
        this.lineMbps = lineMbps;
        this.rateMbps = lineMbps;
        this.targetMbps = lineMbps;
    }

    double rateMbps() {
        return rateMbps;
    }

    double targetMbps() {
        return targetMbps;
    }

    double alpha() {
        return alpha;
    }

    long cuts() {
        return cuts;
    }

    /**
     * When the flow may send its next packet: its last one's time on the wire at the rate as it is now (a
     * rate limiter fills at its current rate, so a rise shortens the wait), or the increase timer's next step
     * if that comes first (the caller looks again then); {@link Long#MIN_VALUE} when not held.
     */
    long nextSendAt(long now) {
        advance(now);
        if (!limited) {
            return Long.MIN_VALUE;
        }
        long at = lastSentAt + (long) Math.ceil(lastWireBytes * 8_000.0 / rateMbps);
        return at > now ? Math.min(at, timerAt + settings.increasePeriodNs()) : at;
    }

    /** A CNP arrived: the first one of a flow at line rate cuts at once, a later one at the next rate-reduce period. */
    void congestion(long now) {
        advance(now);
        if (!limited) {
            limited = true;
            alpha = settings.initialAlpha();
            alphaAt = now;
            reduceFrom = now;
            cnpInAlphaPeriod = true;
            cutPending = false;
            lastWireBytes = 0;
            cut(now);
            return;
        }
        cnpInAlphaPeriod = true;
        if (!cutPending) {
            long period = settings.rateReducePeriodNs();
            cutPending = true;
            cutAt = period == 0 ? now : reduceFrom + ((now - reduceFrom) / period + 1) * period;
            advance(now);
        }
    }

    /** The flow put {@code wireBytes} on the wire at {@code now}: the byte counter, and when it may send again. */
    void sent(long now, long wireBytes) {
        advance(now);
        if (!limited) {
            return;
        }
        lastSentAt = now;
        lastWireBytes = wireBytes;
        bytesSinceStep += wireBytes;
        while (limited && bytesSinceStep >= settings.increaseBytes()) {
            bytesSinceStep -= settings.increaseBytes();
            byteSteps++;
            increase();
        }
    }

    /** Everything that fell due up to {@code now}, in time order: alpha's periods, a deferred cut, the increase timer. */
    private void advance(long now) {
        while (limited) {
            long timer = timerAt + settings.increasePeriodNs();
            long next = cutPending ? Math.min(cutAt, timer) : timer;
            updateAlpha(Math.min(next, now));
            if (next > now) {
                return;
            }
            if (cutPending && cutAt == next) {
                cutPending = false;
                cut(next);
            } else {
                timerAt = timer;
                timerSteps++;
                increase();
            }
        }
    }

    /** Alpha's updates at every period boundary up to {@code until}: up if a CNP came in the period, down if not. */
    private void updateAlpha(long until) {
        long periods = (until - alphaAt) / settings.alphaPeriodNs();
        if (periods <= 0) {
            return;
        }
        double keep = 1 - settings.g();
        alpha = keep * alpha + (cnpInAlphaPeriod ? settings.g() : 0);
        if (periods > 1) {
            alpha *= Math.pow(keep, periods - 1);
        }
        cnpInAlphaPeriod = false;
        alphaAt += periods * settings.alphaPeriodNs();
    }

    private void cut(long at) {
        if (settings.clampTarget() || increasedSinceCut) {
            targetMbps = rateMbps;
        }
        double factor = Math.max(1 - alpha / 2, settings.minDecreaseFactor());
        rateMbps = Math.max(settings.minRateMbps(), rateMbps * factor);
        cuts++;
        increasedSinceCut = false;
        timerAt = at;
        timerSteps = 0;
        byteSteps = 0;
        bytesSinceStep = 0;
    }

    private void increase() {
        int f = settings.fastRecoverySteps();
        if (Math.min(timerSteps, byteSteps) > f) {
            targetMbps += settings.hyperMbps();
        } else if (Math.max(timerSteps, byteSteps) > f) {
            targetMbps += settings.additiveMbps();
        }
        targetMbps = Math.min(targetMbps, lineMbps);
        rateMbps = Math.min(lineMbps, (targetMbps + rateMbps) / 2);
        increasedSinceCut = true;
        if (lineMbps - rateMbps < 1e-6 * lineMbps) {
            rateMbps = lineMbps;
            targetMbps = lineMbps;
            limited = false;
            cutPending = false;
        }
    }
}
