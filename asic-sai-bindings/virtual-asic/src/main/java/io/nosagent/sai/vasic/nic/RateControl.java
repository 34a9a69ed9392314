package io.nosagent.sai.vasic.nic;

/**
 * One flow's DCQCN reaction point ({@link Dcqcn}): its current and target rate and alpha. Timers are
 * evaluated when the flow sends or a CNP arrives (whole periods since the last look), so an idle flow
 * costs no events; a flow back at line rate with nothing to recover stops counting.
 */
final class RateControl {

    private final Dcqcn settings;
    private final long lineMbps;
    private double rateMbps;
    private double targetMbps;
    private double alpha = 1;
    private boolean limited;
    private long alphaAt;
    private long timerAt;
    private int timerSteps;
    private int byteSteps;
    private long bytesSinceStep;
    private long cuts;
    /** When the flow may send its next packet at the current rate. */
    private long nextSendAt;

    RateControl(Dcqcn settings, long lineMbps) {
        this.settings = settings;
        this.lineMbps = lineMbps;
        this.rateMbps = lineMbps;
        this.targetMbps = lineMbps;
    }

    double rateMbps() {
        return rateMbps;
    }

    long cuts() {
        return cuts;
    }

    long nextSendAt() {
        return limited ? nextSendAt : Long.MIN_VALUE;
    }

    /** A CNP arrived: cut the rate, remember the target, raise alpha, restart the increase. */
    void congestion(long now) {
        advance(now);
        targetMbps = rateMbps;
        rateMbps = Math.max(settings.minRateMbps(), rateMbps * (1 - alpha / 2));
        alpha = (1 - settings.g()) * alpha + settings.g();
        cuts++;
        limited = true;
        alphaAt = now;
        timerAt = now;
        timerSteps = 0;
        byteSteps = 0;
        bytesSinceStep = 0;
    }

    /** The flow put {@code wireBytes} on the wire at {@code now}: the byte counter, and when it may send again. */
    void sent(long now, long wireBytes) {
        advance(now);
        if (!limited) {
            return;
        }
        nextSendAt = Math.max(nextSendAt, now) + (long) Math.ceil(wireBytes * 8_000.0 / rateMbps);
        bytesSinceStep += wireBytes;
        while (limited && bytesSinceStep >= settings.increaseBytes()) {
            bytesSinceStep -= settings.increaseBytes();
            byteSteps++;
            increase();
        }
    }

    private void advance(long now) {
        if (!limited) {
            return;
        }
        while (now - alphaAt >= settings.alphaPeriodNs()) {
            alphaAt += settings.alphaPeriodNs();
            alpha *= 1 - settings.g();
        }
        while (limited && now - timerAt >= settings.increasePeriodNs()) {
            timerAt += settings.increasePeriodNs();
            timerSteps++;
            increase();
        }
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
        if (lineMbps - rateMbps < 1e-6 * lineMbps) {
            rateMbps = lineMbps;
            limited = false;
        }
    }
}
