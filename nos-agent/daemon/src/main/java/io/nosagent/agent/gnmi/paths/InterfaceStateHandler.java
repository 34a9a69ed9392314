package io.nosagent.agent.gnmi.paths;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.InterfacesYang;
import io.nosagent.config.yang.LacpYang;
import io.nosagent.config.yang.InterfacesYang.Interface;
import io.nosagent.config.yang.InterfacesYang.Interface.Ethernet;
import io.nosagent.config.yang.InterfacesYang.Interface.Subinterfaces.Subinterface;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.sai.ports.PortStatus;
import io.nosagent.sai.ports.PortStatusTracker;
import io.nosagent.agent.update.IntentService;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.platform.Platform;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The operational state of every front-panel port: admin status (from the intent: what the agent
 * programmed), oper status, last change and carrier transitions (from the port status tracker),
 * ifindex (panel position), Ethernet speed and MAC, the PORT component and lanes it sits on, and the
 * status, description, last change and routed address families of its routed subinterface.
 */
public final class InterfaceStateHandler implements PathHandler {

    private static final List<Container> SCHEMA = List.of(Fragment.of(InterfacesYang.node())
            .with(Interface.State.node(), Interface.State.IFINDEX, Interface.State.ADMIN_STATUS, Interface.State.OPER_STATUS,
                    Interface.State.LAST_CHANGE, Interface.State.LOGICAL, Interface.State.MANAGEMENT, Interface.State.CPU,
                    Interface.State.HARDWARE_PORT, Interface.State.TRANSCEIVER, Interface.State.PHYSICAL_CHANNEL, Interface.State.FORWARDING_VIABLE)
            .with(Interface.State.Counters.node(), Interface.State.Counters.CARRIER_TRANSITIONS)
            .with(Subinterface.State.node(), Subinterface.State.ADMIN_STATUS, Subinterface.State.OPER_STATUS,
                    Subinterface.State.DESCRIPTION, Subinterface.State.LAST_CHANGE)
            .with(Subinterface.Ipv4.State.node(), Subinterface.Ipv4.State.ENABLED)
            .with(Subinterface.Ipv6.State.node(), Subinterface.Ipv6.State.ENABLED)
            .with(Ethernet.State.node(), Ethernet.State.PORT_SPEED, Ethernet.State.NEGOTIATED_PORT_SPEED,
                    Ethernet.State.HW_MAC_ADDRESS, Ethernet.State.MAC_ADDRESS)
            .build(),
            // LAG members: LAGs are not supported (openconfig-lacp is not announced), so there are none; the
            // path is served so that a subscription naming it among others stays open instead of failing whole
            Fragment.of(LacpYang.node()).with(LacpYang.Interfaces.Interface.Members.Member.State.node()).build());

    /** An intent's interfaces by name, for as long as that (immutable) intent is the running one. */
    private record ByName(SwitchIntent intent, Map<String, InterfaceIntent> interfaces) {
    }

    private final IntentService intent;
    private final PortStatusTracker status;
    private final SwitchHandle sw;
    private volatile ByName byName;

