package io.nosagent.config.validate;

import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.intent.qos.BufferAllocationProfile;
import io.nosagent.config.intent.qos.BufferPool;
import io.nosagent.config.intent.qos.Classifier;
import io.nosagent.config.intent.qos.ClassifierTerm;
import io.nosagent.config.intent.qos.ClassifierType;
import io.nosagent.config.intent.qos.ForwardingGroup;
import io.nosagent.config.intent.qos.InterfaceQos;
import io.nosagent.config.intent.qos.LosslessPriority;
import io.nosagent.config.intent.qos.LosslessProfile;
import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.config.intent.qos.QosQueue;
import io.nosagent.config.intent.qos.QueueManagementProfile;
import io.nosagent.config.intent.qos.Scheduler;
import io.nosagent.config.intent.qos.SchedulerInput;
import io.nosagent.config.intent.qos.SchedulerPolicy;
import io.nosagent.config.intent.qos.VoqCredits;
import io.nosagent.config.intent.qos.Wred;
import io.nosagent.config.yang.QosYang;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The QoS checks the schema cannot express: every name refers to something configured (a forwarding
 * group to a queue, a term to a group, a binding to a classifier, policy or profile), queue ids and
 * priority groups exist on the ports, a DSCP is classified once, scheduler weights fit SAI, WRED
 * thresholds are ordered, priority groups draw on INGRESS pools and queues on EGRESS ones, a lossless
 * profile has no more lossless priorities than it allows, the CTS queue is not the lossless queue, and
 * VOQ credits only on a VOQ switch. Headroom against the pools needs the interfaces' MTU and is
 * {@link QosHeadroomValidator}'s.
 */
public final class QosValidator implements SectionValidator<QosIntent> {

    /** SAI's SCHEDULING_WEIGHT range. */
    public static final int MAX_WEIGHT = 100;

    @Override
    public void validate(QosIntent qos, ValidationContext context, ConfigErrors errors) {
        queues(qos, context, errors);
        for (ForwardingGroup g : qos.forwardingGroups().values()) {
            queueNamed(qos, g.outputQueue(), QosYang.ForwardingGroups.ForwardingGroup.Config.path(g.name()).child(QosYang.ForwardingGroups.ForwardingGroup.Config.OUTPUT_QUEUE),
                    "forwarding group '" + g.name() + "'", errors);
        }
        qos.classifiers().values().forEach(c -> classifier(qos, c, errors));
        qos.schedulerPolicies().values().forEach(p -> schedulerPolicy(qos, p, errors));
        qos.queueManagementProfiles().values().forEach(p -> wred(p, errors));
        qos.bufferAllocationProfiles().values().forEach(p -> allocation(qos, p, errors));
        qos.bufferPools().values().forEach(p -> pool(p, context, errors));
        qos.losslessProfiles().values().forEach(p -> lossless(qos, p, context, errors));
        qos.interfaces().values().forEach(i -> binding(qos, i, context, errors));
        cts(qos, errors);
        ack(qos, errors);
        ackOnThisAsic(qos, context.asic(), errors);
        voq(qos, context, errors);
    }

    private static void queues(QosIntent qos, ValidationContext context, ConfigErrors errors) {
        var byId = new HashMap<Integer, String>();
        for (QosQueue q : qos.queues().values()) {
            ConfigPath at = QosYang.Queues.Queue.Config.path(q.name()).child(QosYang.Queues.Queue.Config.QUEUE_ID);
            String other = byId.putIfAbsent(q.queueId(), q.name());
            if (other != null) {
                errors.add(ConfigError.Kind.CONSTRAINT, at, "queue-id " + q.queueId() + " is already queue '" + other + "'");
            }
            context.qosLimits().queuesPerPort().ifPresent(n -> {
                if (q.queueId() >= n) {
                    errors.add(ConfigError.Kind.CONSTRAINT, at, "queue-id " + q.queueId() + " is not a queue of this switch"
                            + " (its ports have unicast queues 0.." + (n - 1) + ")");
                }
            });
        }
    }

