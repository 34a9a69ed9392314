package io.nosagent.config.intent;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class InterfaceNameOrderTest {

    @Test
    void namesSortAsOnTheFrontPanel() {
        var names = new ArrayList<>(List.of("eth1/10/1", "eth1/2/1", "eth1/1/1", "eth1/34/1", "eth1/9/1", "Ethernet8", "Ethernet16"));

        names.sort(InterfaceNameOrder.INSTANCE);

        assertThat(names).containsExactly("Ethernet8", "Ethernet16", "eth1/1/1", "eth1/2/1", "eth1/9/1", "eth1/10/1", "eth1/34/1");
    }

    @Test
    void leadingZerosAndLongDigitRunsStillGiveATotalOrder() {
        var order = InterfaceNameOrder.INSTANCE;

        assertThat(order.compare("eth01", "eth1")).isNotZero().isEqualTo(-order.compare("eth1", "eth01"));
        assertThat(order.compare("port99999999999999999998", "port99999999999999999999")).isNegative();
        assertThat(order.compare("eth1/1/1", "eth1/1/1")).isZero();
    }
}
