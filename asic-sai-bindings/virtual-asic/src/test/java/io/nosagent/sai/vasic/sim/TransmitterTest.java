package io.nosagent.sai.vasic.sim;

import io.nosagent.sai.vasic.link.Transmitter;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Line rate stays exact over long runs although one frame is not a whole number of nanoseconds. */
class TransmitterTest {

    @Test
    void aMillionFramesAt400GTakeExactlyTheirBitsOverTheRate() {
        var tx = new Transmitter(400_000);
        long end = 0;
        for (int i = 0; i < 1_000_000; i++) {
            end = tx.send(end, 4178);
        }

        assertThat(end).isEqualTo(4178L * 8 * 1_000_000 / 400);
    }

    @Test
    void aFrameWaitsForThePreviousOne() {
        var tx = new Transmitter(100_000);

        long first = tx.send(0, 1250);
        long second = tx.send(50, 1250);

        assertThat(first).isEqualTo(100);
        assertThat(second).isEqualTo(200);
        assertThat(tx.busyAt(150)).isTrue();
    }
}
