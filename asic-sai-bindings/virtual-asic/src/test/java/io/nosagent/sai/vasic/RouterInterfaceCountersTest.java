package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.meta.RouterInterfaceStat;
import io.nosagent.sai.vasic.testkit.TestRack;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A routed packet counts on the router interface it came in by and on the one it left by, as getStats reads them. */
class RouterInterfaceCountersTest {

    private final TestRack rack = TestRack.rtsw(5);

    @AfterEach
    void close() {
        rack.close();
    }

    private long routerInterfaceOf(int port) {
        return rack.asic.objects(ObjectType.ROUTER_INTERFACE).stream()
                .filter(rif -> rack.asic.get(ObjectType.ROUTER_INTERFACE, rif, RouterInterfaceAttr.PORT_ID)
                        instanceof AttrValue.Oid(long oid) && oid == rack.portOid(port))
                .findFirst().orElseThrow();
    }

    private long[] counters(long rif) {
        return rack.asic.getStats(ObjectType.ROUTER_INTERFACE, rif, List.of(RouterInterfaceStat.IN_PACKETS,
                RouterInterfaceStat.IN_OCTETS, RouterInterfaceStat.OUT_PACKETS, RouterInterfaceStat.OUT_OCTETS), StatsMode.READ);
    }

    @Test
    void aRoutedPacketCountsInOnItsIngressInterfaceAndOutOnItsEgressInterface() {
        rack.host(0);
        rack.host(1);
        rack.runMicros(1);
        var packet = rack.roce(0, TestRack.hostIp(1), 1, 1);
        long bytes = packet.bytes();

        rack.inject(0, packet);
        rack.runMicros(5);

        assertThat(counters(routerInterfaceOf(0))).containsExactly(1, bytes, 0, 0);
        assertThat(counters(routerInterfaceOf(1))).containsExactly(0, 0, 1, bytes);
    }
}
