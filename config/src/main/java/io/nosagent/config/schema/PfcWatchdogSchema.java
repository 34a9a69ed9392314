package io.nosagent.config.schema;

import io.nosagent.config.ConfigPath;
import io.nosagent.config.intent.pfcwd.StormAction;
import io.nosagent.config.schema.SchemaNode.Container;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static io.nosagent.config.schema.Schema.container;
import static io.nosagent.config.schema.Schema.leaf;
import static io.nosagent.config.schema.Schema.list;
import static io.nosagent.config.schema.Schema.stateOf;

/**
 * The project's own module {@code nosagent-pfcwd} ({@code nos-agent/src/main/yang}): OpenConfig has no
 * PFC watchdog model. Switch-wide settings, then per interface and per queue the settings that differ.
 * Single-leaf ranges are SONiC's limits: detection 100-5000 ms, restoration 100-60000 ms, poll
 * 100-1000 ms; that the poll is no longer than any detection or restoration time is the validator's.
 */
public final class PfcWatchdogSchema {

    public static final String MODULE = "nosagent-pfcwd";

    public static final int MIN_DETECTION_MILLIS = 100;
    public static final int MAX_DETECTION_MILLIS = 5000;
    public static final int MIN_RESTORATION_MILLIS = 100;
    public static final int MAX_RESTORATION_MILLIS = 60000;
    public static final int MIN_POLL_MILLIS = 100;
    public static final int MAX_POLL_MILLIS = 1000;

    private static final LeafType ACTION = LeafType.enumeration(Arrays.stream(StormAction.values())
            .map(StormAction::yangName).toList());
    private static final LeafType DETECTION = LeafType.uint32(MIN_DETECTION_MILLIS, MAX_DETECTION_MILLIS);
    private static final LeafType RESTORATION = LeafType.uint32(MIN_RESTORATION_MILLIS, MAX_RESTORATION_MILLIS);

    private static final Container CONFIG = container("config",
            leaf("enabled", LeafType.bool()),
            leaf("poll-interval", LeafType.uint32(MIN_POLL_MILLIS, MAX_POLL_MILLIS)),
            leaf("big-red-switch", LeafType.bool()),
            leaf("detection-time", DETECTION),
            leaf("restoration-time", RESTORATION),
            leaf("action", ACTION));

    private static final Container INTERFACE_CONFIG = container("config",
            leaf("name", LeafType.string()),
            leaf("enabled", LeafType.bool()),
            leaf("detection-time", DETECTION),
            leaf("restoration-time", RESTORATION),
            leaf("action", ACTION));

    private static final Container QUEUE_CONFIG = container("config",
            leaf("index", LeafType.uint8(0, 7)),
            leaf("detection-time", DETECTION),
            leaf("restoration-time", RESTORATION),
            leaf("action", ACTION));

    /** {@code /nosagent-pfcwd:pfc-watchdog}. */
    public static final Container TOP = container(MODULE + ":pfc-watchdog",
            CONFIG,
            stateOf(CONFIG),
            container("interfaces",
                    list("interface", List.of("name"),
                            leaf("name", LeafType.string()),
                            INTERFACE_CONFIG,
                            stateOf(INTERFACE_CONFIG),
                            container("queues",
                                    list("queue", List.of("index"),
                                            leaf("index", LeafType.uint8(0, 7)),
                                            QUEUE_CONFIG,
                                            stateOf(QUEUE_CONFIG))))));

    private PfcWatchdogSchema() {
    }

    /** {@code /nosagent-pfcwd:pfc-watchdog}. */
    public static ConfigPath path() {
        return ConfigPath.ROOT.child(MODULE + ":pfc-watchdog");
    }

    /** {@code /nosagent-pfcwd:pfc-watchdog/config/<leaf>}. */
    public static ConfigPath leafPath(String leaf) {
        return path().child("config").child(leaf);
    }

    /** {@code /nosagent-pfcwd:pfc-watchdog/interfaces/interface[name=<name>]}. */
    public static ConfigPath interfacePath(String name) {
        return path().child("interfaces").child("interface", Map.of("name", name));
    }

    /** {@code .../interface[name=<name>]/config/<leaf>}. */
    public static ConfigPath interfaceLeaf(String name, String leaf) {
        return interfacePath(name).child("config").child(leaf);
    }

    /** {@code .../interface[name=<name>]/queues/queue[index=<index>]/config/<leaf>}. */
    public static ConfigPath queueLeaf(String name, int index, String leaf) {
        return interfacePath(name).child("queues").child("queue", Map.of("index", Integer.toString(index)))
                .child("config").child(leaf);
    }
}
