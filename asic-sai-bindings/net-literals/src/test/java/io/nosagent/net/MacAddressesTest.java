package io.nosagent.net;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class MacAddressesTest {

    @Test
    void colonSeparatedPairsInEitherCaseParseAndPrintLowerCase() {
        assertThat(MacAddresses.parse("02:00:5e:10:00:01")).isEqualTo(0x0200_5E10_0001L);
        assertThat(MacAddresses.parse("02:00:5E:10:00:01")).isEqualTo(0x0200_5E10_0001L);
        assertThat(MacAddresses.canonical("AA:bb:CC:dd:EE:ff")).isEqualTo("aa:bb:cc:dd:ee:ff");
        assertThat(MacAddresses.format(0)).isEqualTo("00:00:00:00:00:00");
        assertThat(MacAddresses.format(0xFFFF_FFFF_FFFFL)).isEqualTo("ff:ff:ff:ff:ff:ff");
        assertThat(MacAddresses.format(0x0A0B_0C0D_0E0FL)).isEqualTo("0a:0b:0c:0d:0e:0f");
    }

    @ParameterizedTest
    @ValueSource(strings = {"02:00:5e:10:00", "02:00:5e:10:00:01:02", "02-00-5e-10-00-01", "02:00:5e:10:00:0g",
            "2:00:5e:10:00:01", "002:00:5e:10:00:01", "02:00:5e:10:00:1", "0200.5e10.0001", "02005e100001",
            " 02:00:5e:10:00:01", "02:00:5e:10:00:01 ", "02:00:5e:10:00:+1", "02:00:5e:10:00::1", ""})
    void anythingButSixColonSeparatedHexPairsIsRefusedNamingTheText(String text) {
        assertThatThrownBy(() -> MacAddresses.parse(text))
                .hasMessage("'" + text + "' is not a MAC address (xx:xx:xx:xx:xx:xx)");
    }

    @Test
    void onlyFortyEightBitsPrint() {
        assertThatThrownBy(() -> MacAddresses.format(1L << 48)).hasMessageContaining("0x1000000000000");
        assertThatThrownBy(() -> MacAddresses.format(-1)).hasMessageContaining("wider than 48 bits");
    }

    @Test
    void everyAddressRoundTrips() {
        var random = new java.util.Random(48);
        for (int n = 0; n < 1000; n++) {
            long bits = random.nextLong() & 0xFFFF_FFFF_FFFFL;
            assertThat(MacAddresses.parse(MacAddresses.format(bits))).isEqualTo(bits);
        }
    }
}
