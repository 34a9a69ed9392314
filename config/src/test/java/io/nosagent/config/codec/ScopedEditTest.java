package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.config.ConfigException;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.Rtsw;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.config.validate.ValidationContext;
import io.nosagent.net.Cidr;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import java.util.List;

import static io.nosagent.config.codec.EditScope.Kind.DELETE;
import static io.nosagent.config.codec.EditScope.Kind.REPLACE;
import static io.nosagent.config.codec.EditScope.Kind.UPDATE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * An edit of a 20k-route table decoded through its {@link EditScope} (only the routes it names are
 * built, edited and decoded, then merged into the running intent) gives exactly what decoding the whole
 * edited document gives: the same intent, or the same errors at the same paths.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ScopedEditTest {

    private static final String STATIC_ROUTES = "/network-instances/network-instance[name=DEFAULT]/protocols"
            + "/protocol[identifier=STATIC][name=STATIC]/static-routes";

    private final IntentCodec codec = new IntentCodec();
    private final ValidationContext context = Rtsw.context();
    /** The RTSW example with 20,000 IPv6 routes over its uplinks' peers. */
    private SwitchIntent table;

    @BeforeAll
    void twentyThousandRoutes() {
        var tree = codec.tree(Rtsw.exampleIntent()).update(ConfigPath.parse(STATIC_ROUTES), routes(0, 20_000));
        table = codec.decode(tree, "table", context);
        assertThat(routes(table)).hasSize(20_000);
    }

    @Test
    void twentyThousandRoutesIntoTwentyThousandDecodeAsTheWholeDocumentDoes() {
        var edit = List.of(new EditScope.Target(UPDATE, ConfigPath.parse(STATIC_ROUTES), routes(1, 20_000)));

        SwitchIntent scoped = scoped(table, edit);

        assertThat(scoped).isEqualTo(whole(table, edit));
        assertThat(routes(scoped)).hasSize(40_000);
        Cidr kept = Cidr.parse("2001:db8:100:7::/64");
        assertThat(routes(scoped).get(kept)).as("a route the edit did not name is the running one, not a copy")
                .isSameAs(routes(table).get(kept));
        assertThat(EditScope.of(codec.schema(), edit).routes().orElseThrow()).hasSize(20_000);
    }

    @Test
    void deletingOneRouteAmongTwentyThousand() {
        var edit = List.of(new EditScope.Target(DELETE, route("2001:db8:100:2a::/64"), null));

        SwitchIntent scoped = scoped(table, edit);

        assertThat(scoped).isEqualTo(whole(table, edit));
        assertThat(routes(scoped)).hasSize(19_999).doesNotContainKey(Cidr.parse("2001:db8:100:2a::/64"));
    }

    @Test
    void deletingTwentyThousandRoutesOnePathEachRemovesExactlyThemAndKeepsTheRestInOrder() {
        var tree = codec.tree(table).update(ConfigPath.parse(STATIC_ROUTES), routes(1, 20_000));
        var edits = tree.edits();
        // Every other route of the 40k, last first, then one the table never had and one deleted already.
        var deleted = new java.util.ArrayList<String>();
        for (int i = 19_999; i >= 0; i--) {
            String prefix = String.format("2001:db8:%x:%x::/64", 0x100 + i % 2, i);
            assertThat(edits.delete(route(prefix))).as(prefix).isTrue();
            deleted.add(prefix);
        }
        assertThat(edits.delete(route("2001:db8:1ff::/64"))).as("never there").isFalse();
        assertThat(edits.delete(route(deleted.getFirst()))).as("deleted already").isFalse();
        var left = edits.tree().read(ConfigPath.parse(STATIC_ROUTES + "/static[prefix=*]/prefix"));

        var expected = new java.util.ArrayList<String>();
        for (int block = 0; block < 2; block++) {
            for (int i = 0; i < 20_000; i++) {
                if (i % 2 != block) {
                    expected.add(Cidr.parse(String.format("2001:db8:%x:%x::/64", 0x100 + block, i)).toString());
                }
            }
        }
        assertThat(left).extracting(m -> m.value().asText()).containsExactlyElementsOf(expected);
        assertThat(routes(whole(table, deleted.stream().map(p -> new EditScope.Target(DELETE, route(p), null)).toList())))
                .as("the same deletes decoded: the table without them").hasSize(10_000);
    }

    @Test
    void replacingOneRouteAndUpdatingAnotherNextHop() {
        var edit = List.of(
                new EditScope.Target(REPLACE, route("2001:db8:100:3::/64"), JsonText.parse(
                        "{\"next-hops\": {\"next-hop\": [{\"index\": \"9\", \"config\": {\"next-hop\": \"2001:db8:1:5::1\"}}]}}", "v")),
                new EditScope.Target(UPDATE, ConfigPath.parse(route("2001:db8:100:4::/64") + "/next-hops/next-hop[index=1]/config/next-hop"),
                        JsonText.parse("\"2001:db8:1:8::1\"", "v")));

        SwitchIntent scoped = scoped(table, edit);

        assertThat(scoped).isEqualTo(whole(table, edit));
        assertThat(routes(scoped).get(Cidr.parse("2001:db8:100:3::/64")).nextHops()).hasSize(1);
        assertThat(routes(scoped).get(Cidr.parse("2001:db8:100:4::/64")).nextHops()).extracting(Object::toString)
                .anyMatch(a -> a.contains("2001:db8:1:8:0:0:0:1"));
    }

    @Test
    void aRouteOverANextHopOnNoSubnetIsRefusedAtItsPathAsOnTheWholeDocument() {
        String body = "{\"static\": [" + entry("2001:db8:200::/64", "2001:db8:1:1::1") + ","
                + entry("2001:db8:200:1::/64", "2001:db8:99::1") + "]}";
        var edit = List.of(new EditScope.Target(UPDATE, ConfigPath.parse(STATIC_ROUTES), JsonText.parse(body, "v")));

        var scoped = catchThrowableOfType(ConfigException.class, () -> scoped(table, edit));
        var whole = catchThrowableOfType(ConfigException.class, () -> whole(table, edit));

        assertThat(scoped.errors()).isEqualTo(whole.errors()).hasSize(1);
        assertThat(scoped.errors().getFirst().toString()).contains("static[prefix=2001:db8:200:1::/64]")
                .contains("2001:db8:99::1 is on no connected subnet");
        assertThat(routes(table)).as("the running intent is untouched").hasSize(20_000);
    }

    @Test
    void anInterfaceEditThatStrandsUntouchedRoutesIsRefusedAsOnTheWholeDocument() {
        // Uplink eth1/17/1 carries 2001:db8:1:1::/127: without it, every route over 2001:db8:1:1::1 has no way out.
        var edit = List.of(new EditScope.Target(DELETE,
                ConfigPath.parse("/interfaces/interface[name=eth1/17/1]/subinterfaces/subinterface[index=0]/ipv6"), null));

        var scoped = catchThrowableOfType(ConfigException.class, () -> scoped(table, edit));
        var whole = catchThrowableOfType(ConfigException.class, () -> whole(table, edit));

        assertThat(EditScope.of(codec.schema(), edit).reaches("openconfig-network-instance:network-instances")).isFalse();
        assertThat(scoped.errors()).isEqualTo(whole.errors()).isNotEmpty();
    }

    @Test
    void aOneLeafEditElsewhereNeitherBuildsNorCopiesTheTable() {
        var edit = List.of(new EditScope.Target(UPDATE, ConfigPath.parse("/interfaces/interface[name=eth1/1/1]/config/description"),
                JsonText.parse("\"to gpu1\"", "v")));

        SwitchIntent scoped = scoped(table, edit);

        assertThat(scoped).isEqualTo(whole(table, edit));
        assertThat(RoutingIntent.of(scoped)).isSameAs(RoutingIntent.of(table));
        assertThat(codec.tree(table, EditScope.of(codec.schema(), edit)).json().has("openconfig-network-instance:network-instances")).isFalse();
    }

    @Test
    void anEditAtTheRootOrAWildcardTakesTheWholeDocument() {
        assertThat(EditScope.of(codec.schema(), List.of(new EditScope.Target(UPDATE, ConfigPath.ROOT,
                JsonText.parse("{}", "v")))).isWhole()).isTrue();
        var wildcard = EditScope.of(codec.schema(), List.of(new EditScope.Target(DELETE,
                ConfigPath.parse(STATIC_ROUTES + "/static[prefix=*]"), null)));
        assertThat(wildcard.isWhole()).isFalse();
        assertThat(wildcard.routes()).as("every route: the whole instance").isEmpty();
    }

    @Test
    void validatingAgainstThePreviousCommitChecksWhatChangedAndWhatItTouches() {
        var grown = whole(table, List.of(new EditScope.Target(UPDATE, ConfigPath.parse(STATIC_ROUTES), routes(2, 100))));
        assertThat(codec.validated(table, grown, "commit", context).intent()).isSameAs(grown);

        // An interface change the routes depend on is caught through the checks across sections.
        var stranded = table.withInterface(table.interfaces().get("eth1/17/1").withAddresses(List.of()));
        var incremental = catchThrowableOfType(ConfigException.class, () -> codec.validated(table, stranded, "commit", context));
        var full = catchThrowableOfType(ConfigException.class, () -> codec.validated(stranded, "commit", context));
        assertThat(incremental.errors()).isEqualTo(full.errors()).isNotEmpty();

        // A new route that is wrong on its own is caught though the table around it passed before.
        var bad = table.with(RoutingIntent.SECTION, RoutingIntent.of(table)
                .withStaticRoute(StaticRoute.of("2001:db8:300::1/64", "2001:db8:1:1::1")));
        var refused = catchThrowableOfType(ConfigException.class, () -> codec.validated(table, bad, "commit", context));
        assertThat(refused.errors()).singleElement().asString().contains("2001:db8:300::1/64");
    }

    @Test
    void twentyThousandRoutesDecodedBeforeAOneLineCommitMoveOntoItAsIfDecodedAfter() {
        var edit = List.of(new EditScope.Target(UPDATE, ConfigPath.parse(STATIC_ROUTES), routes(1, 20_000)));
        SwitchIntent decodedEarlier = scoped(table, edit);
        SwitchIntent committedMeanwhile = whole(table, List.of(new EditScope.Target(UPDATE,
                ConfigPath.parse("/interfaces/interface[name=eth1/1/1]/config/description"), JsonText.parse("\"to gpu1\"", "v"))));

        var moved = codec.rebase(table, decodedEarlier, committedMeanwhile, EditScope.of(codec.schema(), edit));

        assertThat(moved).contains(scoped(committedMeanwhile, edit));
        assertThat(moved.orElseThrow().interfaces().get("eth1/1/1").description()).contains("to gpu1");
        assertThat(routes(moved.orElseThrow())).hasSize(40_000);
    }

    @Test
    void anEditIsNotMovedOntoACommitThatChangedWhatItReaches() {
        Cidr named = Cidr.parse("2001:db8:100:4::/64");
        var edit = List.of(new EditScope.Target(UPDATE, ConfigPath.parse(route("2001:db8:100:4::/64")
                + "/next-hops/next-hop[index=1]/config/next-hop"), JsonText.parse("\"2001:db8:1:8::1\"", "v")));
        SwitchIntent decodedEarlier = scoped(table, edit);
        SwitchIntent routeChanged = whole(table, List.of(new EditScope.Target(DELETE, route("2001:db8:100:4::/64"), null)));
        var description = List.of(new EditScope.Target(UPDATE, ConfigPath.parse("/interfaces/interface[name=eth1/1/1]/config/description"),
                JsonText.parse("\"to gpu1\"", "v")));
        SwitchIntent describedEarlier = scoped(table, description);
        SwitchIntent otherDescription = whole(table, List.of(new EditScope.Target(UPDATE,
                ConfigPath.parse("/interfaces/interface[name=eth1/17/1]/config/description"), JsonText.parse("\"to ctsw1\"", "v"))));

        assertThat(routes(routeChanged)).doesNotContainKey(named);
        assertThat(codec.rebase(table, decodedEarlier, routeChanged, EditScope.of(codec.schema(), edit))).isEmpty();
        assertThat(codec.rebase(table, describedEarlier, otherDescription, EditScope.of(codec.schema(), description))).isEmpty();
    }

    @Test
    void wholeRoutesAddedOrDeletedInPlainJsonDecodeStraightIntoWhatTheDocumentGives() {
        String plain = "{\"static\": [" + entry("2001:db8:200::/64", "2001:db8:1:1::1") + ","
                // every member a route may have, key mirrors included
                + "{\"prefix\": \"10.50.0.0/16\", \"config\": {\"prefix\": \"10.50.0.0/16\", \"set-tag\": 7}, \"next-hops\": {\"next-hop\": ["
                + "{\"index\": \"10.1.1.1\", \"config\": {\"index\": \"10.1.1.1\", \"next-hop\": \"10.1.1.1\", \"metric\": 5, "
                + "\"preference\": 2, \"recurse\": false}}, {\"index\": \"b\", \"config\": {\"next-hop\": \"10.0.1.7\"}}]}},"
                + "{\"prefix\": \"2001:db8:201::/64\", \"next-hops\": {\"next-hop\": [{\"index\": \"x\", \"config\": {\"next-hop\": \"DROP\"}}]}}]}";
        var cases = List.of(
                List.of(new EditScope.Target(UPDATE, ConfigPath.parse(STATIC_ROUTES), routes(1, 20_000))),
                List.of(new EditScope.Target(UPDATE, ConfigPath.parse(STATIC_ROUTES), JsonText.parse(plain, "v"))),
                List.of(new EditScope.Target(REPLACE, route("2001:db8:300::/64"), JsonText.parse(
                        "{\"next-hops\": {\"next-hop\": [{\"index\": \"9\", \"config\": {\"next-hop\": \"2001:db8:1:5::1\"}}]}}", "v")),
                        new EditScope.Target(UPDATE, route("2001:db8:301::/64"), JsonText.parse(entry("2001:db8:301::/64", "2001:db8:1:2::1"), "v"))),
                List.of(new EditScope.Target(DELETE, route("2001:db8:100:5::/64"), null),
                        new EditScope.Target(UPDATE, route("2001:db8:100:5::/64"), JsonText.parse(entry("2001:db8:100:5::/64", "2001:db8:1:3::1"), "v")),
                        new EditScope.Target(DELETE, route("2001:db8:1ff::/64"), null)),
                body("{\"prefix\": \"2001:DB8:200:0::/64\", \"config\": {\"prefix\": \"2001:db8:200::/64\"}, " + hops("2001:db8:1:1::1") + "}"),
                deletes(20_000));
        for (var edit : cases) {
            var direct = codec.decodeRoutes(table, edit, EditScope.of(codec.schema(), edit), context);

            assertThat(direct).as("decoded straight: %s", edit.getFirst().path()).isPresent();
            assertThat(direct.get()).isEqualTo(scopedWithLastChange(table, edit));
            assertThat(direct.get().intent()).isEqualTo(whole(table, edit));
        }
    }

    @Test
    void anythingButAPlainNewRouteGoesTheDocumentsWaySoProblemsAreNamedAtTheSamePaths() {
        String good = "2001:db8:1:1::1";
        var cases = List.of(
                // valid, but not plain: a qualified member, an update merging into a route
                body("{\"openconfig-network-instance:prefix\": \"2001:db8:200::/64\", " + hops(good) + "}"),
                List.of(new EditScope.Target(UPDATE, route("2001:db8:100:6::/64"), JsonText.parse(entry("2001:db8:100:6::/64", "2001:db8:1:4::1"), "v"))),
                // problems, each for the document to name
                body(entry("2001:db8:200:1::/64", "2001:db8:99::1")),
                body(entry("2001:db8:200::1/64", good)),
                body("{\"prefix\": \"2001:db8:200::/64\", \"colour\": \"red\", " + hops(good) + "}"),
                body("{\"prefix\": \"2001:db8:200::/64\", \"next-hops\": {\"next-hop\": [{\"index\": \"1\", \"config\": {\"next-hop\": \""
                        + good + "\"}}, {\"index\": \"1\", \"config\": {\"next-hop\": \"2001:db8:1:2::1\"}}]}}"),
                body("{\"prefix\": \"2001:db8:200::/64\", \"next-hops\": {\"next-hop\": [{\"index\": \"1\", \"config\": {\"next-hop\": \""
                        + good + "\", \"metric\": \"5\"}}]}}"),
                body("{\"prefix\": \"2001:db8:200::/64\", \"next-hops\": {\"next-hop\": [{\"index\": \"1\", \"config\": {}}]}}"),
                body("{\"prefix\": \"2001:db8:200::/64\", \"config\": {\"prefix\": \"2001:db8:201::/64\"}, " + hops(good) + "}"),
                body("{\"prefix\": \"2001:db8:200::/64\"}"),
                body(entry("2001:db8:100:7::/64", good)));
        for (var edit : cases) {
            assertThat(codec.decodeRoutes(table, edit, EditScope.of(codec.schema(), edit), context)).as("%s", edit).isEmpty();

            var viaDocument = catchThrowable(() -> scoped(table, edit));
            var whole = catchThrowable(() -> whole(table, edit));
            if (whole instanceof ConfigException refused) {
                assertThat(viaDocument).isInstanceOf(ConfigException.class);
                assertThat(((ConfigException) viaDocument).errors()).as("%s", edit).isEqualTo(refused.errors());
            } else {
                assertThat(viaDocument).isNull();
                assertThat(scoped(table, edit)).isEqualTo(whole(table, edit));
            }
        }
    }

    /** An update of {@code static-routes} listing {@code entry}. */
    private static List<EditScope.Target> body(String entry) {
        return List.of(new EditScope.Target(UPDATE, ConfigPath.parse(STATIC_ROUTES), JsonText.parse("{\"static\": [" + entry + "]}", "v")));
    }

    private static String hops(String nextHop) {
        return "\"next-hops\": {\"next-hop\": [{\"index\": \"0\", \"config\": {\"next-hop\": \"" + nextHop + "\"}}]}";
    }

    /** One delete per route of the table's first {@code count}. */
    private static List<EditScope.Target> deletes(int count) {
        var out = new java.util.ArrayList<EditScope.Target>();
        for (int i = 0; i < count; i++) {
            out.add(new EditScope.Target(DELETE, route(String.format("2001:db8:100:%x::/64", i)), null));
        }
        return out;
    }

    /** {@link #scoped}, with the last target that changed the document as the edits tell it. */
    private IntentCodec.Decoded scopedWithLastChange(SwitchIntent base, List<EditScope.Target> edit) {
        EditScope scope = EditScope.of(codec.schema(), edit);
        var edits = codec.tree(base, scope).edits();
        int last = -1;
        for (int i = 0; i < edit.size(); i++) {
            var t = edit.get(i);
            boolean changed = switch (t.kind()) {
                case DELETE -> edits.delete(t.path());
                case REPLACE -> edits.replace(t.path(), t.value());
                case UPDATE -> edits.update(t.path(), t.value());
            };
            last = changed ? i : last;
        }
        return new IntentCodec.Decoded(codec.decode(base, edits.tree(), scope, "edit", context), last);
    }

    private SwitchIntent scoped(SwitchIntent base, List<EditScope.Target> edit) {
        EditScope scope = EditScope.of(codec.schema(), edit);
        assertThat(scope.isWhole()).isFalse();
        var edits = codec.tree(base, scope).edits();
        apply(edits, edit);
        return codec.decode(base, edits.tree(), scope, "edit", context);
    }

    private SwitchIntent whole(SwitchIntent base, List<EditScope.Target> edit) {
        var edits = codec.tree(base).edits();
        apply(edits, edit);
        return codec.decode(edits.tree(), "edit", context);
    }

    private static void apply(ConfigTree.Edits edits, List<EditScope.Target> edit) {
        for (var t : edit) {
            switch (t.kind()) {
                case DELETE -> edits.delete(t.path());
                case REPLACE -> edits.replace(t.path(), t.value());
                case UPDATE -> edits.update(t.path(), t.value());
            }
        }
    }

    private static java.util.NavigableMap<Cidr, StaticRoute> routes(SwitchIntent intent) {
        return RoutingIntent.of(intent).staticRoutes();
    }

    private static ConfigPath route(String prefix) {
        return ConfigPath.parse(STATIC_ROUTES + "/static[prefix=" + prefix + "]");
    }

    /** {@code count} /64s in 2001:db8:{100 + block}::/48, each over two uplinks' peers (2001:db8:1:n::1). */
    private static JsonNode routes(int block, int count) {
        var body = new StringBuilder("{\"static\": [");
        for (int i = 0; i < count; i++) {
            String prefix = String.format("2001:db8:%x:%x::/64", 0x100 + block, i);
            body.append(i == 0 ? "" : ",").append("{\"prefix\": \"").append(prefix).append("\", \"next-hops\": {\"next-hop\": [")
                    .append(hop(0, 1 + i % 8)).append(',').append(hop(1, 1 + (i + 1) % 8)).append("]}}");
        }
        return JsonText.parse(body.append("]}").toString(), "routes");
    }

    private static String hop(int index, int uplink) {
        return "{\"index\": \"" + index + "\", \"config\": {\"next-hop\": \"2001:db8:1:" + Integer.toHexString(uplink) + "::1\"}}";
    }

    private static String entry(String prefix, String nextHop) {
        return "{\"prefix\": \"" + prefix + "\", \"next-hops\": {\"next-hop\": [{\"index\": \"0\", \"config\": {\"next-hop\": \""
                + nextHop + "\"}}]}}";
    }
}
