package io.nosagent.sai.platform;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.SaiMetadata;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** SAI's names of object types, attributes and stats the metadata describes, as descriptions spell them. */
final class SaiNames {

    private static final Map<String, ObjectType> TYPES = new HashMap<>();
    private static final Map<String, AttrSpec> ATTRIBUTES = new HashMap<>();
    private static final Set<String> STATS = new HashSet<>();

    static {
        for (ObjectType type : ObjectType.values()) {
            TYPES.put(type.saiName(), type);
        }
        for (ObjectType type : SaiMetadata.describedTypes()) {
            SaiMetadata.attributes(type).forEach(a -> ATTRIBUTES.put(a.name(), a));
            SaiMetadata.stats(type).forEach(s -> STATS.add(s.name()));
        }
    }

    private SaiNames() {
    }

    static Optional<ObjectType> objectType(String name) {
        return Optional.ofNullable(TYPES.get(name));
    }

    static Optional<AttrSpec> attribute(String name) {
        return Optional.ofNullable(ATTRIBUTES.get(name));
    }

    static boolean isStat(String name) {
        return STATS.contains(name);
    }
}