    private static void classifier(QosIntent qos, Classifier c, ConfigErrors errors) {
        var seen = new HashMap<Integer, String>();
        for (ClassifierTerm t : c.terms().values()) {
            ConfigPath term = QosYang.Classifiers.Classifier.Terms.Term.path(c.name(), t.id());
            t.targetGroup().ifPresent(g -> {
                if (!qos.forwardingGroups().containsKey(g)) {
                    errors.add(ConfigError.Kind.CONSTRAINT, term.child(QosYang.Classifiers.Classifier.Terms.Term.ACTIONS).child(QosYang.Classifiers.Classifier.Terms.Term.Actions.CONFIG).child(QosYang.Classifiers.Classifier.Terms.Term.Actions.Config.TARGET_GROUP),
                            "unknown forwarding group '" + g + "'" + known(qos.forwardingGroups()));
                }
            });
            for (int dscp : t.dscps()) {
                String other = seen.putIfAbsent(dscp, t.id());
                if (other != null) {
                    errors.add(ConfigError.Kind.CONSTRAINT, term.child(QosYang.Classifiers.Classifier.Terms.Term.CONDITIONS).child(c.type().condition()).child(QosYang.Classifiers.Classifier.Terms.Term.Conditions.Ipv4.CONFIG),
                            "DSCP " + dscp + " is already classified by term '" + other + "' of classifier '" + c.name() + "'");
                }
            }
        }
    }

    private static void schedulerPolicy(QosIntent qos, SchedulerPolicy p, ConfigErrors errors) {
        var served = new HashMap<String, String>();
        int lastStrictQueueId = Integer.MAX_VALUE;
        for (Scheduler s : p.schedulers().values()) {
            for (SchedulerInput in : servingOrder(s)) {
                ConfigPath input = QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.Inputs.Input.Config.path(p.name(), s.sequence(), in.id());
                if (!queueNamed(qos, in.queue(), input.child(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.Inputs.Input.Config.QUEUE), "scheduler input '" + in.id() + "'", errors)) {
                    continue;
                }
                String other = served.putIfAbsent(in.queue(), in.id());
                if (other != null) {
                    errors.add(ConfigError.Kind.CONSTRAINT, input.child(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.Inputs.Input.Config.QUEUE), "queue '" + in.queue()
                            + "' is already an input of policy '" + p.name() + "' (input '" + other + "')");
                }
                if (!s.strict() && (in.weight() < 1 || in.weight() > MAX_WEIGHT)) {
                    errors.add(ConfigError.Kind.CONSTRAINT, input.child(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.Inputs.Input.Config.WEIGHT), "weight " + in.weight()
                            + " is out of range 1.." + MAX_WEIGHT + " (SAI's scheduling weight)");
                }
                if (s.strict()) {
                    int id = qos.queues().get(in.queue()).queueId();
                    // SAI serves strict queues by queue index, highest first: the policy's order must agree.
                    if (id > lastStrictQueueId) {
                        errors.add(ConfigError.Kind.CONSTRAINT, input.child(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.Inputs.Input.Config.QUEUE), "strict queue '" + in.queue()
                                + "' (queue-id " + id + ") comes after a strict queue with a lower id; strict queues are"
                                + " served highest queue-id first, so give earlier schedulers the higher ids");
                    }
                    lastStrictQueueId = Math.min(lastStrictQueueId, id);
                }
            }
        }
    }

    /**
     * A strict scheduler's inputs in the order it serves them: OpenConfig ranks strict inputs by weight, the
     * higher first (DP-1.2 gives NC1 200 over AF4 100), not by their key; equal weights keep key order.
     */
    private static List<SchedulerInput> servingOrder(Scheduler s) {
        var inputs = new ArrayList<>(s.inputs().values());
        if (s.strict()) {
            inputs.sort(Comparator.comparingLong(SchedulerInput::weight).reversed());
        }
        return inputs;
    }

    private static void wred(QueueManagementProfile p, ConfigErrors errors) {
        Wred w = p.wred();
        boolean bytes = w.unit() == Wred.Unit.BYTES;
        String min = bytes ? QosYang.QueueManagementProfiles.QueueManagementProfile.Wred.Uniform.Config.MIN_THRESHOLD
                : QosYang.QueueManagementProfiles.QueueManagementProfile.Wred.Uniform.Config.MIN_THRESHOLD_PERCENT;
        String max = bytes ? QosYang.QueueManagementProfiles.QueueManagementProfile.Wred.Uniform.Config.MAX_THRESHOLD
                : QosYang.QueueManagementProfiles.QueueManagementProfile.Wred.Uniform.Config.MAX_THRESHOLD_PERCENT;
        var path = QosYang.QueueManagementProfiles.QueueManagementProfile.Wred.Uniform.Config.path(p.name()).child(max);
        if (w.maxThreshold() < w.minThreshold()) {
            errors.add(ConfigError.Kind.CONSTRAINT, path, max + " " + w.maxThreshold() + " is below " + min + " " + w.minThreshold());
        }
        if (bytes && w.maxThreshold() > 0xFFFF_FFFFL) {
            errors.add(ConfigError.Kind.CONSTRAINT, path, "max-threshold "
                    + w.maxThreshold() + " exceeds 4294967295 bytes, the largest WRED threshold SAI takes");
        }
    }

