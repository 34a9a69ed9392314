package io.nosagent.config.intent.qos;

import io.nosagent.config.intent.SectionKey;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.InterfaceNameOrder;

import java.util.Collections;
import java.util.NavigableMap;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * The QoS section of the intent. OpenConfig ({@code openconfig-qos}): queues, forwarding groups, DSCP
 * classifiers, scheduler policies, queue-management and buffer-allocation profiles, and per-port
 * bindings. The project's {@code nosagent-qos} (augmenting it): buffer pools, lossless profiles, each
 * port's lossless profile and cable length, the CTS queue, ACK re-marking and VOQ credits. A port
 * absent from {@link #interfaces} gets no QoS programming (the ASIC's defaults).
 *
 * @param queues                    by name
 * @param forwardingGroups          by name
 * @param classifiers               by name
 * @param schedulerPolicies         by name
 * @param queueManagementProfiles   by name
 * @param bufferAllocationProfiles  by name
 * @param interfaces                by port name
 * @param bufferPools               by name
 * @param losslessProfiles          by name
 * @param cts                       the CTS queue
 * @param ackRemark                 ACK re-marking
 * @param voqCredits                VOQ credit tuning
 */
public record QosIntent(NavigableMap<String, QosQueue> queues, NavigableMap<String, ForwardingGroup> forwardingGroups,
                        NavigableMap<String, Classifier> classifiers,
                        NavigableMap<String, SchedulerPolicy> schedulerPolicies,
                        NavigableMap<String, QueueManagementProfile> queueManagementProfiles,
                        NavigableMap<String, BufferAllocationProfile> bufferAllocationProfiles,
                        NavigableMap<String, InterfaceQos> interfaces, NavigableMap<String, BufferPool> bufferPools,
                        NavigableMap<String, LosslessProfile> losslessProfiles, Cts cts, AckRemark ackRemark,
                        VoqCredits voqCredits) {

    /** Nothing configured. */
    public static final QosIntent NONE = new QosIntent(new TreeMap<>(), new TreeMap<>(), new TreeMap<>(), new TreeMap<>(),
            new TreeMap<>(), new TreeMap<>(), new TreeMap<>(), new TreeMap<>(), new TreeMap<>(), Cts.OFF, AckRemark.OFF,
            VoqCredits.DEFAULT);

    /** This section's key in a {@link SwitchIntent}: nothing configured is {@link #NONE}. */
    public static final SectionKey<QosIntent> SECTION = SectionKey.of("qos", NONE);

    /** The QoS section of {@code intent}. */
    public static QosIntent of(SwitchIntent intent) {
        return intent.get(SECTION);
    }

    public QosIntent {
        queues = frozen(queues);
        forwardingGroups = frozen(forwardingGroups);
        classifiers = frozen(classifiers);
        schedulerPolicies = frozen(schedulerPolicies);
        queueManagementProfiles = frozen(queueManagementProfiles);
        bufferAllocationProfiles = frozen(bufferAllocationProfiles);
        var ports = new TreeMap<String, InterfaceQos>(InterfaceNameOrder.INSTANCE);
        ports.putAll(interfaces);
        interfaces = Collections.unmodifiableNavigableMap(ports);
        bufferPools = frozen(bufferPools);
        losslessProfiles = frozen(losslessProfiles);
        Objects.requireNonNull(cts, "cts");
        Objects.requireNonNull(ackRemark, "ackRemark");
        Objects.requireNonNull(voqCredits, "voqCredits");
    }

    public boolean isEmpty() {
        return equals(NONE);
    }

    /**
     * What {@code port} gets: each binding from its interface entry where the entry has it, else from
     * its lossless profile; empty when the port has no entry. Names that resolve to nothing are left
     * out (validation refuses them before an intent is programmed).
     */
    public Optional<PortQosSettings> effective(String port) {
        InterfaceQos entry = interfaces.get(port);
        if (entry == null) {
            return Optional.empty();
        }
        Optional<LosslessProfile> profile = entry.pfc().map(p -> losslessProfiles.get(p.losslessProfile()));
        Optional<String> classifier = entry.classifiers().values().stream().findFirst()
                .or(() -> profile.flatMap(LosslessProfile::classifier));
        Optional<String> scheduler = entry.schedulerPolicy().or(() -> profile.flatMap(LosslessProfile::schedulerPolicy));
        Optional<String> buffers = entry.bufferAllocationProfile()
                .or(() -> profile.flatMap(LosslessProfile::bufferAllocationProfile));
        NavigableMap<String, String> qm = !entry.queueManagement().isEmpty() ? entry.queueManagement()
                : profile.map(LosslessProfile::queueManagement).orElse(new TreeMap<>());
        var wred = new TreeMap<String, QueueManagementProfile>();
        qm.forEach((queue, name) -> {
            QueueManagementProfile p = queueManagementProfiles.get(name);
            if (p != null) {
                wred.put(queue, p);
            }
        });
        return Optional.of(new PortQosSettings(port, classifier.map(classifiers::get), scheduler.map(schedulerPolicies::get),
                buffers.map(bufferAllocationProfiles::get), wred,
                profile.flatMap(p -> entry.pfc().map(b -> new PortQosSettings.Lossless(p, b.cableLength())))));
    }

    public QosIntent withQueue(QosQueue value) {
        return edit(b -> b.queues = put(queues, value.name(), value));
    }

    public QosIntent withForwardingGroup(ForwardingGroup value) {
        return edit(b -> b.forwardingGroups = put(forwardingGroups, value.name(), value));
    }

    public QosIntent withClassifier(Classifier value) {
        return edit(b -> b.classifiers = put(classifiers, value.name(), value));
    }

    public QosIntent withSchedulerPolicy(SchedulerPolicy value) {
        return edit(b -> b.schedulerPolicies = put(schedulerPolicies, value.name(), value));
    }

    public QosIntent withQueueManagementProfile(QueueManagementProfile value) {
        return edit(b -> b.queueManagementProfiles = put(queueManagementProfiles, value.name(), value));
    }

    public QosIntent withBufferAllocationProfile(BufferAllocationProfile value) {
        return edit(b -> b.bufferAllocationProfiles = put(bufferAllocationProfiles, value.name(), value));
    }

    public QosIntent withInterface(InterfaceQos value) {
        return edit(b -> b.interfaces = put(interfaces, value.interfaceId(), value));
    }

    public QosIntent withoutInterface(String port) {
        var map = new TreeMap<String, InterfaceQos>(InterfaceNameOrder.INSTANCE);
        map.putAll(interfaces);
        map.remove(port);
        return edit(b -> b.interfaces = map);
    }

    public QosIntent withBufferPool(BufferPool value) {
        return edit(b -> b.bufferPools = put(bufferPools, value.name(), value));
    }

    public QosIntent withLosslessProfile(LosslessProfile value) {
        return edit(b -> b.losslessProfiles = put(losslessProfiles, value.name(), value));
    }

    public QosIntent withCts(Cts value) {
        return edit(b -> b.cts = value);
    }

    public QosIntent withAckRemark(AckRemark value) {
        return edit(b -> b.ackRemark = value);
    }

    public QosIntent withVoqCredits(VoqCredits value) {
        return edit(b -> b.voqCredits = value);
    }

    /** The mutable copy edits go through, so each {@code with...} is one line. */
    private static final class Parts {
        NavigableMap<String, QosQueue> queues;
        NavigableMap<String, ForwardingGroup> forwardingGroups;
        NavigableMap<String, Classifier> classifiers;
        NavigableMap<String, SchedulerPolicy> schedulerPolicies;
        NavigableMap<String, QueueManagementProfile> queueManagementProfiles;
        NavigableMap<String, BufferAllocationProfile> bufferAllocationProfiles;
        NavigableMap<String, InterfaceQos> interfaces;
        NavigableMap<String, BufferPool> bufferPools;
        NavigableMap<String, LosslessProfile> losslessProfiles;
        Cts cts;
        AckRemark ackRemark;
        VoqCredits voqCredits;
    }

    private QosIntent edit(Consumer<Parts> change) {
        var p = new Parts();
        p.queues = queues;
        p.forwardingGroups = forwardingGroups;
        p.classifiers = classifiers;
        p.schedulerPolicies = schedulerPolicies;
        p.queueManagementProfiles = queueManagementProfiles;
        p.bufferAllocationProfiles = bufferAllocationProfiles;
        p.interfaces = interfaces;
        p.bufferPools = bufferPools;
        p.losslessProfiles = losslessProfiles;
        p.cts = cts;
        p.ackRemark = ackRemark;
        p.voqCredits = voqCredits;
        change.accept(p);
        return new QosIntent(p.queues, p.forwardingGroups, p.classifiers, p.schedulerPolicies, p.queueManagementProfiles,
                p.bufferAllocationProfiles, p.interfaces, p.bufferPools, p.losslessProfiles, p.cts, p.ackRemark,
                p.voqCredits);
    }

    private static <V> NavigableMap<String, V> put(NavigableMap<String, V> map, String key, V value) {
        var copy = new TreeMap<>(map);
        copy.put(key, value);
        return copy;
    }

    private static <V> NavigableMap<String, V> frozen(NavigableMap<String, V> map) {
        return Collections.unmodifiableNavigableMap(new TreeMap<>(map));
    }
}
