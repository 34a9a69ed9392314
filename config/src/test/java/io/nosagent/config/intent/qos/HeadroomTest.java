package io.nosagent.config.intent.qos;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The documented headroom formula, term by term, and how it grows with cable, speed and MTU. */
class HeadroomTest {

    @Test
    void aRackDownlinkOf3MetresAt400gNeeds77KiB() {
        assertThat(Headroom.cableRoundTripBytes(400_000, 3)).isEqualTo(1_516);
        assertThat(Headroom.peerResponseBytes(400_000)).as("905 quanta x 512 bits").isEqualTo(57_920);
        assertThat(Headroom.inFlightBytes(400_000, 3, 9100)).isEqualTo(2 * 9100 + 1_516 + 57_920);
        // 77,636 x 9,144 / 9,100 (36 cells of 254 bytes per frame) = 78,012, rounded up to 1 KiB.
        assertThat(Headroom.xoffBytes(400_000, 3, 9100, 254)).isEqualTo(77 * 1024);
    }

    @Test
    void aHundredMetresOfFibreAddsTheCableRoundTrip() {
        // 2 x 100 m at 198 m/us is 1.0101 us of 400 Gb/s.
        assertThat(Headroom.cableRoundTripBytes(400_000, 100)).isEqualTo(50_506);
        assertThat(Headroom.xoffBytes(400_000, 100, 9100, 254)).isEqualTo(125 * 1024);
    }

    @Test
    void slowerPortsWaitFewerQuantaAndHoldLessOnTheCable() {
        assertThat(Headroom.peerResponseQuanta(800_000)).isEqualTo(905);
        assertThat(Headroom.peerResponseQuanta(200_000)).isEqualTo(453);
        assertThat(Headroom.peerResponseQuanta(100_000)).isEqualTo(394);
        assertThat(Headroom.xoffBytes(200_000, 3, 9100, 254)).isLessThan(Headroom.xoffBytes(400_000, 3, 9100, 254));
        assertThat(Headroom.xoffBytes(100_000, 300, 9100, 254)).isLessThan(Headroom.xoffBytes(400_000, 300, 9100, 254));
    }

    @Test
    void aSmallerMtuNeedsLessHeadroom() {
        assertThat(Headroom.xoffBytes(400_000, 3, 1500, 256)).isLessThan(Headroom.xoffBytes(400_000, 3, 9100, 256));
    }

    @Test
    void headroomIsWholeKibibytesAndCoversWhatIsInFlight() {
        for (int metres : new int[] {1, 3, 10, 100, 2000}) {
            long xoff = Headroom.xoffBytes(400_000, metres, 9100, 254);
            assertThat(xoff % 1024).isZero();
            assertThat(xoff).isGreaterThanOrEqualTo(Headroom.inFlightBytes(400_000, metres, 9100));
        }
    }

    @Test
    void aCableOfNoLengthIsRefused() {
        assertThatThrownBy(() -> Headroom.xoffBytes(400_000, 0, 9100, 254)).isInstanceOf(IllegalArgumentException.class);
    }
}
