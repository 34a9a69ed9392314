package io.nosagent.agent.gnmi.tree;

import java.util.Set;

/**
 * Which part of the data a read wants besides its path.
 *
 * @param type    Get's data type (Subscribe reads {@link DataType#ALL})
 * @param modules the YANG modules a client restricted itself to ({@code use_models}); empty = all
 */
public record Selection(DataType type, Set<String> modules) {

    public static final Selection ALL = new Selection(DataType.ALL, Set.of());

    public Selection {
        modules = Set.copyOf(modules);
    }

    boolean everything() {
        return type == DataType.ALL && modules.isEmpty();
    }
}
