package io.nosagent.agent.gnmi.paths;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.feature.gnmi.DataNode.Container;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.sai.stats.CounterSnapshot;
import io.nosagent.sai.stats.PortCounter;
import io.nosagent.sai.stats.PortCounters;
import io.nosagent.sai.stats.StatsCollector;

import java.util.List;
import java.util.Set;

import static io.nosagent.feature.gnmi.LeafKind.STRING;
import static io.nosagent.feature.gnmi.LeafKind.UINT64;
import static io.nosagent.feature.gnmi.LeafKind.UINT8;
import static io.nosagent.feature.gnmi.Yang.container;
import static io.nosagent.feature.gnmi.Yang.leaf;
import static io.nosagent.feature.gnmi.Yang.leaves;
import static io.nosagent.feature.gnmi.Yang.list;
import static io.nosagent.feature.gnmi.Yang.readOnly;
import static io.nosagent.feature.gnmi.Yang.state;

/**
 * Interface counters from the stats collector's latest snapshot (never the ASIC): the OpenConfig
 * interface and Ethernet counters, where {@code in-mac-pause-frames} / {@code out-mac-pause-frames}
 * sum PFC frames over all priorities, and the per-priority PFC counters of the project's
 * {@code nosagent-interfaces} module. Stamped with the snapshot's collection time.
 */
public final class InterfaceCountersHandler implements PathHandler {

    private static final List<String> INTERFACE_COUNTERS = List.of("in-octets", "in-pkts", "in-unicast-pkts",
            "in-broadcast-pkts", "in-multicast-pkts", "in-discards", "in-errors", "in-unknown-protos", "in-fcs-errors",
            "out-octets", "out-pkts", "out-unicast-pkts", "out-broadcast-pkts", "out-multicast-pkts", "out-discards",
            "out-errors");
    private static final List<String> ETHERNET_COUNTERS = List.of("in-mac-pause-frames", "out-mac-pause-frames",
            "in-crc-errors", "in-oversize-frames", "in-undersize-frames", "in-jabber-frames", "in-fragment-frames");
    private static final List<String> PFC_COUNTERS = List.of("rx-pause-frames", "tx-pause-frames", "rx-pause-duration",
            "tx-pause-duration");

    private static final List<Container> SCHEMA = List.of(container("openconfig-interfaces:interfaces",
            list("interface", List.of("name"), leaf("name", STRING),
                    state(container("counters", leaves(UINT64, INTERFACE_COUNTERS))),
                    container("openconfig-if-ethernet:ethernet",
                            state(container("counters", leaves(UINT64, ETHERNET_COUNTERS))),
                            readOnly("nosagent-interfaces:pfc", container("priorities",
                                    list("priority", List.of("index"), leaf("index", UINT8),
                                            state(leaf("index", UINT8),
                                                    container("counters", leaves(UINT64, PFC_COUNTERS))))))))));

    private final StatsCollector stats;

    public InterfaceCountersHandler(StatsCollector stats) {
        this.stats = stats;
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Published<?>> sources() {
        return Set.of(stats.snapshots());
    }

    @Override
    public void write(DataWriter out) {
        CounterSnapshot snapshot = stats.snapshot();
        out.timestamp(snapshot.collectedAtNanos());
        ObjectNode interfaces = out.container(out.root(), "openconfig-interfaces:interfaces");
        for (PortCounters c : snapshot.ports().values()) {
            ObjectNode entry = out.entry(interfaces, "interface", "name", c.interfaceName());
            ObjectNode counters = out.container(out.container(entry, "state"), "counters");
            counters.set("in-octets", DataWriter.uint64(c.get(PortCounter.IN_OCTETS)));
            counters.set("in-pkts", DataWriter.uint64(c.inPackets()));
            counters.set("in-unicast-pkts", DataWriter.uint64(c.get(PortCounter.IN_UNICAST_PKTS)));
            counters.set("in-broadcast-pkts", DataWriter.uint64(c.get(PortCounter.IN_BROADCAST_PKTS)));
            counters.set("in-multicast-pkts", DataWriter.uint64(c.get(PortCounter.IN_MULTICAST_PKTS)));
            counters.set("in-discards", DataWriter.uint64(c.get(PortCounter.IN_DISCARDS)));
            counters.set("in-errors", DataWriter.uint64(c.get(PortCounter.IN_ERRORS)));
            counters.set("in-unknown-protos", DataWriter.uint64(c.get(PortCounter.IN_UNKNOWN_PROTOS)));
            counters.set("in-fcs-errors", DataWriter.uint64(c.get(PortCounter.IN_FCS_ERRORS)));
            counters.set("out-octets", DataWriter.uint64(c.get(PortCounter.OUT_OCTETS)));
            counters.set("out-pkts", DataWriter.uint64(c.outPackets()));
            counters.set("out-unicast-pkts", DataWriter.uint64(c.get(PortCounter.OUT_UNICAST_PKTS)));
            counters.set("out-broadcast-pkts", DataWriter.uint64(c.get(PortCounter.OUT_BROADCAST_PKTS)));
            counters.set("out-multicast-pkts", DataWriter.uint64(c.get(PortCounter.OUT_MULTICAST_PKTS)));
            counters.set("out-discards", DataWriter.uint64(c.get(PortCounter.OUT_DISCARDS)));
            counters.set("out-errors", DataWriter.uint64(c.get(PortCounter.OUT_ERRORS)));

            ObjectNode ethernet = out.container(entry, "openconfig-if-ethernet:ethernet");
            ObjectNode eth = out.container(out.container(ethernet, "state"), "counters");
            eth.set("in-mac-pause-frames", DataWriter.uint64(c.pauseFramesReceived()));
            eth.set("out-mac-pause-frames", DataWriter.uint64(c.pauseFramesSent()));
            eth.set("in-crc-errors", DataWriter.uint64(c.get(PortCounter.IN_FCS_ERRORS)));
            eth.set("in-oversize-frames", DataWriter.uint64(c.get(PortCounter.IN_OVERSIZE_FRAMES)));
            eth.set("in-undersize-frames", DataWriter.uint64(c.get(PortCounter.IN_UNDERSIZE_FRAMES)));
            eth.set("in-jabber-frames", DataWriter.uint64(c.get(PortCounter.IN_JABBER_FRAMES)));
            eth.set("in-fragment-frames", DataWriter.uint64(c.get(PortCounter.IN_FRAGMENT_FRAMES)));

            ObjectNode priorities = out.container(out.container(ethernet, "nosagent-interfaces:pfc"), "priorities");
            for (int p = 0; p < PortCounter.PRIORITIES; p++) {
                ObjectNode priority = out.entry(priorities, "priority", "index", IntNode.valueOf(p));
                ObjectNode state = out.container(priority, "state");
                state.put("index", p);
                ObjectNode pfc = out.container(state, "counters");
                pfc.set("rx-pause-frames", DataWriter.uint64(c.pfcRxFrames(p)));
                pfc.set("tx-pause-frames", DataWriter.uint64(c.pfcTxFrames(p)));
                pfc.set("rx-pause-duration", DataWriter.uint64(c.pfcRxPauseMicros(p)));
                pfc.set("tx-pause-duration", DataWriter.uint64(c.pfcTxPauseMicros(p)));
            }
        }
    }
}
