package io.nosagent.agent.gnmi.paths;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.agent.update.IntentService;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.InterfacesYang;
import io.nosagent.config.yang.InterfacesYang.Interface;
import io.nosagent.config.yang.InterfacesYang.Interface.Rates;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.sai.observe.Published;
import io.nosagent.sai.stats.CounterSnapshot;
import io.nosagent.sai.stats.PortCounter;
import io.nosagent.sai.stats.PortCounters;
import io.nosagent.sai.stats.StatsCollector;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * openconfig-if-rates: each port's bit and packet rates in and out, averaged over its load interval
 * ({@code rates/config/load-interval}, 300 s unless set). Every counter poll is sampled as it is published,
 * not only when someone asks, so a first Get already averages over the interval.
 */
public final class InterfaceRatesHandler implements PathHandler {

    private static final List<Container> SCHEMA = List.of(Fragment.of(InterfacesYang.node())
            .with(Rates.State.node(), Rates.State.LOAD_INTERVAL, Rates.State.IN_BITS_RATE, Rates.State.OUT_BITS_RATE,
                    Rates.State.IN_PKTS_RATE, Rates.State.OUT_PKTS_RATE)
            .build());
    /** In-octets, out-octets, in-packets, out-packets: the order {@link CounterRates} holds them in. */
    private static final int COUNTERS = 4;

    private final IntentService intent;
    private final StatsCollector stats;
    private final Map<String, CounterRates> byPort = new LinkedHashMap<>(); // panel order, as polled

    public InterfaceRatesHandler(IntentService intent, StatsCollector stats) {
        this.intent = intent;
        this.stats = stats;
        stats.snapshots().subscribe(this::sample);
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Published<?>> sources() {
        return Set.of(stats.snapshots(), intent.commits());
    }

    private synchronized void sample(CounterSnapshot snapshot) {
        long at = snapshot.collectedAtNanos();
        for (PortCounters c : snapshot.ports().values()) {
            long window = loadInterval(c.interfaceName()) * 1_000_000_000L;
            byPort.computeIfAbsent(c.interfaceName(), n -> new CounterRates())
                    .add(at, window, c.get(PortCounter.IN_OCTETS), c.get(PortCounter.OUT_OCTETS), c.inPackets(), c.outPackets());
        }
    }

    private int loadInterval(String port) {
        return intent.current().interfaceNamed(port).map(InterfaceIntent::effectiveLoadInterval)
                .orElse(InterfaceIntent.DEFAULT_LOAD_INTERVAL);
    }

    @Override
    public synchronized void write(DataWriter out) {
        out.timestamp(stats.snapshot().collectedAtNanos());
        ObjectNode interfaces = out.container(out.root(), InterfacesYang.TOP);
        for (var port : byPort.entrySet()) {
            long[] perSecond = port.getValue().perSecond(COUNTERS);
            ObjectNode entry = out.entry(interfaces, InterfacesYang.INTERFACE, Interface.NAME, port.getKey());
            ObjectNode state = out.container(out.container(entry, Interface.RATES), Rates.STATE);
            state.put(Rates.State.LOAD_INTERVAL, loadInterval(port.getKey()));
            state.set(Rates.State.IN_BITS_RATE, DataWriter.uint64(perSecond[0] * Byte.SIZE));
            state.set(Rates.State.OUT_BITS_RATE, DataWriter.uint64(perSecond[1] * Byte.SIZE));
            state.set(Rates.State.IN_PKTS_RATE, DataWriter.uint64(perSecond[2]));
            state.set(Rates.State.OUT_PKTS_RATE, DataWriter.uint64(perSecond[3]));
        }
    }
}
