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
import io.nosagent.config.schema.QosSchema;
import io.nosagent.config.schema.SchemaNode.Container;

import java.util.EnumMap;
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

    private static final String EXT = QosSchema.EXT + ":";
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    @Override
    public Container schema() {
        return QosSchema.TOP;
    }

    // ---- decode ---------------------------------------------------------------------------------

    @Override
    public Optional<QosIntent> decode(JsonNode top, ConfigErrors errors) {
        QosIntent qos = QosIntent.NONE;
        for (JsonNode q : top.path("queues").path("queue")) {
            JsonNode id = q.path("config").path("queue-id");
            if (id.isIntegralNumber()) {
                qos = qos.withQueue(new QosQueue(q.path("name").asText(), id.intValue()));
            }
        }
        for (JsonNode g : top.path("forwarding-groups").path("forwarding-group")) {
            JsonNode queue = g.path("config").path("output-queue");
            if (queue.isTextual()) {
                qos = qos.withForwardingGroup(new ForwardingGroup(g.path("name").asText(), queue.asText()));
            }
        }
        qos = withClassifiers(qos, top, errors);
        for (JsonNode p : top.path("scheduler-policies").path("scheduler-policy")) {
            qos = qos.withSchedulerPolicy(schedulerPolicy(p));
        }
        for (JsonNode p : top.path("queue-management-profiles").path("queue-management-profile")) {
            JsonNode w = p.path("wred").path("uniform").path("config");
            if (w.has("min-threshold") && w.has("max-threshold")) {
                qos = qos.withQueueManagementProfile(new QueueManagementProfile(p.path("name").asText(), new Wred(
                        w.get("min-threshold").asLong(), w.get("max-threshold").asLong(),
                        w.path("enable-ecn").asBoolean(false), w.path("drop").asBoolean(false), w.path("weight").asInt(0),
                        w.path("max-drop-probability-percent").asInt(Wred.DEFAULT_PROBABILITY))));
            }
        }
        for (JsonNode p : top.path("buffer-allocation-profiles").path("buffer-allocation-profile")) {
            qos = qos.withBufferAllocationProfile(allocation(p));
        }
        for (JsonNode i : top.path("interfaces").path("interface")) {
            qos = qos.withInterface(interfaceQos(i));
        }
        for (JsonNode p : top.path(EXT + "buffer-pools").path("buffer-pool")) {
            JsonNode c = p.path("config");
            if (c.has("type") && c.has("size")) {
                qos = qos.withBufferPool(new BufferPool(p.path("name").asText(),
                        BufferPool.Type.valueOf(upper(c.get("type").asText())), c.get("size").asLong(),
                        c.has("threshold-mode") ? BufferPool.Mode.valueOf(upper(c.get("threshold-mode").asText()))
                                : BufferPool.Mode.DYNAMIC));
            }
        }
        for (JsonNode p : top.path(EXT + "lossless-profiles").path("lossless-profile")) {
            Optional<LosslessProfile> profile = lossless(p);
            if (profile.isPresent()) {
                qos = qos.withLosslessProfile(profile.get());
            }
        }
        JsonNode cts = top.path(EXT + "cts").path("config");
        qos = qos.withCts(new Cts(cts.path("enabled").asBoolean(false), cts.path("dscp").asInt(0), text(cts, "queue")));
        JsonNode ack = top.path(EXT + "ack-remark").path("config");
        qos = qos.withAckRemark(new AckRemark(ack.path("enabled").asBoolean(false), ack.path("dscp").asInt(0),
                text(ack, "queue"), ack.has("bth-match")
                        ? AckRemark.Match.valueOf(upper(ack.get("bth-match").asText()).replace('-', '_')) : AckRemark.Match.AUTO));
        JsonNode voq = top.path(EXT + "voq-credits").path("config");
        qos = qos.withVoqCredits(new VoqCredits(longOf(voq, "initial-credit"), longOf(voq, "credit-ramp"),
                voq.path("credit-watchdog").asBoolean(VoqCredits.DEFAULT.watchdog()),
                voq.path("credit-watchdog-timer").asInt(VoqCredits.DEFAULT_WATCHDOG_TIMER_MS)));
        return Optional.of(qos);
    }

    private static QosIntent withClassifiers(QosIntent qos, JsonNode top, ConfigErrors errors) {
        for (JsonNode c : top.path("classifiers").path("classifier")) {
            Optional<Classifier> classifier = classifier(c, errors);
            if (classifier.isPresent()) {
                qos = qos.withClassifier(classifier.get());
            }
        }
        return qos;
    }

    private static Optional<Classifier> classifier(JsonNode c, ConfigErrors errors) {
        JsonNode type = c.path("config").path("type");
        if (!type.isTextual()) {
            return Optional.empty(); // reported as a missing mandatory leaf
        }
        String name = c.path("name").asText();
        ClassifierType t = ClassifierType.valueOf(type.asText());
        var terms = new TreeMap<String, ClassifierTerm>();
        for (JsonNode term : c.path("terms").path("term")) {
            String id = term.path("id").asText();
            JsonNode conditions = term.path("conditions");
            for (ClassifierType other : ClassifierType.values()) {
                if (other != t && conditions.has(other.condition())) {
                    errors.add(ConfigError.Kind.CONSTRAINT, QosSchema.termPath(name, id).child("conditions").child(other.condition()),
                            "classifier '" + name + "' is of type " + t + ": its terms match " + t.condition()
                                    + " conditions, not " + other.condition());
                }
            }
            JsonNode cond = conditions.path(t.condition()).path("config");
            var set = new TreeSet<Integer>();
            cond.path("dscp-set").forEach(d -> set.add(d.intValue()));
            terms.put(id, new ClassifierTerm(id, cond.has("dscp") ? OptionalInt.of(cond.get("dscp").intValue()) : OptionalInt.empty(),
                    set, text(term.path("actions").path("config"), "target-group")));
        }
        return Optional.of(new Classifier(name, t, terms));
    }

    private static SchedulerPolicy schedulerPolicy(JsonNode p) {
        var schedulers = new TreeMap<Long, Scheduler>();
        for (JsonNode s : p.path("schedulers").path("scheduler")) {
            long sequence = s.path("sequence").asLong();
            var inputs = new TreeMap<String, SchedulerInput>();
            for (JsonNode in : s.path("inputs").path("input")) {
                JsonNode config = in.path("config");
                if (config.has("queue")) {
                    String id = in.path("id").asText();
                    inputs.put(id, new SchedulerInput(id, config.get("queue").asText(),
                            config.has("weight") ? Long.parseLong(config.get("weight").asText()) : 1));
                }
            }
            schedulers.put(sequence, new Scheduler(sequence, "STRICT".equals(s.path("config").path("priority").asText()), inputs));
        }
        return new SchedulerPolicy(p.path("name").asText(), schedulers);
    }

    private static BufferAllocationProfile allocation(JsonNode p) {
        var queues = new TreeMap<String, QueueBuffer>();
        for (JsonNode q : p.path("queues").path("queue")) {
            JsonNode c = q.path("config");
            String limit = c.path("shared-buffer-limit-type").asText(SharedLimitType.DYNAMIC.identity());
            String name = q.path("name").asText();
            queues.put(name, new QueueBuffer(name, c.has("dedicated-buffer") ? Long.parseLong(c.get("dedicated-buffer").asText()) : 0,
                    c.path("use-shared-buffer").asBoolean(true),
                    limit.endsWith(SharedLimitType.STATIC.identity()) ? SharedLimitType.STATIC : SharedLimitType.DYNAMIC,
                    c.path("dynamic-limit-scaling-factor").asInt(0), c.path("static-shared-buffer-limit").asLong(0)));
        }
        return new BufferAllocationProfile(p.path("name").asText(), text(p.path("config"), EXT + "pool"), queues);
    }

    private static InterfaceQos interfaceQos(JsonNode i) {
        var classifiers = new EnumMap<ClassifierType, String>(ClassifierType.class);
        for (JsonNode c : i.path("input").path("classifiers").path("classifier")) {
            JsonNode name = c.path("config").path("name");
            if (name.isTextual()) {
                classifiers.put(ClassifierType.valueOf(c.path("type").asText()), name.asText());
            }
        }
        JsonNode output = i.path("output");
        var queues = new TreeMap<String, String>();
        for (JsonNode q : output.path("queues").path("queue")) {
            JsonNode profile = q.path("config").path("queue-management-profile");
            if (profile.isTextual()) {
                queues.put(q.path("name").asText(), profile.asText());
            }
        }
        JsonNode pfc = i.path(EXT + "pfc").path("config");
        Optional<PfcBinding> binding = pfc.has("lossless-profile") && pfc.has("cable-length")
                ? Optional.of(new PfcBinding(pfc.get("lossless-profile").asText(), pfc.get("cable-length").asInt()))
                : Optional.empty();
        return new InterfaceQos(i.path("interface-id").asText(), classifiers,
                text(output.path("scheduler-policy").path("config"), "name"),
                text(output.path("config"), "buffer-allocation-profile"), queues, binding);
    }

    private static Optional<LosslessProfile> lossless(JsonNode p) {
        JsonNode c = p.path("config");
        if (!c.has("ingress-pool") || !c.has("egress-pool")) {
            return Optional.empty(); // reported as missing mandatory leaves
        }
        var priorities = new TreeMap<Integer, LosslessPriority>();
        for (JsonNode pr : p.path("priorities").path("priority")) {
            JsonNode pc = pr.path("config");
            if (pc.has("queue") && pc.has("priority-group")) {
                int priority = pr.path("pfc-priority").asInt();
                priorities.put(priority, new LosslessPriority(priority, pc.get("queue").asText(), pc.get("priority-group").asInt()));
            }
        }
        var queues = new TreeMap<String, String>();
        for (JsonNode q : p.path("queues").path("queue")) {
            JsonNode profile = q.path("config").path("queue-management-profile");
            if (profile.isTextual()) {
                queues.put(q.path("name").asText(), profile.asText());
            }
        }
        return Optional.of(new LosslessProfile(p.path("name").asText(), text(c, "classifier"), text(c, "scheduler-policy"),
                text(c, "buffer-allocation-profile"), queues, c.get("ingress-pool").asText(), c.get("egress-pool").asText(),
                c.path("max-lossless-priorities").asInt(LosslessProfile.DEFAULT_MAX_LOSSLESS_PRIORITIES),
                c.path("reserved").asLong(0), c.path("xon").asLong(0),
                c.path("xon-offset").asLong(LosslessProfile.DEFAULT_XON_OFFSET),
                c.path("dynamic-threshold").asInt(LosslessProfile.DEFAULT_DYNAMIC_THRESHOLD),
                c.path("lossy-priority-group").asInt(0), priorities));
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
            ArrayNode list = top.putObject("interfaces").putArray("interface");
            qos.interfaces().values().forEach(i -> encodeInterface(list.addObject(), i));
        }
        if (!qos.classifiers().isEmpty()) {
            ArrayNode list = top.putObject("classifiers").putArray("classifier");
            qos.classifiers().values().forEach(c -> encodeClassifier(list.addObject(), c));
        }
        if (!qos.forwardingGroups().isEmpty()) {
            ArrayNode list = top.putObject("forwarding-groups").putArray("forwarding-group");
            for (ForwardingGroup g : qos.forwardingGroups().values()) {
                named(list, g.name()).put("output-queue", g.outputQueue());
            }
        }
        if (!qos.queues().isEmpty()) {
            ArrayNode list = top.putObject("queues").putArray("queue");
            for (QosQueue q : qos.queues().values()) {
                named(list, q.name()).put("queue-id", q.queueId());
            }
        }
        if (!qos.schedulerPolicies().isEmpty()) {
            ArrayNode list = top.putObject("scheduler-policies").putArray("scheduler-policy");
            qos.schedulerPolicies().values().forEach(p -> encodePolicy(list, p));
        }
        if (!qos.bufferAllocationProfiles().isEmpty()) {
            ArrayNode list = top.putObject("buffer-allocation-profiles").putArray("buffer-allocation-profile");
            qos.bufferAllocationProfiles().values().forEach(p -> encodeAllocation(list, p));
        }
        if (!qos.queueManagementProfiles().isEmpty()) {
            ArrayNode list = top.putObject("queue-management-profiles").putArray("queue-management-profile");
            for (QueueManagementProfile p : qos.queueManagementProfiles().values()) {
                ObjectNode entry = list.addObject().put("name", p.name());
                entry.putObject("config").put("name", p.name());
                Wred w = p.wred();
                entry.putObject("wred").putObject("uniform").putObject("config")
                        .put("min-threshold", Long.toString(w.minThreshold()))
                        .put("max-threshold", Long.toString(w.maxThreshold()))
                        .put("enable-ecn", w.enableEcn()).put("drop", w.drop()).put("weight", w.weight())
                        .put("max-drop-probability-percent", w.maxDropProbabilityPercent());
            }
        }
        if (!qos.bufferPools().isEmpty()) {
            ArrayNode list = top.putObject(EXT + "buffer-pools").putArray("buffer-pool");
            for (BufferPool p : qos.bufferPools().values()) {
                named(list, p.name()).put("type", p.type().yangName()).put("size", Long.toString(p.size()))
                        .put("threshold-mode", p.mode().yangName());
            }
        }
        if (!qos.losslessProfiles().isEmpty()) {
            ArrayNode list = top.putObject(EXT + "lossless-profiles").putArray("lossless-profile");
            qos.losslessProfiles().values().forEach(p -> encodeLossless(list, p));
        }
        Cts cts = qos.cts();
        if (!cts.equals(Cts.OFF)) {
            ObjectNode c = top.putObject(EXT + "cts").putObject("config").put("enabled", cts.enabled()).put("dscp", cts.dscp());
            cts.queue().ifPresent(q -> c.put("queue", q));
        }
        AckRemark ack = qos.ackRemark();
        if (!ack.equals(AckRemark.OFF)) {
            ObjectNode c = top.putObject(EXT + "ack-remark").putObject("config").put("enabled", ack.enabled()).put("dscp", ack.dscp());
            ack.queue().ifPresent(q -> c.put("queue", q));
            c.put("bth-match", ack.match().yangName());
        }
        VoqCredits voq = qos.voqCredits();
        if (!voq.equals(VoqCredits.DEFAULT)) {
            ObjectNode c = top.putObject(EXT + "voq-credits").putObject("config");
            voq.initialCredit().ifPresent(v -> uint32(c, "initial-credit", v));
            voq.creditRamp().ifPresent(v -> uint32(c, "credit-ramp", v));
            c.put("credit-watchdog", voq.watchdog()).put("credit-watchdog-timer", voq.watchdogTimerMs());
        }
        return top;
    }

    private static void encodeInterface(ObjectNode entry, InterfaceQos i) {
        entry.put("interface-id", i.interfaceId());
        entry.putObject("config").put("interface-id", i.interfaceId());
        if (!i.classifiers().isEmpty()) {
            ArrayNode list = entry.putObject("input").putObject("classifiers").putArray("classifier");
            i.classifiers().forEach((type, name) -> list.addObject().put("type", type.name())
                    .putObject("config").put("name", name).put("type", type.name()));
        }
        if (i.schedulerPolicy().isPresent() || i.bufferAllocationProfile().isPresent() || !i.queueManagement().isEmpty()) {
            ObjectNode output = entry.putObject("output");
            i.bufferAllocationProfile().ifPresent(b -> output.putObject("config").put("buffer-allocation-profile", b));
            if (!i.queueManagement().isEmpty()) {
                queueManagement(output, i.queueManagement());
            }
            i.schedulerPolicy().ifPresent(s -> output.putObject("scheduler-policy").putObject("config").put("name", s));
        }
        i.pfc().ifPresent(p -> entry.putObject(EXT + "pfc").putObject("config")
                .put("lossless-profile", p.losslessProfile()).put("cable-length", p.cableLength()));
    }

    private static void queueManagement(ObjectNode parent, Map<String, String> queues) {
        ArrayNode list = parent.putObject("queues").putArray("queue");
        queues.forEach((queue, profile) -> named(list, queue).put("queue-management-profile", profile));
    }

    private static void encodeClassifier(ObjectNode entry, Classifier c) {
        entry.put("name", c.name());
        entry.putObject("config").put("name", c.name()).put("type", c.type().name());
        if (c.terms().isEmpty()) {
            return;
        }
        ArrayNode list = entry.putObject("terms").putArray("term");
        for (ClassifierTerm t : c.terms().values()) {
            ObjectNode term = list.addObject().put("id", t.id());
            term.putObject("config").put("id", t.id());
            if (t.dscp().isPresent() || !t.dscpSet().isEmpty()) {
                ObjectNode cond = term.putObject("conditions").putObject(c.type().condition()).putObject("config");
                t.dscp().ifPresent(d -> cond.put("dscp", d));
                if (!t.dscpSet().isEmpty()) {
                    ArrayNode set = cond.putArray("dscp-set");
                    t.dscpSet().forEach(set::add);
                }
            }
            t.targetGroup().ifPresent(g -> term.putObject("actions").putObject("config").put("target-group", g));
        }
    }

    private static void encodePolicy(ArrayNode list, SchedulerPolicy p) {
        ObjectNode entry = list.addObject().put("name", p.name());
        entry.putObject("config").put("name", p.name());
        if (p.schedulers().isEmpty()) {
            return;
        }
        ArrayNode schedulers = entry.putObject("schedulers").putArray("scheduler");
        for (Scheduler s : p.schedulers().values()) {
            ObjectNode scheduler = schedulers.addObject();
            uint32(scheduler, "sequence", s.sequence());
            ObjectNode config = uint32(scheduler.putObject("config"), "sequence", s.sequence());
            if (s.strict()) {
                config.put("priority", "STRICT");
            }
            if (!s.inputs().isEmpty()) {
                ArrayNode inputs = scheduler.putObject("inputs").putArray("input");
                for (SchedulerInput in : s.inputs().values()) {
                    inputs.addObject().put("id", in.id()).putObject("config").put("id", in.id())
                            .put("input-type", "QUEUE").put("queue", in.queue()).put("weight", Long.toString(in.weight()));
                }
            }
        }
    }

    private static void encodeAllocation(ArrayNode list, BufferAllocationProfile p) {
        ObjectNode entry = list.addObject().put("name", p.name());
        ObjectNode config = entry.putObject("config").put("name", p.name());
        p.pool().ifPresent(pool -> config.put(EXT + "pool", pool));
        if (p.queues().isEmpty()) {
            return;
        }
        ArrayNode queues = entry.putObject("queues").putArray("queue");
        for (QueueBuffer q : p.queues().values()) {
            ObjectNode c = named(queues, q.queue()).put("dedicated-buffer", Long.toString(q.dedicatedBuffer()))
                    .put("use-shared-buffer", q.useSharedBuffer())
                    .put("shared-buffer-limit-type", QosSchema.MODULE + ":" + q.limitType().identity());
            uint32(c, "static-shared-buffer-limit", q.staticLimit());
            c.put("dynamic-limit-scaling-factor", q.dynamicScalingFactor());
        }
    }

    private static void encodeLossless(ArrayNode list, LosslessProfile p) {
        ObjectNode config = named(list, p.name());
        ObjectNode entry = (ObjectNode) list.get(list.size() - 1);
        p.classifier().ifPresent(v -> config.put("classifier", v));
        p.schedulerPolicy().ifPresent(v -> config.put("scheduler-policy", v));
        p.bufferAllocationProfile().ifPresent(v -> config.put("buffer-allocation-profile", v));
        config.put("ingress-pool", p.ingressPool()).put("egress-pool", p.egressPool())
                .put("max-lossless-priorities", p.maxLosslessPriorities());
        uint32(config, "reserved", p.reserved());
        uint32(config, "xon", p.xon());
        uint32(config, "xon-offset", p.xonOffset());
        config.put("dynamic-threshold", p.dynamicThreshold()).put("lossy-priority-group", p.lossyPriorityGroup());
        if (!p.priorities().isEmpty()) {
            ArrayNode priorities = entry.putObject("priorities").putArray("priority");
            for (LosslessPriority pr : p.priorities().values()) {
                priorities.addObject().put("pfc-priority", pr.pfcPriority()).putObject("config")
                        .put("pfc-priority", pr.pfcPriority()).put("queue", pr.queue()).put("priority-group", pr.priorityGroup());
            }
        }
        if (!p.queueManagement().isEmpty()) {
            queueManagement(entry, p.queueManagement());
        }
    }

    /** A list entry keyed by {@code name}, returning its {@code config} with the name mirrored. */
    private static ObjectNode named(ArrayNode list, String name) {
        ObjectNode entry = list.addObject().put("name", name);
        return entry.putObject("config").put("name", name);
    }

    /** A uint32 as the node class the schema's canonical form has, so documents compare equal. */
    private static ObjectNode uint32(ObjectNode node, String leaf, long value) {
        return value <= Integer.MAX_VALUE ? node.put(leaf, (int) value) : node.put(leaf, value);
    }
}
