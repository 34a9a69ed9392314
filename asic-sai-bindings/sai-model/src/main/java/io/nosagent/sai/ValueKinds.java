package io.nosagent.sai;

/** Which {@link AttrValue} record each SAI value type takes. */
final class ValueKinds {

    private ValueKinds() {
    }

    static boolean accepts(ValueType type, AttrValue v) {
        return switch (type) {
            case BOOL -> v instanceof AttrValue.Bool;
            case CHARDATA -> v instanceof AttrValue.CharData;
            case UINT8 -> v instanceof AttrValue.U8;
            case INT8 -> v instanceof AttrValue.S8;
            case UINT16 -> v instanceof AttrValue.U16;
            case INT16 -> v instanceof AttrValue.S16;
            case UINT32 -> v instanceof AttrValue.U32;
            case INT32 -> v instanceof AttrValue.S32;
            case UINT64 -> v instanceof AttrValue.U64;
            case INT64 -> v instanceof AttrValue.S64;
            case POINTER -> v instanceof AttrValue.Pointer;
            case MAC -> v instanceof AttrValue.Mac;
            case IPV4 -> v instanceof AttrValue.Ipv4;
            case IPV6 -> v instanceof AttrValue.Ipv6;
            case IP_ADDRESS -> v instanceof AttrValue.IpAddress;
            case IP_PREFIX -> v instanceof AttrValue.Prefix;
            case OBJECT_ID -> v instanceof AttrValue.Oid;
            case OBJECT_LIST -> v instanceof AttrValue.OidList;
            case UINT8_LIST -> v instanceof AttrValue.U8List;
            case INT8_LIST -> v instanceof AttrValue.S8List;
            case UINT16_LIST -> v instanceof AttrValue.U16List;
            case UINT32_LIST -> v instanceof AttrValue.U32List;
            case INT32_LIST -> v instanceof AttrValue.S32List;
            case UINT32_RANGE -> v instanceof AttrValue.U32Range;
            case QOS_MAP_LIST -> v instanceof AttrValue.QosMapList;
            case MAP_LIST -> v instanceof AttrValue.MapList;
            case SYSTEM_PORT_CONFIG -> v instanceof AttrValue.SystemPortConfig;
            case SYSTEM_PORT_CONFIG_LIST -> v instanceof AttrValue.SystemPortConfigList;
            case ACL_FIELD_DATA_BOOL -> aclField(v, AttrValue.Bool.class);
            case ACL_FIELD_DATA_UINT8 -> aclField(v, AttrValue.U8.class);
            case ACL_FIELD_DATA_INT8 -> aclField(v, AttrValue.S8.class);
            case ACL_FIELD_DATA_UINT16 -> aclField(v, AttrValue.U16.class);
            case ACL_FIELD_DATA_INT16 -> aclField(v, AttrValue.S16.class);
            case ACL_FIELD_DATA_UINT32 -> aclField(v, AttrValue.U32.class);
            case ACL_FIELD_DATA_INT32 -> aclField(v, AttrValue.S32.class);
            case ACL_FIELD_DATA_UINT64 -> aclField(v, AttrValue.U64.class);
            case ACL_FIELD_DATA_MAC -> aclField(v, AttrValue.Mac.class);
            case ACL_FIELD_DATA_IPV4 -> aclField(v, AttrValue.Ipv4.class);
            case ACL_FIELD_DATA_IPV6 -> aclField(v, AttrValue.Ipv6.class);
            case ACL_FIELD_DATA_OBJECT_ID -> aclField(v, AttrValue.Oid.class);
            case ACL_FIELD_DATA_OBJECT_LIST -> aclField(v, AttrValue.OidList.class);
            case ACL_FIELD_DATA_UINT8_LIST -> aclField(v, AttrValue.U8List.class);
            case ACL_ACTION_DATA_BOOL -> aclAction(v, AttrValue.Bool.class);
            case ACL_ACTION_DATA_UINT8 -> aclAction(v, AttrValue.U8.class);
            case ACL_ACTION_DATA_INT8 -> aclAction(v, AttrValue.S8.class);
            case ACL_ACTION_DATA_UINT16 -> aclAction(v, AttrValue.U16.class);
            case ACL_ACTION_DATA_INT16 -> aclAction(v, AttrValue.S16.class);
            case ACL_ACTION_DATA_UINT32 -> aclAction(v, AttrValue.U32.class);
            case ACL_ACTION_DATA_INT32 -> aclAction(v, AttrValue.S32.class);
            case ACL_ACTION_DATA_MAC -> aclAction(v, AttrValue.Mac.class);
            case ACL_ACTION_DATA_IPV4 -> aclAction(v, AttrValue.Ipv4.class);
            case ACL_ACTION_DATA_IPV6 -> aclAction(v, AttrValue.Ipv6.class);
            case ACL_ACTION_DATA_IP_ADDRESS -> aclAction(v, AttrValue.IpAddress.class);
            case ACL_ACTION_DATA_OBJECT_ID -> aclAction(v, AttrValue.Oid.class);
            case ACL_ACTION_DATA_OBJECT_LIST -> aclAction(v, AttrValue.OidList.class);
            default -> false; // value kinds the agent never sets or reads
        };
    }

    private static boolean aclField(AttrValue v, Class<? extends AttrValue> kind) {
        if (!(v instanceof AttrValue.AclField f)) {
            return false;
        }
        if (!f.enable()) {
            return true;
        }
        boolean maskOk = f.mask() == null || kind.isInstance(f.mask());
        return kind.isInstance(f.data()) && maskOk;
    }

    private static boolean aclAction(AttrValue v, Class<? extends AttrValue> kind) {
        if (!(v instanceof AttrValue.AclAction a)) {
            return false;
        }
        return a.parameter() == null || kind.isInstance(a.parameter());
    }
}
