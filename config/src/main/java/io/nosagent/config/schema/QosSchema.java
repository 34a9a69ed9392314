package io.nosagent.config.schema;

import io.nosagent.config.ConfigPath;
import io.nosagent.config.intent.qos.AckRemark;
import io.nosagent.config.intent.qos.BufferPool;
import io.nosagent.config.intent.qos.ClassifierType;
import io.nosagent.config.intent.qos.SharedLimitType;
import io.nosagent.config.schema.SchemaNode.Container;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static io.nosagent.config.schema.Schema.container;
import static io.nosagent.config.schema.Schema.leaf;
import static io.nosagent.config.schema.Schema.leafList;
import static io.nosagent.config.schema.Schema.list;
import static io.nosagent.config.schema.Schema.mandatoryLeaf;
import static io.nosagent.config.schema.Schema.stateOf;

/**
 * The served subset of {@code openconfig-qos} (2.2.0) with the project's {@code nosagent-qos}
 * augmentations ({@code nos-agent/src/main/yang/nosagent-qos.yang}): everything under {@code /qos}.
 *
 * <p>Deviations from OpenConfig, all to refuse what could not be programmed rather than guess:
 * {@code queue-id}, {@code output-queue}, a classifier's {@code type}, a scheduler input's
 * {@code queue}, an output queue's {@code queue-management-profile} and WRED's thresholds are
 * mandatory; classifiers are IPV4 or IPV6 and match DSCP only; scheduler inputs are queues.
 */
public final class QosSchema {

    public static final String MODULE = "openconfig-qos";
    public static final String EXT = "nosagent-qos";

    /** Longest cable accepted: 10 km, the reach of the longest single-mode optics in a data hall. */
    public static final int MAX_CABLE_METRES = 10_000;

    private static final LeafType DSCP = LeafType.uint8(0, 63);
    private static final LeafType NAME = LeafType.string();
    private static final LeafType BYTES64 = LeafType.uint64(0, Long.MAX_VALUE);

    private static final Container INTERFACE_CONFIG = container("config", leaf("interface-id", NAME));
    private static final Container CLASSIFIER_BINDING = container("config",
            leaf("name", NAME), leaf("type", classifierTypes()));
    private static final Container OUTPUT_CONFIG = container("config", leaf("buffer-allocation-profile", NAME));
    private static final Container OUTPUT_QUEUE = container("config",
            leaf("name", NAME), mandatoryLeaf("queue-management-profile", NAME));
    private static final Container POLICY_BINDING = container("config", leaf("name", NAME));
    private static final Container PFC_BINDING = container("config",
            mandatoryLeaf("lossless-profile", NAME), mandatoryLeaf("cable-length", LeafType.uint32(1, MAX_CABLE_METRES)));

    private static final Container CLASSIFIER_CONFIG = container("config",
            leaf("name", NAME), mandatoryLeaf("type", classifierTypes()));
    private static final Container TERM_CONFIG = container("config", leaf("id", NAME));
    private static final Container DSCP_CONDITION = container("config", leaf("dscp", DSCP), leafList("dscp-set", DSCP));
    private static final Container TERM_ACTIONS = container("config", leaf("target-group", NAME));

    private static final Container FORWARDING_GROUP_CONFIG = container("config",
            leaf("name", NAME), mandatoryLeaf("output-queue", NAME));
    private static final Container QUEUE_CONFIG = container("config",
            leaf("name", NAME), mandatoryLeaf("queue-id", LeafType.uint8(0, 255)));

    private static final Container POLICY_CONFIG = container("config", leaf("name", NAME));
    private static final Container SCHEDULER_CONFIG = container("config",
            leaf("sequence", LeafType.uint32()), leaf("priority", LeafType.enumeration(List.of("STRICT"))));
    private static final Container INPUT_CONFIG = container("config",
            leaf("id", NAME), leaf("input-type", LeafType.enumeration(List.of("QUEUE"))),
            mandatoryLeaf("queue", NAME), leaf("weight", LeafType.uint64(0, Long.MAX_VALUE)));

