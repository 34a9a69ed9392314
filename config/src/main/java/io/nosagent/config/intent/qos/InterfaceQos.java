package io.nosagent.config.intent.qos;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * QoS of one port ({@code /qos/interfaces/interface}): what OpenConfig binds (classifiers, scheduler
 * policy, buffer-allocation profile, queue-management profile per queue) and its lossless settings. A
 * binding the entry leaves out comes from its lossless profile; see {@link QosIntent#effective}.
 *
 * @param interfaceId             the port's name
 * @param classifiers             input classifiers by type
 * @param schedulerPolicy         output scheduler policy
 * @param bufferAllocationProfile output buffer-allocation profile
 * @param queueManagement         output queue name to queue-management profile
 * @param pfc                     lossless profile and cable length
 */
public record InterfaceQos(String interfaceId, Map<ClassifierType, String> classifiers, Optional<String> schedulerPolicy,
                           Optional<String> bufferAllocationProfile, NavigableMap<String, String> queueManagement,
                           Optional<PfcBinding> pfc) {

    public InterfaceQos {
        Objects.requireNonNull(interfaceId, "interfaceId");
        var c = new EnumMap<ClassifierType, String>(ClassifierType.class);
        c.putAll(classifiers);
        classifiers = Collections.unmodifiableMap(c);
        Objects.requireNonNull(schedulerPolicy, "schedulerPolicy");
        Objects.requireNonNull(bufferAllocationProfile, "bufferAllocationProfile");
        queueManagement = Collections.unmodifiableNavigableMap(new TreeMap<>(queueManagement));
        Objects.requireNonNull(pfc, "pfc");
    }

    /** A port that follows {@code losslessProfile} in everything, with {@code cableLength} metres of cable. */
    public static InterfaceQos following(String interfaceId, String losslessProfile, int cableLength) {
        return new InterfaceQos(interfaceId, Map.of(), Optional.empty(), Optional.empty(), new TreeMap<>(),
                Optional.of(new PfcBinding(losslessProfile, cableLength)));
    }

    public InterfaceQos withPfc(Optional<PfcBinding> value) {
        return new InterfaceQos(interfaceId, classifiers, schedulerPolicy, bufferAllocationProfile, queueManagement, value);
    }

    public InterfaceQos withClassifier(ClassifierType type, String name) {
        var map = new EnumMap<ClassifierType, String>(ClassifierType.class);
        map.putAll(classifiers);
        map.put(type, name);
        return new InterfaceQos(interfaceId, map, schedulerPolicy, bufferAllocationProfile, queueManagement, pfc);
    }
}
