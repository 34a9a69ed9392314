package io.nosagent.agent.gnmi.paths;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigPath;
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
import java.util.concurrent.ConcurrentHashMap;

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

    /**
     * A port's entry as last written and what it was written from. Never modified once stored: the
     * evaluations that hold it are shared by every subscription.
     */
    private record PortEntry(InterfaceIntent configured, PortStatus oper, String mac, ObjectNode entry) {

        /** Whether {@code entry} is what those inputs give (an unchanged intent is the same instance, a status an equal record). */
        boolean writtenFrom(InterfaceIntent configured, PortStatus oper, String mac) {
            return (this.configured == configured || this.configured.equals(configured)) && this.oper.equals(oper)
                    && this.mac.equals(mac);
        }
    }

    private final IntentService intent;
    private final PortStatusTracker status;
    private final SwitchHandle sw;
    private volatile ByName byName;
    /** Each port's entry as last written, by port name. */
    private final Map<String, PortEntry> entries = new ConcurrentHashMap<>();

    public InterfaceStateHandler(IntentService intent, PortStatusTracker status, SwitchHandle sw) {
        this.intent = intent;
        this.status = status;
        this.sw = sw;
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    /**
     * The port changes as told first: the change feed only queues the ON_CHANGE pass, and hearing them
     * after every other subscriber of {@link PortStatusTracker#changes()} made each link flip wait for
     * the watchdog's event correlation, LLDP and the neighbor table on the notification thread.
     */
    @Override
    public Set<Published<?>> sources() {
        return Set.of(intent.commits(), status.changesFirst());
    }

    /**
     * Writes every port's entry, each a node of its own: a port whose inputs (its intent, its status,
     * the switch MAC) are the ones its last entry was written from gets that entry again, so a port flip
     * writes one port, not all 64, and every other port's leaves stay the very nodes the last
     * evaluation had (what the subscriptions' encoders keep unchanged leaves by). Only for a writer this
     * handler has to itself (a subscription's evaluation): the entries must not be written into.
     */
    @Override
    public void write(DataWriter out) {
        Map<String, InterfaceIntent> configuredByName = configuredByName();
        String mac = sw.mac().toString();
        ArrayNode list = out.container(out.root(), InterfacesYang.TOP).putArray(InterfacesYang.INTERFACE);
        int ifindex = 0;
        for (Platform.PortSpec port : sw.platform().ports()) {
            ifindex++;
            if (sw.portId(port.name()).isEmpty()) {
                continue;
            }
            InterfaceIntent configured = configured(configuredByName, port);
            PortStatus oper = oper(port);
            PortEntry last = entries.get(port.name());
            if (last == null || !last.writtenFrom(configured, oper, mac)) {
                ObjectNode entry = JsonNodeFactory.instance.objectNode().put(Interface.NAME, port.name());
                fill(out, entry, port, ifindex, configured, oper, mac);
                last = new PortEntry(configured, oper, mac, entry);
                entries.put(port.name(), last); // racing evaluations store equal entries
            }
            list.add(last.entry());
        }
    }

    /**
     * A Get merges every handler of {@code /interfaces} into one document (counters, config fill the
     * same entries), so it gets entries of its own, written anew.
     */
    @Override
    public void write(DataWriter out, ConfigPath asked) {
        Map<String, InterfaceIntent> configuredByName = configuredByName();
        String mac = sw.mac().toString();
        ObjectNode interfaces = out.container(out.root(), InterfacesYang.TOP);
        int ifindex = 0;
        for (Platform.PortSpec port : sw.platform().ports()) {
            ifindex++;
            if (sw.portId(port.name()).isEmpty()) {
                continue;
            }
            ObjectNode entry = out.entry(interfaces, InterfacesYang.INTERFACE, Interface.NAME, port.name());
            fill(out, entry, port, ifindex, configured(configuredByName, port), oper(port), mac);
        }
    }

    private static InterfaceIntent configured(Map<String, InterfaceIntent> configuredByName, Platform.PortSpec port) {
        InterfaceIntent configured = configuredByName.get(port.name());
        return configured != null ? configured : PortDefaults.unconfigured(port.name());
    }

    private PortStatus oper(Platform.PortSpec port) {
        return status.status(port.name()).orElseGet(() -> new PortStatus(port.name(), false, Instant.EPOCH, 0));
    }

    /** One port's state leaves, into its list entry. */
    private static void fill(DataWriter out, ObjectNode entry, Platform.PortSpec port, int ifindex, InterfaceIntent configured,
                             PortStatus oper, String mac) {
        String admin = configured.enabled() ? "UP" : "DOWN";
        String operStatus = oper.up() ? "UP" : "DOWN";
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
