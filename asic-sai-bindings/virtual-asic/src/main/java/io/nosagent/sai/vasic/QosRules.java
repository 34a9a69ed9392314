package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.BufferPoolAttr;
import io.nosagent.sai.meta.BufferProfileAttr;
import io.nosagent.sai.meta.IngressPriorityGroupAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QosMapAttr;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.SaiEnums.BufferPoolType;
import io.nosagent.sai.meta.SaiEnums.QosMapType;
import io.nosagent.sai.meta.SaiMetadata;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.nosagent.sai.SaiStatusCode.INVALID_ATTR_VALUE;

/**
 * What QoS objects may be bound where, as a vendor SAI checks it when the binding is made (create or
 * set), each failing with INVALID_ATTR_VALUE_0+i of the binding attribute:
 * <ul>
 *   <li>a QOS_MAP bound by a {@code *_ATTR_QOS_<X>_MAP} attribute (switch, port, router interface, system
 *       port, next hop) is of TYPE {@code SAI_QOS_MAP_TYPE_<X>}: a DSCP_TO_TC map cannot classify TC to
 *       queue. The pairs come from the metadata by name, so every such attribute is covered;</li>
 *   <li>a buffer profile bound to an ingress priority group (BUFFER_PROFILE, or a port's
 *       QOS_INGRESS_BUFFER_PROFILE_LIST) draws on an INGRESS pool, one bound to a queue (BUFFER_PROFILE_ID,
 *       or QOS_EGRESS_BUFFER_PROFILE_LIST) on an EGRESS pool; a pool of TYPE BOTH serves either.</li>
 * </ul>
 * A map's TYPE and a profile's POOL_ID are create-only, so checking the binding is enough. NULL unbinds.
 */
final class QosRules implements RelationRule {

    /** {@code SAI_<OBJECT>_ATTR_QOS_<X>_MAP}: the map type is {@code SAI_QOS_MAP_TYPE_<X>}. */
    private static final Pattern MAP_BINDING = Pattern.compile("SAI_[A-Z_]+?_ATTR_QOS_([A-Z0-9_]+)_MAP");

    /** Binding attribute (by type and id) to the map type it takes. */
    private static final Map<Long, Integer> MAP_TYPES = mapBindings();

    private final ObjectTable table;

    QosRules(ObjectTable table) {
        this.table = table;
    }

    /** Whether {@code spec} binds a QoS map, and which type (for tests: every binding attribute resolves). */
    static Integer mapTypeBoundBy(AttrSpec spec) {
        return MAP_TYPES.get(key(spec.objectType(), spec.id()));
    }

    @Override
    public void checkCreate(ObjectType type, Attribute[] attrs) {
        for (int i = 0; i < attrs.length; i++) {
            check(type, attrs[i], i);
        }
    }

    @Override
    public void checkSet(StoredObject target, Attribute attr) {
        check(target.type, attr, 0);
    }

    private void check(ObjectType type, Attribute attr, int i) {
        Integer mapType = MAP_TYPES.get(key(type, attr.spec().id()));
        if (mapType != null) {
            checkMap(attr, mapType, i);
            return;
        }
        int id = attr.spec().id();
        if (type == ObjectType.INGRESS_PRIORITY_GROUP && id == IngressPriorityGroupAttr.BUFFER_PROFILE.id()
                || type == ObjectType.PORT && id == PortAttr.QOS_INGRESS_BUFFER_PROFILE_LIST.id()) {
            checkProfiles(attr, BufferPoolType.INGRESS, "an ingress priority group", i);
        } else if (type == ObjectType.QUEUE && id == QueueAttr.BUFFER_PROFILE_ID.id()
                || type == ObjectType.PORT && id == PortAttr.QOS_EGRESS_BUFFER_PROFILE_LIST.id()) {
            checkProfiles(attr, BufferPoolType.EGRESS, "a queue", i);
        }
    }

    private void checkMap(Attribute attr, int expected, int i) {
        long map = Held.oid(attr.value());
        if (map == 0) {
            return;
        }
        int actual = (int) Held.number(Held.value(table.find(map), QosMapAttr.TYPE), -1);
        if (actual != expected) {
            throw Violation.at(INVALID_ATTR_VALUE, i, attr.spec(), attr.spec().name() + " takes a QOS_MAP of TYPE "
                    + mapTypeName(expected) + "; QOS_MAP 0x" + Long.toHexString(map) + " is of TYPE " + mapTypeName(actual));
        }
    }

    private void checkProfiles(Attribute attr, int poolType, String holder, int i) {
        switch (attr.value()) {
            case AttrValue.Oid(long profile) when profile != 0 -> checkProfile(attr, profile, poolType, holder, i);
            case AttrValue.OidList profiles -> {
                for (int k = 0; k < profiles.size(); k++) {
                    checkProfile(attr, profiles.get(k), poolType, holder, i);
                }
            }
            default -> {
            }
        }
    }

    private void checkProfile(Attribute attr, long profile, int poolType, String holder, int i) {
        long pool = Held.oid(Held.value(table.find(profile), BufferProfileAttr.POOL_ID));
        int actual = (int) Held.number(Held.value(table.find(pool), BufferPoolAttr.TYPE), -1);
        if (actual != poolType && actual != BufferPoolType.BOTH) {
            throw Violation.at(INVALID_ATTR_VALUE, i, attr.spec(), attr.spec().name() + ": buffer profile 0x" + Long.toHexString(profile)
                    + " draws on pool 0x" + Long.toHexString(pool) + " of TYPE " + poolTypeName(actual) + "; " + holder
                    + " takes a profile of a " + poolTypeName(poolType) + " pool");
        }
    }

    private static Map<Long, Integer> mapBindings() {
        var out = new HashMap<Long, Integer>();
        for (ObjectType type : SaiMetadata.describedTypes()) {
            for (AttrSpec spec : SaiMetadata.attributes(type)) {
                Matcher m = MAP_BINDING.matcher(spec.name());
                if (spec.objects().equals(Set.of(ObjectType.QOS_MAP)) && m.matches()) {
                    Integer mapType = QosMapType.ENUM.values().get("SAI_QOS_MAP_TYPE_" + m.group(1));
                    if (mapType == null) {
                        throw new IllegalStateException(spec.name() + " binds a QoS map of no type sai_qos_map_type_t has");
                    }
                    out.put(key(type, spec.id()), mapType);
                }
            }
        }
        return Map.copyOf(out);
    }

    private static long key(ObjectType type, int id) {
        return ((long) type.ordinal() << 32) | (id & 0xFFFF_FFFFL);
    }

    private static String mapTypeName(int type) {
        return QosMapType.ENUM.nameOf(type).orElse(String.valueOf(type));
    }

    private static String poolTypeName(int type) {
        return BufferPoolType.ENUM.nameOf(type).orElse(String.valueOf(type));
    }
}
