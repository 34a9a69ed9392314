package io.nosagent.platform.gnmi;

import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.lab.traffic.SimulatedFaults;
import io.nosagent.lab.traffic.SimulatedHosts;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.zip.GZIPInputStream;

import static io.nosagent.platform.gnmi.GnmiSwitch.update;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A PFC storm seen and handled through gNMI only: the operator configures the watchdog, injects a storm
 * from a host with the sim paths, sees the alarm appear on an ON_CHANGE stream and a snapshot appear in
 * the index, fetches the snapshot, stops the storm and sees the alarm clear.
 *
 * <p>Setup outside gNMI: simulated hosts cabled to the RTSW's downlinks sending RoCE to one of them, and
 * PFC on priority 2 programmed on the ASIC as the qos feature programs it.
 */
class PfcStormScenarioTest {

    static final String STORMED = "eth1/2/1";
    private static final String ALARMS = "/system/alarms/alarm";

    @Test
    void aStormInjectedOverGnmiRaisesAnAlarmLeavesASnapshotAndClearsAfterRestoration(@TempDir Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir);
             var hosts = SimulatedHosts.start(sw.asic(), sw.agent.intent().current(), TrafficPattern.NONE, 13)) {
            rdmaTowardsTheStormedPort(sw, hosts);

            // The operator's watchdog settings; the commit also makes the watchdog read what QoS programmed.
            sw.admin().set(SetRequest.newBuilder()
                    .addUpdate(update("/nosagent-pfcwd:pfc-watchdog/config", "{\"detection-time\": 200, \"restoration-time\": 300, \"action\": \"drop\"}"))
                    .build());
            // The example config is lossless (the shipped QoS profile): every port's RDMA queue is watched.
            assertThat(sw.read("/nosagent-pfcwd:pfc-watchdog/state").path("nosagent-pfcwd:watched-queues").asInt())
                    .isEqualTo(sw.agent.switchHandle().portsByName().size());
            var alarms = new Watch(sw.viewer(), ALARMS);
            var index = new Watch(sw.viewer(), "nosagent:/snapshots/snapshot/state/trigger");

            sw.admin().set(SetRequest.newBuilder()
                    .addUpdate(update("nosagent:/sim/interfaces/interface[name=" + STORMED + "]/pfc-storms/pfc-storm[priority=2]/config",
                            "{\"duration\": 0}"))
                    .build());

            List<String> raised = alarms.nextChanges();
            assertThat(raised).anySatisfy(c -> assertThat(c).endsWith("/state/type-id = \"PFC_STORM\""));
            assertThat(raised).anySatisfy(c -> assertThat(c).contains("/state/text = ").contains("on " + STORMED + " sending a PFC storm"));
            assertThat(raised).anySatisfy(c -> assertThat(c).contains("/state/severity = \"openconfig-alarm-types:MAJOR\""));
            String alarm = raised.getFirst().substring(0, raised.getFirst().indexOf("/state/"));

            List<String> snapshot = index.nextChanges();
            assertThat(snapshot).singleElement().asString().contains("snapshot[id=1]").endsWith("= \"pfc-storm\"");
            String content = sw.read("nosagent:/snapshots/snapshot[id=1]/content").asText();
            String json;
            try (var in = new GZIPInputStream(new ByteArrayInputStream(Base64.getDecoder().decode(content)))) {
                json = new String(in.readAllBytes());
            }
            assertThat(json).contains("\"kind\":\"pfc-storm\"", "\"counter-history\"", "\"pfc-watchdog\"", "\"asic\"");
            assertThat(sw.read("/nosagent-pfcwd:pfc-watchdog/interfaces/interface[name=" + STORMED + "]/queues/queue[index=2]/state")
                    .path("nosagent-pfcwd:operational-status").asText()).isEqualTo("stormed");

            sw.admin().set(SetRequest.newBuilder()
                    .addDelete(GnmiSwitch.path("nosagent:/sim/interfaces/interface[name=" + STORMED + "]/pfc-storms/pfc-storm[priority=2]"))
                    .build());

            var cleared = new ArrayList<String>();
            while (cleared.stream().noneMatch(c -> c.endsWith(" deleted"))) {
                cleared.addAll(alarms.nextChanges());
            }
            assertThat(cleared).anySatisfy(c -> assertThat(c).startsWith(alarm).endsWith(" deleted"));
        }
    }

    /** Faults injectable through the sim paths, PFC on priority 2, and RoCE from eth1/1/1 to the port to be stormed. */
    static void rdmaTowardsTheStormedPort(GnmiSwitch sw, SimulatedHosts hosts) {
        sw.agent.acceptFaults(new SimulatedFaults(hosts));
        losslessPriority2(sw);
        SimNic from = hosts.host("eth1/1/1").orElseThrow();
        SimNic to = hosts.host(STORMED).orElseThrow();
        hosts.inject(f -> {
            from.setLoad(0.01);
            from.openFlow(to, new FlowClass(Ip.UDP, Roce.UDP_PORT, 50, 2, 2, 4096, 4), 49152, 9, 0).post(1L << 40, 0, 0);
        });
    }

    /** DSCP 50 to TC 2 and PFC on priority 2 on the first two downlinks, written on the ASIC as QoS would. */
    private static void losslessPriority2(GnmiSwitch sw) {
        var sai = sw.agent.sai();
        long map = sai.create(ObjectType.QOS_MAP, sw.agent.switchHandle().switchId(), List.of(
                QosMapAttr.TYPE.s32(SaiEnums.QosMapType.DSCP_TO_TC), QosMapAttr.MAP_TO_VALUE_LIST.of(new AttrValue.QosMapList(
                        List.of(new AttrValue.QosMapping(AttrValue.QosMapParams.ofDscp(50), AttrValue.QosMapParams.ofTc(2)))))));
        for (String name : List.of("eth1/1/1", STORMED)) {
            long port = sw.agent.switchHandle().portId(name).orElseThrow();
            sai.set(ObjectType.PORT, port, PortAttr.QOS_DSCP_TO_TC_MAP.oid(map));
            sai.set(ObjectType.PORT, port, PortAttr.PRIORITY_FLOW_CONTROL.u8(1 << 2));
        }
    }
}
