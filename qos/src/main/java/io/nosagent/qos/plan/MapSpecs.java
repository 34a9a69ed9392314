package io.nosagent.qos.plan;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.QosMapAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.store.key.NamedKey;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * QoS maps. Each is named after what it comes from (a classifier, a lossless profile), so a change in
 * it is one set of its MAP_TO_VALUE_LIST, not a new map re-bound on every port. The map TYPE (create
 * only) is part of the name.
 */
final class MapSpecs {

    private MapSpecs() {
    }

    static NamedKey key(int type, String from) {
        String kind = switch (type) {
            case SaiEnums.QosMapType.DSCP_TO_TC -> "dscp-to-tc";
            case SaiEnums.QosMapType.TC_TO_QUEUE -> "tc-to-queue";
            case SaiEnums.QosMapType.TC_TO_PRIORITY_GROUP -> "tc-to-pg";
            case SaiEnums.QosMapType.PFC_PRIORITY_TO_PRIORITY_GROUP -> "pfc-to-pg";
            case SaiEnums.QosMapType.PFC_PRIORITY_TO_QUEUE -> "pfc-to-queue";
            default -> throw new IllegalArgumentException("map type " + type + " is not one QoS programs");
        };
        return new NamedKey(ObjectType.QOS_MAP, kind + " " + from);
    }

    /**
     * A map of {@code type} from {@code entries} (key number to value number, in key order).
     *
     * @param from  the key side of one entry
     * @param to    the value side
     */
    static ObjectSpec map(NamedKey key, int type, Map<Integer, Integer> entries, IntFunction<AttrValue.QosMapParams> from,
                          IntFunction<AttrValue.QosMapParams> to) {
        var mappings = new ArrayList<AttrValue.QosMapping>();
        entries.forEach((k, v) -> mappings.add(new AttrValue.QosMapping(from.apply(k), to.apply(v))));
        return new ObjectSpec(key, List.of(Desired.value(QosMapAttr.TYPE.s32(type)),
                Desired.value(QosMapAttr.MAP_TO_VALUE_LIST.of(new AttrValue.QosMapList(mappings)))));
    }
}
