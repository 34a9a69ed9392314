package io.nosagent.qos.plan;

import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.qos.AckRemark;
import io.nosagent.config.intent.qos.BufferAllocationProfile;
import io.nosagent.config.intent.qos.BufferPlan;
import io.nosagent.config.intent.qos.BufferPool;
import io.nosagent.config.intent.qos.Classifier;
import io.nosagent.config.intent.qos.Cts;
import io.nosagent.config.intent.qos.ForwardingGroup;
import io.nosagent.config.intent.qos.LosslessPlan;
import io.nosagent.config.intent.qos.LosslessPriority;
import io.nosagent.config.intent.qos.LosslessProfile;
import io.nosagent.config.intent.qos.PortQosSettings;
import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.config.intent.qos.QosQueue;
import io.nosagent.config.intent.qos.QueueBuffer;
import io.nosagent.config.intent.qos.Scheduler;
import io.nosagent.config.intent.qos.SchedulerInput;
import io.nosagent.qos.state.QosState;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.IngressPriorityGroupAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.store.Desired;
import io.nosagent.sai.store.ObjectSpec;
import io.nosagent.sai.store.key.BufferPoolKey;
import io.nosagent.sai.store.key.HostKey;
import io.nosagent.sai.store.acl.AclBindPoint;
import io.nosagent.sai.store.key.NamedQosMapKey;
import io.nosagent.sai.store.key.PortKey;
import io.nosagent.sai.store.key.PriorityGroupKey;
import io.nosagent.sai.store.key.QueueKey;
import io.nosagent.sai.store.key.QueueType;
import io.nosagent.sai.store.key.SchedulerKey;
import io.nosagent.sai.store.key.SwitchKey;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SequencedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BooleanSupplier;

/**
 * Turns the QoS intent into a {@link QosPlan} for this switch, touching no ASIC. Per port with QoS:
 *
 * <ul>
 *   <li>maps: DSCP to TC (the classifier's terms through their forwarding groups to the queue id, plus
 *       the CTS DSCP to the CTS queue), TC to queue (TC n to queue n for every named queue), and on a
 *       lossless port TC to priority group (a lossless priority's queue to its group, every other TC to
 *       the lossy group), PFC priority to priority group and to queue; PFC enabled on the lossless
 *       priorities only;</li>
 *   <li>buffers: the lossless groups' profile (the profile's reservation and pool share, the port's
 *       headroom from its speed, MTU and cable, XON), the lossy group's, the lossless queue's (the whole
 *       egress pool), and the lossy queues' from the buffer-allocation profile;</li>
 *   <li>scheduling: each queue of the scheduler policy STRICT or DWRR with its weight, the CTS queue
 *       STRICT; WRED/ECN on the queues that have a queue-management profile;</li>
 *   <li>the ACK re-marking ACL on the downlinks ({@link AckRemarkSpecs}); VOQ credits per port and the
 *       credit watchdog ({@link VoqCreditSpecs}).</li>
 * </ul>
 */
public final class QosPlanner {

    private final SwitchHandle sw;
    private final Platform platform;
    private final BooleanSupplier nativeBthOpcode;

    /** @param nativeBthOpcode whether the ASIC's ACLs match the BTH opcode natively (asked when ACKs are re-marked) */
    public QosPlanner(SwitchHandle sw, BooleanSupplier nativeBthOpcode) {
        this.sw = sw;
        this.platform = sw.platform();
        this.nativeBthOpcode = nativeBthOpcode;
    }

