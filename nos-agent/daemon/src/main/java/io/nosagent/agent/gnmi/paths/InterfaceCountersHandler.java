package io.nosagent.agent.gnmi.paths;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.InterfacesYang;
import io.nosagent.config.yang.InterfacesYang.Interface;
import io.nosagent.config.yang.InterfacesYang.Interface.Ethernet;
import io.nosagent.config.yang.InterfacesYang.Interface.Ethernet.Pfc.Priorities.Priority;
import io.nosagent.config.yang.InterfacesYang.Interface.State.Counters;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.sai.stats.CounterSnapshot;
import io.nosagent.sai.stats.PortCounter;
import io.nosagent.sai.stats.PortCounters;
import io.nosagent.sai.stats.RouterInterfaceCounters;
import io.nosagent.config.yang.InterfacesYang.Interface.Subinterfaces.Subinterface;
import io.nosagent.sai.stats.StatsCollector;

import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Interface counters from the stats collector's latest snapshot (never the ASIC): the OpenConfig
 * interface and Ethernet counters, where {@code in-mac-pause-frames} / {@code out-mac-pause-frames}
 * sum PFC frames over all priorities, and the per-priority PFC counters of the project's
 * {@code nosagent-interfaces} module, and the routed subinterface's counters (its router interface's).
 * Stamped with the snapshot's collection time.
 */
public final class InterfaceCountersHandler implements PathHandler {

    private static final List<Container> SCHEMA = List.of(Fragment.of(InterfacesYang.node())
            .with(Counters.node(), Counters.IN_OCTETS, Counters.IN_PKTS, Counters.IN_UNICAST_PKTS, Counters.IN_BROADCAST_PKTS,
                    Counters.IN_MULTICAST_PKTS, Counters.IN_DISCARDS, Counters.IN_ERRORS, Counters.IN_UNKNOWN_PROTOS,
                    Counters.IN_FCS_ERRORS, Counters.OUT_OCTETS, Counters.OUT_PKTS, Counters.OUT_UNICAST_PKTS,
                    Counters.OUT_BROADCAST_PKTS, Counters.OUT_MULTICAST_PKTS, Counters.OUT_DISCARDS, Counters.OUT_ERRORS)
            .with(Ethernet.State.Counters.node())
            .with(Ethernet.Pfc.node())
            .with(Subinterface.State.Counters.node())
            .with(Subinterface.Ipv4.State.Counters.node())
            .with(Subinterface.Ipv6.State.Counters.node())
            .build());

    /** The address families a subinterface routes and has addresses in. */
    public record Families(boolean ipv4, boolean ipv6) {
        static final Families NONE = new Families(false, false);
    }

    private final StatsCollector stats;
    private final Function<String, Families> families;