    private static void allocation(QosIntent qos, BufferAllocationProfile p, ConfigErrors errors) {
        ConfigPath config = QosYang.BufferAllocationProfiles.BufferAllocationProfile.Config.path(p.name());
        if (p.pool().isEmpty() && !p.queues().isEmpty()) {
            errors.add(ConfigError.Kind.CONSTRAINT, config.child(QosYang.BufferAllocationProfiles.BufferAllocationProfile.Config.POOL), "buffer-allocation-profile '"
                    + p.name() + "' names no pool for its queues to draw on");
        }
        p.pool().ifPresent(pool -> poolOfType(qos, pool, BufferPool.Type.EGRESS, config.child(QosYang.BufferAllocationProfiles.BufferAllocationProfile.Config.POOL),
                "queues draw on EGRESS pools", errors));
        for (String queue : p.queues().keySet()) {
            queueNamed(qos, queue, QosYang.BufferAllocationProfiles.BufferAllocationProfile.Queues.Queue.path(p.name(), queue), "buffer-allocation-profile '" + p.name() + "'",
                    errors);
        }
    }

    private static void pool(BufferPool p, ValidationContext context, ConfigErrors errors) {
        context.qosLimits().bufferBytes().ifPresent(buffer -> {
            if (p.size() > buffer) {
                errors.add(ConfigError.Kind.CONSTRAINT, QosYang.BufferPools.BufferPool.Config.path(p.name()).child(QosYang.BufferPools.BufferPool.Config.SIZE), "size "
                        + p.size() + " exceeds this switch's " + buffer + "-byte packet buffer");
            }
        });
    }

    private static void lossless(QosIntent qos, LosslessProfile p, ValidationContext context, ConfigErrors errors) {
        String owner = "lossless-profile '" + p.name() + "'";
        p.classifier().ifPresent(c -> named(qos.classifiers(), c, "classifier", QosYang.LosslessProfiles.LosslessProfile.Config.path(p.name()).child(QosYang.LosslessProfiles.LosslessProfile.Config.CLASSIFIER), errors));
        p.schedulerPolicy().ifPresent(s -> named(qos.schedulerPolicies(), s, "scheduler policy",
                QosYang.LosslessProfiles.LosslessProfile.Config.path(p.name()).child(QosYang.LosslessProfiles.LosslessProfile.Config.SCHEDULER_POLICY), errors));
        p.bufferAllocationProfile().ifPresent(b -> named(qos.bufferAllocationProfiles(), b, "buffer-allocation-profile",
                QosYang.LosslessProfiles.LosslessProfile.Config.path(p.name()).child(QosYang.LosslessProfiles.LosslessProfile.Config.BUFFER_ALLOCATION_PROFILE), errors));
        p.queueManagement().forEach((queue, profile) -> queueManagement(qos, queue, profile,
                QosYang.LosslessProfiles.LosslessProfile.Queues.Queue.Config.path(p.name(), queue).child(QosYang.LosslessProfiles.LosslessProfile.Queues.Queue.Config.QUEUE_MANAGEMENT_PROFILE), owner, errors));
        poolOfType(qos, p.ingressPool(), BufferPool.Type.INGRESS, QosYang.LosslessProfiles.LosslessProfile.Config.path(p.name()).child(QosYang.LosslessProfiles.LosslessProfile.Config.INGRESS_POOL),
                "priority groups draw on INGRESS pools", errors);
        poolOfType(qos, p.egressPool(), BufferPool.Type.EGRESS, QosYang.LosslessProfiles.LosslessProfile.Config.path(p.name()).child(QosYang.LosslessProfiles.LosslessProfile.Config.EGRESS_POOL),
                "queues draw on EGRESS pools", errors);
        int n = 0;
        for (LosslessPriority pr : p.priorities().values()) {
            ConfigPath at = QosYang.LosslessProfiles.LosslessProfile.Priorities.Priority.path(p.name(), pr.pfcPriority());
            ConfigPath config = QosYang.LosslessProfiles.LosslessProfile.Priorities.Priority.Config.path(p.name(), pr.pfcPriority());
            if (++n > p.maxLosslessPriorities()) {
                errors.add(ConfigError.Kind.CONSTRAINT, at, "lossless priority " + pr.pfcPriority() + " is one more than "
                        + owner + " allows (max-lossless-priorities " + p.maxLosslessPriorities()
                        + ": one lossless queue everywhere, switches and NICs)");
            }
            queueNamed(qos, pr.queue(), config.child(QosYang.LosslessProfiles.LosslessProfile.Priorities.Priority.Config.QUEUE), "lossless priority " + pr.pfcPriority(), errors);
            priorityGroup(pr.priorityGroup(), config.child(QosYang.LosslessProfiles.LosslessProfile.Priorities.Priority.Config.PRIORITY_GROUP), context, errors);
            if (pr.priorityGroup() == p.lossyPriorityGroup()) {
                errors.add(ConfigError.Kind.CONSTRAINT, config.child(QosYang.LosslessProfiles.LosslessProfile.Priorities.Priority.Config.PRIORITY_GROUP), "priority group "
                        + pr.priorityGroup() + " is the profile's lossy-priority-group; a lossless priority needs a group of its own");
            }
        }
        priorityGroup(p.lossyPriorityGroup(), QosYang.LosslessProfiles.LosslessProfile.Config.path(p.name()).child(QosYang.LosslessProfiles.LosslessProfile.Config.LOSSY_PRIORITY_GROUP), context, errors);
    }