    /**
     * The plan for {@code intent}, whose lossless ports and priorities are {@code lossless} (the plan the
     * watchdog watches too).
     */
    public QosPlan plan(SwitchIntent intent, LosslessPlan lossless) {
        QosIntent qos = QosIntent.of(intent);
        BufferPlan buffers = BufferPlan.of(qos,
                port -> intent.interfaceNamed(port).map(InterfaceIntent::mtu).orElse(InterfaceIntent.DEFAULT_MTU),
                this::speed, platform.buffer().cellBytes());
        var created = new CreatedObjects();
        var bound = new ArrayList<ObjectSpec<?>>();
        var portAttrs = new LinkedHashMap<String, List<Desired<SaiObject.Port>>>();
        var ports = new LinkedHashMap<String, QosState.PortState>();
        var pools = new LinkedHashMap<String, QosState.PoolState>();
        for (String port : qos.interfaces().keySet()) {
            if (sw.portId(port).isEmpty()) {
                continue; // validation refuses ports the switch lacks; a profile of another platform may list them
            }
            PortQosSettings settings = qos.effective(port).orElseThrow();
            var attrs = new ArrayList<Desired<SaiObject.Port>>();
            ports.put(port, port(qos, settings, lossless.port(port), buffers, created, attrs, bound, pools));
            attrs.addAll(VoqCreditSpecs.port(platform.features().voqCredits(), qos.voqCredits()));
            portAttrs.put(port, attrs);
        }
        Optional<QosState.AckMatch> ackMatch = ackRemark(qos, created, portAttrs);
        portAttrs.forEach((port, attrs) -> bound.add(new ObjectSpec<>(new PortKey(port), attrs)));
        List<Desired<SaiObject.Switch>> watchdog = VoqCreditSpecs.watchdog(platform, qos.voqCredits());
        if (!watchdog.isEmpty()) {
            bound.add(new ObjectSpec<>(SwitchKey.SWITCH, watchdog));
        }
        var poolKeys = new LinkedHashMap<String, BufferPoolKey>();
        pools.keySet().forEach(name -> poolKeys.put(name, BufferSpecs.poolKey(qos.bufferPools().get(name))));
        return new QosPlan(created.inOrder(), bound, new QosState(ports, pools, ackMatch), poolKeys);
    }

    /**
     * The ACK re-marking ACL on the downlinks with QoS (ACKs enter from the receiving hosts), when it
     * is enabled; how it matches the opcode.
     */
    private Optional<QosState.AckMatch> ackRemark(QosIntent qos, CreatedObjects created, Map<String, List<Desired<SaiObject.Port>>> portAttrs) {
        AckRemark ack = qos.ackRemark();
        Optional<QosQueue> queue = ack.queue().map(qos.queues()::get);
        var downlinks = portAttrs.keySet().stream().filter(p -> platform.port(p)
                .map(spec -> spec.role() == Platform.PortRole.DOWNLINK).orElse(false)).toList();
        if (!ack.enabled() || queue.isEmpty() || downlinks.isEmpty()) {
            return Optional.empty();
        }
        QosState.AckMatch match = switch (ack.match()) {
            case ACL_FIELD -> QosState.AckMatch.ACL_FIELD;
            case UDF -> QosState.AckMatch.UDF;
            case AUTO -> nativeBthOpcode.getAsBoolean() ? QosState.AckMatch.ACL_FIELD : QosState.AckMatch.UDF;
        };
        AckRemarkSpecs.objects(match, ack.dscp(), queue.get().queueId()).forEach(created::add);
        for (String port : downlinks) {
            AclBindPoint<SaiObject.Port> point = AclBindPoint.ingress(new PortKey(port));
            AckRemarkSpecs.binding(point, match).forEach(created::add);
            portAttrs.get(port).add(Desired.ref(point.attribute(), point.groupKey()));
        }
        return Optional.of(match);
    }

