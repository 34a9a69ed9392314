package io.nosagent.config.schema;

import io.nosagent.config.ConfigPath;
import io.nosagent.config.schema.SchemaNode.Container;

import static io.nosagent.config.schema.Schema.container;
import static io.nosagent.config.schema.Schema.leaf;
import static io.nosagent.config.schema.Schema.mandatoryLeaf;
import static io.nosagent.config.schema.Schema.stateOf;

/**
 * The served part of openconfig-system: {@code /system/config} hostname, domain name and banners.
 * Deviation: {@code hostname} is mandatory (the model leaves it optional), since the agent names its
 * events, alarms and snapshots after it.
 */
public final class SystemSchema {

    public static final String MODULE = "openconfig-system";

    private static final Container CONFIG = container("config",
            mandatoryLeaf("hostname", LeafType.domainName()),
            leaf("domain-name", LeafType.domainName()),
            leaf("login-banner", LeafType.string()),
            leaf("motd-banner", LeafType.string()));

    /** {@code /openconfig-system:system}. */
    public static final Container TOP = container(MODULE + ":system", CONFIG, stateOf(CONFIG));

    private SystemSchema() {
    }

    /** {@code /openconfig-system:system/config/<leaf>}. */
    public static ConfigPath configLeafPath(String leaf) {
        return ConfigPath.ROOT.child(MODULE + ":system").child("config").child(leaf);
    }
}
