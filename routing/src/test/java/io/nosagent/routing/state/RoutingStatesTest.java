package io.nosagent.routing.state;

import io.nosagent.net.Cidr;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** What a publish shows of the routes recorded, however they arrived (in prefix order into an empty table or not). */
class RoutingStatesTest {

    private static RoutingState.Route route(String prefix) {
        return new RoutingState.Route(Cidr.parse(prefix), new RoutingState.Dropped(), RoutingState.Origin.STATIC);
    }

    @Test
    void routesRecordedInOrderThenOutOfOrderAndRemovedPublishAsTheTableTheyMake() {
        var states = new RoutingStates();
        var changes = new ArrayList<RoutingStateChange>();
        states.changes().subscribe(changes::add);
        for (String p : List.of("10.0.0.0/24", "10.0.1.0/24", "2001:db8::/64", "2001:db8:1::/64")) {
            states.route(Cidr.parse(p), route(p));
        }
        states.route(Cidr.parse("10.0.0.128/25"), route("10.0.0.128/25")); // out of order
        states.route(Cidr.parse("10.0.1.0/24"), null); // removed before any publish
        states.publish();

        assertThat(states.current().routes().keySet()).containsExactly(Cidr.parse("10.0.0.0/24"), Cidr.parse("10.0.0.128/25"),
                Cidr.parse("2001:db8::/64"), Cidr.parse("2001:db8:1::/64"));
        assertThat(states.current().routes().get(Cidr.parse("2001:db8::/64"))).isEqualTo(route("2001:db8::/64"));
        assertThat(changes).hasSize(1);
        assertThat(changes.getFirst().routes()).contains(Cidr.parse("10.0.0.0/24"), Cidr.parse("10.0.0.128/25"),
                Cidr.parse("2001:db8::/64"), Cidr.parse("2001:db8:1::/64"));
    }

    @Test
    void routesInOrderIntoAnEmptyTablePublishAllOfThemAndLaterChangesApplyOnTop() {
        var states = new RoutingStates();
        for (int i = 0; i < 1000; i++) {
            String p = "2001:db8:" + Integer.toHexString(i) + "::/64";
            states.route(Cidr.parse(p), route(p));
        }
        states.publish();
        assertThat(states.current().routes()).hasSize(1000);

        states.route(Cidr.parse("2001:db8:5::/64"), null);
        states.publish();
        assertThat(states.current().routes()).hasSize(999).doesNotContainKey(Cidr.parse("2001:db8:5::/64"));
        assertThat(states.current().version()).isEqualTo(2);
    }

    @Test
    void aPublishedSnapshotKeepsItsRoutesWhileLaterChangesAreRecordedAndPublished() {
        var states = new RoutingStates();
        var changes = new ArrayList<RoutingStateChange>();
        states.changes().subscribe(changes::add);
        for (String p : List.of("10.0.0.0/24", "10.0.1.0/24")) {
            states.route(Cidr.parse(p), route(p));
        }
        states.publish();
        RoutingState first = states.current();

        states.route(Cidr.parse("10.0.0.0/24"), null);
        states.route(Cidr.parse("10.0.2.0/24"), route("10.0.2.0/24"));
        states.route(Cidr.parse("10.0.9.0/24"), null); // never there: no change
        assertThat(first.routes().keySet()).as("before the next publish")
                .containsExactly(Cidr.parse("10.0.0.0/24"), Cidr.parse("10.0.1.0/24"));
        states.publish();

        assertThat(first.routes().keySet()).as("after it").containsExactly(Cidr.parse("10.0.0.0/24"), Cidr.parse("10.0.1.0/24"));
        assertThat(states.current().routes().keySet()).containsExactly(Cidr.parse("10.0.1.0/24"), Cidr.parse("10.0.2.0/24"));
        assertThat(states.current().version()).isEqualTo(2);
        assertThat(changes.get(0).routes()).as("a first table names every route it holds")
                .containsExactlyInAnyOrder(Cidr.parse("10.0.0.0/24"), Cidr.parse("10.0.1.0/24"));
        assertThat(changes.get(1).routes()).containsExactlyInAnyOrder(Cidr.parse("10.0.0.0/24"), Cidr.parse("10.0.2.0/24"));

        states.route(Cidr.parse("10.0.9.0/24"), null);
        states.publish();
        assertThat(states.current().version()).as("removing what is not there publishes nothing").isEqualTo(2);
    }
}
