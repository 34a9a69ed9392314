package io.nosagent.routing.hash;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.ForwardingSai;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.meta.HashAttr;
import io.nosagent.sai.meta.SaiEnums;

import java.util.List;

/**
 * The virtual ASIC as an ASIC before SAI 1.16 would answer the capability query: everything passes
 * through, except that HASH NATIVE_HASH_FIELD_LIST does not list RDMA_BTH_DEST_QP.
 */
final class WithoutNativeDestQp extends ForwardingSai {

    WithoutNativeDestQp(Sai asic) {
        super(asic);
    }

    @Override
    public List<Integer> enumValuesCapability(long switchId, ObjectType type, AttrSpec attr) {
        List<Integer> values = delegate().enumValuesCapability(switchId, type, attr);
        if (type == ObjectType.HASH && attr.equals(HashAttr.NATIVE_HASH_FIELD_LIST)) {
            return values.stream().filter(v -> v != SaiEnums.NativeHashField.RDMA_BTH_DEST_QP).toList();
        }
        return values;
    }

}
