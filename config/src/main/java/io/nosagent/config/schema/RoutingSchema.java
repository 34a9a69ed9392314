package io.nosagent.config.schema;

import io.nosagent.config.ConfigPath;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.config.intent.routing.HashAlgorithm;
import io.nosagent.config.intent.routing.HashField;
import io.nosagent.config.intent.routing.QpHashing;
import io.nosagent.config.intent.routing.TeOverride;
import io.nosagent.config.schema.SchemaNode.Container;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import static io.nosagent.config.schema.Schema.container;
import static io.nosagent.config.schema.Schema.leaf;
import static io.nosagent.config.schema.Schema.leafList;
import static io.nosagent.config.schema.Schema.list;
import static io.nosagent.config.schema.Schema.mandatoryLeaf;
import static io.nosagent.config.schema.Schema.stateOf;

/**
 * The project's own module {@code nosagent-routing} ({@code nos-agent/src/main/yang}): what OpenConfig
 * has no model for. Load balancing (hash fields, algorithm, seed, RoCE QP hashing), flowlets (SAI ARS),
 * fine-grained ECMP for task VIPs, drain of uplinks and TE overrides. Every {@code config} has its
 * {@code state} copy, as in OpenConfig.
 *
 * <p>Ranges that depend on one leaf alone are here (and in the YANG); rules relating leaves, or
 * needing the platform, are the validator's.
 */
public final class RoutingSchema {

    public static final String MODULE = "nosagent-routing";

    /**
     * Longest flowlet idle time accepted: 1 s. SAI's attribute is a u32 of microseconds, but an idle
     * time that long never ends a flowlet inside a training step (collectives pause for micro- to
     * milliseconds), so it only ever means a unit typed wrong (ms or s written as us).
     */
    public static final long MAX_IDLE_TIME_MICROS = 1_000_000;

    private static final Container LOAD_BALANCING_CONFIG = container("config",
            leafList("hash-fields", LeafType.enumeration(names(HashField.values(), HashField::yangName))),
            leaf("algorithm", LeafType.enumeration(names(HashAlgorithm.values(), HashAlgorithm::yangName))),
            leaf("seed", LeafType.uint32()));

    private static final Container QP_HASH_CONFIG = container("config",
            leaf("enabled", LeafType.bool()),
            leaf("mode", LeafType.enumeration(names(QpHashing.Mode.values(), QpHashing.Mode::yangName))),
            leaf("udf-offset", LeafType.uint8(0, 255)),
            // A UDF hash field is at most 4 bytes wide on the ASICs SAI describes; the QP is 3.
            leaf("udf-length", LeafType.uint8(1, 4)));

    private static final Container FLOWLETS_CONFIG = container("config",
            leaf("enabled", LeafType.bool()),
            leaf("groups", LeafType.enumeration(names(Flowlets.GroupClass.values(), Flowlets.GroupClass::yangName))),
            leaf("idle-time", LeafType.uint32(1, MAX_IDLE_TIME_MICROS)),
            leaf("table-size", LeafType.uint32(1, 0xFFFF_FFFFL)),
            leaf("mode", LeafType.enumeration(names(Flowlets.Mode.values(), Flowlets.Mode::yangName))),
            leaf("past-load-weight", LeafType.uint8(0, 100)),
            leaf("future-load-weight", LeafType.uint8(0, 100)),
            leaf("load-scaling-factor", LeafType.uint32(1, 0xFFFF_FFFFL)));

    private static final Container FINE_GRAINED_CONFIG = container("config",
            leaf("max-members", LeafType.uint16(1, 0xFFFF)),
            leaf("bucket-count", LeafType.uint32(1, 0xFFFF_FFFFL)));

    private static final Container DRAIN_CONFIG = container("config",
            leaf("switch-drained", LeafType.bool()));

    private static final Container DRAINED_INTERFACE_CONFIG = container("config",
            leaf("name", LeafType.string()));

    private static final Container OVERRIDE_CONFIG = container("config",
            leaf("in-port", LeafType.string()),
            leaf("prefix", LeafType.ipPrefix()),
            mandatoryLeaf("next-hop", LeafType.ipAddress()));

    /** {@code /nosagent-routing:routing}. */
    public static final Container TOP = container(MODULE + ":routing",
            container("load-balancing",
                    LOAD_BALANCING_CONFIG,
                    stateOf(LOAD_BALANCING_CONFIG),
                    container("roce-qp-hash", QP_HASH_CONFIG, stateOf(QP_HASH_CONFIG))),
            container("flowlets", FLOWLETS_CONFIG, stateOf(FLOWLETS_CONFIG)),
            container("fine-grained-ecmp", FINE_GRAINED_CONFIG, stateOf(FINE_GRAINED_CONFIG)),
            container("drain",
                    DRAIN_CONFIG,
                    stateOf(DRAIN_CONFIG),
                    container("interfaces",
                            list("interface", List.of("name"),
                                    leaf("name", LeafType.string()),
                                    DRAINED_INTERFACE_CONFIG,
                                    stateOf(DRAINED_INTERFACE_CONFIG)))),
            container("te-overrides",
                    list("override", List.of("in-port", "prefix"),
                            leaf("in-port", LeafType.string()),
                            leaf("prefix", LeafType.ipPrefix()),
                            OVERRIDE_CONFIG,
                            stateOf(OVERRIDE_CONFIG))));

    private RoutingSchema() {
    }

    /** {@code /nosagent-routing:routing}. */
    public static ConfigPath path() {
        return ConfigPath.ROOT.child(MODULE + ":routing");
    }

    /** {@code /nosagent-routing:routing/load-balancing/config/<leaf>}. */
    public static ConfigPath loadBalancingLeaf(String leaf) {
        return path().child("load-balancing").child("config").child(leaf);
    }

    /** {@code /nosagent-routing:routing/load-balancing/roce-qp-hash/config/<leaf>}. */
    public static ConfigPath qpHashLeaf(String leaf) {
        return path().child("load-balancing").child("roce-qp-hash").child("config").child(leaf);
    }

    /** {@code /nosagent-routing:routing/flowlets/config/<leaf>}. */
    public static ConfigPath flowletsLeaf(String leaf) {
        return path().child("flowlets").child("config").child(leaf);
    }

    /** {@code /nosagent-routing:routing/fine-grained-ecmp/config/<leaf>}. */
    public static ConfigPath fineGrainedLeaf(String leaf) {
        return path().child("fine-grained-ecmp").child("config").child(leaf);
    }

    /** {@code /nosagent-routing:routing/drain/config/switch-drained}. */
    public static ConfigPath switchDrainedPath() {
        return path().child("drain").child("config").child("switch-drained");
    }

    /** {@code /nosagent-routing:routing/drain/interfaces/interface[name=<name>]}. */
    public static ConfigPath drainedInterfacePath(String name) {
        return path().child("drain").child("interfaces").child("interface", Map.of("name", name));
    }

    /** {@code /nosagent-routing:routing/te-overrides/override[in-port][prefix]}. */
    public static ConfigPath overridePath(TeOverride.Key key) {
        return path().child("te-overrides").child("override",
                Map.of("in-port", key.inPort(), "prefix", key.prefix().toString()));
    }

    /** {@code .../override[in-port][prefix]/config/<leaf>}. */
    public static ConfigPath overrideLeaf(TeOverride.Key key, String leaf) {
        return overridePath(key).child("config").child(leaf);
    }

    private static <E> List<String> names(E[] values, Function<E, String> yangName) {
        return Arrays.stream(values).map(yangName).toList();
    }
}