    private static void binding(QosIntent qos, InterfaceQos i, ValidationContext context, ConfigErrors errors) {
        String port = i.interfaceId();
        if (!context.interfaceNames().contains(port)) {
            errors.add(ConfigError.Kind.CONSTRAINT, QosYang.Interfaces.Interface.path(port), "unknown interface '" + port
                    + "' (not a port of this switch)");
        }
        Map<Integer, Integer> dscpMap = null;
        for (var c : i.classifiers().entrySet()) {
            ConfigPath at = QosYang.Interfaces.Interface.Input.Classifiers.Classifier.Config.path(port, c.getKey().name())
                    .child(QosYang.Interfaces.Interface.Input.Classifiers.Classifier.Config.NAME);
            Classifier classifier = qos.classifiers().get(c.getValue());
            if (classifier == null) {
                errors.add(ConfigError.Kind.CONSTRAINT, at, "unknown classifier '" + c.getValue() + "'" + known(qos.classifiers()));
                continue;
            }
            if (classifier.type() != c.getKey()) {
                errors.add(ConfigError.Kind.CONSTRAINT, at, "classifier '" + c.getValue() + "' is of type "
                        + classifier.type() + ", bound as " + c.getKey());
                continue;
            }
            var map = queueIds(qos, classifier);
            if (dscpMap != null && !dscpMap.equals(map)) {
                // SAI has one DSCP-to-TC map per port, for both families.
                errors.add(ConfigError.Kind.CONSTRAINT, at, "classifier '" + c.getValue() + "' maps DSCP to other queues than "
                        + "the port's " + ClassifierType.IPV4 + " classifier; a port has one DSCP map for IPv4 and IPv6");
            }
            dscpMap = map;
        }
        i.schedulerPolicy().ifPresent(s -> named(qos.schedulerPolicies(), s, "scheduler policy",
                QosYang.Interfaces.Interface.Output.SchedulerPolicy.Config.path(port).child(QosYang.Interfaces.Interface.Output.SchedulerPolicy.Config.NAME), errors));
        i.bufferAllocationProfile().ifPresent(b -> named(qos.bufferAllocationProfiles(), b, "buffer-allocation-profile",
                QosYang.Interfaces.Interface.Output.Config.path(port).child(QosYang.Interfaces.Interface.Output.Config.BUFFER_ALLOCATION_PROFILE), errors));
        i.queueManagement().forEach((queue, profile) -> queueManagement(qos, queue, profile,
                QosYang.Interfaces.Interface.Output.Queues.Queue.Config.path(port, queue).child(QosYang.Interfaces.Interface.Output.Queues.Queue.Config.QUEUE_MANAGEMENT_PROFILE), "interface " + port, errors));
        i.pfc().ifPresent(p -> named(qos.losslessProfiles(), p.losslessProfile(), "lossless profile",
                QosYang.Interfaces.Interface.Pfc.Config.path(port).child(QosYang.Interfaces.Interface.Pfc.Config.LOSSLESS_PROFILE), errors));
    }

