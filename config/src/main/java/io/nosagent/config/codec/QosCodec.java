package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.intent.qos.AckRemark;
import io.nosagent.config.intent.qos.BufferAllocationProfile;
import io.nosagent.config.intent.qos.BufferPool;
import io.nosagent.config.intent.qos.Classifier;
import io.nosagent.config.intent.qos.ClassifierTerm;
import io.nosagent.config.intent.qos.ClassifierType;
import io.nosagent.config.intent.qos.Cts;
import io.nosagent.config.intent.qos.ForwardingGroup;
import io.nosagent.config.intent.qos.InterfaceQos;
import io.nosagent.config.intent.qos.LosslessPriority;
import io.nosagent.config.intent.qos.LosslessProfile;
import io.nosagent.config.intent.qos.PfcBinding;
import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.config.intent.qos.QosQueue;
import io.nosagent.config.intent.qos.QueueBuffer;
import io.nosagent.config.intent.qos.QueueManagementProfile;
import io.nosagent.config.intent.qos.Scheduler;
import io.nosagent.config.intent.qos.SchedulerInput;
import io.nosagent.config.intent.qos.SchedulerPolicy;
import io.nosagent.config.intent.qos.SharedLimitType;
import io.nosagent.config.intent.qos.VoqCredits;
import io.nosagent.config.intent.qos.Wred;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.QosYang;
import io.nosagent.config.yang.QosYang.QueueManagementProfiles.QueueManagementProfile.Wred.Uniform.Config;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * {@code /openconfig-qos:qos} (with its {@code nosagent-qos} augmentations) to {@link QosIntent} and
 * back. A leaf absent from a document takes its YANG default; encode writes every leaf of what is
 * configured, defaults included (as an interface's MTU is written), and leaves out the CTS, ACK and VOQ
 * containers while they are at their defaults, so an unconfigured switch's document has no qos member.
 */
public final class QosCodec implements SectionCodec<QosIntent> {

    /** Every served QoS list entry's {@code config} container. */
    private static final String CONFIG = QosYang.Queues.Queue.CONFIG;
    /** The identity module of {@link SharedLimitType}'s names. */
    private static final String OPENCONFIG_QOS = "openconfig-qos";
    /** The one scheduler priority served, and the one input type. */
    private static final String STRICT = "STRICT";
    private static final String QUEUE = "QUEUE";
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    @Override
    public Container schema() {
        return QosYang.node();
    }

    // ---- decode ---------------------------------------------------------------------------------

    @Override
    public Optional<QosIntent> decode(JsonNode top, ConfigErrors errors) {
        QosIntent qos = QosIntent.NONE;
        for (JsonNode q : top.path(QosYang.QUEUES).path(QosYang.Queues.QUEUE)) {
            JsonNode id = q.path(QosYang.Queues.Queue.CONFIG).path(QosYang.Queues.Queue.Config.QUEUE_ID);
            if (id.isIntegralNumber()) {
                qos = qos.withQueue(new QosQueue(q.path(QosYang.Queues.Queue.NAME).asText(), id.intValue()));
            }
        }
        for (JsonNode g : top.path(QosYang.FORWARDING_GROUPS).path(QosYang.ForwardingGroups.FORWARDING_GROUP)) {
            JsonNode queue = g.path(QosYang.ForwardingGroups.ForwardingGroup.CONFIG)
                    .path(QosYang.ForwardingGroups.ForwardingGroup.Config.OUTPUT_QUEUE);
            if (queue.isTextual()) {
                qos = qos.withForwardingGroup(new ForwardingGroup(
                        g.path(QosYang.ForwardingGroups.ForwardingGroup.NAME).asText(), queue.asText()));
            }
        }
        qos = withClassifiers(qos, top, errors);
        for (JsonNode p : top.path(QosYang.SCHEDULER_POLICIES).path(QosYang.SchedulerPolicies.SCHEDULER_POLICY)) {
            qos = qos.withSchedulerPolicy(schedulerPolicy(p));
        }
        for (JsonNode p : top.path(QosYang.QUEUE_MANAGEMENT_PROFILES)
                .path(QosYang.QueueManagementProfiles.QUEUE_MANAGEMENT_PROFILE)) {
            String name = p.path(QosYang.QueueManagementProfiles.QueueManagementProfile.NAME).asText();
            JsonNode w = p.path(QosYang.QueueManagementProfiles.QueueManagementProfile.WRED).path(QosYang.QueueManagementProfiles.QueueManagementProfile.Wred.UNIFORM).path(QosYang.QueueManagementProfiles.QueueManagementProfile.Wred.Uniform.CONFIG);
            Optional<Wred> wred = wred(name, w, errors);
            if (wred.isPresent()) {
                qos = qos.withQueueManagementProfile(new QueueManagementProfile(name, wred.get()));
            }
        }
        for (JsonNode p : top.path(QosYang.BUFFER_ALLOCATION_PROFILES)
                .path(QosYang.BufferAllocationProfiles.BUFFER_ALLOCATION_PROFILE)) {
            qos = qos.withBufferAllocationProfile(allocation(p));
        }
        for (JsonNode i : top.path(QosYang.INTERFACES).path(QosYang.Interfaces.INTERFACE)) {
            qos = qos.withInterface(interfaceQos(i));
        }
        for (JsonNode p : top.path(QosYang.BUFFER_POOLS).path(QosYang.BufferPools.BUFFER_POOL)) {
            JsonNode c = p.path(QosYang.BufferPools.BufferPool.CONFIG);
            if (c.has(QosYang.BufferPools.BufferPool.Config.TYPE) && c.has(QosYang.BufferPools.BufferPool.Config.SIZE)) {
                qos = qos.withBufferPool(new BufferPool(p.path(QosYang.BufferPools.BufferPool.NAME).asText(),
                        BufferPool.Type.valueOf(upper(c.get(QosYang.BufferPools.BufferPool.Config.TYPE).asText())), c.get(QosYang.BufferPools.BufferPool.Config.SIZE).asLong(),
                        c.has(QosYang.BufferPools.BufferPool.Config.THRESHOLD_MODE) ? BufferPool.Mode.valueOf(upper(c.get(QosYang.BufferPools.BufferPool.Config.THRESHOLD_MODE).asText()))
                                : BufferPool.Mode.DYNAMIC));
            }
        }
        for (JsonNode p : top.path(QosYang.LOSSLESS_PROFILES).path(QosYang.LosslessProfiles.LOSSLESS_PROFILE)) {
            Optional<LosslessProfile> profile = lossless(p);
            if (profile.isPresent()) {
                qos = qos.withLosslessProfile(profile.get());
            }
        }
        JsonNode cts = top.path(QosYang.CTS).path(QosYang.Cts.CONFIG);
        qos = qos.withCts(new Cts(cts.path(QosYang.Cts.Config.ENABLED).asBoolean(false),
                cts.path(QosYang.Cts.Config.DSCP).asInt(0), text(cts, QosYang.Cts.Config.QUEUE)));
        JsonNode ack = top.path(QosYang.ACK_REMARK).path(QosYang.AckRemark.CONFIG);
        qos = qos.withAckRemark(new AckRemark(ack.path(QosYang.AckRemark.Config.ENABLED).asBoolean(false),
                ack.path(QosYang.AckRemark.Config.DSCP).asInt(0), text(ack, QosYang.AckRemark.Config.QUEUE),
                ack.has(QosYang.AckRemark.Config.BTH_MATCH)
                        ? AckRemark.Match.valueOf(upper(ack.get(QosYang.AckRemark.Config.BTH_MATCH).asText()).replace('-', '_'))
                        : AckRemark.Match.AUTO));
        JsonNode voq = top.path(QosYang.VOQ_CREDITS).path(QosYang.VoqCredits.CONFIG);
        qos = qos.withVoqCredits(new VoqCredits(longOf(voq, QosYang.VoqCredits.Config.INITIAL_CREDIT),
                longOf(voq, QosYang.VoqCredits.Config.CREDIT_RAMP),
                voq.path(QosYang.VoqCredits.Config.CREDIT_WATCHDOG).asBoolean(VoqCredits.DEFAULT.watchdog()),
                voq.path(QosYang.VoqCredits.Config.CREDIT_WATCHDOG_TIMER).asInt(VoqCredits.DEFAULT_WATCHDOG_TIMER_MS)));
        return Optional.of(qos);
    }

    /**
     * The WRED of {@code wred/uniform/config}: thresholds in bytes or in percent of the queue's buffer, one pair
     * or the other, never both nor half of one.
     */
    private static Optional<Wred> wred(String profile, JsonNode w, ConfigErrors errors) {
        boolean bytes = w.has(Config.MIN_THRESHOLD) || w.has(Config.MAX_THRESHOLD);
        boolean percent = w.has(Config.MIN_THRESHOLD_PERCENT) || w.has(Config.MAX_THRESHOLD_PERCENT);
        if (!bytes && !percent) {
            return Optional.empty();
        }
        var path = Config.path(profile);
        if (bytes && percent) {
            errors.add(ConfigError.Kind.CONSTRAINT, path.child(Config.MIN_THRESHOLD_PERCENT),
                    "min-threshold-percent/max-threshold-percent and min-threshold/max-threshold are mutually exclusive");
            return Optional.empty();
        }
        String min = bytes ? Config.MIN_THRESHOLD : Config.MIN_THRESHOLD_PERCENT;
        String max = bytes ? Config.MAX_THRESHOLD : Config.MAX_THRESHOLD_PERCENT;
        for (String leaf : List.of(min, max)) {
            if (!w.has(leaf)) {
                errors.add(ConfigError.Kind.CONSTRAINT, path.child(leaf), "WRED needs both " + min + " and " + max);
                return Optional.empty();
            }
        }
        return Optional.of(new Wred(w.get(min).asLong(), w.get(max).asLong(), bytes ? Wred.Unit.BYTES : Wred.Unit.PERCENT,
                w.path(Config.ENABLE_ECN).asBoolean(false), w.path(Config.DROP).asBoolean(false),
                w.path(Config.WEIGHT).asInt(0), w.path(Config.MAX_DROP_PROBABILITY_PERCENT).asInt(Wred.DEFAULT_PROBABILITY)));
    }

    private static QosIntent withClassifiers(QosIntent qos, JsonNode top, ConfigErrors errors) {
        for (JsonNode c : top.path(QosYang.CLASSIFIERS).path(QosYang.Classifiers.CLASSIFIER)) {
            Optional<Classifier> classifier = classifier(c, errors);
            if (classifier.isPresent()) {
                qos = qos.withClassifier(classifier.get());
            }
        }
        return qos;
    }

    private static Optional<Classifier> classifier(JsonNode c, ConfigErrors errors) {
        JsonNode type = c.path(QosYang.Classifiers.Classifier.CONFIG).path(QosYang.Classifiers.Classifier.Config.TYPE);
        if (!type.isTextual()) {
            return Optional.empty(); // reported as a missing mandatory leaf
        }
        String name = c.path(QosYang.Classifiers.Classifier.NAME).asText();
        ClassifierType t = ClassifierType.valueOf(type.asText());
        var terms = new TreeMap<String, ClassifierTerm>();
        for (JsonNode term : c.path(QosYang.Classifiers.Classifier.TERMS).path(QosYang.Classifiers.Classifier.Terms.TERM)) {
            String id = term.path(QosYang.Classifiers.Classifier.Terms.Term.ID).asText();
            JsonNode conditions = term.path(QosYang.Classifiers.Classifier.Terms.Term.CONDITIONS);
            for (ClassifierType other : ClassifierType.values()) {
                if (other != t && conditions.has(other.condition())) {
                    errors.add(ConfigError.Kind.CONSTRAINT, QosYang.Classifiers.Classifier.Terms.Term.Conditions.path(name, id).child(other.condition()),
                            "classifier '" + name + "' is of type " + t + ": its terms match " + t.condition()
                                    + " conditions, not " + other.condition());
                }
            }
            // IPv4 and IPv6 conditions have the same members (OpenConfig's grouping).
            JsonNode cond = conditions.path(t.condition()).path(QosYang.Classifiers.Classifier.Terms.Term.Conditions.Ipv4.CONFIG);
            var set = new TreeSet<Integer>();
            cond.path(QosYang.Classifiers.Classifier.Terms.Term.Conditions.Ipv4.Config.DSCP_SET).forEach(d -> set.add(d.intValue()));
            terms.put(id, new ClassifierTerm(id, cond.has(QosYang.Classifiers.Classifier.Terms.Term.Conditions.Ipv4.Config.DSCP)
                    ? OptionalInt.of(cond.get(QosYang.Classifiers.Classifier.Terms.Term.Conditions.Ipv4.Config.DSCP).intValue()) : OptionalInt.empty(),
                    set, text(term.path(QosYang.Classifiers.Classifier.Terms.Term.ACTIONS).path(QosYang.Classifiers.Classifier.Terms.Term.Actions.CONFIG), QosYang.Classifiers.Classifier.Terms.Term.Actions.Config.TARGET_GROUP)));
        }
        return Optional.of(new Classifier(name, t, terms));
    }

    private static SchedulerPolicy schedulerPolicy(JsonNode p) {
        var schedulers = new TreeMap<Long, Scheduler>();
        for (JsonNode s : p.path(QosYang.SchedulerPolicies.SchedulerPolicy.SCHEDULERS).path(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.SCHEDULER)) {
            long sequence = s.path(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.SEQUENCE).asLong();
            var inputs = new TreeMap<String, SchedulerInput>();
            for (JsonNode in : s.path(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.INPUTS).path(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.Inputs.INPUT)) {
                JsonNode config = in.path(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.Inputs.Input.CONFIG);
                if (config.has(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.Inputs.Input.Config.QUEUE)) {
                    String id = in.path(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.Inputs.Input.ID).asText();
                    inputs.put(id, new SchedulerInput(id, config.get(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.Inputs.Input.Config.QUEUE).asText(),
                            config.has(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.Inputs.Input.Config.WEIGHT) ? Long.parseLong(config.get(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.Inputs.Input.Config.WEIGHT).asText()) : 1));
                }
            }
            schedulers.put(sequence, new Scheduler(sequence,
                    STRICT.equals(s.path(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.CONFIG).path(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.Config.PRIORITY).asText()), inputs));
        }
        return new SchedulerPolicy(p.path(QosYang.SchedulerPolicies.SchedulerPolicy.NAME).asText(), schedulers);
    }

    private static BufferAllocationProfile allocation(JsonNode p) {
        var queues = new TreeMap<String, QueueBuffer>();
        for (JsonNode q : p.path(QosYang.BufferAllocationProfiles.BufferAllocationProfile.QUEUES).path(QosYang.BufferAllocationProfiles.BufferAllocationProfile.Queues.QUEUE)) {
            JsonNode c = q.path(QosYang.BufferAllocationProfiles.BufferAllocationProfile.Queues.Queue.CONFIG);
            String limit = c.path(QosYang.BufferAllocationProfiles.BufferAllocationProfile.Queues.Queue.Config.SHARED_BUFFER_LIMIT_TYPE).asText(SharedLimitType.DYNAMIC.identity());
            String name = q.path(QosYang.BufferAllocationProfiles.BufferAllocationProfile.Queues.Queue.NAME).asText();
            queues.put(name, new QueueBuffer(name,
                    c.has(QosYang.BufferAllocationProfiles.BufferAllocationProfile.Queues.Queue.Config.DEDICATED_BUFFER) ? Long.parseLong(c.get(QosYang.BufferAllocationProfiles.BufferAllocationProfile.Queues.Queue.Config.DEDICATED_BUFFER).asText()) : 0,
                    c.path(QosYang.BufferAllocationProfiles.BufferAllocationProfile.Queues.Queue.Config.USE_SHARED_BUFFER).asBoolean(true),
                    limit.endsWith(SharedLimitType.STATIC.identity()) ? SharedLimitType.STATIC : SharedLimitType.DYNAMIC,
                    c.path(QosYang.BufferAllocationProfiles.BufferAllocationProfile.Queues.Queue.Config.DYNAMIC_LIMIT_SCALING_FACTOR).asInt(0), c.path(QosYang.BufferAllocationProfiles.BufferAllocationProfile.Queues.Queue.Config.STATIC_SHARED_BUFFER_LIMIT).asLong(0)));
        }
        return new BufferAllocationProfile(p.path(QosYang.BufferAllocationProfiles.BufferAllocationProfile.NAME).asText(),
                text(p.path(QosYang.BufferAllocationProfiles.BufferAllocationProfile.CONFIG), QosYang.BufferAllocationProfiles.BufferAllocationProfile.Config.POOL), queues);
    }

    private static InterfaceQos interfaceQos(JsonNode i) {
        var classifiers = new EnumMap<ClassifierType, String>(ClassifierType.class);
        for (JsonNode c : i.path(QosYang.Interfaces.Interface.INPUT).path(QosYang.Interfaces.Interface.Input.CLASSIFIERS).path(QosYang.Interfaces.Interface.Input.Classifiers.CLASSIFIER)) {
            JsonNode name = c.path(QosYang.Interfaces.Interface.Input.Classifiers.Classifier.CONFIG).path(QosYang.Interfaces.Interface.Input.Classifiers.Classifier.Config.NAME);
            if (name.isTextual()) {
                classifiers.put(ClassifierType.valueOf(c.path(QosYang.Interfaces.Interface.Input.Classifiers.Classifier.TYPE).asText()), name.asText());
            }
        }
        JsonNode output = i.path(QosYang.Interfaces.Interface.OUTPUT);
        var queues = new TreeMap<String, String>();
        for (JsonNode q : output.path(QosYang.Interfaces.Interface.Output.QUEUES).path(QosYang.Interfaces.Interface.Output.Queues.QUEUE)) {
            JsonNode profile = q.path(QosYang.Interfaces.Interface.Output.Queues.Queue.CONFIG).path(QosYang.Interfaces.Interface.Output.Queues.Queue.Config.QUEUE_MANAGEMENT_PROFILE);
            if (profile.isTextual()) {
                queues.put(q.path(QosYang.Interfaces.Interface.Output.Queues.Queue.NAME).asText(), profile.asText());
            }
        }
        JsonNode pfc = i.path(QosYang.Interfaces.Interface.PFC).path(QosYang.Interfaces.Interface.Pfc.CONFIG);
        Optional<PfcBinding> binding = pfc.has(QosYang.Interfaces.Interface.Pfc.Config.LOSSLESS_PROFILE) && pfc.has(QosYang.Interfaces.Interface.Pfc.Config.CABLE_LENGTH)
                ? Optional.of(new PfcBinding(pfc.get(QosYang.Interfaces.Interface.Pfc.Config.LOSSLESS_PROFILE).asText(),
                        pfc.get(QosYang.Interfaces.Interface.Pfc.Config.CABLE_LENGTH).asInt()))
                : Optional.empty();
        return new InterfaceQos(i.path(QosYang.Interfaces.Interface.INTERFACE_ID).asText(), classifiers,
                text(output.path(QosYang.Interfaces.Interface.Output.SCHEDULER_POLICY).path(QosYang.Interfaces.Interface.Output.SchedulerPolicy.CONFIG),
                        QosYang.Interfaces.Interface.Output.SchedulerPolicy.Config.NAME),
                text(output.path(QosYang.Interfaces.Interface.Output.CONFIG), QosYang.Interfaces.Interface.Output.Config.BUFFER_ALLOCATION_PROFILE), queues, binding);
    }

    private static Optional<LosslessProfile> lossless(JsonNode p) {
        JsonNode c = p.path(QosYang.LosslessProfiles.LosslessProfile.CONFIG);
        if (!c.has(QosYang.LosslessProfiles.LosslessProfile.Config.INGRESS_POOL) || !c.has(QosYang.LosslessProfiles.LosslessProfile.Config.EGRESS_POOL)) {
            return Optional.empty(); // reported as missing mandatory leaves
        }
        var priorities = new TreeMap<Integer, LosslessPriority>();
        for (JsonNode pr : p.path(QosYang.LosslessProfiles.LosslessProfile.PRIORITIES).path(QosYang.LosslessProfiles.LosslessProfile.Priorities.PRIORITY)) {
            JsonNode pc = pr.path(QosYang.LosslessProfiles.LosslessProfile.Priorities.Priority.CONFIG);
            if (pc.has(QosYang.LosslessProfiles.LosslessProfile.Priorities.Priority.Config.QUEUE) && pc.has(QosYang.LosslessProfiles.LosslessProfile.Priorities.Priority.Config.PRIORITY_GROUP)) {
                int priority = pr.path(QosYang.LosslessProfiles.LosslessProfile.Priorities.Priority.PFC_PRIORITY).asInt();
                priorities.put(priority, new LosslessPriority(priority, pc.get(QosYang.LosslessProfiles.LosslessProfile.Priorities.Priority.Config.QUEUE).asText(),
                        pc.get(QosYang.LosslessProfiles.LosslessProfile.Priorities.Priority.Config.PRIORITY_GROUP).asInt()));
            }
        }
        var queues = new TreeMap<String, String>();
        for (JsonNode q : p.path(QosYang.LosslessProfiles.LosslessProfile.QUEUES).path(QosYang.LosslessProfiles.LosslessProfile.Queues.QUEUE)) {
            JsonNode profile = q.path(QosYang.LosslessProfiles.LosslessProfile.Queues.Queue.CONFIG).path(QosYang.LosslessProfiles.LosslessProfile.Queues.Queue.Config.QUEUE_MANAGEMENT_PROFILE);
            if (profile.isTextual()) {
                queues.put(q.path(QosYang.LosslessProfiles.LosslessProfile.Queues.Queue.NAME).asText(), profile.asText());
            }
        }
        return Optional.of(new LosslessProfile(p.path(QosYang.LosslessProfiles.LosslessProfile.NAME).asText(), text(c, QosYang.LosslessProfiles.LosslessProfile.Config.CLASSIFIER),
                text(c, QosYang.LosslessProfiles.LosslessProfile.Config.SCHEDULER_POLICY), text(c, QosYang.LosslessProfiles.LosslessProfile.Config.BUFFER_ALLOCATION_PROFILE), queues,
                c.get(QosYang.LosslessProfiles.LosslessProfile.Config.INGRESS_POOL).asText(), c.get(QosYang.LosslessProfiles.LosslessProfile.Config.EGRESS_POOL).asText(),
                c.path(QosYang.LosslessProfiles.LosslessProfile.Config.MAX_LOSSLESS_PRIORITIES).asInt(LosslessProfile.DEFAULT_MAX_LOSSLESS_PRIORITIES),
                c.path(QosYang.LosslessProfiles.LosslessProfile.Config.RESERVED).asLong(0), c.path(QosYang.LosslessProfiles.LosslessProfile.Config.XON).asLong(0),
                c.path(QosYang.LosslessProfiles.LosslessProfile.Config.XON_OFFSET).asLong(LosslessProfile.DEFAULT_XON_OFFSET),
                c.path(QosYang.LosslessProfiles.LosslessProfile.Config.DYNAMIC_THRESHOLD).asInt(LosslessProfile.DEFAULT_DYNAMIC_THRESHOLD),
                c.path(QosYang.LosslessProfiles.LosslessProfile.Config.LOSSY_PRIORITY_GROUP).asInt(0), priorities));
    }

    private static Optional<String> text(JsonNode config, String leaf) {
        JsonNode v = config.get(leaf);
        return v != null && v.isTextual() ? Optional.of(v.asText()) : Optional.empty();
    }

    private static OptionalLong longOf(JsonNode config, String leaf) {
        JsonNode v = config.get(leaf);
        return v != null && v.isIntegralNumber() ? OptionalLong.of(v.asLong()) : OptionalLong.empty();
    }

    private static String upper(String yang) {
        return yang.toUpperCase(Locale.ROOT);
    }

    // ---- encode ---------------------------------------------------------------------------------

    @Override
    public ObjectNode encode(QosIntent qos) {
        ObjectNode top = JSON.objectNode();
        if (qos.isEmpty()) {
            return top;
        }
        if (!qos.interfaces().isEmpty()) {
            ArrayNode list = top.putObject(QosYang.INTERFACES).putArray(QosYang.Interfaces.INTERFACE);
            qos.interfaces().values().forEach(i -> encodeInterface(list.addObject(), i));
        }
        if (!qos.classifiers().isEmpty()) {
            ArrayNode list = top.putObject(QosYang.CLASSIFIERS).putArray(QosYang.Classifiers.CLASSIFIER);
            qos.classifiers().values().forEach(c -> encodeClassifier(list.addObject(), c));
        }
        if (!qos.forwardingGroups().isEmpty()) {
            ArrayNode list = top.putObject(QosYang.FORWARDING_GROUPS).putArray(QosYang.ForwardingGroups.FORWARDING_GROUP);
            for (ForwardingGroup g : qos.forwardingGroups().values()) {
                named(list, QosYang.ForwardingGroups.ForwardingGroup.NAME, g.name())
                        .put(QosYang.ForwardingGroups.ForwardingGroup.Config.OUTPUT_QUEUE, g.outputQueue());
            }
        }
        if (!qos.queues().isEmpty()) {
            ArrayNode list = top.putObject(QosYang.QUEUES).putArray(QosYang.Queues.QUEUE);
            for (QosQueue q : qos.queues().values()) {
                named(list, QosYang.Queues.Queue.NAME, q.name()).put(QosYang.Queues.Queue.Config.QUEUE_ID, q.queueId());
            }
        }
        if (!qos.schedulerPolicies().isEmpty()) {
            ArrayNode list = top.putObject(QosYang.SCHEDULER_POLICIES).putArray(QosYang.SchedulerPolicies.SCHEDULER_POLICY);
            qos.schedulerPolicies().values().forEach(p -> encodePolicy(list, p));
        }
        if (!qos.bufferAllocationProfiles().isEmpty()) {
            ArrayNode list = top.putObject(QosYang.BUFFER_ALLOCATION_PROFILES)
                    .putArray(QosYang.BufferAllocationProfiles.BUFFER_ALLOCATION_PROFILE);
            qos.bufferAllocationProfiles().values().forEach(p -> encodeAllocation(list, p));
        }
        if (!qos.queueManagementProfiles().isEmpty()) {
            ArrayNode list = top.putObject(QosYang.QUEUE_MANAGEMENT_PROFILES)
                    .putArray(QosYang.QueueManagementProfiles.QUEUE_MANAGEMENT_PROFILE);
            for (QueueManagementProfile p : qos.queueManagementProfiles().values()) {
                named(list, QosYang.QueueManagementProfiles.QueueManagementProfile.NAME, p.name());
                Wred w = p.wred();
                ((ObjectNode) list.get(list.size() - 1)).putObject(QosYang.QueueManagementProfiles.QueueManagementProfile.WRED)
                        .putObject(QosYang.QueueManagementProfiles.QueueManagementProfile.Wred.UNIFORM)
                        .putObject(QosYang.QueueManagementProfiles.QueueManagementProfile.Wred.Uniform.CONFIG)
                        .put(w.unit() == Wred.Unit.BYTES ? Config.MIN_THRESHOLD : Config.MIN_THRESHOLD_PERCENT, Long.toString(w.minThreshold()))
                        .put(w.unit() == Wred.Unit.BYTES ? Config.MAX_THRESHOLD : Config.MAX_THRESHOLD_PERCENT, Long.toString(w.maxThreshold()))
                        .put(QosYang.QueueManagementProfiles.QueueManagementProfile.Wred.Uniform.Config.ENABLE_ECN, w.enableEcn()).put(QosYang.QueueManagementProfiles.QueueManagementProfile.Wred.Uniform.Config.DROP, w.drop()).put(QosYang.QueueManagementProfiles.QueueManagementProfile.Wred.Uniform.Config.WEIGHT, w.weight())
                        .put(QosYang.QueueManagementProfiles.QueueManagementProfile.Wred.Uniform.Config.MAX_DROP_PROBABILITY_PERCENT, w.maxDropProbabilityPercent());
            }
        }
        if (!qos.bufferPools().isEmpty()) {
            ArrayNode list = top.putObject(QosYang.BUFFER_POOLS).putArray(QosYang.BufferPools.BUFFER_POOL);
            for (BufferPool p : qos.bufferPools().values()) {
                named(list, QosYang.BufferPools.BufferPool.NAME, p.name()).put(QosYang.BufferPools.BufferPool.Config.TYPE, p.type().yangName())
                        .put(QosYang.BufferPools.BufferPool.Config.SIZE, Long.toString(p.size())).put(QosYang.BufferPools.BufferPool.Config.THRESHOLD_MODE, p.mode().yangName());
            }
        }
        if (!qos.losslessProfiles().isEmpty()) {
            ArrayNode list = top.putObject(QosYang.LOSSLESS_PROFILES).putArray(QosYang.LosslessProfiles.LOSSLESS_PROFILE);
            qos.losslessProfiles().values().forEach(p -> encodeLossless(list, p));
        }
        Cts cts = qos.cts();
        if (!cts.equals(Cts.OFF)) {
            ObjectNode c = top.putObject(QosYang.CTS).putObject(QosYang.Cts.CONFIG)
                    .put(QosYang.Cts.Config.ENABLED, cts.enabled()).put(QosYang.Cts.Config.DSCP, cts.dscp());
            cts.queue().ifPresent(q -> c.put(QosYang.Cts.Config.QUEUE, q));
        }
        AckRemark ack = qos.ackRemark();
        if (!ack.equals(AckRemark.OFF)) {
            ObjectNode c = top.putObject(QosYang.ACK_REMARK).putObject(QosYang.AckRemark.CONFIG)
                    .put(QosYang.AckRemark.Config.ENABLED, ack.enabled()).put(QosYang.AckRemark.Config.DSCP, ack.dscp());
            ack.queue().ifPresent(q -> c.put(QosYang.AckRemark.Config.QUEUE, q));
            c.put(QosYang.AckRemark.Config.BTH_MATCH, ack.match().yangName());
        }
        VoqCredits voq = qos.voqCredits();
        if (!voq.equals(VoqCredits.DEFAULT)) {
            ObjectNode c = top.putObject(QosYang.VOQ_CREDITS).putObject(QosYang.VoqCredits.CONFIG);
            voq.initialCredit().ifPresent(v -> uint32(c, QosYang.VoqCredits.Config.INITIAL_CREDIT, v));
            voq.creditRamp().ifPresent(v -> uint32(c, QosYang.VoqCredits.Config.CREDIT_RAMP, v));
            c.put(QosYang.VoqCredits.Config.CREDIT_WATCHDOG, voq.watchdog())
                    .put(QosYang.VoqCredits.Config.CREDIT_WATCHDOG_TIMER, voq.watchdogTimerMs());
        }
        return top;
    }

    private static void encodeInterface(ObjectNode entry, InterfaceQos i) {
        entry.put(QosYang.Interfaces.Interface.INTERFACE_ID, i.interfaceId());
        entry.putObject(QosYang.Interfaces.Interface.CONFIG).put(QosYang.Interfaces.Interface.Config.INTERFACE_ID, i.interfaceId());
        if (!i.classifiers().isEmpty()) {
            ArrayNode list = entry.putObject(QosYang.Interfaces.Interface.INPUT).putObject(QosYang.Interfaces.Interface.Input.CLASSIFIERS)
                    .putArray(QosYang.Interfaces.Interface.Input.Classifiers.CLASSIFIER);
            i.classifiers().forEach((type, name) -> list.addObject().put(QosYang.Interfaces.Interface.Input.Classifiers.Classifier.TYPE, type.name())
                    .putObject(QosYang.Interfaces.Interface.Input.Classifiers.Classifier.CONFIG).put(QosYang.Interfaces.Interface.Input.Classifiers.Classifier.Config.NAME, name)
                    .put(QosYang.Interfaces.Interface.Input.Classifiers.Classifier.Config.TYPE, type.name()));
        }
        if (i.schedulerPolicy().isPresent() || i.bufferAllocationProfile().isPresent() || !i.queueManagement().isEmpty()) {
            ObjectNode output = entry.putObject(QosYang.Interfaces.Interface.OUTPUT);
            i.bufferAllocationProfile().ifPresent(b -> output.putObject(QosYang.Interfaces.Interface.Output.CONFIG)
                    .put(QosYang.Interfaces.Interface.Output.Config.BUFFER_ALLOCATION_PROFILE, b));
            if (!i.queueManagement().isEmpty()) {
                queueManagement(output.putObject(QosYang.Interfaces.Interface.Output.QUEUES).putArray(QosYang.Interfaces.Interface.Output.Queues.QUEUE),
                        QosYang.Interfaces.Interface.Output.Queues.Queue.NAME, QosYang.Interfaces.Interface.Output.Queues.Queue.Config.QUEUE_MANAGEMENT_PROFILE,
                        i.queueManagement());
            }
            i.schedulerPolicy().ifPresent(s -> output.putObject(QosYang.Interfaces.Interface.Output.SCHEDULER_POLICY)
                    .putObject(QosYang.Interfaces.Interface.Output.SchedulerPolicy.CONFIG).put(QosYang.Interfaces.Interface.Output.SchedulerPolicy.Config.NAME, s));
        }
        i.pfc().ifPresent(p -> entry.putObject(QosYang.Interfaces.Interface.PFC).putObject(QosYang.Interfaces.Interface.Pfc.CONFIG)
                .put(QosYang.Interfaces.Interface.Pfc.Config.LOSSLESS_PROFILE, p.losslessProfile()).put(QosYang.Interfaces.Interface.Pfc.Config.CABLE_LENGTH, p.cableLength()));
    }

    /** A list of queues, each bound to its queue management profile (a port's and a lossless profile's). */
    private static void queueManagement(ArrayNode list, String name, String profile, Map<String, String> queues) {
        queues.forEach((queue, p) -> named(list, name, queue).put(profile, p));
    }

    private static void encodeClassifier(ObjectNode entry, Classifier c) {
        entry.put(QosYang.Classifiers.Classifier.NAME, c.name());
        entry.putObject(QosYang.Classifiers.Classifier.CONFIG).put(QosYang.Classifiers.Classifier.Config.NAME, c.name()).put(QosYang.Classifiers.Classifier.Config.TYPE, c.type().name());
        if (c.terms().isEmpty()) {
            return;
        }
        ArrayNode list = entry.putObject(QosYang.Classifiers.Classifier.TERMS).putArray(QosYang.Classifiers.Classifier.Terms.TERM);
        for (ClassifierTerm t : c.terms().values()) {
            ObjectNode term = list.addObject().put(QosYang.Classifiers.Classifier.Terms.Term.ID, t.id());
            term.putObject(QosYang.Classifiers.Classifier.Terms.Term.CONFIG).put(QosYang.Classifiers.Classifier.Terms.Term.Config.ID, t.id());
            if (t.dscp().isPresent() || !t.dscpSet().isEmpty()) {
                // IPv4 and IPv6 conditions have the same members (OpenConfig's grouping).
                ObjectNode cond = term.putObject(QosYang.Classifiers.Classifier.Terms.Term.CONDITIONS).putObject(c.type().condition())
                        .putObject(QosYang.Classifiers.Classifier.Terms.Term.Conditions.Ipv4.CONFIG);
                t.dscp().ifPresent(d -> cond.put(QosYang.Classifiers.Classifier.Terms.Term.Conditions.Ipv4.Config.DSCP, d));
                if (!t.dscpSet().isEmpty()) {
                    ArrayNode set = cond.putArray(QosYang.Classifiers.Classifier.Terms.Term.Conditions.Ipv4.Config.DSCP_SET);
                    t.dscpSet().forEach(set::add);
                }
            }
            t.targetGroup().ifPresent(g -> term.putObject(QosYang.Classifiers.Classifier.Terms.Term.ACTIONS).putObject(QosYang.Classifiers.Classifier.Terms.Term.Actions.CONFIG)
                    .put(QosYang.Classifiers.Classifier.Terms.Term.Actions.Config.TARGET_GROUP, g));
        }
    }

    private static void encodePolicy(ArrayNode list, SchedulerPolicy p) {
        named(list, QosYang.SchedulerPolicies.SchedulerPolicy.NAME, p.name());
        ObjectNode entry = (ObjectNode) list.get(list.size() - 1);
        if (p.schedulers().isEmpty()) {
            return;
        }
        ArrayNode schedulers = entry.putObject(QosYang.SchedulerPolicies.SchedulerPolicy.SCHEDULERS).putArray(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.SCHEDULER);
        for (Scheduler s : p.schedulers().values()) {
            ObjectNode scheduler = schedulers.addObject();
            uint32(scheduler, QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.SEQUENCE, s.sequence());
            ObjectNode config = uint32(scheduler.putObject(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.CONFIG), QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.Config.SEQUENCE, s.sequence());
            if (s.strict()) {
                config.put(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.Config.PRIORITY, STRICT);
            }
            if (!s.inputs().isEmpty()) {
                ArrayNode inputs = scheduler.putObject(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.INPUTS).putArray(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.Inputs.INPUT);
                for (SchedulerInput in : s.inputs().values()) {
                    inputs.addObject().put(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.Inputs.Input.ID, in.id()).putObject(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.Inputs.Input.CONFIG).put(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.Inputs.Input.Config.ID, in.id())
                            .put(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.Inputs.Input.Config.INPUT_TYPE, QUEUE).put(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.Inputs.Input.Config.QUEUE, in.queue())
                            .put(QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler.Inputs.Input.Config.WEIGHT, Long.toString(in.weight()));
                }
            }
        }
    }

    private static void encodeAllocation(ArrayNode list, BufferAllocationProfile p) {
        ObjectNode config = named(list, QosYang.BufferAllocationProfiles.BufferAllocationProfile.NAME, p.name());
        ObjectNode entry = (ObjectNode) list.get(list.size() - 1);
        p.pool().ifPresent(pool -> config.put(QosYang.BufferAllocationProfiles.BufferAllocationProfile.Config.POOL, pool));
        if (p.queues().isEmpty()) {
            return;
        }
        ArrayNode queues = entry.putObject(QosYang.BufferAllocationProfiles.BufferAllocationProfile.QUEUES).putArray(QosYang.BufferAllocationProfiles.BufferAllocationProfile.Queues.QUEUE);
        for (QueueBuffer q : p.queues().values()) {
            ObjectNode c = named(queues, QosYang.BufferAllocationProfiles.BufferAllocationProfile.Queues.Queue.NAME, q.queue())
                    .put(QosYang.BufferAllocationProfiles.BufferAllocationProfile.Queues.Queue.Config.DEDICATED_BUFFER, Long.toString(q.dedicatedBuffer()))
                    .put(QosYang.BufferAllocationProfiles.BufferAllocationProfile.Queues.Queue.Config.USE_SHARED_BUFFER, q.useSharedBuffer())
                    .put(QosYang.BufferAllocationProfiles.BufferAllocationProfile.Queues.Queue.Config.SHARED_BUFFER_LIMIT_TYPE, OPENCONFIG_QOS + ":" + q.limitType().identity());
            uint32(c, QosYang.BufferAllocationProfiles.BufferAllocationProfile.Queues.Queue.Config.STATIC_SHARED_BUFFER_LIMIT, q.staticLimit());
            c.put(QosYang.BufferAllocationProfiles.BufferAllocationProfile.Queues.Queue.Config.DYNAMIC_LIMIT_SCALING_FACTOR, q.dynamicScalingFactor());
        }
    }

    private static void encodeLossless(ArrayNode list, LosslessProfile p) {
        ObjectNode config = named(list, QosYang.LosslessProfiles.LosslessProfile.NAME, p.name());
        ObjectNode entry = (ObjectNode) list.get(list.size() - 1);
        p.classifier().ifPresent(v -> config.put(QosYang.LosslessProfiles.LosslessProfile.Config.CLASSIFIER, v));
        p.schedulerPolicy().ifPresent(v -> config.put(QosYang.LosslessProfiles.LosslessProfile.Config.SCHEDULER_POLICY, v));
        p.bufferAllocationProfile().ifPresent(v -> config.put(QosYang.LosslessProfiles.LosslessProfile.Config.BUFFER_ALLOCATION_PROFILE, v));
        config.put(QosYang.LosslessProfiles.LosslessProfile.Config.INGRESS_POOL, p.ingressPool()).put(QosYang.LosslessProfiles.LosslessProfile.Config.EGRESS_POOL, p.egressPool())
                .put(QosYang.LosslessProfiles.LosslessProfile.Config.MAX_LOSSLESS_PRIORITIES, p.maxLosslessPriorities());
        uint32(config, QosYang.LosslessProfiles.LosslessProfile.Config.RESERVED, p.reserved());
        uint32(config, QosYang.LosslessProfiles.LosslessProfile.Config.XON, p.xon());
        uint32(config, QosYang.LosslessProfiles.LosslessProfile.Config.XON_OFFSET, p.xonOffset());
        config.put(QosYang.LosslessProfiles.LosslessProfile.Config.DYNAMIC_THRESHOLD, p.dynamicThreshold())
                .put(QosYang.LosslessProfiles.LosslessProfile.Config.LOSSY_PRIORITY_GROUP, p.lossyPriorityGroup());
        if (!p.priorities().isEmpty()) {
            ArrayNode priorities = entry.putObject(QosYang.LosslessProfiles.LosslessProfile.PRIORITIES).putArray(QosYang.LosslessProfiles.LosslessProfile.Priorities.PRIORITY);
            for (LosslessPriority pr : p.priorities().values()) {
                priorities.addObject().put(QosYang.LosslessProfiles.LosslessProfile.Priorities.Priority.PFC_PRIORITY, pr.pfcPriority())
                        .putObject(QosYang.LosslessProfiles.LosslessProfile.Priorities.Priority.CONFIG)
                        .put(QosYang.LosslessProfiles.LosslessProfile.Priorities.Priority.Config.PFC_PRIORITY, pr.pfcPriority())
                        .put(QosYang.LosslessProfiles.LosslessProfile.Priorities.Priority.Config.QUEUE, pr.queue())
                        .put(QosYang.LosslessProfiles.LosslessProfile.Priorities.Priority.Config.PRIORITY_GROUP, pr.priorityGroup());
            }
        }
        if (!p.queueManagement().isEmpty()) {
            queueManagement(entry.putObject(QosYang.LosslessProfiles.LosslessProfile.QUEUES).putArray(QosYang.LosslessProfiles.LosslessProfile.Queues.QUEUE), QosYang.LosslessProfiles.LosslessProfile.Queues.Queue.NAME,
                    QosYang.LosslessProfiles.LosslessProfile.Queues.Queue.Config.QUEUE_MANAGEMENT_PROFILE, p.queueManagement());
        }
    }

    /**
     * A list entry keyed by {@code key} (the served lists key by {@code name} and mirror it in their
     * {@code config}), returning its {@code config} with the key mirrored.
     */
    private static ObjectNode named(ArrayNode list, String key, String name) {
        ObjectNode entry = list.addObject().put(key, name);
        return entry.putObject(CONFIG).put(key, name);
    }

    /** A uint32 as the node class the schema's canonical form has, so documents compare equal. */
    private static ObjectNode uint32(ObjectNode node, String leaf, long value) {
        return value <= Integer.MAX_VALUE ? node.put(leaf, (int) value) : node.put(leaf, value);
    }
}
