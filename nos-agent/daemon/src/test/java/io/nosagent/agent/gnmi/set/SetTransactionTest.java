package io.nosagent.agent.gnmi.set;

import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.agent.gnmi.paths.PortDefaults;
import io.nosagent.api.gnmi.proto.Path;
import io.nosagent.api.gnmi.proto.UpdateResult;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.codec.JsonText;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A Set is decoded on its caller's thread before it reaches the update thread, so another Set may commit
 * in between (a one-line Set sent while a large one decodes): what the large one then commits is what it
 * would have committed had it been decoded after the other, and the other's change stays.
 */
class SetTransactionTest {

    private static final String STATIC_ROUTES = "/network-instances/network-instance[name=DEFAULT]/protocols"
            + "/protocol[identifier=STATIC][name=STATIC]/static-routes";

    @TempDir
    java.nio.file.Path state;
    NosAgent agent;
    PortDefaults ports;

    @BeforeEach
    void twoThousandRoutes() throws Exception {
        agent = NosAgent.start(AgentOptions.virtual("rtsw", state));
        ports = new PortDefaults(new ArrayList<>(agent.switchHandle().portsByName().keySet()));
        agent.intent().commit(transaction(update(STATIC_ROUTES, routes(0, 2_000))), "table").get();
    }

    @AfterEach
    void stop() {
        agent.close();
    }

    @Test
    void routesDecodedBeforeAOneLineSetCommitsLandBesideItsChange() throws Exception {
        var large = transaction(update(STATIC_ROUTES, routes(1, 2_000)));
        large.prepare(agent.intent().current());

        agent.intent().commit(transaction(update("/interfaces/interface[name=eth1/1/1]/config/description", "\"to gpu1\"")),
                "one line").get();
        SwitchIntent oneLine = agent.intent().current();
        agent.intent().commit(large, "large").get();

        SwitchIntent running = agent.intent().current();
        assertThat(running).isEqualTo(transaction(update(STATIC_ROUTES, routes(1, 2_000))).apply(oneLine));
        assertThat(running.interfaces().get("eth1/1/1").description()).contains("to gpu1");
        assertThat(RoutingIntent.of(running).staticRoutes()).hasSize(4_000);
    }

    @Test
    void anEditOfARouteAnotherSetChangedMeanwhileIsDecodedAgainstThatChange() throws Exception {
        String route = STATIC_ROUTES + "/static[prefix=2001:db8:100:4::/64]";
        var edit = transaction(update(route + "/next-hops/next-hop[index=1]/config/next-hop", "\"2001:db8:1:8::1\""));
        edit.prepare(agent.intent().current());

        agent.intent().commit(transaction(update(route + "/next-hops/next-hop[index=0]/config/next-hop", "\"2001:db8:1:7::1\"")),
                "meanwhile").get();
        agent.intent().commit(edit, "edit").get();

        var hops = RoutingIntent.of(agent.intent().current()).staticRoutes().get(Cidr.parse("2001:db8:100:4::/64")).nextHops();
        assertThat(hops).containsExactlyInAnyOrder(IpAddresses.parse("2001:db8:1:7::1"), IpAddresses.parse("2001:db8:1:8::1"));
    }

    private SetTransaction transaction(SetOperation op) {
        return new SetTransaction(List.of(op), agent.intent().codec(), agent.intent().validationContext(), ports);
    }

    private static SetOperation update(String path, String json) {
        return new SetOperation(UpdateResult.Operation.UPDATE, Path.getDefaultInstance(), ConfigPath.parse(path), JsonText.parse(json, "v"));
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
