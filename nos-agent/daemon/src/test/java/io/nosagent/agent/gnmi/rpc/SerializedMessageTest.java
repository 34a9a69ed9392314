package io.nosagent.agent.gnmi.rpc;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;

import static org.assertj.core.api.Assertions.assertThat;

/** Serialized bytes handed to gRPC: drained in one write, or read like any stream. */
class SerializedMessageTest {

    @Test
    void drainsWhatIsLeftInOneWrite() throws Exception {
        var in = new SerializedMessage(new byte[]{1, 2, 3, 4});
        assertThat(in.read()).isEqualTo(1);
        var out = new ByteArrayOutputStream();

        assertThat(in.drainTo(out)).isEqualTo(3);
        assertThat(out.toByteArray()).containsExactly(2, 3, 4);
        assertThat(in.available()).isZero();
        assertThat(in.read()).isEqualTo(-1);
    }

    @Test
    void readsLikeAByteStream() throws Exception {
        var in = new SerializedMessage(new byte[]{(byte) 200, 5, 6});
        assertThat(in.available()).isEqualTo(3);
        assertThat(in.read()).isEqualTo(200);
        assertThat(in.readAllBytes()).containsExactly(5, 6);
        assertThat(in.read(new byte[2], 0, 2)).isEqualTo(-1);
    }
}
