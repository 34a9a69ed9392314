package io.nosagent.agent.gnmi;

import com.fasterxml.jackson.databind.JsonNode;
import io.grpc.StatusRuntimeException;
import io.nosagent.lab.traffic.SimulatedHosts;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.function.Predicate;

import static io.nosagent.agent.gnmi.GnmiAgent.get;
import static io.nosagent.agent.gnmi.GnmiAgent.value;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The control plane over gNMI, in real time with the RTSW example's sixteen simulated hosts cabled: the hosts the
 * switch learned are DYNAMIC neighbors with their MACs, and the CoPP state holds every CPU queue in effect with its
 * counters (the hosts' ARP requests on the arp-request queue) and every trap with the agent's counts.
 */
class ControlPlaneStateTest {

    private static final String NEIGHBOR = "/interfaces/interface[name=eth1/%d/1]/subinterfaces/subinterface[index=0]/ipv4/neighbors"
            + "/neighbor[ip=10.0.%d.2]/state";

    @TempDir
    Path state;
    GnmiAgent sw;
    SimulatedHosts hosts;

    @BeforeEach
    void start() {
        sw = GnmiAgent.start(state);
        hosts = SimulatedHosts.start(sw.asic(), sw.agent.intent().current(), TrafficPattern.NONE, 9);
    }

    @AfterEach
    void stop() {
        hosts.close();
        sw.close();
    }

    /** {@code path}'s value once {@code done} holds for it, waiting up to 20 s of wall time. */
    private JsonNode await(String path, Predicate<JsonNode> done) throws InterruptedException {
        JsonNode last = null;
        for (int i = 0; i < 400; i++) {
            try {
                last = value(sw.viewer().get(get(path)).getNotification(0).getUpdate(0).getVal());
                if (done.test(last)) {
                    return last;
                }
            } catch (StatusRuntimeException e) {
                // not there yet
            }
            Thread.sleep(50);
        }
        throw new AssertionError(path + " never got there; last " + last);
    }

    @Test
    void everyHostTheSwitchLearnedIsADynamicNeighborWithItsMac() throws Exception {
        for (int i = 1; i <= 16; i++) {
            JsonNode n = await(NEIGHBOR.formatted(i, i), v -> v.path("openconfig-if-ip:origin").asText().equals("DYNAMIC"));

            assertThat(n.path("openconfig-if-ip:ip").asText()).isEqualTo("10.0." + i + ".2");
            assertThat(n.path("openconfig-if-ip:link-layer-address").asText()).isEqualTo(String.format("02:00:00:00:01:%02x", i));
        }
    }

    @Test
    void coppServesEveryQueueInEffectWithItsCountersAndEveryTrapWithTheAgentsCounts() throws Exception {
        JsonNode arp = await("/nosagent-copp:copp/queues/queue[index=5]/state", v -> v.path("nosagent-copp:counters")
                .path("packets").asLong() >= 16);
        JsonNode high = await("/nosagent-copp:copp/queues/queue[index=7]/state", v -> true);
        JsonNode trap = await("/nosagent-copp:copp/traps/trap[name=arp-request]/state", v -> v.path("nosagent-copp:counters")
                .path("packets").asLong() >= 16);

        assertThat(arp.path("nosagent-copp:effective-name").asText()).isEqualTo("arp-request");
        assertThat(arp.path("nosagent-copp:counters").path("policer-drops").asLong()).isZero();
        assertThat(high.path("nosagent-copp:effective-rate").asLong()).isEqualTo(6000);
        assertThat(trap.path("nosagent-copp:effective-queue").asInt()).isEqualTo(5);
        assertThat(trap.path("nosagent-copp:counters").path("malformed").asLong()).isZero();
    }

    @Test
    void lldpServesEachHostAsItsPortsNeighborAndShowLldpPrintsIt() throws Exception {
        JsonNode port = await("/lldp/interfaces/interface[name=eth1/2/1]", v -> v.toString().contains("rdma1"));

        JsonNode neighbor = port.path("openconfig-lldp:neighbors").path("neighbor").get(0).path("state");
        assertThat(neighbor.path("system-name").asText()).isEqualTo("host0");
        assertThat(neighbor.path("port-id").asText()).isEqualTo("rdma1");
        assertThat(neighbor.path("chassis-id").asText()).isEqualTo("02:00:00:00:01:02");
        assertThat(neighbor.path("ttl").asInt()).isEqualTo(120);
        assertThat(port.path("openconfig-lldp:state").path("counters").path("frame-in").asLong()).isPositive();

        var out = new java.io.StringWriter();
        int exit = new picocli.CommandLine(new io.nosagent.cli.CliMain()).setOut(new java.io.PrintWriter(out, true))
                .execute("show", "lldp", "--insecure", "--target", "localhost:" + sw.port(), "-u",
                        GnmiAgent.ADMIN, "--password=" + GnmiAgent.ADMIN_PASSWORD);
        assertThat(exit).isZero();
        assertThat(out.toString()).containsPattern("eth1/2/1[ |]+host0[ |]+rdma1[ |]+02:00:00:00:01:02[ |]+120");
    }
}
