package io.nosagent.lab.command;

import io.nosagent.config.intent.pfcwd.PfcWatchdogIntent;
import io.nosagent.lab.LabMain;
import io.nosagent.agent.gnmi.GnmiAgent;
import io.nosagent.lab.traffic.SimulatedFaults;
import io.nosagent.lab.traffic.SimulatedHosts;
import io.nosagent.config.intent.pfcwd.StormAction;
import io.nosagent.config.intent.pfcwd.WatchdogSettings;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QosMapAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.packet.Ip;
import io.nosagent.sai.vasic.packet.Roce;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The operator's commands around the watchdog against a running agent with simulated hosts and QoS making
 * priority 2 lossless on the first ports: {@code sim storm} starts a storm, {@code show alarms} and
 * {@code show pfcwd} show it, {@code snapshot list|show|fetch|take} reach the snapshots, {@code sim
 * link-down} cuts a cable.
 */
class WatchdogCommandsTest {

    @TempDir
    Path state;
    @TempDir
    Path work;
    GnmiAgent sw;
    SimulatedHosts hosts;

    @BeforeEach
    void start() throws Exception {
        sw = GnmiAgent.start(state, "rtsw", g -> g.withInsecure(false));
        // Every addressed port gets a host or a spine peer; uplink eth1/30/1 is left without a cable.
        var intent = sw.agent.intent().current();
        hosts = SimulatedHosts.start(sw.asic(), intent.withInterface(intent.interfaceNamed("eth1/30/1").orElseThrow().withEnabled(false)),
                TrafficPattern.NONE, 5);
        sw.agent.acceptFaults(new SimulatedFaults(hosts));
        // QoS as the qos feature programs it (raw here): DSCP 50 to TC 2, PFC on priority 2, eth1/1/1..eth1/4/1.
        var sai = sw.agent.sai();
        long map = sai.create(ObjectType.QOS_MAP, sw.agent.switchHandle().switchId(), List.of(
                QosMapAttr.TYPE.s32(SaiEnums.QosMapType.DSCP_TO_TC), QosMapAttr.MAP_TO_VALUE_LIST.of(new AttrValue.QosMapList(
                        List.of(new AttrValue.QosMapping(AttrValue.QosMapParams.ofDscp(50), AttrValue.QosMapParams.ofTc(2)))))));
        for (int i = 1; i <= 4; i++) {
            long port = sw.agent.switchHandle().portId("eth1/" + i + "/1").orElseThrow();
            sai.set(ObjectType.PORT, port, PortAttr.QOS_DSCP_TO_TC_MAP.oid(map));
            sai.set(ObjectType.PORT, port, PortAttr.PRIORITY_FLOW_CONTROL.u8(1 << 2));
        }
        sw.agent.intent().commit(i -> i.with(PfcWatchdogIntent.SECTION, PfcWatchdogIntent.of(i).withDefaults(new WatchdogSettings(200, 300, StormAction.DROP))),
                "watch what QoS programmed").get();
    }

    @AfterEach
    void stop() {
        hosts.close();
        sw.close();
    }

    private record Run(int exit, String out, String err) {
    }

    private Run cli(String... args) {
        var all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--target", "localhost:" + sw.port(), "--state-dir", state.toString(), "-u", GnmiAgent.ADMIN,
                "--password=" + GnmiAgent.ADMIN_PASSWORD));
        var out = new StringWriter();
        var err = new StringWriter();
        int exit = new CommandLine(new LabMain()).setOut(new PrintWriter(out, true)).setErr(new PrintWriter(err, true))
                .execute(all.toArray(String[]::new));
        return new Run(exit, out.toString(), err.toString());
    }

    private Run until(String contains, String... args) throws InterruptedException {
        Run r = null;
        for (int i = 0; i < 100; i++) {
            r = cli(args);
            if (r.out().contains(contains)) {
                return r;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("'" + String.join(" ", args) + "' never showed '" + contains + "':\n" + r.out() + r.err());
    }

    @Test
    void aStormStartedBySimShowsInAlarmsAndPfcwdAndLeavesASnapshot() throws Exception {
        SimNic from = hosts.host("eth1/1/1").orElseThrow();
        SimNic to = hosts.host("eth1/2/1").orElseThrow();
        hosts.inject(f -> {
            from.setLoad(0.01);
            from.openFlow(to, new FlowClass(Ip.UDP, Roce.UDP_PORT, 50, 2, 2, 4096, 4), 49152, 7, 0).post(1L << 40, 0, 0);
        });
        Run before = cli("show", "pfcwd");
        assertThat(before.exit()).as(before.err()).isZero();
        assertThat(before.out()).contains("4 queues watched").containsPattern("eth1/2/1[ |]+2[ |]+2[ |]+operational[ |]+drop");

        Run storm = cli("sim", "storm", "eth1/2/1", "--priority", "2", "--for", "30s");
        assertThat(storm.exit()).as(storm.err()).isZero();
        assertThat(storm.out()).contains("PFC storm on eth1/2/1 priority 2 for 30000 ms");

        Run alarms = until("PFC_STORM", "show", "alarms");
        assertThat(alarms.out()).contains("MAJOR").contains("sending a PFC storm").contains("eth1/2/1");
        assertThat(until("stormed", "show", "pfcwd").out()).containsPattern("eth1/2/1[ |]+2[ |]+2[ |]+stormed[ |]+drop");
        Run list = until("pfc-storm", "snapshot", "list");
        assertThat(list.out()).contains("case-");

        Run show = cli("snapshot", "show", "1");
        assertThat(show.exit()).as(show.err()).isZero();
        assertThat(show.out()).contains("trigger: pfc-storm").contains("ports counted").containsPattern("ASIC objects[ |]+\\d{3,}");
        Path file = work.resolve("s1.json.gz");
        Run fetch = cli("snapshot", "fetch", "1", "-o", file.toString());
        assertThat(fetch.exit()).as(fetch.err()).isZero();
        try (var in = new GZIPInputStream(Files.newInputStream(file))) {
            assertThat(new String(in.readAllBytes())).startsWith("{\"format\":1,\"id\":1,");
        }
        Run take = cli("snapshot", "take", "--reason", "after the storm");
        assertThat(take.exit()).as(take.err()).isZero();
        assertThat(take.out()).contains("snapshot 2 taken").contains("after the storm");

        Run stop = cli("sim", "stop-storm", "eth1/2/1", "--priority", "2");
        assertThat(stop.exit()).as(stop.err()).isZero();
        assertThat(until("no active alarms", "show", "alarms").exit()).isZero();
    }

    @Test
    void simLinkDownCutsTheCableAndAPortWithoutAHostIsRefused() throws Exception {
        Run down = cli("sim", "link-down", "eth1/5/1");
        assertThat(down.exit()).as(down.err()).isZero();
        for (int i = 0; i < 100 && sw.agent.portStatus().status("eth1/5/1").orElseThrow().up(); i++) {
            Thread.sleep(50);
        }
        assertThat(sw.agent.portStatus().status("eth1/5/1").orElseThrow().up()).isFalse();

        Run refused = cli("sim", "storm", "eth1/30/1", "--priority", "2");
        assertThat(refused.exit()).isEqualTo(1);
        assertThat(refused.err()).contains("no simulated host is cabled to eth1/30/1");
    }
}
