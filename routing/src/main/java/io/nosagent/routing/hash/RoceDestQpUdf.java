package io.nosagent.routing.hash;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.UdfAttr;
import io.nosagent.sai.meta.UdfGroupAttr;
import io.nosagent.sai.meta.UdfMatchAttr;
import io.nosagent.sai.store.key.UdfGroupKey;
import io.nosagent.sai.store.key.UdfKey;
import io.nosagent.sai.store.key.UdfMatchKey;
import io.nosagent.sai.store.key.UdfUse;

import java.util.Arrays;
import java.util.List;

/**
 * The user-defined field that puts the RoCE destination QP into the ECMP hash (FBOSS's E-ECMP): a
 * UDF_MATCH on RoCEv2 packets, a HASH-type UDF_GROUP of {@code length} bytes and the UDF reading them
 * at L4 + {@code offset}.
 *
 * <p>The group's LENGTH and the UDF's OFFSET are create-only, so the keys carry offset and length: a
 * change is a new group and UDF made before the old ones go. The match does not depend on them and is
 * shared.
 *
 * @param offset bytes from the start of L4 (13 = 8-byte UDP header + byte 5 of the BTH, where the 24-bit
 *               destination QP starts)
 * @param length bytes read (3: the whole QP; ASICs that can only take 2-byte chunks use 14/2)
 */
record RoceDestQpUdf(int offset, int length) {

    /** RoCEv2 is RDMA over UDP to this port (IANA). */
    static final int ROCE_V2_UDP_PORT = 4791;
    static final int IP_PROTOCOL_UDP = 17;

    static final UdfMatchKey MATCH = new UdfMatchKey(UdfUse.ECMP_HASH);

    RoceDestQpUdf {
        if (offset < 0 || offset > 0xFFFF || length < 1 || length > 0xFFFF) {
            throw new IllegalArgumentException("a UDF reads 1.. bytes at offset 0..65535, not " + length + " at " + offset);
        }
    }

    UdfGroupKey groupKey() {
        return new UdfGroupKey(UdfUse.ECMP_HASH, offset, length);
    }

    UdfKey udfKey() {
        return new UdfKey(groupKey());
    }

    /** UDP with destination port 4791: the only packets whose L4 bytes 13..15 are a QP number. */
    static List<Attribute.Of<SaiObject.UdfMatch>> matchAttributes() {
        return List.of(
                UdfMatchAttr.L3_TYPE.of(AttrValue.AclField.match(new AttrValue.U8(IP_PROTOCOL_UDP), new AttrValue.U8(0xFF))),
                UdfMatchAttr.L4_DST_PORT_TYPE.of(AttrValue.AclField.match(new AttrValue.U16(ROCE_V2_UDP_PORT), new AttrValue.U16(0xFFFF))));
    }

    /** A HASH group: its bytes feed the hash only, never an ACL. */
    List<Attribute.Of<SaiObject.UdfGroup>> groupAttributes() {
        return List.of(UdfGroupAttr.TYPE.s32(SaiEnums.UdfGroupType.HASH), UdfGroupAttr.LENGTH.u16(length));
    }

    List<Attribute.Of<SaiObject.Udf>> udfAttributes(long matchId, long groupId) {
        int[] mask = new int[length];
        Arrays.fill(mask, 0xFF);
        return List.of(UdfAttr.MATCH_ID.oid(matchId), UdfAttr.GROUP_ID.oid(groupId),
                UdfAttr.BASE.s32(SaiEnums.UdfBase.L4), UdfAttr.OFFSET.u16(offset), UdfAttr.HASH_MASK.of(AttrValue.U8List.of(mask)));
    }
}
