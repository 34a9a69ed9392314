package io.nosagent.config.intent.qos;

import java.util.Collections;
import java.util.NavigableMap;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The QoS of a port role ({@code nosagent-qos:lossless-profiles/lossless-profile}), shipped as data
 * for downlinks and uplinks: how the role's traffic is classified, scheduled, buffered and marked
 * (the OpenConfig objects it names, unless a port's own entry names others) and which priorities are
 * lossless, with the parameters of their priority groups. Headroom is not a parameter: it follows from
 * each port's speed, MTU and cable length ({@link Headroom}).
 *
 * @param name                    the profile's name
 * @param classifier              DSCP classifier
 * @param schedulerPolicy         scheduler policy
 * @param bufferAllocationProfile egress buffer of the lossy queues
 * @param queueManagement         queue name to queue-management (WRED/ECN) profile
 * @param ingressPool             the pool its priority groups draw on (INGRESS)
 * @param egressPool              the pool its lossless queues draw on (EGRESS)
 * @param maxLosslessPriorities   how many lossless priorities it may have (1: the single lossless queue)
 * @param reserved                bytes reserved per lossless priority group
 * @param xon                     XON when the group's shared and headroom bytes fall to this
 * @param xonOffset               ... or to its limit minus this, whichever is higher
 * @param dynamicThreshold        the groups' share of a dynamic pool: 2^threshold of its free bytes (-8..7)
 * @param lossyPriorityGroup      the priority group of every traffic class that is not lossless
 * @param priorities              the lossless priorities, by PFC priority
 */
public record LosslessProfile(String name, Optional<String> classifier, Optional<String> schedulerPolicy,
                              Optional<String> bufferAllocationProfile, NavigableMap<String, String> queueManagement,
                              String ingressPool, String egressPool, int maxLosslessPriorities, long reserved, long xon,
                              long xonOffset, int dynamicThreshold, int lossyPriorityGroup,
                              NavigableMap<Integer, LosslessPriority> priorities) {

    public static final int DEFAULT_MAX_LOSSLESS_PRIORITIES = 1;
    /** The groups may take 1/8 of a dynamic pool's free bytes each. */
    public static final int DEFAULT_DYNAMIC_THRESHOLD = -3;
    /** XON two jumbo frames below the limit, so a group does not flap between XOFF and XON per packet. */
    public static final long DEFAULT_XON_OFFSET = 2 * 9216;

    public LosslessProfile {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(classifier, "classifier");
        Objects.requireNonNull(schedulerPolicy, "schedulerPolicy");
        Objects.requireNonNull(bufferAllocationProfile, "bufferAllocationProfile");
        queueManagement = Collections.unmodifiableNavigableMap(new TreeMap<>(queueManagement));
        Objects.requireNonNull(ingressPool, "ingressPool");
        Objects.requireNonNull(egressPool, "egressPool");
        priorities = Collections.unmodifiableNavigableMap(new TreeMap<>(priorities));
    }

    public LosslessProfile withQueueManagement(String queue, String profile) {
        var map = new TreeMap<>(queueManagement);
        map.put(queue, profile);
        return new LosslessProfile(name, classifier, schedulerPolicy, bufferAllocationProfile, map, ingressPool, egressPool,
                maxLosslessPriorities, reserved, xon, xonOffset, dynamicThreshold, lossyPriorityGroup, priorities);
    }

    public LosslessProfile withPriorities(NavigableMap<Integer, LosslessPriority> value) {
        return new LosslessProfile(name, classifier, schedulerPolicy, bufferAllocationProfile, queueManagement, ingressPool,
                egressPool, maxLosslessPriorities, reserved, xon, xonOffset, dynamicThreshold, lossyPriorityGroup, value);
    }

    /** The PFC enable bits: bit p for each lossless priority p. */
    public int pfcMask() {
        int mask = 0;
        for (int p : priorities.keySet()) {
            mask |= 1 << p;
        }
        return mask;
    }
}
