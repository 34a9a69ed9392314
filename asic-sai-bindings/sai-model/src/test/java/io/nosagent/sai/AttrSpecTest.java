package io.nosagent.sai;

import io.nosagent.sai.meta.AclEntryAttr;
import io.nosagent.sai.meta.HashAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QosMapAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SaiMetadata;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
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
    void anUntypedPairingRefusesAValueOfTheWrongKindNamingTheAttribute() {
        assertThatThrownBy(() -> Attribute.checked(PortAttr.ADMIN_STATE, new AttrValue.U32(1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("SAI_PORT_ATTR_ADMIN_STATE").hasMessageContaining("BOOL");
        assertThat(Attribute.checked(PortAttr.ADMIN_STATE, AttrValue.Bool.TRUE)).isEqualTo(PortAttr.ADMIN_STATE.bool(true));
    }

    @Test
    void aclDataOfTheWrongWidthIsRefusedWhenBuilt() {
        assertThatThrownBy(() -> AclEntryAttr.FIELD_DSCP.of(AttrValue.AclField.match(new AttrValue.U16(26), new AttrValue.U16(0x3F))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("SAI_ACL_ENTRY_ATTR_FIELD_DSCP");
    }

    @Test
    void onlyTheUncheckedPathPairsAValueOfTheWrongKind() {
        Attribute wrong = Attribute.unchecked(PortAttr.MTU, AttrValue.Bool.TRUE);

        assertThat(wrong.spec().accepts(wrong.value())).isFalse();
        assertThat(wrong).isNotEqualTo(PortAttr.MTU.u32(1));
    }

    @Test
    void aSpecReadBackFromItsDescriptionEqualsTheTablesWhateverItsKind() {
        AttrSpec rebuilt = AttrSpec.untyped(PortAttr.MTU.objectType(), PortAttr.MTU.id(), PortAttr.MTU.name(),
                PortAttr.MTU.valueType(), PortAttr.MTU.flags(), PortAttr.MTU.enumType(), PortAttr.MTU.objects(),
                PortAttr.MTU.allowNull(), PortAttr.MTU.defaultValue());

        assertThat(rebuilt).isEqualTo(PortAttr.MTU).hasSameHashCodeAs(PortAttr.MTU).isNotInstanceOf(AttrSpec.U32.class);
        assertThat(Attribute.checked(rebuilt, new AttrValue.U32(9100))).isEqualTo(PortAttr.MTU.u32(9100));
    }

    @Test
    void everyGeneratedSpecIsTypedByItsOwnObjectAndTheRecordItsValueTypeTakes() throws Exception {
        int checked = 0;
        for (ObjectType type : SaiMetadata.describedTypes()) {
            Class<?> table = Class.forName("io.nosagent.sai.meta." + markerOf(type).getSimpleName() + "Attr");
            for (Field f : table.getFields()) {
                if (!(f.get(null) instanceof AttrSpec spec) || !(f.getGenericType() instanceof ParameterizedType declared)) {
                    continue;
                }
                Type[] args = declared.getActualTypeArguments();
                assertThat(SaiObject.typeOf(markerClass(args[0]))).as(spec.name()).isEqualTo(spec.objectType());
                AttrValue zero = ZeroValues.of(spec.valueType());
                if (spec instanceof AttrSpec.Opaque<?>) {
                    assertThat(zero).as(spec.name() + " is opaque only if the agent never builds its kind").isNull();
                } else if (args.length == 2) {
                    assertThat(zero).as(spec.name() + " takes " + args[1]).isInstanceOf((Class<?>) args[1]);
                } else {
                    assertThat(spec.accepts(zero)).as(spec.name()).isTrue();
                }
                checked++;
            }
        }
        assertThat(checked).isEqualTo(SaiMetadata.describedTypes().stream().mapToInt(t -> SaiMetadata.attributes(t).size()).sum());
    }

    private static Class<? extends SaiObject> markerOf(ObjectType type) {
        for (Class<?> c : SaiObject.class.getDeclaredClasses()) {
            @SuppressWarnings("unchecked")
            var marker = (Class<? extends SaiObject>) c;
            if (SaiObject.typeOf(marker) == type) {
                return marker;
            }
        }
        throw new AssertionError("no marker for " + type);
    }

    private static Class<? extends SaiObject> markerClass(Type t) {
        return ((Class<?>) t).asSubclass(SaiObject.class);
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
