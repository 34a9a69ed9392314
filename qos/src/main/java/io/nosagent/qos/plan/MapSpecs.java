package io.nosagent.qos.plan;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.meta.QosMapAttr;
import io.nosagent.sai.store.ObjectSpec;
import io.nosagent.sai.store.key.NamedQosMapKey;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * QoS maps. Each is named after what it comes from (a classifier, a lossless profile), so a change in
 * it is one set of its MAP_TO_VALUE_LIST, not a new map re-bound on every port. The map TYPE (create
 * only) is part of the key.
 */
final class MapSpecs {

    /** The source of the TC-to-queue map: the switch's queue set (TC n is queue n). */
    static final String QUEUES = "queues";
    /** The source of the DSCP-to-TC map of a port with the CTS queue but no classifier. */
    static final String CTS_ONLY = "cts";

    private MapSpecs() {
    }

    /**
     * A map of {@code key}'s type from {@code entries} (key number to value number, in key order).
     *
     * @param from the key side of one entry
     * @param to   the value side
     */
    static ObjectSpec<?> map(NamedQosMapKey key, Map<Integer, Integer> entries, IntFunction<AttrValue.QosMapParams> from,
                             IntFunction<AttrValue.QosMapParams> to) {
        var mappings = new ArrayList<AttrValue.QosMapping>();
        entries.forEach((k, v) -> mappings.add(new AttrValue.QosMapping(from.apply(k), to.apply(v))));
        return ObjectSpec.of(key, List.of(QosMapAttr.TYPE.s32(key.mapType()),
                QosMapAttr.MAP_TO_VALUE_LIST.of(new AttrValue.QosMapList(mappings))));
    }
}
