package io.nosagent.routing.interfaces;

import io.nosagent.config.delta.IntentDelta;
import io.nosagent.feature.Programmer;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.StaticNeighbor;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.testkit.VirtualSwitch;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Ports and router interfaces programmed from intent on the virtual ASIC, checked by what hosts on
 * the downlinks see: given interfaces with addresses and static neighbors, when the hosts run a
 * collective, then it completes and the counters show it; when the intent changes, traffic follows.
 */
class RoutedInterfacesTest {

    private static final int HOSTS = 4;
    private static final long MESSAGE = 64 * 1024;

    private final VirtualSwitch sw = VirtualSwitch.rtsw(11);
    private final List<Programmer> programmers = List.of(new PortProgrammer(sw.store(), sw.handle()),
            new RouterInterfaceProgrammer(sw.store(), sw.handle()));
    private SwitchIntent running = SwitchIntent.named("rtsw-test");

    @AfterEach
    void close() {
        sw.close();
    }

    private static String port(int i) {
        return "eth1/" + (i + 1) + "/1";
    }

    private static String hostIp(int i) {
        return "10.0." + (i + 1) + ".2";
    }

    private static String hostMac(int i) {
        return "02:00:00:00:10:0" + (i + 1);
    }

    private static InterfaceIntent downlink(int i) {
        return InterfaceIntent.named(port(i))
                .withAddress(InterfaceAddress.parse("10.0." + (i + 1) + ".1/24"))
                .withNeighbor(StaticNeighbor.of(hostIp(i), hostMac(i)));
    }

    private void commit(SwitchIntent next) {
        var delta = IntentDelta.between(running, next);
        programmers.forEach(p -> p.apply(delta));
        running = next;
    }

    private List<SimNic> cableHosts() throws Exception {
        var hosts = new ArrayList<SimNic>();
        for (int i = 0; i < HOSTS; i++) {
            hosts.add(sw.host(port(i), InetAddress.getByName(hostIp(i)), MacAddress.parse(hostMac(i))));
        }
        return hosts;
    }

    private SwitchIntent fourDownlinks() {
        var intent = running;
        for (int i = 0; i < HOSTS; i++) {
            intent = intent.withInterface(downlink(i));
        }
        return intent;
    }

    @Test
    void hostsOnRoutedDownlinksCompleteAnAllReduceWithNothingDropped() throws Exception {
        commit(fourDownlinks());
        var hosts = cableHosts();

        var job = sw.traffic(TrafficPattern.ALLREDUCE, hosts, TrafficOptions.DEFAULT.withMessageBytes(MESSAGE).withIterations(2));
        sw.run(Duration.ofMillis(20));

        assertThat(job.isDone()).isTrue();
        assertThat(job.stats().iterationsCompleted()).isEqualTo(2);
        for (int i = 0; i < HOSTS; i++) {
            assertThat(hosts.get(i).receivedPackets()).as("host on %s", port(i)).isPositive();
            assertThat(sw.portStat(port(i), PortStat.IF_IN_DISCARDS)).as("discards on %s", port(i)).isZero();
            assertThat(sw.portStat(port(i), PortStat.IF_OUT_UCAST_PKTS)).as("sent out of %s", port(i))
                    .isEqualTo(hosts.get(i).receivedPackets());
        }
        assertThat(sw.portStat(port(HOSTS), PortStat.IF_OUT_UCAST_PKTS)).as("an unconfigured port").isZero();
    }

    @Test
    void aDisabledDownlinkTakesItsHostOutWhileTheOthersKeepExchanging() throws Exception {
        commit(fourDownlinks());
        var hosts = cableHosts();

        commit(running.withInterface(running.interfaceNamed(port(3)).orElseThrow().withEnabled(false)));
        var job = sw.traffic(TrafficPattern.ALLTOALL, hosts.subList(0, 3), TrafficOptions.DEFAULT.withMessageBytes(MESSAGE));
        sw.run(Duration.ofMillis(20));

        assertThat(job.isDone()).isTrue();
        assertThat(hosts.get(3).receivedPackets()).isZero();
        assertThat(hosts.get(3).link().isUp()).as("carrier with the port administratively down").isFalse();
        assertThat(hosts.subList(0, 3)).allSatisfy(h -> assertThat(h.receivedPackets()).isPositive());
    }

    @Test
    void removingAnInterfacesAddressesDropsTrafficToItsSubnetAndTouchesNoOtherInterface() throws Exception {
        commit(fourDownlinks());
        var hosts = cableHosts();
        sw.forgetCalls();

        commit(running.withInterface(InterfaceIntent.named(port(1))));

        assertThat(sw.writes()).as("only eth1/2/1's neighbor, routes and router interface go")
                .allSatisfy(c -> assertThat(c.toString()).doesNotContain("10.0.1.", "10.0.3.", "10.0.4."))
                .hasSize(4);
        var job = sw.traffic(TrafficPattern.ALLTOALL, List.of(hosts.get(0), hosts.get(1)),
                TrafficOptions.DEFAULT.withMessageBytes(MESSAGE).withTimeoutNs(Duration.ofMillis(5).toNanos()));
        sw.run(Duration.ofMillis(10));

        assertThat(hosts.get(1).receivedPackets()).isZero();
        assertThat(sw.portStat(port(0), PortStat.IF_IN_DISCARDS)).as("host 0's packets to 10.0.2.2, no route").isPositive();
        assertThat(job.stats().iterationsCompleted()).isZero();
    }
}
