package io.nosagent.agent.gnmi.encode;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.grpc.Status;
import io.nosagent.api.gnmi.GnmiException;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.TypedValue;
import io.nosagent.config.schema.LeafType;
import io.nosagent.config.schema.SchemaNode;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

class ValueEncoderTest {

    static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private static final LeafType UINT64 = LeafType.unsigned(64, 0, Long.MAX_VALUE);

    private static SchemaNode.Leaf leaf(LeafType type) {
        return new SchemaNode.Leaf("x", "m", false, type, false);
    }

    @Test
    void aCounterIsAStringInJsonIetfANumberInJsonAndAUintInProto() {
        var counter = JSON.textNode("18446744073709551615"); // 2^64 - 1

        assertThat(ValueEncoder.leaf(leaf(UINT64), counter, Encoding.JSON_IETF).getJsonIetfVal().toStringUtf8())
                .isEqualTo("\"18446744073709551615\"");
        assertThat(ValueEncoder.leaf(leaf(UINT64), counter, Encoding.JSON).getJsonVal().toStringUtf8())
                .isEqualTo("18446744073709551615");
        assertThat(Long.toUnsignedString(ValueEncoder.leaf(leaf(UINT64), counter, Encoding.PROTO).getUintVal()))
                .isEqualTo("18446744073709551615");
    }

    @Test
    void protoPicksTheScalarByType() {
        assertThat(ValueEncoder.leaf(leaf(LeafType.signed(64, Long.MIN_VALUE, Long.MAX_VALUE)), JSON.textNode("-5"), Encoding.PROTO).getIntVal()).isEqualTo(-5);
        assertThat(ValueEncoder.leaf(leaf(LeafType.bool()), JSON.booleanNode(true), Encoding.PROTO).getBoolVal()).isTrue();
        assertThat(ValueEncoder.leaf(leaf(LeafType.enumeration(java.util.List.of("UP", "DOWN"))), JSON.textNode("UP"), Encoding.PROTO).getValueCase())
                .isEqualTo(TypedValue.ValueCase.STRING_VAL);
        var list = new SchemaNode.LeafList("x", "m", false, LeafType.unsigned(8, 0, 255));
        assertThat(ValueEncoder.leaf(list, JSON.arrayNode().add(1).add(2), Encoding.PROTO).getLeaflistVal().getElementCount())
                .isEqualTo(2);
    }

    @Test
    void onlyJsonJsonIetfAndProtoAreServed() {
        for (Encoding e : new Encoding[]{Encoding.BYTES, Encoding.ASCII, Encoding.UNRECOGNIZED}) {
            var error = catchThrowableOfType(GnmiException.class, () -> ValueEncoder.served(e));
            assertThat(error.code()).isEqualTo(Status.Code.UNIMPLEMENTED);
        }
    }
}
