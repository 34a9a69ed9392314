package io.nosagent.routing.groups;

import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.feature.NeighborAddress;
import io.nosagent.feature.NeighborResolution;
import io.nosagent.routing.RoutedRack;
import io.nosagent.routing.state.MemberStatus;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiOperation;
import io.nosagent.net.Cidr;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A next hop whose neighbor is not resolved is no usable group member: a group over four CTSW uplinks of which
 * two are resolved has two members; a neighbor resolving adds its member (one create), one aging out removes it
 * (one remove), as a port does; routing says which neighbors it needs while their next hops exist.
 */
class UnresolvedNeighborsTest {

    /** The control plane as routing sees it: which neighbors are resolved, told to listeners as they change. */
    private static final class Neighbors implements NeighborResolution {
        final Set<NeighborAddress> resolved = new HashSet<>();
        final Set<NeighborAddress> needed = new HashSet<>();
        final List<Consumer<Set<NeighborAddress>>> listeners = new ArrayList<>();

        @Override
        public boolean isResolved(NeighborAddress neighbor) {
            return resolved.contains(neighbor);
        }

        @Override
        public void need(NeighborAddress neighbor) {
            needed.add(neighbor);
        }

        @Override
        public void release(NeighborAddress neighbor) {
            needed.remove(neighbor);
        }

        @Override
        public void addListener(Consumer<Set<NeighborAddress>> changed) {
            listeners.add(changed);
        }

        void set(NeighborAddress n, boolean isResolved) {
            if (isResolved ? resolved.add(n) : resolved.remove(n)) {
                listeners.forEach(l -> l.accept(Set.of(n)));
            }
        }
    }

    private final Neighbors neighbors = new Neighbors();
    private final RoutedRack rack = RoutedRack.rtsw(17, neighbors);

    @AfterEach
    void close() {
        rack.close();
    }

    private static NeighborAddress spine(int j) {
        return new NeighborAddress(RoutedRack.uplink(j), RoutedRack.ip(RoutedRack.spineIp(j)));
    }

    private List<RoutingState.Member> members() {
        return rack.state().groupOf(Cidr.parse("10.1.0.0/16")).orElseThrow().members();
    }

    private void commitFourWayRoute() {
        rack.commit(rack.withRoutes(rack.cabledIntent(1, 4),
                StaticRoute.of("10.1.0.0/16", "172.16.0.1", "172.16.1.1", "172.16.2.1", "172.16.3.1")));
    }

    @Test
    void onlyResolvedNeighborsAreMembersAndRoutingNeedsEveryNextHop() {
        neighbors.resolved.addAll(List.of(spine(0), spine(2)));

        commitFourWayRoute();

        assertThat(neighbors.needed).containsExactlyInAnyOrder(spine(0), spine(1), spine(2), spine(3));
        assertThat(members()).extracting(RoutingState.Member::status)
                .containsExactly(MemberStatus.UP, MemberStatus.UNRESOLVED, MemberStatus.UP, MemberStatus.UNRESOLVED);
        assertThat(members()).extracting(RoutingState.Member::forwarding).containsExactly(true, false, true, false);
        assertThat(rack.sw().asic().objects(ObjectType.NEXT_HOP_GROUP_MEMBER)).hasSize(2);
    }

    @Test
    void aNeighborResolvingJoinsItsGroupAndOneAgingOutLeavesIt() {
        neighbors.resolved.addAll(List.of(spine(0), spine(2)));
        commitFourWayRoute();
        rack.sw().forgetCalls();

        neighbors.set(spine(1), true);

        assertThat(rack.sw().writes()).singleElement().satisfies(c -> {
            assertThat(c.operation()).isEqualTo(SaiOperation.CREATE);
            assertThat(c.objectType()).isEqualTo(ObjectType.NEXT_HOP_GROUP_MEMBER);
        });
        assertThat(members().get(1).status()).isEqualTo(MemberStatus.UP);
        rack.sw().forgetCalls();

        neighbors.set(spine(0), false);

        assertThat(rack.sw().writes()).singleElement().satisfies(c -> assertThat(c.operation()).isEqualTo(SaiOperation.REMOVE));
        assertThat(members()).extracting(RoutingState.Member::status)
                .containsExactly(MemberStatus.UNRESOLVED, MemberStatus.UP, MemberStatus.UP, MemberStatus.UNRESOLVED);
    }

    @Test
    void aRouteGoneReleasesItsNextHopsNeighbors() {
        neighbors.resolved.addAll(List.of(spine(0), spine(1), spine(2), spine(3)));
        commitFourWayRoute();

        rack.commit(rack.withRouting(r -> r.withoutStaticRoute(Cidr.parse("10.1.0.0/16"))));

        assertThat(neighbors.needed).isEmpty();
    }
}
