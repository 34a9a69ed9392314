package io.nosagent.lab.bench;

import io.nosagent.net.Cidr;
import org.junit.jupiter.api.Test;

import java.util.HashSet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** What the announcers of {@code bench bgp} hold: as many distinct prefixes as asked, up to a spine's table. */
class FrrBgpBenchTest {

    @Test
    void aSpinesAnnouncersHoldAHundredThousandDistinctValidPrefixesNoneInTheSwitchsOwnSubnets() {
        var seen = new HashSet<Cidr>();
        var own = Cidr.parse("10.0.0.0/8");
        for (int k = 0; k < FrrBgpBench.SPINE_PREFIXES; k++) {
            Cidr c = Cidr.parse(FrrBgpBench.prefix(k));
            assertThat(c.isNetwork()).as("prefix %d, %s, is a network", k, c).isTrue();
            assertThat(own.contains(c.address())).as("prefix %d, %s, outside 10/8", k, c).isFalse();
            assertThat(seen.add(c)).as("prefix %d, %s, is new", k, c).isTrue();
        }
        assertThat(seen).hasSize(FrrBgpBench.SPINE_PREFIXES);
        assertThat(FrrBgpBench.prefix(0)).isEqualTo("100.0.0.0/24");
        assertThat(FrrBgpBench.prefix(256)).isEqualTo("100.1.0.0/24");
    }

    @Test
    void aPrefixNumberBeyondTheRangeIsRefusedNotWrapped() {
        assertThatThrownBy(() -> FrrBgpBench.prefix(FrrBgpBench.MAX_PREFIXES)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("out of 0..");
        assertThatThrownBy(() -> new FrrBgpBench(FrrBgpBench.MAX_PREFIXES + 1, 8)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("prefixes must be");
    }
}