    private QosState.PortState port(QosIntent qos, PortQosSettings s, Optional<LosslessPlan.Port> losslessPort,
                                    BufferPlan buffers, CreatedObjects created, List<Desired<SaiObject.Port>> portAttrs,
                                    List<ObjectSpec<?>> bound, Map<String, QosState.PoolState> pools) {
        String port = s.port();
        var queueAttrs = new TreeMap<Integer, List<Desired<SaiObject.Queue>>>();
        var groupAttrs = new TreeMap<Integer, List<Desired<SaiObject.IngressPriorityGroup>>>();
        for (QosQueue q : qos.queues().values()) {
            queueAttrs.put(q.queueId(), new ArrayList<>());
        }

        // DSCP -> TC (= queue id)
        var dscpToTc = new TreeMap<Integer, Integer>();
        s.classifier().ifPresent(c -> dscpToTc.putAll(dscpToQueueId(qos, c)));
        Cts cts = qos.cts();
        Optional<QosQueue> ctsQueue = cts.enabled() ? cts.queue().map(qos.queues()::get) : Optional.empty();
        ctsQueue.ifPresent(q -> dscpToTc.put(cts.dscp(), q.queueId()));
        if (!dscpToTc.isEmpty()) {
            var key = new NamedQosMapKey(SaiEnums.QosMapType.DSCP_TO_TC, s.classifier().map(Classifier::name).orElse(MapSpecs.CTS_ONLY));
            created.add(MapSpecs.map(key, dscpToTc, AttrValue.QosMapParams::ofDscp, AttrValue.QosMapParams::ofTc));
            portAttrs.add(Desired.ref(PortAttr.QOS_DSCP_TO_TC_MAP, key));
        }
        // TC -> queue: TC n is queue n
        var tcToQueue = new TreeMap<Integer, Integer>();
        qos.queues().values().forEach(q -> tcToQueue.put(q.queueId(), q.queueId()));
        if (!tcToQueue.isEmpty()) {
            var key = new NamedQosMapKey(SaiEnums.QosMapType.TC_TO_QUEUE, MapSpecs.QUEUES);
            created.add(MapSpecs.map(key, tcToQueue, AttrValue.QosMapParams::ofTc, AttrValue.QosMapParams::ofQueue));
            portAttrs.add(Desired.ref(PortAttr.QOS_TC_TO_QUEUE_MAP, key));
        }

        int pfcMask = 0;
        var losslessGroups = new TreeSet<Integer>();
        var losslessQueues = new TreeSet<String>();
        OptionalLong headroom = OptionalLong.empty();
        Optional<LosslessProfile> lossless = s.lossless().map(PortQosSettings.Lossless::profile);
        Long xoff = buffers.xoffBytes().get(port);
        if (lossless.isPresent() && xoff != null && losslessPort.isPresent()) {
            LosslessProfile profile = lossless.get();
            pfcMask = losslessPort.get().pfcMask();
            headroom = OptionalLong.of(xoff);
            lossless(qos, profile, buffers, xoff, created, portAttrs, groupAttrs, pools);
            profile.priorities().values().forEach(p -> {
                losslessGroups.add(p.priorityGroup());
                losslessQueues.add(p.queue());
            });
            BufferPool egress = qos.bufferPools().get(profile.egressPool());
            pools.put(egress.name(), new QosState.PoolState(egress.name(), false, egress.size(), egress.size()));
            created.add(BufferSpecs.pool(egress, egress.size()));
            var queueProfile = created.add(BufferSpecs.losslessQueue(egress));
            for (String q : losslessQueues) {
                queueAttrs.get(qos.queues().get(q).queueId()).add(Desired.ref(QueueAttr.BUFFER_PROFILE_ID, queueProfile.key()));
            }
        }
        portAttrs.add(Desired.value(PortAttr.PRIORITY_FLOW_CONTROL.u8(pfcMask)));

        scheduling(qos, s, ctsQueue, created, queueAttrs);
        s.queueManagement().forEach((queue, profile) -> {
            var wred = created.add(SchedulerSpecs.wred(profile.name(), profile.wred(), platform.buffer().totalBytes()));
            queueAttrs.get(qos.queues().get(queue).queueId()).add(Desired.ref(QueueAttr.WRED_PROFILE_ID, wred.key()));
        });
        s.bufferAllocationProfile().ifPresent(b -> lossyQueues(qos, b, losslessQueues, created, queueAttrs, pools));

        queueAttrs.forEach((index, attrs) -> {
            if (!attrs.isEmpty()) {
                bound.add(new ObjectSpec<>(new QueueKey(port, QueueType.UNICAST, index), attrs));
            }
        });
        groupAttrs.forEach((index, attrs) -> bound.add(new ObjectSpec<>(new PriorityGroupKey(port, index), attrs)));
        var names = new TreeMap<String, Integer>();
        qos.queues().values().forEach(q -> names.put(q.name(), q.queueId()));
        return new QosState.PortState(port, names, pfcMask, losslessGroups, headroom);
    }

