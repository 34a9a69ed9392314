package io.nosagent.lab.fabric;

import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.config.codec.ShippedQos;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.ExpectedPeer;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.config.intent.routing.QpHashing;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.sai.capability.AgentFeature;
import io.nosagent.sai.capability.AsicCapabilities;
import io.nosagent.sai.capability.Support;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static io.nosagent.lab.fabric.ZonePlan.ctswDownlink;
import static io.nosagent.lab.fabric.ZonePlan.downlink;
import static io.nosagent.lab.fabric.ZonePlan.rtswUplink;

/**
 * Each switch's own config, generated from the {@link ZonePlan}: addresses on the downlinks and the links (no
 * neighbor: the switches learn their NICs and each other by ARP and neighbor discovery), and static routes (an RTSW reaches every other rack over the uplinks to the
 * CTSWs both racks reach; a CTSW reaches each of its racks over its link to that rack's RTSW), or with
 * {@link ZoneBgp} instead eBGP between the tiers that learns the same routes; the
 * shipped lossless QoS of the switch's kind on every cabled port, over the template's cable lengths; on
 * the RTSWs E-ECMP (the RoCE destination QP in the hash) and flowlets on the uplink groups, where the
 * switch's ASIC has them ({@link #forAsic}).
 */
public final class ZoneConfigs {

    private static final Logger log = LoggerFactory.getLogger(ZoneConfigs.class);

    private final ZonePlan plan;
    private final Optional<ZoneBgp> bgp;

    /** Static routes between the tiers. */
    public ZoneConfigs(ZonePlan plan) {
        this(plan, Optional.empty());
    }

    /** BGP between the tiers when {@code bgp} is present, else static routes. */
    public ZoneConfigs(ZonePlan plan, Optional<ZoneBgp> bgp) {
        this.plan = plan;
        this.bgp = bgp;
    }

    /** E-ECMP and flowlets as the RTSWs get them: QP hashing (native or UDF, as the ASIC has it), flowlets at SAI's 256 us. */
    public static final QpHashing QP_HASHING = QpHashing.OFF.withEnabled(true);
    public static final Flowlets FLOWLETS = Flowlets.OFF.withEnabled(true);

    /**
     * {@code config} with what the switch's ASIC cannot do turned off (flowlets without SAI ARS, QP hashing
     * without native field or UDF), as an operator of that switch would write it; the rest as it is.
     */
    public static SwitchIntent forAsic(SwitchIntent config, AsicCapabilities asic) {
        RoutingIntent routing = RoutingIntent.of(config);
        if (routing.flowlets().enabled() && asic.of(AgentFeature.FLOWLETS).support() == Support.NOT_SUPPORTED) {
            log.info("{}: flowlets off: {}", config.system().hostname(), asic.of(AgentFeature.FLOWLETS).evidenceText());
            routing = routing.withFlowlets(routing.flowlets().withEnabled(false));
        }
        var qp = routing.loadBalancing().qp();
        if (qp.enabled() && asic.of(AgentFeature.QP_HASHING).support() == Support.NOT_SUPPORTED) {
            log.info("{}: QP hashing off: {}", config.system().hostname(), asic.of(AgentFeature.QP_HASHING).evidenceText());
            routing = routing.withLoadBalancing(routing.loadBalancing().withQp(qp.withEnabled(false)));
        }
        return config.with(RoutingIntent.SECTION, routing);
    }

    public SwitchIntent rtsw(int r) {
        var downlinks = new ArrayList<String>();
        var uplinks = new ArrayList<String>();
        var intent = SwitchIntent.named(ZonePlan.rtswName(r));
        for (int d = 0; d < plan.nicsPerRack(); d++) {
            downlinks.add(downlink(d));
            intent = intent.withInterface(InterfaceIntent.named(downlink(d))
                    .withDescription("downlink: GPU NIC " + (d + 1))
                    .withExpectedPeer(ExpectedPeer.of(plan.hostName(r, d), plan.hostPort(d)))
                    .withAddress(InterfaceAddress.parse(plan.gateway(r, d) + "/24")));
        }
        for (int s : plan.ctswsOf(r)) {
            uplinks.add(rtswUplink(s));
            intent = intent.withInterface(InterfaceIntent.named(rtswUplink(s))
                    .withDescription("uplink: " + ZonePlan.ctswName(s))
                    .withExpectedPeer(ExpectedPeer.of(ZonePlan.ctswName(s), ctswDownlink(r)))
                    .withAddress(InterfaceAddress.parse(plan.rtswLinkAddress(r, s) + "/31")));
        }
        var routing = RoutingIntent.NONE.withLoadBalancing(RoutingIntent.NONE.loadBalancing().withQp(QP_HASHING))
                .withFlowlets(FLOWLETS);
        for (int q = 0; q < plan.racks() && bgp.isEmpty(); q++) {
            if (q != r) {
                int rack = r;
                String[] nextHops = plan.sharedCtsws(r, q).stream().map(s -> plan.ctswLinkAddress(rack, s)).toArray(String[]::new);
                routing = routing.withStaticRoute(StaticRoute.of(plan.rackPrefix(q), nextHops));
            }
        }
        var template = plan.template();
        var qos = ShippedQos.bind(ShippedQos.definitions("rtsw"), downlinks, "downlink", template.downlinkCableMeters());
        if (bgp.isPresent()) {
            intent = intent.with(BgpIntent.SECTION, bgp.get().rtsw(plan, r));
        }
        return intent.with(RoutingIntent.SECTION, routing).with(QosIntent.SECTION, ShippedQos.bind(qos, uplinks, "uplink", template.uplinkCableMeters()));
    }

    public SwitchIntent ctsw(int s) {
        var intent = SwitchIntent.named(ZonePlan.ctswName(s));
        var routing = RoutingIntent.NONE;
        for (int r : plan.racksOf(s)) {
            intent = intent.withInterface(InterfaceIntent.named(ctswDownlink(r))
                    .withDescription("downlink: " + ZonePlan.rtswName(r))
                    .withExpectedPeer(ExpectedPeer.of(ZonePlan.rtswName(r), rtswUplink(s)))
                    .withAddress(InterfaceAddress.parse(plan.ctswLinkAddress(r, s) + "/31")));
            if (bgp.isEmpty()) {
                routing = routing.withStaticRoute(StaticRoute.of(plan.rackPrefix(r), plan.rtswLinkAddress(r, s)));
            }
        }
        if (bgp.isPresent()) {
            intent = intent.with(BgpIntent.SECTION, bgp.get().ctsw(plan, s));
        }
        // Every port, cabled or not: the CTSW's static pool is carved per ingress port over all of them.
        List<String> ports = new ArrayList<>();
        for (int p = 0; p < ZonePlan.CTSW_PORTS; p++) {
            ports.add(ctswDownlink(p));
        }
        var qos = ShippedQos.bind(ShippedQos.definitions("ctsw"), ports, "downlink", plan.template().uplinkCableMeters());
        return intent.with(RoutingIntent.SECTION, routing).with(QosIntent.SECTION, qos);
    }
}