    public InterfaceStateHandler(IntentService intent, PortStatusTracker status, SwitchHandle sw) {
        this.intent = intent;
        this.status = status;
        this.sw = sw;
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Published<?>> sources() {
        return Set.of(intent.commits(), status.changes());
    }

    @Override
    public void write(DataWriter out) {
        // By name in a hash map: one pass over the intent instead of a sorted-map lookup per port.
        // Written again on every port event, for every port: defaults and the MAC text are made only
        // when needed and once, not per port and event (they were most of this handler's garbage).
        Map<String, InterfaceIntent> configuredByName = configuredByName();
        String mac = sw.mac().toString();
        ObjectNode interfaces = out.container(out.root(), InterfacesYang.TOP);
        int ifindex = 0;
        for (Platform.PortSpec port : sw.platform().ports()) {
            ifindex++;
            if (sw.portId(port.name()).isEmpty()) {
                continue;
            }
            InterfaceIntent configured = configuredByName.get(port.name());
            if (configured == null) {
                configured = PortDefaults.unconfigured(port.name());
            }
            PortStatus oper = status.status(port.name()).orElseGet(() -> new PortStatus(port.name(), false, Instant.EPOCH, 0));
            String admin = configured.enabled() ? "UP" : "DOWN";
            String operStatus = oper.up() ? "UP" : "DOWN";

            ObjectNode entry = out.entry(interfaces, InterfacesYang.INTERFACE, Interface.NAME, port.name());
            ObjectNode state = out.container(entry, Interface.STATE);
            state.put(Interface.State.IFINDEX, ifindex);
            state.put(Interface.State.ADMIN_STATUS, admin);
            state.put(Interface.State.OPER_STATUS, operStatus);
            state.set(Interface.State.LAST_CHANGE, DataWriter.uint64(DataWriter.nanos(oper.lastChange())));
            state.put(Interface.State.LOGICAL, false);
            state.put(Interface.State.MANAGEMENT, false);
            state.put(Interface.State.CPU, false);
            state.put(Interface.State.HARDWARE_PORT, PlatformComponentsHandler.portComponent(port.name()));
            state.put(Interface.State.TRANSCEIVER, PlatformComponentsHandler.transceiverComponent(port.name()));
            ArrayNode channels = state.putArray(Interface.State.PHYSICAL_CHANNEL);
            for (int lane = 0; lane < port.lanes().size(); lane++) {
                channels.add(lane); // its transceiver's channels: one per lane of the port
            }
            state.put(Interface.State.FORWARDING_VIABLE, true);
            out.container(state, Interface.State.COUNTERS)
                    .set(Interface.State.Counters.CARRIER_TRANSITIONS, DataWriter.uint64(oper.flaps()));

            if (!configured.addresses().isEmpty()) {
                ObjectNode sub = out.entry(out.container(entry, Interface.SUBINTERFACES), Interface.Subinterfaces.SUBINTERFACE,
                        Subinterface.INDEX, IntNode.valueOf(0));
                ObjectNode subState = out.container(sub, Subinterface.STATE);
                subState.put(Subinterface.State.ADMIN_STATUS, admin);
                subState.put(Subinterface.State.OPER_STATUS, operStatus);
                // subinterface 0 is the port's routed interface: it has the port's description and goes
                // up and down with it
                configured.description().ifPresent(d -> subState.put(Subinterface.State.DESCRIPTION, d));
                subState.set(Subinterface.State.LAST_CHANGE, DataWriter.uint64(DataWriter.nanos(oper.lastChange())));
                // applied: whether the router interface routes the family (OpenConfig's default: it does)
                out.container(out.container(sub, Subinterface.IPV4), Subinterface.Ipv4.STATE)
                        .put(Subinterface.Ipv4.State.ENABLED, configured.ipv4Enabled());
                out.container(out.container(sub, Subinterface.IPV6), Subinterface.Ipv6.STATE)
                        .put(Subinterface.Ipv6.State.ENABLED, configured.ipv6Enabled());
            }

            ObjectNode ethernet = out.container(out.container(entry, Interface.ETHERNET), Ethernet.STATE);
            ethernet.put(Ethernet.State.PORT_SPEED, speedIdentity(port.speedMbps()));
            if (oper.up()) {
                ethernet.put(Ethernet.State.NEGOTIATED_PORT_SPEED, speedIdentity(port.speedMbps()));
            }
            ethernet.put(Ethernet.State.HW_MAC_ADDRESS, mac);
            // the MAC the port routes with: the configured one, else the switch's
            ethernet.put(Ethernet.State.MAC_ADDRESS, configured.mac().orElse(mac));
        }
    }

    /**
     * The running intent's interfaces in a hash map, made once per intent: one pass over the intent
     * instead of a lookup per port in its name-ordered map, and not again for every port event.
     */
    private Map<String, InterfaceIntent> configuredByName() {
        SwitchIntent now = intent.current();
        ByName b = byName;
        if (b == null || b.intent() != now) {
            b = new ByName(now, new HashMap<>(now.interfaces()));
            byName = b; // racing writers store equivalent maps
        }
        return b.interfaces();
    }

    /** The openconfig-if-ethernet identity of a port speed. */
    static String speedIdentity(long mbps) {
        return switch ((int) (mbps / 1000)) {
            case 1 -> "openconfig-if-ethernet:SPEED_1GB";
            case 10 -> "openconfig-if-ethernet:SPEED_10GB";
            case 25 -> "openconfig-if-ethernet:SPEED_25GB";
            case 40 -> "openconfig-if-ethernet:SPEED_40GB";
            case 50 -> "openconfig-if-ethernet:SPEED_50GB";
            case 100 -> "openconfig-if-ethernet:SPEED_100GB";
            case 200 -> "openconfig-if-ethernet:SPEED_200GB";
            case 400 -> "openconfig-if-ethernet:SPEED_400GB";
            case 800 -> "openconfig-if-ethernet:SPEED_800GB";
            case 1600 -> "openconfig-if-ethernet:SPEED_1600GB";
            default -> "openconfig-if-ethernet:SPEED_UNKNOWN";
        };
    }
}
