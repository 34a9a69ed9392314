package io.nosagent.routing.hash;

import io.nosagent.config.intent.routing.HashField;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.meta.SaiEnums.NativeHashField;

import java.util.Set;
import java.util.stream.IntStream;

/**
 * The NATIVE_HASH_FIELD_LIST of the IPv4 and IPv6 ECMP hash objects, from the intent's fields. Listed in
 * SAI id order, so the same fields always give the same list and an unchanged intent writes nothing.
 */
final class NativeHashFields {

    private NativeHashFields() {
    }

    /** The IPv4 hash: the flow label is left out, as an IPv4 header has none. */
    static AttrValue.S32List ipv4(Set<HashField> fields, boolean destQp) {
        return list(fields.stream().filter(f -> f != HashField.FLOW_LABEL).mapToInt(NativeHashFields::sai), destQp);
    }

    static AttrValue.S32List ipv6(Set<HashField> fields, boolean destQp) {
        return list(fields.stream().mapToInt(NativeHashFields::sai), destQp);
    }

    private static AttrValue.S32List list(IntStream fields, boolean destQp) {
        IntStream qp = destQp ? IntStream.of(NativeHashField.RDMA_BTH_DEST_QP) : IntStream.empty();
        return AttrValue.S32List.of(IntStream.concat(fields, qp).sorted().toArray());
    }

    private static int sai(HashField field) {
        return switch (field) {
            case SRC_IP -> NativeHashField.SRC_IP;
            case DST_IP -> NativeHashField.DST_IP;
            case IP_PROTOCOL -> NativeHashField.IP_PROTOCOL;
            case L4_SRC_PORT -> NativeHashField.L4_SRC_PORT;
            case L4_DST_PORT -> NativeHashField.L4_DST_PORT;
            case FLOW_LABEL -> NativeHashField.IPV6_FLOW_LABEL;
            case INGRESS_PORT -> NativeHashField.IN_PORT;
        };
    }
}
