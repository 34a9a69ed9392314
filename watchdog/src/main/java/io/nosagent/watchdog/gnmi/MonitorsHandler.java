package io.nosagent.watchdog.gnmi;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.MonitorsYang;
import io.nosagent.config.yang.MonitorsYang.BufferPools.BufferPool;
import io.nosagent.config.yang.MonitorsYang.Cases;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.sai.stats.PoolCounters;
import io.nosagent.sai.stats.StatsCollector;
import io.nosagent.watchdog.correlate.Case;
import io.nosagent.watchdog.correlate.Correlator;

import java.util.List;
import java.util.Set;

/**
 * {@code nosagent-monitors} (config false): the correlator's cases (open, and the recent closed ones) with
 * their root cause, resource, severity, times and ports; and the watched buffer pools' fill.
 */
public final class MonitorsHandler implements PathHandler {

    private static final List<Container> SCHEMA = List.of(MonitorsYang.node());

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
        ObjectNode top = out.container(out.root(), MonitorsYang.TOP);
        if (!cases.isEmpty()) {
            ObjectNode list = out.container(top, MonitorsYang.CASES);
            for (Case c : cases) {
                ObjectNode st = out.container(out.entry(list, Cases.CASE, Cases.Case.ID, c.id()),
                                Cases.Case.STATE)
                        .put(Cases.Case.State.ID, c.id()).put(Cases.Case.State.KIND, c.kind().yangName())
                        .put(Cases.Case.State.ROOT_CAUSE, c.rootCause()).put(Cases.Case.State.RESOURCE, c.resource())
                        .put(Cases.Case.State.SEVERITY, c.severity().identity())
                        .put(Cases.Case.State.OPEN, c.isOpen()).put(Cases.Case.State.EVENTS, c.events().size());
                st.set(Cases.Case.State.OPENED, DataWriter.uint64(DataWriter.nanos(c.opened())));
                c.closed().ifPresent(t -> st.set(Cases.Case.State.CLOSED, DataWriter.uint64(DataWriter.nanos(t))));
                ArrayNode ports = st.putArray(Cases.Case.State.PORTS);
                c.ports().stream().sorted().forEach(ports::add);
            }
        }
        if (!pools.isEmpty()) {
            ObjectNode list = out.container(top, MonitorsYang.BUFFER_POOLS);
            for (PoolCounters p : pools) {
                var id = DataWriter.uint64(p.poolId());
                ObjectNode st = out.container(out.entry(list, MonitorsYang.BufferPools.BUFFER_POOL, BufferPool.ID, id),
                        BufferPool.STATE);
                st.set(BufferPool.State.ID, id);
                st.set(BufferPool.State.SIZE, DataWriter.uint64(p.sizeBytes()));
                st.set(BufferPool.State.OCCUPANCY, DataWriter.uint64(p.occupancyBytes()));
                st.set(BufferPool.State.WATERMARK, DataWriter.uint64(p.watermarkBytes()));
                st.put(BufferPool.State.UTILISATION, (int) Math.min(100, Math.round(p.utilisation() * 100)));
            }
            out.timestamp(stats.snapshot().collectedAtNanos());
        }
    }

}
