package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.meta.SaiEnums;

/**
 * A QoS map by the configuration it comes from: its map type ({@code sai_qos_map_type_t}, create-only)
 * and the source, a classifier or lossless profile name ({@code dscp-to-tc} of classifier
 * {@code rtsw}). A change in the source is one set of the map's MAP_TO_VALUE_LIST, whatever the
 * number of ports using it; a {@link QosMapKey} instead names a map by its content, and a change is a
 * new map.
 */
public record NamedQosMapKey(int mapType, String source) implements HostKey<SaiObject.QosMap> {

    public NamedQosMapKey {
        KeyFields.member("QoS map type", SaiEnums.QosMapType.ENUM, mapType);
        KeyFields.configName("a QoS map", source);
    }

    @Override
    public ObjectType type() {
        return ObjectType.QOS_MAP;
    }

    @Override
    public String toString() {
        return "QOS_MAP{" + KeyFields.memberName(SaiEnums.QosMapType.ENUM, mapType, "SAI_QOS_MAP_TYPE_") + " " + source + "}";
    }
}
