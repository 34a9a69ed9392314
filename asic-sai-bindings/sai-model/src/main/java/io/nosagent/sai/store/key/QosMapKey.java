package io.nosagent.sai.store.key;

import io.nosagent.sai.AttrValue.QosMapParams;
import io.nosagent.sai.AttrValue.QosMapping;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.meta.SaiEnums;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A QoS map by its content: the map type ({@code sai_qos_map_type_t}) and its mappings. Mappings are
 * kept sorted by key, so the same map built in any order is the same key, and two features asking for
 * the same DSCP-to-TC map share one object.
 */
public record QosMapKey(int mapType, List<QosMapping> entries) implements HostKey<SaiObject.QosMap> {

    private static final Comparator<QosMapParams> PARAMS = Comparator.comparingInt(QosMapParams::tc)
            .thenComparingInt(QosMapParams::dscp).thenComparingInt(QosMapParams::dot1p)
            .thenComparingInt(QosMapParams::prio).thenComparingInt(QosMapParams::pg)
            .thenComparingInt(QosMapParams::queueIndex).thenComparingInt(QosMapParams::color)
            .thenComparingInt(QosMapParams::mplsExp).thenComparingInt(QosMapParams::fc);

    public QosMapKey {
        if (!SaiEnums.QosMapType.ENUM.contains(mapType)) {
            throw new IllegalArgumentException("not a QoS map type: " + mapType);
        }
        var sorted = new ArrayList<>(entries);
        sorted.sort(Comparator.comparing(QosMapping::key, PARAMS));
        for (int i = 1; i < sorted.size(); i++) {
            if (sorted.get(i).key().equals(sorted.get(i - 1).key())) {
                throw new IllegalArgumentException("QoS map key " + sorted.get(i).key() + " is mapped twice");
            }
        }
        entries = List.copyOf(sorted);
    }

    @Override
    public ObjectType type() {
        return ObjectType.QOS_MAP;
    }

    @Override
    public String toString() {
        String name = SaiEnums.QosMapType.ENUM.nameOf(mapType).orElse(Integer.toString(mapType));
        return "QOS_MAP{" + name + ", " + entries.size() + " entries #" + Integer.toHexString(entries.hashCode()) + "}";
    }
}
