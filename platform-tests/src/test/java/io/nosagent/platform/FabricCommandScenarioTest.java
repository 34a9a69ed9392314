package io.nosagent.platform;

import io.nosagent.agent.security.PasswordHash;
import io.nosagent.agent.security.Role;
import io.nosagent.agent.security.User;
import io.nosagent.agent.security.UserStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code nos-agent fabric} as a user runs it: the zone's table, then the client commands against any switch by name. */
class FabricCommandScenarioTest {

    /**
     * A base for the zone's six gNMI ports, all free, below Linux's ephemeral range (32768 and up): ports
     * there are handed to outgoing connections, so one could be taken between this check and the listen.
     */
    private static int freePortBase() {
        int start = 20_000 + new java.util.Random().nextInt(12_000);
        for (int base = start; base < 32_700; base += 7) {
            if (java.util.stream.IntStream.range(base, base + 6).allMatch(FabricCommandScenarioTest::free)) {
                return base;
            }
        }
        throw new IllegalStateException("no six free ports from " + start + " to 32700");
    }

    private static boolean free(int port) {
        try (var s = new ServerSocket(port, 1, java.net.InetAddress.getLoopbackAddress())) {
            return true;
        } catch (java.io.IOException e) {
            return false;
        }
    }

    private static String get(Path state, String target, String path) throws Exception {
        try (var get = AgentProcess.start("get", "--target", target, "--state-dir", state.toString(), "-u", "admin",
                "--password=admin-pw", path)) {
            get.waitFor(Duration.ofSeconds(60));
            return get.console();
        }
    }

    private static long cnpsTowardsNic(Path state) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        long packets = 0;
        while (packets == 0 && System.nanoTime() < deadline) {
            String out = get(state, "rtsw001", "/qos/interfaces/interface[interface-id=eth1/1/1]/output/queues/queue[name=network-control]/state/transmit-pkts");
            var m = java.util.regex.Pattern.compile("transmit-pkts\\D*(\\d+)").matcher(out);
            packets = m.find() ? Long.parseLong(m.group(1)) : 0;
        }
        return packets;
    }

    @Test
    void theZoneStartsPrintsItsTableAndEverySwitchIsReachableByName(@TempDir Path state) throws Exception {
        new UserStore(state.resolve("users.json"))
                .put(new User("admin", Role.READ_WRITE, Optional.of(PasswordHash.of("admin-pw".toCharArray(), 1000))));
        int base = freePortBase();
        try (var fabric = AgentProcess.start("fabric", "--racks", "2", "--spines", "4", "--state-dir", state.toString(),
                "--gnmi-host", "127.0.0.1", "--gnmi-base-port", "" + base, "--as-fast-as-possible", "--dcqcn")) {
            assertThat(fabric.awaitLine("nos-agent fabric up", Duration.ofSeconds(120))).as(fabric.console()).isTrue();
            assertThat(fabric.console()).contains("rtsw001    rtsw  127.0.0.1:" + base, "rtsw002    rtsw  127.0.0.1:" + (base + 1),
                    "ctsw004    ctsw  127.0.0.1:" + (base + 5), "2 RTSWs x 4 CTSWs, 32 NICs running DCQCN");
            assertThat(state.resolve("zone.json")).isNotEmptyFile();

            assertThat(get(state, "rtsw002", "/interfaces/interface[name=eth1/17/1]/config/description"))
                    .contains("uplink: ctsw001");
            assertThat(get(state, "ctsw003", "/interfaces/interface[name=eth1/2/1]/config/description"))
                    .contains("downlink: rtsw002");
            assertThat(get(state, "spine9", "/interfaces")).contains("--target spine9: no such switch", "rtsw001, rtsw002, ctsw001");

            // --dcqcn: the NICs answer the ECN marks of the racks' 4:1 uplinks with CNPs (DSCP 48, nothing else in the zone
            // uses it), which reach the senders through the RTSWs' network-control queue
            assertThat(cnpsTowardsNic(state)).as("CNPs out of rtsw001 towards its first NIC").isPositive();

            // A fault on one switch's cable by name: rtsw001's uplink to ctsw002 is ctsw002's downlink from rtsw001.
            try (var sim = AgentProcess.start("sim", "link-down", "--target", "rtsw001", "--state-dir", state.toString(), "-u", "admin",
                    "--password=admin-pw", "eth1/18/1")) {
                assertThat(sim.waitFor(Duration.ofSeconds(60))).as(sim.console()).isZero();
            }
            assertThat(get(state, "rtsw001", "nosagent:/sim/interfaces/interface[name=eth1/18/1]/state/link-up")).contains("false");
            assertThat(get(state, "ctsw002", "/interfaces/interface[name=eth1/1/1]/state/oper-status")).contains("DOWN");

            assertThat(fabric.terminate(Duration.ofSeconds(60))).isEqualTo(143);
            assertThat(fabric.console()).contains("nos-agent fabric: stopped cleanly");
            assertThat(state.resolve("zone.json")).as("the registry goes with the zone").doesNotExist();
        }
    }

    @Test
    void aTemplateWithAMistakeIsRefusedWithFileLineAndField(@TempDir Path dir) throws Exception {
        Path template = Files.writeString(dir.resolve("my.template"), "racks = 2\n# the third CTSW is cabled to nothing\nuplink-cable = 0m\n");
        try (var fabric = AgentProcess.start("fabric", "--template", template.toString(), "--state-dir", dir.resolve("state").toString())) {
            assertThat(fabric.waitFor(Duration.ofSeconds(60))).isEqualTo(2);
            assertThat(fabric.console()).contains(template + ":3: uplink-cable: a cable of 0 m");
        }
    }

    @Test
    void aRoutingModeOtherThanStaticOrBgpIsRefused(@TempDir Path dir) throws Exception {
        try (var fabric = AgentProcess.start("fabric", "--routing", "ospf", "--state-dir", dir.resolve("state").toString())) {
            assertThat(fabric.waitFor(Duration.ofSeconds(60))).isEqualTo(2);
            assertThat(fabric.console()).contains("--routing ospf: give static or bgp");
        }
    }
}
