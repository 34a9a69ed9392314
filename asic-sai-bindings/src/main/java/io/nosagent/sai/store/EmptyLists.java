package io.nosagent.sai.store;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ValueType;

import java.util.List;

/** The empty value of each list kind, for attributes whose SAI default is an empty list. */
final class EmptyLists {

    private EmptyLists() {
    }

    static AttrValue of(ValueType type) {
        return switch (type) {
            case OBJECT_LIST -> AttrValue.OidList.EMPTY;
            case UINT8_LIST -> new AttrValue.U8List(new int[0]);
            case INT8_LIST -> new AttrValue.S8List(new int[0]);
            case UINT16_LIST -> new AttrValue.U16List(new int[0]);
            case UINT32_LIST -> new AttrValue.U32List(new long[0]);
            case INT32_LIST -> new AttrValue.S32List(new int[0]);
            case QOS_MAP_LIST -> new AttrValue.QosMapList(List.of());
            case MAP_LIST -> new AttrValue.MapList(List.of());
            case SYSTEM_PORT_CONFIG_LIST -> new AttrValue.SystemPortConfigList(List.of());
            default -> null;
        };
    }
}
