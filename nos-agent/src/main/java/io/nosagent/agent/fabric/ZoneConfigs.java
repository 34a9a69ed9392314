package io.nosagent.agent.fabric;

import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.StaticNeighbor;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.routing.StaticRoute;

import java.util.ArrayList;

import static io.nosagent.agent.fabric.ZonePlan.ctswDownlink;
import static io.nosagent.agent.fabric.ZonePlan.ctswLinkAddress;
import static io.nosagent.agent.fabric.ZonePlan.ctswMac;
import static io.nosagent.agent.fabric.ZonePlan.downlink;
import static io.nosagent.agent.fabric.ZonePlan.gateway;
import static io.nosagent.agent.fabric.ZonePlan.nicAddress;
import static io.nosagent.agent.fabric.ZonePlan.nicMac;
import static io.nosagent.agent.fabric.ZonePlan.rtswLinkAddress;
import static io.nosagent.agent.fabric.ZonePlan.rtswMac;
import static io.nosagent.agent.fabric.ZonePlan.rtswUplink;

/**
 * Each switch's own config, generated from the {@link ZonePlan}: addresses and static neighbors on the
 * downlinks and the links, and static routes (an RTSW reaches every other rack over all its uplinks;
 * a CTSW reaches each rack over its link to that rack's RTSW).
 */
public final class ZoneConfigs {

    private final ZonePlan plan;

    public ZoneConfigs(ZonePlan plan) {
        this.plan = plan;
    }

    public SwitchIntent rtsw(int r) {
        var intent = SwitchIntent.named(ZonePlan.rtswName(r));
        for (int d = 0; d < plan.nicsPerRack(); d++) {
            intent = intent.withInterface(InterfaceIntent.named(downlink(d))
                    .withDescription("downlink: GPU NIC " + (d + 1))
                    .withAddress(InterfaceAddress.parse(gateway(r, d) + "/24"))
                    .withNeighbor(StaticNeighbor.of(nicAddress(r, d), nicMac(r, d))));
        }
        var spines = new ArrayList<String>();
        for (int s = 0; s < plan.spines(); s++) {
            intent = intent.withInterface(InterfaceIntent.named(rtswUplink(s))
                    .withDescription("uplink: " + ZonePlan.ctswName(s))
                    .withAddress(InterfaceAddress.parse(rtswLinkAddress(r, s) + "/31"))
                    .withNeighbor(StaticNeighbor.of(ctswLinkAddress(r, s), ctswMac(s))));
            spines.add(ctswLinkAddress(r, s));
        }
        var routing = RoutingIntent.NONE;
        for (int q = 0; q < plan.racks(); q++) {
            if (q != r) {
                routing = routing.withStaticRoute(StaticRoute.of(ZonePlan.rackPrefix(q), spines.toArray(String[]::new)));
            }
        }
        return intent.withRouting(routing);
    }

    public SwitchIntent ctsw(int s) {
        var intent = SwitchIntent.named(ZonePlan.ctswName(s));
        var routing = RoutingIntent.NONE;
        for (int r = 0; r < plan.racks(); r++) {
            intent = intent.withInterface(InterfaceIntent.named(ctswDownlink(r))
                    .withDescription("downlink: " + ZonePlan.rtswName(r))
                    .withAddress(InterfaceAddress.parse(ctswLinkAddress(r, s) + "/31"))
                    .withNeighbor(StaticNeighbor.of(rtswLinkAddress(r, s), rtswMac(r))));
            routing = routing.withStaticRoute(StaticRoute.of(ZonePlan.rackPrefix(r), rtswLinkAddress(r, s)));
        }
        return intent.withRouting(routing);
    }
}
