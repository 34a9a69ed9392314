package io.nosagent.agent.gnmi.encode;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.grpc.Status;
import io.nosagent.api.gnmi.GnmiException;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.TypedValue;
import io.nosagent.feature.gnmi.DataNode;
import io.nosagent.feature.gnmi.LeafKind;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

class ValueEncoderTest {

    static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private static DataNode.Leaf leaf(LeafKind kind) {
        return new DataNode.Leaf("x", "m", false, kind, false);
    }

    @Test
    void aCounterIsAStringInJsonIetfANumberInJsonAndAUintInProto() {
        var counter = JSON.textNode("18446744073709551615"); // 2^64 - 1

        assertThat(ValueEncoder.leaf(leaf(LeafKind.UINT64), counter, Encoding.JSON_IETF).getJsonIetfVal().toStringUtf8())
                .isEqualTo("\"18446744073709551615\"");
        assertThat(ValueEncoder.leaf(leaf(LeafKind.UINT64), counter, Encoding.JSON).getJsonVal().toStringUtf8())
                .isEqualTo("18446744073709551615");
        assertThat(Long.toUnsignedString(ValueEncoder.leaf(leaf(LeafKind.UINT64), counter, Encoding.PROTO).getUintVal()))
                .isEqualTo("18446744073709551615");
    }

    @Test
    void protoPicksTheScalarByKind() {
        assertThat(ValueEncoder.leaf(leaf(LeafKind.INT64), JSON.textNode("-5"), Encoding.PROTO).getIntVal()).isEqualTo(-5);
        assertThat(ValueEncoder.leaf(leaf(LeafKind.BOOLEAN), JSON.booleanNode(true), Encoding.PROTO).getBoolVal()).isTrue();
        assertThat(ValueEncoder.leaf(leaf(LeafKind.ENUMERATION), JSON.textNode("UP"), Encoding.PROTO).getValueCase())
                .isEqualTo(TypedValue.ValueCase.STRING_VAL);
        assertThat(ValueEncoder.leaf(leaf(LeafKind.DECIMAL64), JSON.textNode("0.25"), Encoding.PROTO).getDoubleVal())
                .isEqualTo(0.25);
        var list = new DataNode.Leaf("x", "m", false, LeafKind.UINT8, true);
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