    private static final Container ALLOCATION_CONFIG = container("config",
            leaf("name", NAME), leaf(EXT + ":pool", NAME));
    private static final Container ALLOCATION_QUEUE = container("config",
            leaf("name", NAME), leaf("dedicated-buffer", BYTES64), leaf("use-shared-buffer", LeafType.bool()),
            leaf("shared-buffer-limit-type", LeafType.identity(MODULE,
                    Arrays.stream(SharedLimitType.values()).map(SharedLimitType::identity).toList())),
            leaf("static-shared-buffer-limit", LeafType.uint32()),
            // SAI's SHARED_DYNAMIC_TH range: the limit is 2^factor of the free bytes.
            leaf("dynamic-limit-scaling-factor", LeafType.int32(-8, 7)));

    private static final Container QM_CONFIG = container("config", leaf("name", NAME));
    private static final Container WRED_CONFIG = container("config",
            mandatoryLeaf("min-threshold", BYTES64), mandatoryLeaf("max-threshold", BYTES64),
            leaf("enable-ecn", LeafType.bool()), leaf("drop", LeafType.bool()),
            // SAI's WRED WEIGHT range: the average moves by 2^-weight of the difference.
            leaf("weight", LeafType.uint32(0, 15)),
            leaf("max-drop-probability-percent", LeafType.uint8(0, 100)));

    private static final Container POOL_CONFIG = container("config",
            leaf("name", NAME),
            mandatoryLeaf("type", LeafType.enumeration(names(BufferPool.Type.values()))),
            mandatoryLeaf("size", LeafType.uint64(1, Long.MAX_VALUE)),
            leaf("threshold-mode", LeafType.enumeration(names(BufferPool.Mode.values()))));
    private static final Container LOSSLESS_CONFIG = container("config",
            leaf("name", NAME), leaf("classifier", NAME), leaf("scheduler-policy", NAME),
            leaf("buffer-allocation-profile", NAME),
            mandatoryLeaf("ingress-pool", NAME), mandatoryLeaf("egress-pool", NAME),
            leaf("max-lossless-priorities", LeafType.uint8(1, 8)),
            leaf("reserved", LeafType.uint32()), leaf("xon", LeafType.uint32()), leaf("xon-offset", LeafType.uint32()),
            leaf("dynamic-threshold", LeafType.int8(-8, 7)),
            leaf("lossy-priority-group", LeafType.uint8(0, 7)));
    private static final Container LOSSLESS_PRIORITY = container("config",
            leaf("pfc-priority", LeafType.uint8(0, 7)), mandatoryLeaf("queue", NAME),
            mandatoryLeaf("priority-group", LeafType.uint8(0, 7)));
    private static final Container LOSSLESS_QUEUE = container("config",
            leaf("name", NAME), mandatoryLeaf("queue-management-profile", NAME));
    private static final Container CTS_CONFIG = container("config",
            leaf("enabled", LeafType.bool()), leaf("dscp", DSCP), leaf("queue", NAME));
    private static final Container ACK_CONFIG = container("config",
            leaf("enabled", LeafType.bool()), leaf("dscp", DSCP), leaf("queue", NAME),
            leaf("bth-match", LeafType.enumeration(Arrays.stream(AckRemark.Match.values()).map(AckRemark.Match::yangName).toList())));
    private static final Container VOQ_CONFIG = container("config",
            leaf("initial-credit", LeafType.uint32()),
            // percent of line rate per microsecond
            leaf("credit-ramp", LeafType.uint32(1, 100)),
            leaf("credit-watchdog", LeafType.bool()),
            // SAI's CREDIT_WD_TIMER range.
            leaf("credit-watchdog-timer", LeafType.uint32(10, 1000)));

