package io.nosagent.sai;

import io.nosagent.sai.meta.AclEntryAttr;
import io.nosagent.sai.meta.HashAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QosMapAttr;
import io.nosagent.sai.meta.SaiEnums;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AttrSpecTest {

    @Test
    void theDeclaredValueTypeDecidesWhichRecordIsLegal() {
        assertThat(PortAttr.MTU.accepts(new AttrValue.U32(9100))).isTrue();
        assertThat(PortAttr.MTU.accepts(new AttrValue.S32(9100))).isFalse();
        assertThat(HashAttr.NATIVE_HASH_FIELD_LIST.accepts(AttrValue.S32List.of(SaiEnums.NativeHashField.RDMA_BTH_DEST_QP))).isTrue();
        assertThat(QosMapAttr.MAP_TO_VALUE_LIST.accepts(new AttrValue.QosMapList(List.of()))).isTrue();
    }

    @Test
    void aclDataMustMatchTheFieldWidth() {
        var dscp = AclEntryAttr.FIELD_DSCP; // ACL_FIELD_DATA_UINT8
        assertThat(dscp.accepts(AttrValue.AclField.match(new AttrValue.U8(26), new AttrValue.U8(0x3F)))).isTrue();
        assertThat(dscp.accepts(AttrValue.AclField.match(new AttrValue.U16(26), new AttrValue.U16(0x3F)))).isFalse();
        assertThat(dscp.accepts(AttrValue.AclField.DISABLED)).isTrue();
    }

    @Test
    void buildersRefuseAValueOfTheWrongKindNamingTheAttribute() {
        assertThatThrownBy(() -> PortAttr.ADMIN_STATE.u32(1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("SAI_PORT_ATTR_ADMIN_STATE").hasMessageContaining("BOOL");
    }

    @Test
    void valuesOutOfTheirCRangeAreRefused() {
        assertThatThrownBy(() -> new AttrValue.U8(256)).hasMessageContaining("u8");
        assertThatThrownBy(() -> new AttrValue.U32(-1)).hasMessageContaining("u32");
        assertThatThrownBy(() -> new AttrValue.CharData("x".repeat(32))).hasMessageContaining("31");
        assertThatThrownBy(() -> AttrValue.QosMapParams.ofDscp(64)).hasMessageContaining("dscp");
    }

    @Test
    void listValuesCompareByContentAndCannotBeChangedFromOutside() {
        long[] raw = {1, 2, 3};
        var list = new AttrValue.OidList(raw);
        raw[0] = 99;
        list.values()[1] = 99;

        assertThat(list).isEqualTo(AttrValue.OidList.of(1, 2, 3));
        assertThat(list.get(0)).isEqualTo(1);
    }
}
