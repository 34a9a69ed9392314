package io.nosagent.routing.hash;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.meta.HashAttr;
import io.nosagent.sai.meta.SaiEnums.NativeHashField;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Whether the ASIC hashes the RoCE destination QP as a native field (SAI 1.16+ RDMA_BTH_DEST_QP), asked
 * once, the way SONiC asks for the hash fields a switch supports: the enum values capability of
 * HASH NATIVE_HASH_FIELD_LIST. A backend that cannot answer (NOT_SUPPORTED, an older libsai without the
 * query) counts as "no", so AUTO falls back to a UDF, which every E-ECMP ASIC has.
 */
public final class QpHashCapability {

    private static final Logger log = LoggerFactory.getLogger(QpHashCapability.class);

    private final Sai sai;
    private final long switchId;
    private Boolean nativeDestQp;

    public QpHashCapability(Sai sai, long switchId) {
        this.sai = sai;
        this.switchId = switchId;
    }

    /** True when RDMA_BTH_DEST_QP is among the native hash fields the ASIC implements. */
    public boolean hasNativeDestQp() {
        if (nativeDestQp == null) {
            nativeDestQp = query();
        }
        return nativeDestQp;
    }

    private boolean query() {
        try {
            boolean has = sai.enumValuesCapability(switchId, ObjectType.HASH, HashAttr.NATIVE_HASH_FIELD_LIST)
                    .contains(NativeHashField.RDMA_BTH_DEST_QP);
            log.info(has ? "QP hashing AUTO uses the native hash field RDMA_BTH_DEST_QP (the ASIC lists it)"
                    : "QP hashing AUTO uses a UDF: the ASIC does not list RDMA_BTH_DEST_QP among its native hash fields"
                    + " (enum values capability of SAI_HASH_ATTR_NATIVE_HASH_FIELD_LIST)");
            return has;
        } catch (SaiException e) {
            log.info("QP hashing AUTO uses a UDF: the ASIC does not answer which native hash fields it has ({})", e.status());
            return false;
        }
    }
}
