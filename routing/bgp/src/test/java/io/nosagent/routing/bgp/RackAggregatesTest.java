package io.nosagent.routing.bgp;

import io.nosagent.net.Cidr;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

class RackAggregatesTest {

    private static List<String> aggregates(String... subnets) {
        return RackAggregates.of(Stream.of(subnets).map(Cidr::parse).toList()).stream().map(Cidr::toString).toList();
    }

    @Test
    void halvesBecomeTheirPrefixAndNothingOutsideTheSubnetsIsCovered() {
        assertThat(aggregates("10.0.1.0/24", "10.0.2.0/24", "10.0.3.0/24", "10.0.4.0/24", "10.0.5.0/24", "10.0.6.0/24",
                "10.0.7.0/24")).containsExactly("10.0.1.0/24", "10.0.2.0/23", "10.0.4.0/22");
        assertThat(aggregates("10.0.0.0/24", "10.0.1.0/24", "10.0.2.0/24", "10.0.3.0/24")).containsExactly("10.0.0.0/22");
        assertThat(aggregates("10.0.1.0/24", "10.0.3.0/24")).as("not halves of one prefix").containsExactly("10.0.1.0/24", "10.0.3.0/24");
    }

    @Test
    void aSubnetInsideAnotherGoesAndFamiliesStayApart() {
        assertThat(aggregates("10.0.0.0/16", "10.0.5.0/24", "10.0.5.7/24")).containsExactly("10.0.0.0/16");
        assertThat(aggregates("2001:db8:0:0::/64", "2001:db8:0:1::/64", "10.0.0.0/24"))
                .containsExactlyInAnyOrder("10.0.0.0/24", "2001:db8::/63");
        assertThat(aggregates()).isEmpty();
    }
}