    private static void cts(QosIntent qos, ConfigErrors errors) {
        if (!qos.cts().enabled()) {
            return;
        }
        Optional<String> queue = qos.cts().queue();
        if (queue.isEmpty()) {
            errors.add(ConfigError.Kind.CONSTRAINT, QosYang.Cts.Config.path().child(QosYang.Cts.Config.QUEUE), "the CTS queue is enabled but names no queue");
            return;
        }
        if (!queueNamed(qos, queue.get(), QosYang.Cts.Config.path().child(QosYang.Cts.Config.QUEUE), "the CTS queue", errors)) {
            return;
        }
        for (LosslessProfile p : qos.losslessProfiles().values()) {
            for (LosslessPriority pr : p.priorities().values()) {
                if (pr.queue().equals(queue.get())) {
                    errors.add(ConfigError.Kind.CONSTRAINT, QosYang.Cts.Config.path().child(QosYang.Cts.Config.QUEUE), "queue '" + queue.get()
                            + "' is lossless priority " + pr.pfcPriority() + "'s queue in lossless-profile '" + p.name()
                            + "'; CTS needs a queue of its own ahead of it (the lossless queue stays single)");
                }
            }
        }
        int dscp = qos.cts().dscp();
        for (Classifier c : qos.classifiers().values()) {
            String group = c.dscpToGroup().get(dscp);
            ForwardingGroup g = group == null ? null : qos.forwardingGroups().get(group);
            if (g != null && !g.outputQueue().equals(queue.get())) {
                errors.add(ConfigError.Kind.CONSTRAINT, QosYang.Cts.Config.path().child(QosYang.Cts.Config.DSCP), "DSCP " + dscp + " is classified to group '"
                        + group + "' (queue '" + g.outputQueue() + "') by classifier '" + c.name()
                        + "'; the CTS DSCP goes to the CTS queue only");
            }
        }
    }

    private static void ack(QosIntent qos, ConfigErrors errors) {
        if (!qos.ackRemark().enabled()) {
            return;
        }
        if (qos.ackRemark().queue().isEmpty()) {
            errors.add(ConfigError.Kind.CONSTRAINT, QosYang.AckRemark.Config.path().child(QosYang.AckRemark.Config.QUEUE), "ACK re-marking is enabled but names no queue");
            return;
        }
        queueNamed(qos, qos.ackRemark().queue().get(), QosYang.AckRemark.Config.path().child(QosYang.AckRemark.Config.QUEUE), "ACK re-marking", errors);
    }

    /** The BTH opcode match asked for must be one the ASIC has; AUTO needs either. */
    private static void ackOnThisAsic(QosIntent qos, AsicSupport asic, ConfigErrors errors) {
        var ack = qos.ackRemark();
        if (!ack.enabled()) {
            return;
        }
        var config = QosYang.AckRemark.Config.path();
        var field = asic.lacks(AsicSupport.Missing.BTH_OPCODE_ACL_FIELD);
        var udf = asic.lacks(AsicSupport.Missing.BTH_OPCODE_UDF);
        switch (ack.match()) {
            case ACL_FIELD -> field.ifPresent(why -> errors.add(ConfigError.Kind.CONSTRAINT, config.child(QosYang.AckRemark.Config.BTH_MATCH),
                    "bth-match acl-field needs the ACL's BTH opcode field, which this ASIC does not have (" + why + "); use udf or auto"));
            case UDF -> udf.ifPresent(why -> errors.add(ConfigError.Kind.CONSTRAINT, config.child(QosYang.AckRemark.Config.BTH_MATCH),
                    "bth-match udf needs an ACL on a UDF, which this ASIC does not have (" + why + ")"));
            case AUTO -> {
                if (field.isPresent() && udf.isPresent()) {
                    errors.add(ConfigError.Kind.CONSTRAINT, config.child(QosYang.AckRemark.Config.ENABLED),
                            "this ASIC matches the BTH opcode neither with its ACL field (" + field.get() + ") nor with a UDF ("
                                    + udf.get() + ")");
                }
            }
        }
    }

