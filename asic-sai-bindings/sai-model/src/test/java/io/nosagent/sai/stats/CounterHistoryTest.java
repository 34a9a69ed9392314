package io.nosagent.sai.stats;

import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The history gives back, oldest first, exactly the polls it was given: every counter of every port, queue, group, pool and router interface. */
class CounterHistoryTest {

    private static CounterSnapshot poll(long seq, List<String> ports, List<String> rifs) {
        var portCounters = new LinkedHashMap<String, PortCounters>();
        for (String name : ports) {
            long[] values = new long[PortCounter.statsToRead().size()];
            for (int i = 0; i < values.length; i++) {
                values[i] = seq * 1000 + i;
            }
            var queues = List.of(new QueueCounters(0, seq, 2, 3, 4, 5, 6, 7, 8, QueueCounters.PauseStatus.UNKNOWN),
                    new QueueCounters(3, seq + 1, 12, 13, 14, 15, 16, 17, 18, QueueCounters.PauseStatus.PAUSED));
            var groups = List.of(new PriorityGroupCounters(3, seq, 2, 3, 4, 5, 6, 7, 8, 9));
            portCounters.put(name, new PortCounters(name, values, queues, groups));
        }
        var pools = new LinkedHashMap<Long, PoolCounters>();
        pools.put(0x1800000000001L, new PoolCounters(0x1800000000001L, 1 << 20, seq, 4096));
        var routerInterfaces = new LinkedHashMap<String, RouterInterfaceCounters>();
        for (String rif : rifs) {
            routerInterfaces.put(rif, new RouterInterfaceCounters(rif, seq, seq * 64, seq + 1, seq * 65));
        }
        return new CounterSnapshot(seq, Instant.ofEpochSecond(1_700_000_000L, seq * 100_000_000L), 1234 + seq, portCounters, pools,
                routerInterfaces);
    }

    @Test
    void givesBackEveryCounterOfTheLastPollsOldestFirst() {
        var history = new CounterHistory(3);
        var polls = List.of(poll(1, List.of("Ethernet0", "Ethernet8"), List.of("Ethernet0")),
                poll(2, List.of("Ethernet0", "Ethernet8"), List.of("Ethernet0")),
                poll(3, List.of("Ethernet0", "Ethernet8", "Ethernet16"), List.of()),
                poll(4, List.of("Ethernet8"), List.of("Ethernet8", "Ethernet0")));
        polls.forEach(history::add);

        assertThat(history.snapshots()).containsExactlyElementsOf(polls.subList(1, 4));
        assertThat(history.snapshots().get(2).ports().keySet()).containsExactly("Ethernet8");
        assertThat(history.snapshots().get(2).routerInterfaces().keySet()).containsExactly("Ethernet8", "Ethernet0");
    }

    @Test
    void aFaultSnapshotOfOnePortGetsThatPortsHistoryWithEveryOtherCounterIntact() {
        var history = new CounterHistory(3);
        var polls = List.of(poll(1, List.of("Ethernet0", "Ethernet8", "Ethernet16"), List.of("Ethernet0")),
                poll(2, List.of("Ethernet0", "Ethernet8", "Ethernet16"), List.of("Ethernet0")));
        polls.forEach(history::add);

        var ethernet8 = history.snapshots(java.util.Set.of("Ethernet8"));

        assertThat(ethernet8).hasSize(2);
        for (int i = 0; i < 2; i++) {
            CounterSnapshot whole = polls.get(i);
            assertThat(ethernet8.get(i).ports().keySet()).containsExactly("Ethernet8");
            assertThat(ethernet8.get(i).ports().get("Ethernet8")).isEqualTo(whole.ports().get("Ethernet8"));
            // what follows the ports in a poll is read past the ports left out
            assertThat(ethernet8.get(i).pools()).isEqualTo(whole.pools());
            assertThat(ethernet8.get(i).routerInterfaces()).isEqualTo(whole.routerInterfaces());
            assertThat(ethernet8.get(i).sequence()).isEqualTo(whole.sequence());
        }
        assertThat(history.snapshots(java.util.Set.of())).containsExactlyElementsOf(polls);
    }

    @Test
    void holdsOnlyWhatWasPolledBeforeItFills() {
        var history = new CounterHistory(100);
        assertThat(history.snapshots()).isEmpty();
        var zero = new CounterSnapshot(0, Instant.EPOCH, 0, Map.of("Ethernet0", PortCounters.zero("Ethernet0")));
        history.add(zero);
        assertThat(history.snapshots()).containsExactly(zero);
        assertThat(history.capacity()).isEqualTo(100);
    }

    @Test
    void refusesAHistoryOfNoPolls() {
        assertThatThrownBy(() -> new CounterHistory(0)).hasMessageContaining("at least one poll, not 0");
    }
}