    /** @param families per interface, the families its routed subinterface routes (from the running intent) */
    public InterfaceCountersHandler(StatsCollector stats, Function<String, Families> families) {
        this.stats = stats;
        this.families = families;
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Published<?>> sources() {
        return Set.of(stats.snapshots());
    }

    /**
     * The routed subinterface's counters: its router interface's. SAI counts both families together, so a
     * family's own counters are those only when it is the one family the subinterface routes; with both,
     * only the subinterface's total is known and the families' counters stay absent rather than wrong.
     */
    private static void routed(DataWriter out, ObjectNode entry, RouterInterfaceCounters rif, Families routes) {
        ObjectNode sub = out.entry(out.container(entry, Interface.SUBINTERFACES), Interface.Subinterfaces.SUBINTERFACE,
                Subinterface.INDEX, IntNode.valueOf(0));
        ObjectNode total = out.container(out.container(sub, Subinterface.STATE), Subinterface.State.COUNTERS);
        total.set(Subinterface.State.Counters.IN_PKTS, DataWriter.uint64(rif.inPackets()));
        total.set(Subinterface.State.Counters.IN_OCTETS, DataWriter.uint64(rif.inOctets()));
        total.set(Subinterface.State.Counters.OUT_PKTS, DataWriter.uint64(rif.outPackets()));
        total.set(Subinterface.State.Counters.OUT_OCTETS, DataWriter.uint64(rif.outOctets()));
        if (routes.ipv4() == routes.ipv6()) {
            return;
        }
        // ipv4 and ipv6 have the same counter members (openconfig-if-ip's one grouping)
        ObjectNode family = out.container(out.container(sub, routes.ipv4() ? Subinterface.IPV4 : Subinterface.IPV6),
                Subinterface.Ipv4.STATE);
        ObjectNode counters = out.container(family, Subinterface.Ipv4.State.COUNTERS);
        counters.set(Subinterface.Ipv4.State.Counters.IN_PKTS, DataWriter.uint64(rif.inPackets()));
        counters.set(Subinterface.Ipv4.State.Counters.IN_OCTETS, DataWriter.uint64(rif.inOctets()));
        counters.set(Subinterface.Ipv4.State.Counters.OUT_PKTS, DataWriter.uint64(rif.outPackets()));
        counters.set(Subinterface.Ipv4.State.Counters.OUT_OCTETS, DataWriter.uint64(rif.outOctets()));
    }

    @Override
    public void write(DataWriter out) {
        CounterSnapshot snapshot = stats.snapshot();
        out.timestamp(snapshot.collectedAtNanos());
        ObjectNode interfaces = out.container(out.root(), InterfacesYang.TOP);
        for (PortCounters c : snapshot.ports().values()) {
            ObjectNode entry = out.entry(interfaces, InterfacesYang.INTERFACE, Interface.NAME, c.interfaceName());
            ObjectNode counters = out.container(out.container(entry, Interface.STATE), Interface.State.COUNTERS);
            counters.set(Counters.IN_OCTETS, DataWriter.uint64(c.get(PortCounter.IN_OCTETS)));
            counters.set(Counters.IN_PKTS, DataWriter.uint64(c.inPackets()));
            counters.set(Counters.IN_UNICAST_PKTS, DataWriter.uint64(c.get(PortCounter.IN_UNICAST_PKTS)));
            counters.set(Counters.IN_BROADCAST_PKTS, DataWriter.uint64(c.get(PortCounter.IN_BROADCAST_PKTS)));
            counters.set(Counters.IN_MULTICAST_PKTS, DataWriter.uint64(c.get(PortCounter.IN_MULTICAST_PKTS)));
            counters.set(Counters.IN_DISCARDS, DataWriter.uint64(c.get(PortCounter.IN_DISCARDS)));
            counters.set(Counters.IN_ERRORS, DataWriter.uint64(c.get(PortCounter.IN_ERRORS)));
            counters.set(Counters.IN_UNKNOWN_PROTOS, DataWriter.uint64(c.get(PortCounter.IN_UNKNOWN_PROTOS)));
            counters.set(Counters.IN_FCS_ERRORS, DataWriter.uint64(c.get(PortCounter.IN_FCS_ERRORS)));
            counters.set(Counters.OUT_OCTETS, DataWriter.uint64(c.get(PortCounter.OUT_OCTETS)));
            counters.set(Counters.OUT_PKTS, DataWriter.uint64(c.outPackets()));
            counters.set(Counters.OUT_UNICAST_PKTS, DataWriter.uint64(c.get(PortCounter.OUT_UNICAST_PKTS)));
            counters.set(Counters.OUT_BROADCAST_PKTS, DataWriter.uint64(c.get(PortCounter.OUT_BROADCAST_PKTS)));
            counters.set(Counters.OUT_MULTICAST_PKTS, DataWriter.uint64(c.get(PortCounter.OUT_MULTICAST_PKTS)));
            counters.set(Counters.OUT_DISCARDS, DataWriter.uint64(c.get(PortCounter.OUT_DISCARDS)));
            counters.set(Counters.OUT_ERRORS, DataWriter.uint64(c.get(PortCounter.OUT_ERRORS)));

            ObjectNode ethernet = out.container(entry, Interface.ETHERNET);
            ObjectNode eth = out.container(out.container(ethernet, Ethernet.STATE), Ethernet.State.COUNTERS);
            eth.set(Ethernet.State.Counters.IN_MAC_PAUSE_FRAMES, DataWriter.uint64(c.pauseFramesReceived()));
            eth.set(Ethernet.State.Counters.OUT_MAC_PAUSE_FRAMES, DataWriter.uint64(c.pauseFramesSent()));
            eth.set(Ethernet.State.Counters.IN_CRC_ERRORS, DataWriter.uint64(c.get(PortCounter.IN_FCS_ERRORS)));
            eth.set(Ethernet.State.Counters.IN_OVERSIZE_FRAMES, DataWriter.uint64(c.get(PortCounter.IN_OVERSIZE_FRAMES)));
            eth.set(Ethernet.State.Counters.IN_UNDERSIZE_FRAMES, DataWriter.uint64(c.get(PortCounter.IN_UNDERSIZE_FRAMES)));
            eth.set(Ethernet.State.Counters.IN_JABBER_FRAMES, DataWriter.uint64(c.get(PortCounter.IN_JABBER_FRAMES)));
            eth.set(Ethernet.State.Counters.IN_FRAGMENT_FRAMES, DataWriter.uint64(c.get(PortCounter.IN_FRAGMENT_FRAMES)));
            eth.set(Ethernet.State.Counters.IN_BLOCK_ERRORS, DataWriter.uint64(c.get(PortCounter.IN_BLOCK_ERRORS)));
            RouterInterfaceCounters rif = snapshot.routerInterfaces().get(c.interfaceName());
            if (rif != null) {
                routed(out, entry, rif, families.apply(c.interfaceName()));
            }

            ObjectNode priorities = out.container(out.container(ethernet, Ethernet.PFC), Ethernet.Pfc.PRIORITIES);
            for (int p = 0; p < PortCounter.PRIORITIES; p++) {
                ObjectNode priority = out.entry(priorities, Ethernet.Pfc.Priorities.PRIORITY, Priority.INDEX, IntNode.valueOf(p));
                ObjectNode state = out.container(priority, Priority.STATE);
                state.put(Priority.State.INDEX, p);
                ObjectNode pfc = out.container(state, Priority.State.COUNTERS);
                pfc.set(Priority.State.Counters.RX_PAUSE_FRAMES, DataWriter.uint64(c.pfcRxFrames(p)));
                pfc.set(Priority.State.Counters.TX_PAUSE_FRAMES, DataWriter.uint64(c.pfcTxFrames(p)));
                pfc.set(Priority.State.Counters.RX_PAUSE_DURATION, DataWriter.uint64(c.pfcRxPauseMicros(p)));
                pfc.set(Priority.State.Counters.TX_PAUSE_DURATION, DataWriter.uint64(c.pfcTxPauseMicros(p)));
            }
        }
    }
}