    private static void voq(QosIntent qos, ValidationContext context, ConfigErrors errors) {
        var v = qos.voqCredits();
        String tuned = v.initialCredit().isPresent() ? QosYang.VoqCredits.Config.INITIAL_CREDIT : v.creditRamp().isPresent() ? QosYang.VoqCredits.Config.CREDIT_RAMP : null;
        if (!context.qosLimits().voq().orElse(true)) {
            String leaf = tuned != null ? tuned : !v.watchdogAtDefault()
                    ? (v.watchdog() != VoqCredits.DEFAULT.watchdog() ? QosYang.VoqCredits.Config.CREDIT_WATCHDOG : QosYang.VoqCredits.Config.CREDIT_WATCHDOG_TIMER) : null;
            if (leaf != null) {
                errors.add(ConfigError.Kind.CONSTRAINT, QosYang.VoqCredits.Config.path().child(leaf), "this switch is not a VOQ switch:"
                        + " it has no VOQ credits to tune");
            }
        } else if (tuned != null && !context.qosLimits().voqCreditTuning().orElse(true)) {
            errors.add(ConfigError.Kind.CONSTRAINT, QosYang.VoqCredits.Config.path().child(tuned), "this platform's description names no vendor"
                    + " attributes for VOQ credits (SAI has no standard one): nothing can program " + tuned);
        }
    }

    // ---- shared checks --------------------------------------------------------------------------

    /** DSCP to queue id through {@code classifier}'s groups (names that do not resolve are left out). */
    static Map<Integer, Integer> queueIds(QosIntent qos, Classifier classifier) {
        var out = new HashMap<Integer, Integer>();
        classifier.dscpToGroup().forEach((dscp, group) -> {
            ForwardingGroup g = qos.forwardingGroups().get(group);
            QosQueue q = g == null ? null : qos.queues().get(g.outputQueue());
            if (q != null) {
                out.put(dscp, q.queueId());
            }
        });
        return out;
    }

    private static boolean queueNamed(QosIntent qos, String queue, ConfigPath at, String who, ConfigErrors errors) {
        if (qos.queues().containsKey(queue)) {
            return true;
        }
        errors.add(ConfigError.Kind.CONSTRAINT, at, who + " names queue '" + queue + "', which is not configured"
                + known(qos.queues()));
        return false;
    }

    private static void queueManagement(QosIntent qos, String queue, String profile, ConfigPath at, String who,
                                        ConfigErrors errors) {
        if (queueNamed(qos, queue, at, who, errors)) {
            named(qos.queueManagementProfiles(), profile, "queue-management-profile", at, errors);
        }
    }

    private static void named(Map<String, ?> map, String name, String what, ConfigPath at, ConfigErrors errors) {
        if (!map.containsKey(name)) {
            errors.add(ConfigError.Kind.CONSTRAINT, at, "unknown " + what + " '" + name + "'" + known(map));
        }
    }

    private static void poolOfType(QosIntent qos, String name, BufferPool.Type type, ConfigPath at, String rule,
                                   ConfigErrors errors) {
        BufferPool pool = qos.bufferPools().get(name);
        if (pool == null) {
            errors.add(ConfigError.Kind.CONSTRAINT, at, "unknown buffer pool '" + name + "'" + known(qos.bufferPools()));
        } else if (pool.type() != type) {
            errors.add(ConfigError.Kind.CONSTRAINT, at, "buffer pool '" + name + "' is an " + pool.type() + " pool; " + rule);
        }
    }

    private static void priorityGroup(int pg, ConfigPath at, ValidationContext context, ConfigErrors errors) {
        context.qosLimits().priorityGroupsPerPort().ifPresent(n -> {
            if (pg >= n) {
                errors.add(ConfigError.Kind.CONSTRAINT, at, "priority group " + pg + " is not a priority group of this switch"
                        + " (its ports have 0.." + (n - 1) + ")");
            }
        });
    }

    private static String known(Map<String, ?> map) {
        return map.isEmpty() ? " (none is configured)" : " (configured: " + String.join(", ", map.keySet()) + ")";
    }
}
