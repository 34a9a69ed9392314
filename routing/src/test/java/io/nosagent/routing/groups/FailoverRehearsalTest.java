package io.nosagent.routing.groups;

import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.routing.RoutedRack;
import io.nosagent.sai.ObjectType;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fast failover rehearses the cut at start-up so the first real one runs compiled code: on an RTSW with routes
 * over two groups of uplinks, the rehearsal cuts and brings back its own members round after round, and the switch
 * sees no SAI call from it: its groups, members and routes are as the commit left them, and a real uplink failure
 * afterwards still takes its members out in one bulk call.
 */
class FailoverRehearsalTest {

    private final RoutedRack rack = RoutedRack.rtsw(43);

    @AfterEach
    void close() {
        rack.close();
    }

    @Test
    void theRehearsalCutsItsOwnMembersAndWritesNothingToTheSwitch() throws Exception {
        var intent = rack.cabledIntent(1, 4);
        for (int k = 0; k < 20; k++) {
            intent = rack.withRoutes(intent, StaticRoute.of("10.1." + k + ".0/24", "172.16.0.1", "172.16.1.1", "172.16.2.1", "172.16.3.1"),
                    StaticRoute.of("10.2." + k + ".0/24", "172.16.0.1", "172.16.1.1"));
        }
        rack.commit(intent);
        var members = rack.sw().asic().objects(ObjectType.NEXT_HOP_GROUP_MEMBER);
        var groups = rack.sw().asic().objects(ObjectType.NEXT_HOP_GROUP);
        rack.sw().forgetCalls();

        FastFailover failover = rack.startFastFailover();
        var outcome = failover.rehearsal().get(60, TimeUnit.SECONDS);

        assertThat(outcome.rounds()).isEqualTo(FailoverRehearsal.ROUNDS);
        assertThat(outcome.membersCut()).as("every round cuts one uplink's member out of each of its groups")
                .isEqualTo((long) FailoverRehearsal.ROUNDS * FailoverRehearsal.GROUPS);
        assertThat(outcome.membersRestored()).isEqualTo(outcome.membersCut());
        assertThat(rack.sw().writes()).as("no SAI write reached the switch").isEmpty();
        assertThat(rack.sw().asic().objects(ObjectType.NEXT_HOP_GROUP_MEMBER)).isEqualTo(members);
        assertThat(rack.sw().asic().objects(ObjectType.NEXT_HOP_GROUP)).isEqualTo(groups);

        rack.sw().faults().linkDown(rack.spines(4).get(0).link());
        rack.run(Duration.ofNanos(10_000));
        assertThat(rack.sw().writes()).as("the real cut: eth1/17/1's member of each of the two groups, in one bulk call")
                .hasSize(2).extracting(c -> c.bulkCall()).doesNotContain(0L).containsOnly(rack.sw().writes().getFirst().bulkCall());
    }
}
