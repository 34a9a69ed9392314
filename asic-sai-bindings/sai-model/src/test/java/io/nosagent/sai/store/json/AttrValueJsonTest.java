package io.nosagent.sai.store.json;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AttrValueJsonTest {

    private final AttrValueJson codec = new AttrValueJson();
    private final ObjectMapper json = new ObjectMapper();

    @Test
    void everyValueKindSurvivesTheRoundTripThroughJsonText() throws Exception {
        for (AttrValue v : AttrValueSamples.everyKind()) {
            String text = json.writeValueAsString(codec.write(v));

            assertThat(codec.read(json.readTree(text))).as(text).isEqualTo(v);
        }
    }

    @Test
    void theSamplesCoverEveryKindTheModelHas() {
        var covered = AttrValueSamples.everyKind().stream().map(Object::getClass).distinct().toList();

        assertThat(covered).containsExactlyInAnyOrderElementsOf(Arrays.asList(AttrValue.class.getPermittedSubclasses()));
    }

    @Test
    void valuesReadAsAPersonWouldWriteThem() throws Exception {
        assertThat(json.writeValueAsString(codec.write(new AttrValue.U32(9100)))).isEqualTo("{\"u32\":9100}");
        assertThat(json.writeValueAsString(codec.write(new AttrValue.U64(-1L)))).isEqualTo("{\"u64\":\"18446744073709551615\"}");
        assertThat(json.writeValueAsString(codec.write(AttrValue.OidList.of(0x6000000000001L))))
                .isEqualTo("{\"oids\":[\"0x6000000000001\"]}");
    }

    @Test
    void anUnknownKindOrAMistypedValueIsAnErrorSayingWhat() {
        assertThatThrownBy(() -> codec.read(json.readTree("{\"u128\":1}")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("u128");
        assertThatThrownBy(() -> codec.read(json.readTree("{\"u32\":\"9100\"}")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("9100");
        assertThatThrownBy(() -> codec.read(json.readTree("{\"u8\":256}")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("256");
    }

    @Test
    void anAttributeIsReadBackAsTheSameSpecFromTheMetadata() throws Exception {
        var attributes = new AttributeJson(codec);
        var mtu = RouterInterfaceAttr.MTU.u32(9100);

        var back = attributes.read(mtu.spec().objectType(), json.readTree(json.writeValueAsString(attributes.write(mtu))));

        assertThat(back).isEqualTo(mtu);
        assertThatThrownBy(() -> attributes.read(PortAttr.MTU.objectType(), attributes.write(PortAttr.ADMIN_STATE.bool(true))
                        .put("attr", "SAI_PORT_ATTR_SPEED")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("SAI_PORT_ATTR_ADMIN_STATE");
    }
}
