package io.nosagent.sai;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class SaiStatusTest {

    @ParameterizedTest(name = "{0} decodes to {1} index {2}")
    @CsvSource({
            // the SAI header's encoding: base - index
            "-65536, INVALID_ATTRIBUTE, 0",
            "-65537, INVALID_ATTRIBUTE, 1",
            "-131074, INVALID_ATTR_VALUE, 2",
            "-262147, UNKNOWN_ATTRIBUTE, 3",
            // vendors that add the index to the (negative) base
            "-131070, INVALID_ATTR_VALUE, 2",
            "-65535, INVALID_ATTRIBUTE, 1",
            "-327675, ATTR_NOT_SUPPORTED, 5",
    })
    void bothVendorEncodingsOfIndexedStatusesDecodeToTheSameAttribute(int raw, SaiStatusCode code, int index) {
        assertThat(SaiStatus.decode(raw)).isEqualTo(SaiStatus.at(code, index));
    }

    @Test
    void plainCodesDecodeWithoutAnIndex() {
        assertThat(SaiStatus.decode(0)).isEqualTo(SaiStatus.SUCCESS);
        assertThat(SaiStatus.decode(-13)).isEqualTo(SaiStatus.of(SaiStatusCode.TABLE_FULL));
        assertThat(SaiStatus.decode(-17).code()).isEqualTo(SaiStatusCode.OBJECT_IN_USE);
        assertThat(SaiStatus.decode(-8).attrIndex()).isEqualTo(-1);
    }

    @Test
    void aCodeSaiDoesNotDefineIsAFailure() {
        assertThat(SaiStatus.decode(-999).code()).isEqualTo(SaiStatusCode.FAILURE);
    }

    @Test
    void rawIsTheHeaderEncoding() {
        assertThat(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 2).raw()).isEqualTo(-131074);
        assertThat(SaiStatus.at(SaiStatusCode.INVALID_ATTR_VALUE, 2)).hasToString("INVALID_ATTR_VALUE_2");
    }

    @Test
    void anExceptionFromAnIndexedStatusNamesThatAttribute() {
        var attrs = java.util.List.of(io.nosagent.sai.meta.PortAttr.ADMIN_STATE.bool(true),
                io.nosagent.sai.meta.PortAttr.MTU.u32(9100), io.nosagent.sai.meta.PortAttr.SPEED.u32(400000));

        var e = SaiException.forAttributes(SaiStatus.decode(-131070), -131070, SaiOperation.CREATE, ObjectType.PORT, attrs, "");

        assertThat(e.attribute()).isEqualTo(io.nosagent.sai.meta.PortAttr.SPEED);
        assertThat(e).hasMessageContaining("INVALID_ATTR_VALUE_2").hasMessageContaining("SAI_PORT_ATTR_SPEED")
                .hasMessageContaining("raw -131070");
    }
}