    /** Maps, pool and priority-group profiles of a lossless port. */
    private static void lossless(QosIntent qos, LosslessProfile profile, BufferPlan buffers, long xoff, CreatedObjects created,
                                 List<Desired<SaiObject.Port>> portAttrs,
                                 Map<Integer, List<Desired<SaiObject.IngressPriorityGroup>>> groupAttrs,
                                 Map<String, QosState.PoolState> pools) {
        var tcToGroup = new TreeMap<Integer, Integer>();
        qos.queues().values().forEach(q -> tcToGroup.put(q.queueId(), profile.lossyPriorityGroup()));
        var pfcToGroup = new TreeMap<Integer, Integer>();
        var pfcToQueue = new TreeMap<Integer, Integer>();
        for (LosslessPriority p : profile.priorities().values()) {
            int queueId = qos.queues().get(p.queue()).queueId();
            tcToGroup.put(queueId, p.priorityGroup());
            pfcToGroup.put(p.pfcPriority(), p.priorityGroup());
            pfcToQueue.put(p.pfcPriority(), queueId);
        }
        var tcGroups = new NamedQosMapKey(SaiEnums.QosMapType.TC_TO_PRIORITY_GROUP, profile.name());
        var pfcGroups = new NamedQosMapKey(SaiEnums.QosMapType.PFC_PRIORITY_TO_PRIORITY_GROUP, profile.name());
        var pfcQueues = new NamedQosMapKey(SaiEnums.QosMapType.PFC_PRIORITY_TO_QUEUE, profile.name());
        created.add(MapSpecs.map(tcGroups, tcToGroup, AttrValue.QosMapParams::ofTc, AttrValue.QosMapParams::ofPg));
        created.add(MapSpecs.map(pfcGroups, pfcToGroup, AttrValue.QosMapParams::ofPrio, AttrValue.QosMapParams::ofPg));
        created.add(MapSpecs.map(pfcQueues, pfcToQueue, AttrValue.QosMapParams::ofPrio, AttrValue.QosMapParams::ofQueue));
        portAttrs.add(Desired.ref(PortAttr.QOS_TC_TO_PRIORITY_GROUP_MAP, tcGroups));
        portAttrs.add(Desired.ref(PortAttr.QOS_PFC_PRIORITY_TO_PRIORITY_GROUP_MAP, pfcGroups));
        portAttrs.add(Desired.ref(PortAttr.QOS_PFC_PRIORITY_TO_QUEUE_MAP, pfcQueues));

        BufferPlan.PoolShare share = buffers.pools().get(profile.ingressPool());
        BufferPool pool = share.pool();
        pools.put(pool.name(), new QosState.PoolState(pool.name(), true, pool.size(), share.shared()));
        created.add(BufferSpecs.pool(pool, share.shared()));
        var losslessGroup = created.add(BufferSpecs.losslessGroup(profile, pool, share.staticShare(), xoff));
        var lossyGroup = created.add(BufferSpecs.lossyGroup(profile, pool, share.staticShare()));
        for (int group : pfcToGroup.values()) {
            groupAttrs.put(group, List.of(Desired.ref(IngressPriorityGroupAttr.BUFFER_PROFILE, losslessGroup.key())));
        }
        groupAttrs.put(profile.lossyPriorityGroup(), List.of(Desired.ref(IngressPriorityGroupAttr.BUFFER_PROFILE, lossyGroup.key())));
    }

