package io.nosagent.agent.gnmi;

import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnmi.proto.SubscriptionList;
import io.nosagent.sai.stats.PortCounter;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.trace.SaiCall;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

import static io.nosagent.agent.gnmi.GnmiAgent.get;
import static io.nosagent.agent.gnmi.GnmiAgent.value;
import static org.assertj.core.api.Assertions.assertThat;

/** Interface counters reach gNMI through the stats collector's snapshots, never by reading the ASIC per request. */
class CountersTest {

    static final String ETH1 = "/interfaces/interface[name=eth1/1/1]";

    @TempDir
    Path state;

    @Test
    void countersCountedByTheAsicShowUpInOpenConfigAndPfcLeaves() {
        try (var sw = GnmiAgent.start(state)) {
            long port = sw.agent.switchHandle().portId("eth1/1/1").orElseThrow();
            var watch = new Subscriber(sw.viewer()).send(Subscriber.list(SubscriptionList.Mode.STREAM,
                    Subscriber.onChange(ETH1 + "/state/counters/in-octets")));
            watch.untilSync();

            var asic = sw.asic().counters();
            asic.add(port, PortCounter.IN_OCTETS.stat(), 1_000_000);
            asic.add(port, PortCounter.IN_UNICAST_PKTS.stat(), 900);
            asic.add(port, PortCounter.IN_NON_UNICAST_PKTS.stat(), 100);
            asic.add(port, PortCounter.pfcRxFrames(3), 7);
            asic.add(port, PortCounter.pfcRxFrames(4), 5);
            asic.add(port, PortCounter.pfcTxFrames(3), 2);
            asic.add(port, PortCounter.pfcRxPauseMicros(3), 1500);
            watch.nextMatching(n -> value(n.getUpdate(0).getVal()).asText().equals("1000000"));

            var read = sw.viewer();
            assertThat(leaf(read, ETH1 + "/state/counters/in-pkts")).isEqualTo("1000");
            assertThat(leaf(read, ETH1 + "/ethernet/state/counters/in-mac-pause-frames")).isEqualTo("12");
            assertThat(leaf(read, ETH1 + "/ethernet/state/counters/out-mac-pause-frames")).isEqualTo("2");
            String priority3 = ETH1 + "/ethernet/pfc/priorities/priority[index=3]/state/counters";
            assertThat(leaf(read, priority3 + "/rx-pause-frames")).isEqualTo("7");
            assertThat(leaf(read, priority3 + "/tx-pause-frames")).isEqualTo("2");
            assertThat(leaf(read, priority3 + "/rx-pause-duration")).isEqualTo("1500");
        }
    }

    @Test
    void aGetOfCountersNeverReadsTheAsic() {
        var statsReads = new AtomicLong();
        GnmiAgent.addUsers(state);
        var options = AgentOptions.virtual("rtsw", state)
                .withSaiCalls((SaiCall c) -> {
                    if (c.operation() == SaiOperation.GET_STATS) {
                        statsReads.incrementAndGet();
                    }
                })
                .withStatsInterval(Duration.ofHours(1)) // one poll at start, then none during the test
                .withGnmi(GnmiOptions.defaults().withAddress(new InetSocketAddress("127.0.0.1", 0)).withInsecure(true));
        try (var agent = NosAgent.start(options);
             var client = GnmiClient.connect(GnmiClient.Options.insecure("127.0.0.1:" + agent.gnmi().orElseThrow().port(),
                     GnmiAgent.VIEWER, GnmiAgent.VIEWER_PASSWORD))) {
            client.get(get("/interfaces/interface/state/counters")); // the first poll has surely run by now
            long afterFirstGet = statsReads.get();

            for (int i = 0; i < 20; i++) {
                client.get(get("/interfaces/interface/state/counters", ETH1 + "/ethernet/pfc"));
            }

            assertThat(afterFirstGet).isPositive();
            assertThat(statsReads.get()).isEqualTo(afterFirstGet);
        }
    }

    private static String leaf(GnmiClient client, String path) {
        return value(client.get(get(path)).getNotification(0).getUpdate(0).getVal()).asText();
    }
}
