package io.nosagent.config.intent.qos;

import java.util.Collections;
import java.util.NavigableMap;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What one port's QoS comes to once its interface entry and its lossless profile are put together
 * ({@link QosIntent#effective}): each binding is the entry's own where it has one, else the profile's.
 *
 * @param port                    the port's name
 * @param classifier              DSCP classifier
 * @param schedulerPolicy         scheduler policy
 * @param bufferAllocationProfile egress buffer of lossy queues
 * @param queueManagement         queue name to queue-management profile
 * @param lossless                lossless profile and cable length
 */
public record PortQosSettings(String port, Optional<Classifier> classifier, Optional<SchedulerPolicy> schedulerPolicy,
                              Optional<BufferAllocationProfile> bufferAllocationProfile,
                              NavigableMap<String, QueueManagementProfile> queueManagement,
                              Optional<Lossless> lossless) {

    /**
     * The port's lossless profile with its cable length.
     *
     * @param profile     the lossless profile
     * @param cableLength metres
     */
    public record Lossless(LosslessProfile profile, int cableLength) {
        public Lossless {
            Objects.requireNonNull(profile, "profile");
        }
    }

    public PortQosSettings {
        Objects.requireNonNull(port, "port");
        Objects.requireNonNull(classifier, "classifier");
        Objects.requireNonNull(schedulerPolicy, "schedulerPolicy");
        Objects.requireNonNull(bufferAllocationProfile, "bufferAllocationProfile");
        queueManagement = Collections.unmodifiableNavigableMap(new TreeMap<>(queueManagement));
        Objects.requireNonNull(lossless, "lossless");
    }
}