    /** Each queue of the policy STRICT or DWRR; the CTS queue STRICT whatever the policy says. */
    private static void scheduling(QosIntent qos, PortQosSettings s, Optional<QosQueue> ctsQueue, CreatedObjects created,
                                   Map<Integer, List<Desired<SaiObject.Queue>>> queueAttrs) {
        var byQueue = new LinkedHashMap<Integer, ObjectSpec<SaiObject.Scheduler>>();
        s.schedulerPolicy().ifPresent(policy -> {
            for (Scheduler scheduler : policy.schedulers().values()) {
                for (SchedulerInput in : scheduler.inputs().values()) {
                    var key = SchedulerKey.of(policy.name(), in.queue());
                    byQueue.put(qos.queues().get(in.queue()).queueId(), scheduler.strict()
                            ? SchedulerSpecs.strict(key) : SchedulerSpecs.weighted(key, in.weight()));
                }
            }
        });
        ctsQueue.ifPresent(q -> byQueue.put(q.queueId(), SchedulerSpecs.strict(SchedulerKey.cts(q.name()))));
        byQueue.forEach((queueId, spec) -> queueAttrs.get(queueId)
                .add(Desired.ref(QueueAttr.SCHEDULER_PROFILE_ID, created.add(spec).key())));
    }

    /** The buffer-allocation profile's queues, except those a lossless priority claims on this port. */
    private static void lossyQueues(QosIntent qos, BufferAllocationProfile b, Iterable<String> losslessQueues, CreatedObjects created,
                                    Map<Integer, List<Desired<SaiObject.Queue>>> queueAttrs, Map<String, QosState.PoolState> pools) {
        var lossless = new TreeSet<String>();
        losslessQueues.forEach(lossless::add);
        BufferPool pool = qos.bufferPools().get(b.pool().orElseThrow());
        boolean any = false;
        for (QueueBuffer q : b.queues().values()) {
            if (lossless.contains(q.queue())) {
                continue;
            }
            if (!any) {
                created.add(BufferSpecs.pool(pool, pool.size()));
                pools.put(pool.name(), new QosState.PoolState(pool.name(), false, pool.size(), pool.size()));
                any = true;
            }
            var profile = created.add(BufferSpecs.lossyQueue(b.name(), q, pool));
            queueAttrs.get(qos.queues().get(q.queue()).queueId()).add(Desired.ref(QueueAttr.BUFFER_PROFILE_ID, profile.key()));
        }
    }

    private static Map<Integer, Integer> dscpToQueueId(QosIntent qos, Classifier c) {
        var out = new TreeMap<Integer, Integer>();
        c.dscpToGroup().forEach((dscp, group) -> {
            ForwardingGroup g = qos.forwardingGroups().get(group);
            out.put(dscp, qos.queues().get(g.outputQueue()).queueId());
        });
        return out;
    }

    private OptionalLong speed(String port) {
        return platform.port(port).map(p -> OptionalLong.of(p.speedMbps())).orElse(OptionalLong.empty());
    }

    /** Created objects by key, first added first (so each comes after what it refers to). */
    private static final class CreatedObjects {
        private final SequencedMap<HostKey<?>, ObjectSpec<?>> specs = new LinkedHashMap<>();

        <O extends SaiObject> ObjectSpec<O> add(ObjectSpec<O> spec) {
            ObjectSpec<?> had = specs.putIfAbsent(spec.key(), spec);
            if (had != null && !had.equals(spec)) {
                throw new IllegalStateException(spec.key() + " planned twice differently: " + had.attrs() + " and " + spec.attrs());
            }
            return spec;
        }

        List<ObjectSpec<?>> inOrder() {
            return List.copyOf(specs.values());
        }
    }
}
