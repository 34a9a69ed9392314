package io.nosagent.agent.gnmi;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.store.Commit;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static io.nosagent.agent.gnmi.GnmiAgent.get;
import static io.nosagent.agent.gnmi.GnmiAgent.path;
import static io.nosagent.agent.gnmi.GnmiAgent.update;
import static io.nosagent.agent.gnmi.GnmiAgent.value;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * Sets into a table of 20k static routes: a Set decodes only the routes it names, and what it gives is
 * what the agent programs, persists and serves, with every rule of a Set kept (a refused Set changes
 * nothing and names the path).
 */
class LargeRouteSetTest {

    private static final String STATIC_ROUTES = "/network-instances/network-instance[name=DEFAULT]/protocols"
            + "/protocol[identifier=STATIC][name=STATIC]/static-routes";

    @TempDir
    Path state;
    GnmiAgent sw;

    @BeforeEach
    void twentyThousandRoutes() {
        sw = GnmiAgent.start(state);
        sw.admin().set(SetRequest.newBuilder().addUpdate(update(STATIC_ROUTES, routes(0, 20_000))).build());
        assertThat(routeCount()).isEqualTo(20_000);
    }

    @AfterEach
    void stop() {
        sw.close();
    }

    @Test
    void twentyThousandMoreAreAddedBesideTheRunningOnesAndPersisted() throws Exception {
        sw.admin().set(SetRequest.newBuilder().addUpdate(update(STATIC_ROUTES, routes(1, 20_000))).build());

        assertThat(routeCount()).isEqualTo(40_000);
        assertThat(nextHop("2001:db8:100:4e1f::/64", "0")).isEqualTo("2001:db8:1:8::1");
        assertThat(nextHop("2001:db8:101:4e1f::/64", "1")).isEqualTo("2001:db8:1:1::1");
        assertThat(RoutingIntent.of(persisted().intent()).staticRoutes())
                .containsKeys(Cidr.parse("2001:db8:100:4e1f::/64"), Cidr.parse("2001:db8:101:4e1f::/64")).hasSize(40_000);
    }

    @Test
    void deleteReplaceAndUpdateOfSingleRoutesAmongTwentyThousand() throws Exception {
        sw.admin().set(SetRequest.newBuilder()
                .addDelete(path(route("2001:db8:100:10::/64")))
                .addReplace(update(route("2001:db8:100:11::/64"),
                        "{\"next-hops\": {\"next-hop\": [{\"index\": \"7\", \"config\": {\"next-hop\": \"2001:db8:1:5::1\"}}]}}"))
                .addUpdate(update(route("2001:db8:100:12::/64") + "/next-hops/next-hop[index=1]/config/next-hop",
                        "\"2001:db8:1:8::1\""))
                .build());

        assertThat(routeCount()).isEqualTo(19_999);
        var routes = RoutingIntent.of(sw.agent.intent().current()).staticRoutes();
        assertThat(routes).doesNotContainKey(Cidr.parse("2001:db8:100:10::/64"));
        assertThat(routes.get(Cidr.parse("2001:db8:100:11::/64")).nextHops()).containsExactly(IpAddresses.parse("2001:db8:1:5::1"));
        assertThat(nextHop("2001:db8:100:11::/64", "7")).isEqualTo("2001:db8:1:5::1");
        assertThat(nextHop("2001:db8:100:12::/64", "1")).isEqualTo("2001:db8:1:8::1");
        assertThat(persisted().intent()).isEqualTo(sw.agent.intent().current());
    }

    @Test
    void aLargeSetWithOneBadRouteIsRefusedNamingItsPathAndChangesNothing() throws Exception {
        Commit before = persisted();
        var running = sw.agent.intent().current();
        String body = routes(1, 2_000).replace("\"2001:db8:101:7cf::/64\",\"next-hops\":{\"next-hop\":[{\"index\":\"0\","
                + "\"config\":{\"next-hop\":\"2001:db8:1:8::1\"}}",
                "\"2001:db8:101:7cf::/64\",\"next-hops\":{\"next-hop\":[{\"index\":\"0\",\"config\":{\"next-hop\":\"2001:db8:99::1\"}}");
        assertThat(body).contains("2001:db8:99::1");

        var e = catchThrowableOfType(StatusRuntimeException.class,
                () -> sw.admin().set(SetRequest.newBuilder().addUpdate(update(STATIC_ROUTES, body)).build()));

        assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.ABORTED);
        assertThat(e.getStatus().getDescription()).contains("static-routes/static[prefix=2001:db8:101:7cf::/64]/next-hops"
                + "/next-hop[index=0]/config/next-hop: next hop 2001:db8:99::1 is on no connected subnet", "(nothing was changed)");
        assertThat(sw.agent.intent().current()).isSameAs(running);
        assertThat(routeCount()).isEqualTo(20_000);
        assertThat(persisted()).isEqualTo(before);
    }

    private int routeCount() {
        return RoutingIntent.of(sw.agent.intent().current()).staticRoutes().size();
    }

    private String nextHop(String prefix, String index) {
        return value(sw.viewer().get(get(route(prefix) + "/next-hops/next-hop[index=" + index + "]/config/next-hop"))
                .getNotification(0).getUpdate(0).getVal()).asText();
    }

    /** The commit a restart would run: the config as a kill -9 now would leave it on disk. */
    private Commit persisted() {
        return sw.agent.intent().store().restartCommit().orElseThrow();
    }

    private static String route(String prefix) {
        return STATIC_ROUTES + "/static[prefix=" + prefix + "]";
    }

    /** {@code count} /64s in 2001:db8:{100 + block}::/48, each over two uplinks' peers (2001:db8:1:n::1). */
    private static String routes(int block, int count) {
        var body = new StringBuilder("{\"static\":[");
        for (int i = 0; i < count; i++) {
            String prefix = String.format("2001:db8:%x:%x::/64", 0x100 + block, i);
            body.append(i == 0 ? "" : ",").append("{\"prefix\":\"").append(prefix).append("\",\"next-hops\":{\"next-hop\":[")
                    .append(hop(0, 1 + i % 8)).append(',').append(hop(1, 1 + (i + 1) % 8)).append("]}}");
        }
        return body.append("]}").toString();
    }

    private static String hop(int index, int uplink) {
        return "{\"index\":\"" + index + "\",\"config\":{\"next-hop\":\"2001:db8:1:" + Integer.toHexString(uplink) + "::1\"}}";
    }
}
