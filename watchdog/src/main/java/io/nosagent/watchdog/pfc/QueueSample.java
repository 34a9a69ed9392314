package io.nosagent.watchdog.pfc;

import io.nosagent.sai.stats.PortCounters;
import io.nosagent.sai.stats.QueueCounters;
import io.nosagent.sai.stats.QueueCounters.PauseStatus;

/**
 * What one poll says about a watched queue.
 *
 * @param pfcRxFrames   PFC frames received for its priorities
 * @param on2OffFrames  of those, the ones that paused it from running (XON to XOFF)
 * @param pause         its pause state (QUEUE PAUSE_STATUS), when the ASIC reports it
 * @param occupancyBytes bytes it holds
 * @param txPackets     packets it has sent
 */
record QueueSample(long pfcRxFrames, long on2OffFrames, PauseStatus pause, long occupancyBytes, long txPackets) {

    static QueueSample of(PortCounters port, LosslessQueue q) {
        long rx = 0;
        long on2off = 0;
        for (int p : q.priorities()) {
            rx += port.pfcRxFrames(p);
            on2off += port.pfcOn2OffRxFrames(p);
        }
        QueueCounters c = port.queue(q.ref().queue()).orElse(new QueueCounters(q.ref().queue(), 0, 0, 0));
        return new QueueSample(rx, on2off, c.pause(), c.occupancyBytes(), c.packets());
    }
}