    /** {@code /openconfig-qos:qos}. */
    public static final Container TOP = container(MODULE + ":qos",
            container("interfaces", list("interface", List.of("interface-id"), leaf("interface-id", NAME),
                    INTERFACE_CONFIG, stateOf(INTERFACE_CONFIG),
                    container("input", container("classifiers", list("classifier", List.of("type"),
                            leaf("type", classifierTypes()), CLASSIFIER_BINDING, stateOf(CLASSIFIER_BINDING)))),
                    container("output", OUTPUT_CONFIG, stateOf(OUTPUT_CONFIG),
                            container("queues", list("queue", List.of("name"), leaf("name", NAME),
                                    OUTPUT_QUEUE, stateOf(OUTPUT_QUEUE))),
                            container("scheduler-policy", POLICY_BINDING, stateOf(POLICY_BINDING))),
                    container(EXT + ":pfc", PFC_BINDING, stateOf(PFC_BINDING)))),
            container("classifiers", list("classifier", List.of("name"), leaf("name", NAME),
                    CLASSIFIER_CONFIG, stateOf(CLASSIFIER_CONFIG),
                    container("terms", list("term", List.of("id"), leaf("id", NAME), TERM_CONFIG, stateOf(TERM_CONFIG),
                            container("conditions",
                                    container("ipv4", DSCP_CONDITION, stateOf(DSCP_CONDITION)),
                                    container("ipv6", DSCP_CONDITION, stateOf(DSCP_CONDITION))),
                            container("actions", TERM_ACTIONS, stateOf(TERM_ACTIONS)))))),
            container("forwarding-groups", list("forwarding-group", List.of("name"), leaf("name", NAME),
                    FORWARDING_GROUP_CONFIG, stateOf(FORWARDING_GROUP_CONFIG))),
            container("queues", list("queue", List.of("name"), leaf("name", NAME), QUEUE_CONFIG, stateOf(QUEUE_CONFIG))),
            container("scheduler-policies", list("scheduler-policy", List.of("name"), leaf("name", NAME),
                    POLICY_CONFIG, stateOf(POLICY_CONFIG),
                    container("schedulers", list("scheduler", List.of("sequence"), leaf("sequence", LeafType.uint32()),
                            SCHEDULER_CONFIG, stateOf(SCHEDULER_CONFIG),
                            container("inputs", list("input", List.of("id"), leaf("id", NAME),
                                    INPUT_CONFIG, stateOf(INPUT_CONFIG))))))),
            container("buffer-allocation-profiles", list("buffer-allocation-profile", List.of("name"), leaf("name", NAME),
                    ALLOCATION_CONFIG, stateOf(ALLOCATION_CONFIG),
                    container("queues", list("queue", List.of("name"), leaf("name", NAME),
                            ALLOCATION_QUEUE, stateOf(ALLOCATION_QUEUE))))),
            container("queue-management-profiles", list("queue-management-profile", List.of("name"), leaf("name", NAME),
                    QM_CONFIG, stateOf(QM_CONFIG),
                    container("wred", container("uniform", WRED_CONFIG, stateOf(WRED_CONFIG))))),
            container(EXT + ":buffer-pools", list("buffer-pool", List.of("name"), leaf("name", NAME),
                    POOL_CONFIG, stateOf(POOL_CONFIG))),
            container(EXT + ":lossless-profiles", list("lossless-profile", List.of("name"), leaf("name", NAME),
                    LOSSLESS_CONFIG, stateOf(LOSSLESS_CONFIG),
                    container("priorities", list("priority", List.of("pfc-priority"), leaf("pfc-priority", LeafType.uint8(0, 7)),
                            LOSSLESS_PRIORITY, stateOf(LOSSLESS_PRIORITY))),
                    container("queues", list("queue", List.of("name"), leaf("name", NAME),
                            LOSSLESS_QUEUE, stateOf(LOSSLESS_QUEUE))))),
            container(EXT + ":cts", CTS_CONFIG, stateOf(CTS_CONFIG)),
            container(EXT + ":ack-remark", ACK_CONFIG, stateOf(ACK_CONFIG)),
            container(EXT + ":voq-credits", VOQ_CONFIG, stateOf(VOQ_CONFIG)));

    private QosSchema() {
    }

    /** {@code /openconfig-qos:qos}. */
    public static ConfigPath path() {
        return ConfigPath.ROOT.child(MODULE + ":qos");
    }

    private static ConfigPath entry(String container, String list, String key, String value) {
        return path().child(container).child(list, Map.of(key, value));
    }

    public static ConfigPath interfacePath(String port) {
        return entry("interfaces", "interface", "interface-id", port);
    }

