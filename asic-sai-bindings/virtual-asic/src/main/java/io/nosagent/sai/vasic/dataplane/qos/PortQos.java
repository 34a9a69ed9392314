package io.nosagent.sai.vasic.dataplane.qos;

import java.util.Arrays;

/**
 * A port's QoS maps and PFC settings, compiled from the QOS_MAP objects it (or the switch) names.
 * Unmapped entries keep the defaults: DSCP to the default TC; TC to the queue and priority group of
 * the same number; PFC priority to the priority group and queue of the same number. PFC acts on a
 * priority only if it is enabled for that direction on the port.
 */
public final class PortQos {

    public static final int DSCP_VALUES = 64;
    public static final int TRAFFIC_CLASSES = 16;
    public static final int PRIORITIES = 8;

    public final int[] dscpToTc = new int[DSCP_VALUES];
    public final int[] tcToQueue = new int[TRAFFIC_CLASSES];
    public final int[] tcToPriorityGroup = new int[TRAFFIC_CLASSES];
    public final int[] pfcPriorityToPriorityGroup = new int[PRIORITIES];
    public final int[] pfcPriorityToQueue = new int[PRIORITIES];
    /** Bit p set: PFC frames for priority p are sent (TX) / obeyed (RX). */
    public int pfcTxMask;
    public int pfcRxMask;

    public PortQos() {
        reset(0, 8, 8);
    }

    /** Back to the defaults for a port with {@code queues} queues and {@code priorityGroups} groups. */
    public void reset(int defaultTc, int queues, int priorityGroups) {
        Arrays.fill(dscpToTc, defaultTc);
        for (int tc = 0; tc < TRAFFIC_CLASSES; tc++) {
            tcToQueue[tc] = Math.min(tc, queues - 1);
            tcToPriorityGroup[tc] = Math.min(tc, priorityGroups - 1);
        }
        for (int p = 0; p < PRIORITIES; p++) {
            pfcPriorityToPriorityGroup[p] = Math.min(p, priorityGroups - 1);
            pfcPriorityToQueue[p] = Math.min(p, queues - 1);
        }
        pfcTxMask = 0;
        pfcRxMask = 0;
    }

    public boolean sendsPfc(int priority) {
        return (pfcTxMask & (1 << priority)) != 0;
    }

    public boolean obeysPfc(int priority) {
        return (pfcRxMask & (1 << priority)) != 0;
    }
}
