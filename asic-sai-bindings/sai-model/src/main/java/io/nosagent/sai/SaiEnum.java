package io.nosagent.sai;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A SAI value enum ({@code sai_packet_action_t}, ...): its C name and its members by number.
 *
 * @param name   the C type name, e.g. {@code sai_packet_action_t}
 * @param values member name (full, e.g. {@code SAI_PACKET_ACTION_DROP}) to number, in header order
 */
public record SaiEnum(String name, Map<String, Integer> values) {

    public SaiEnum {
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /** Builds an enum from alternating name, number pairs (the generated tables use this). */
    public static SaiEnum of(String name, Object... nameNumberPairs) {
        var map = new LinkedHashMap<String, Integer>();
        for (int i = 0; i < nameNumberPairs.length; i += 2) {
            map.put((String) nameNumberPairs[i], (Integer) nameNumberPairs[i + 1]);
        }
        return new SaiEnum(name, map);
    }

    public boolean contains(int value) {
        return values.containsValue(value);
    }

    /** The member name for a number, if the enum has one. */
    public Optional<String> nameOf(int value) {
        return values.entrySet().stream().filter(e -> e.getValue() == value).map(Map.Entry::getKey).findFirst();
    }

    @Override
    public String toString() {
        return name;
    }
}
