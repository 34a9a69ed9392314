package io.nosagent.watchdog.gnmi;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.feature.gnmi.DataNode.Container;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.sai.stats.PoolCounters;
import io.nosagent.sai.stats.StatsCollector;
import io.nosagent.watchdog.correlate.Case;
import io.nosagent.watchdog.correlate.Correlator;

import java.util.List;
import java.util.Set;

import static io.nosagent.feature.gnmi.LeafKind.ENUMERATION;
import static io.nosagent.feature.gnmi.LeafKind.IDENTITYREF;
import static io.nosagent.feature.gnmi.LeafKind.STRING;
import static io.nosagent.feature.gnmi.LeafKind.UINT32;
import static io.nosagent.feature.gnmi.LeafKind.UINT64;
import static io.nosagent.feature.gnmi.LeafKind.UINT8;
import static io.nosagent.feature.gnmi.Yang.container;
import static io.nosagent.feature.gnmi.Yang.leaf;
import static io.nosagent.feature.gnmi.Yang.leafList;
import static io.nosagent.feature.gnmi.Yang.list;
import static io.nosagent.feature.gnmi.Yang.readOnly;
import static io.nosagent.feature.gnmi.Yang.state;

/**
 * {@code nosagent-monitors} (config false): the correlator's cases (open, and the recent closed ones) with
 * their root cause, resource, severity, times and ports; and the watched buffer pools' fill.
 */
public final class MonitorsHandler implements PathHandler {

    static final String TOP = "nosagent-monitors:monitors";

    private static final List<Container> SCHEMA = List.of(readOnly(TOP,
            container("cases", list("case", List.of("id"), leaf("id", STRING),
                    state(leaf("id", STRING), leaf("kind", ENUMERATION), leaf("root-cause", STRING), leaf("resource", STRING),
                            leaf("severity", IDENTITYREF), leaf("opened", UINT64), leaf("closed", UINT64),
                            leaf("open", io.nosagent.feature.gnmi.LeafKind.BOOLEAN), leafList("ports", STRING),
                            leaf("events", UINT32)))),
            container("buffer-pools", list("buffer-pool", List.of("id"), leaf("id", UINT64),
                    state(leaf("id", UINT64), leaf("size", UINT64), leaf("occupancy", UINT64), leaf("watermark", UINT64),
                            leaf("utilisation", UINT8))))));

    private final Correlator correlator;
    private final StatsCollector stats;

    public MonitorsHandler(Correlator correlator, StatsCollector stats) {
        this.correlator = correlator;
        this.stats = stats;
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Published<?>> sources() {
        return Set.of(correlator.changes(), stats.snapshots());
    }

    @Override
    public void write(DataWriter out) {
        List<Case> cases = correlator.cases();
        var pools = stats.snapshot().pools().values();
        if (cases.isEmpty() && pools.isEmpty()) {
            return;
        }
        ObjectNode top = out.container(out.root(), TOP);
        if (!cases.isEmpty()) {
            ObjectNode list = out.container(top, "cases");
            for (Case c : cases) {
                ObjectNode st = out.container(out.entry(list, "case", "id", c.id()), "state")
                        .put("id", c.id()).put("kind", c.kind().yangName()).put("root-cause", c.rootCause())
                        .put("resource", c.resource()).put("severity", c.severity().identity())
                        .put("open", c.isOpen()).put("events", c.events().size());
                st.set("opened", DataWriter.uint64(DataWriter.nanos(c.opened())));
                c.closed().ifPresent(t -> st.set("closed", DataWriter.uint64(DataWriter.nanos(t))));
                ArrayNode ports = st.putArray("ports");
                c.ports().stream().sorted().forEach(ports::add);
            }
        }
        if (!pools.isEmpty()) {
            ObjectNode list = out.container(top, "buffer-pools");
            for (PoolCounters p : pools) {
                var id = DataWriter.uint64(p.poolId());
                ObjectNode st = out.container(out.entry(list, "buffer-pool", "id", id), "state");
                st.set("id", id);
                st.set("size", DataWriter.uint64(p.sizeBytes()));
                st.set("occupancy", DataWriter.uint64(p.occupancyBytes()));
                st.set("watermark", DataWriter.uint64(p.watermarkBytes()));
                st.put("utilisation", (int) Math.min(100, Math.round(p.utilisation() * 100)));
            }
            out.timestamp(stats.snapshot().collectedAtNanos());
        }
    }
}