    public static ConfigPath classifierBindingPath(String port, ClassifierType type) {
        return interfacePath(port).child("input").child("classifiers").child("classifier", Map.of("type", type.name()))
                .child("config").child("name");
    }

    public static ConfigPath schedulerBindingPath(String port) {
        return interfacePath(port).child("output").child("scheduler-policy").child("config").child("name");
    }

    public static ConfigPath bufferBindingPath(String port) {
        return interfacePath(port).child("output").child("config").child("buffer-allocation-profile");
    }

    public static ConfigPath outputQueuePath(String port, String queue) {
        return interfacePath(port).child("output").child("queues").child("queue", Map.of("name", queue))
                .child("config").child("queue-management-profile");
    }

    /** {@code .../interface[interface-id]/nosagent-qos:pfc/config/<leaf>}. */
    public static ConfigPath pfcLeaf(String port, String leaf) {
        return interfacePath(port).child(EXT + ":pfc").child("config").child(leaf);
    }

    public static ConfigPath classifierPath(String name) {
        return entry("classifiers", "classifier", "name", name);
    }

    public static ConfigPath termPath(String classifier, String term) {
        return classifierPath(classifier).child("terms").child("term", Map.of("id", term));
    }

    public static ConfigPath forwardingGroupPath(String name) {
        return entry("forwarding-groups", "forwarding-group", "name", name);
    }

    public static ConfigPath queuePath(String name) {
        return entry("queues", "queue", "name", name);
    }

    public static ConfigPath schedulerPolicyPath(String name) {
        return entry("scheduler-policies", "scheduler-policy", "name", name);
    }

    public static ConfigPath schedulerPath(String policy, long sequence) {
        return schedulerPolicyPath(policy).child("schedulers").child("scheduler", Map.of("sequence", Long.toString(sequence)));
    }

    public static ConfigPath inputPath(String policy, long sequence, String input) {
        return schedulerPath(policy, sequence).child("inputs").child("input", Map.of("id", input));
    }

    public static ConfigPath allocationPath(String name) {
        return entry("buffer-allocation-profiles", "buffer-allocation-profile", "name", name);
    }

    public static ConfigPath allocationQueuePath(String profile, String queue) {
        return allocationPath(profile).child("queues").child("queue", Map.of("name", queue));
    }

    public static ConfigPath queueManagementPath(String name) {
        return entry("queue-management-profiles", "queue-management-profile", "name", name);
    }

    public static ConfigPath wredLeaf(String profile, String leaf) {
        return queueManagementPath(profile).child("wred").child("uniform").child("config").child(leaf);
    }

    public static ConfigPath poolPath(String name) {
        return path().child(EXT + ":buffer-pools").child("buffer-pool", Map.of("name", name));
    }

    public static ConfigPath losslessProfilePath(String name) {
        return path().child(EXT + ":lossless-profiles").child("lossless-profile", Map.of("name", name));
    }

    public static ConfigPath losslessLeaf(String profile, String leaf) {
        return losslessProfilePath(profile).child("config").child(leaf);
    }

    public static ConfigPath losslessPriorityPath(String profile, int priority) {
        return losslessProfilePath(profile).child("priorities").child("priority", Map.of("pfc-priority", Integer.toString(priority)));
    }

    public static ConfigPath losslessQueuePath(String profile, String queue) {
        return losslessProfilePath(profile).child("queues").child("queue", Map.of("name", queue))
                .child("config").child("queue-management-profile");
    }

    public static ConfigPath ctsLeaf(String leaf) {
        return path().child(EXT + ":cts").child("config").child(leaf);
    }

    public static ConfigPath ackLeaf(String leaf) {
        return path().child(EXT + ":ack-remark").child("config").child(leaf);
    }

    public static ConfigPath voqLeaf(String leaf) {
        return path().child(EXT + ":voq-credits").child("config").child(leaf);
    }

    private static LeafType classifierTypes() {
        return LeafType.enumeration(Arrays.stream(ClassifierType.values()).map(Enum::name).toList());
    }

    private static List<String> names(Enum<?>[] values) {
        return Arrays.stream(values).map(v -> v.name().toLowerCase(java.util.Locale.ROOT)).toList();
    }
}
