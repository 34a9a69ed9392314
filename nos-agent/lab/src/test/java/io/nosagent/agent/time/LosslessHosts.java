package io.nosagent.agent.time;

import io.nosagent.config.intent.pfcwd.PfcWatchdogIntent;
import io.nosagent.lab.traffic.SimulatedFaults;
import io.nosagent.config.intent.pfcwd.StormAction;
import io.nosagent.config.intent.pfcwd.WatchdogSettings;
import io.nosagent.lab.traffic.SimulatedHosts;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.meta.BufferPoolAttr;
import io.nosagent.sai.meta.BufferProfileAttr;
import io.nosagent.sai.meta.IngressPriorityGroupAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QosMapAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.store.key.PriorityGroupKey;
import io.nosagent.sai.vasic.nic.Flow;
import io.nosagent.sai.vasic.nic.FlowClass;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.packet.Ip;
import io.nosagent.sai.vasic.packet.Roce;
import io.nosagent.sai.vasic.traffic.TrafficPattern;

import java.util.List;

/**
 * The agent in simulation mode with its example config's sixteen hosts cabled (no collective) and, on
 * the first ports, QoS as the qos feature programs it, written raw on the ASIC (the feature is not in
 * this module): DSCP 50 to TC 2, PFC on priority 2, a lossless priority group 2. Then a commit, so the
 * watchdog reads what is programmed, and the hosts' faults handed to the agent.
 */
record LosslessHosts(SimulatedAgent sw, SimulatedHosts hosts, SimulatedFaults faults) implements AutoCloseable {

    /** RoCE on DSCP 50, paused on priority 2, in four-packet trains (cheaper to simulate). */
    static final FlowClass RDMA = new FlowClass(Ip.UDP, Roce.UDP_PORT, 50, 2, 2, 4096, 4);

    static LosslessHosts start(SimulatedAgent sw, int losslessPorts) {
        var hosts = SimulatedHosts.start(sw.asic(), sw.agent().intent().current(), TrafficPattern.NONE, sw.sim());
        programQos(sw, losslessPorts);
        // A watchdog setting of its own (restoration 300 ms): the commit that makes it read what QoS programmed.
        sw.time().await(sw.agent().intent().commit(i -> i.with(PfcWatchdogIntent.SECTION, PfcWatchdogIntent.of(i).withDefaults(
                        new WatchdogSettings(200, 300, StormAction.DROP))), "watch the lossless queues QoS programmed"));
        var faults = new SimulatedFaults(hosts);
        sw.agent().acceptFaults(faults);
        return new LosslessHosts(sw, hosts, faults);
    }

    static String port(int i) {
        return "eth1/" + (i + 1) + "/1";
    }

    private static void programQos(SimulatedAgent sw, int ports) {
        Sai sai = sw.agent().sai();
        long switchId = sw.agent().switchHandle().switchId();
        int frame = Roce.frameSize(4096, false);
        long map = sai.create(ObjectType.QOS_MAP, switchId, List.of(QosMapAttr.TYPE.s32(SaiEnums.QosMapType.DSCP_TO_TC),
                QosMapAttr.MAP_TO_VALUE_LIST.of(new AttrValue.QosMapList(List.of(new AttrValue.QosMapping(
                        AttrValue.QosMapParams.ofDscp(50), AttrValue.QosMapParams.ofTc(2)))))));
        long pool = sai.create(ObjectType.BUFFER_POOL, switchId, List.of(BufferPoolAttr.TYPE.s32(SaiEnums.BufferPoolType.INGRESS),
                BufferPoolAttr.SIZE.u64(32L << 20), BufferPoolAttr.THRESHOLD_MODE.s32(SaiEnums.BufferPoolThresholdMode.STATIC)));
        long profile = sai.create(ObjectType.BUFFER_PROFILE, switchId, List.of(BufferProfileAttr.POOL_ID.oid(pool),
                BufferProfileAttr.RESERVED_BUFFER_SIZE.u64(0),
                BufferProfileAttr.THRESHOLD_MODE.s32(SaiEnums.BufferProfileThresholdMode.STATIC),
                BufferProfileAttr.SHARED_STATIC_TH.u64(20L * frame), BufferProfileAttr.XOFF_TH.u64(4L * frame),
                BufferProfileAttr.XON_TH.u64(2L * frame)));
        for (int i = 0; i < ports; i++) {
            String name = port(i);
            long port = sw.agent().switchHandle().portId(name).orElseThrow();
            sai.set(ObjectType.PORT, port, PortAttr.QOS_DSCP_TO_TC_MAP.oid(map));
            sai.set(ObjectType.PORT, port, PortAttr.PRIORITY_FLOW_CONTROL.u8(1 << 2));
            long pg = sw.agent().switchHandle().portObjects().get(name).priorityGroups().get(new PriorityGroupKey(name, 2));
            sai.set(ObjectType.INGRESS_PRIORITY_GROUP, pg, IngressPriorityGroupAttr.BUFFER_PROFILE.oid(profile));
        }
    }

    SimNic host(int i) {
        return hosts.host(port(i)).orElseThrow();
    }

    /** A flow from host {@code from} to host {@code to} that never ends, at {@code load} of line rate. */
    void send(int from, int to, double load) {
        SimNic src = host(from);
        SimNic dst = host(to);
        hosts.inject(faults -> {
            src.setLoad(load);
            Flow f = src.openFlow(dst, RDMA, 49152 + src.flows().size(), 100 + to, 0);
            f.post(1L << 40, 0, sw.sim().now());
        });
    }

    @Override
    public void close() {
        hosts.close();
        sw.close();
    }
}
