package io.nosagent.agent.gnmi.tree;

import io.nosagent.sai.observe.Published;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.PathHandler;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.InterfacesYang;
import io.nosagent.config.yang.InterfacesYang.Interface;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.config.ConfigPath;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Handlers sharing list entries, relevance, reuse of output while sources are unchanged, leaves, data types. */
class DataTreeTest {

    /** Serves interface config for two ports. */
    static final class Config implements PathHandler {
        final AtomicInteger writes = new AtomicInteger();
        int mtu = 9100;

        @Override
        public List<Container> schema() {
            return List.of(Fragment.of(InterfacesYang.node())
                    .with(Interface.Config.node(), Interface.Config.NAME, Interface.Config.MTU)
                    .with(Interface.State.node(), Interface.State.NAME, Interface.State.MTU)
                    .build());
        }

        @Override
        public Set<Published<?>> sources() {
            return Set.of(intent);
        }

        @Override
        public void write(DataWriter out) {
            writes.incrementAndGet();
            ObjectNode interfaces = out.container(out.root(), "openconfig-interfaces:interfaces");
            for (String name : List.of("eth1", "eth2")) {
                ObjectNode e = out.entry(interfaces, "interface", "name", name);
                out.container(e, "config").put("name", name).put("mtu", mtu);
                out.container(e, "state").put("name", name).put("mtu", mtu);
            }
        }
    }

    /** Serves counters for the same ports, stamped with their own collection time. */
    static final class Counters implements PathHandler {
        @Override
        public List<Container> schema() {
            return List.of(Fragment.of(InterfacesYang.node())
                    .with(Interface.State.Counters.node(), Interface.State.Counters.IN_OCTETS).build());
        }

        @Override
        public Set<Published<?>> sources() {
            return Set.of(snapshots);
        }

        @Override
        public void write(DataWriter out) {
            out.timestamp(42);
            ObjectNode interfaces = out.container(out.root(), "openconfig-interfaces:interfaces");
            for (String name : List.of("eth1", "eth2")) {
                out.container(out.container(out.entry(interfaces, "interface", "name", name), "state"), "counters")
                        .set("in-octets", DataWriter.uint64(7));
            }
        }
    }

    static final Published<String> intent = new Published<>("intent", "v0");
    static final Published<String> snapshots = new Published<>("counter snapshots", "s0");
    final Config config = new Config();
    final Counters counters = new Counters();
    final DataTree tree = new DataTree(List.of(config, counters), () -> 1_000L);

    private static ConfigPath path(String text) {
        ConfigPath p = ConfigPath.parse(text);
        return new ConfigPath("openconfig", p.elems());
    }

    @Test
    void handlersFillTheSameListEntries() {
        var read = tree.read(path("/interfaces/interface[name=eth1]"), Selection.ALL);

        assertThat(read.matches()).hasSize(1);
        var entry = read.matches().getFirst().value();
        assertThat(entry.path("config").path("mtu").asInt()).isEqualTo(9100);
        assertThat(entry.path("state").path("counters").path("in-octets").asText()).isEqualTo("7");
    }

    @Test
    void onlyTheHandlersUnderAPathAreAsked() {
        assertThat(tree.relevant(path("/interfaces/interface/state/counters"))).containsExactly(counters);
        assertThat(tree.relevant(path("/interfaces/interface/config/mtu"))).containsExactly(config);
        assertThat(tree.relevant(path("/interfaces"))).containsExactly(config, counters);
        assertThat(tree.relevant(path("/interfaces/.../in-octets"))).containsExactly(counters);
    }

    @Test
    void aHandlersOutputIsReusedUntilOneOfItsSourcesChanges() {
        Evaluation first = tree.evaluate(config);
        assertThat(tree.evaluate(config)).isSameAs(first);

        snapshots.publish("s1"); // not a source of the config handler
        assertThat(tree.evaluate(config)).isSameAs(first);

        config.mtu = 4000;
        intent.publish("v1");
        Evaluation second = tree.evaluate(config);
        assertThat(second).isNotSameAs(first);
        assertThat(config.writes.get()).isEqualTo(2);
    }

    @Test
    void aNewEvaluationSeesTheViewsOfTheTwoBeforeItButNoOlder() {
        Evaluation first = tree.evaluate(config);
        first.view("leaves", () -> "from the first");
        intent.publish("v1");
        Evaluation second = tree.evaluate(config);

        assertThat(second.<String>previousView("leaves")).isEqualTo("from the first");
        assertThat(second.<String>previousView("another view")).isNull();

        intent.publish("v2");
        Evaluation third = tree.evaluate(config);
        assertThat(third.<String>previousView("leaves")).as("the second never computed it: the first's")
                .isEqualTo("from the first");
        third.view("leaves", () -> "from the third");

        intent.publish("v3");
        Evaluation fourth = tree.evaluate(config);
        assertThat(fourth.<String>previousView("leaves")).isEqualTo("from the third");
        intent.publish("v4");
        Evaluation fifth = tree.evaluate(config);
        assertThat(fifth.<String>previousView("leaves")).isEqualTo("from the third");
        intent.publish("v5");
        Evaluation sixth = tree.evaluate(config);
        assertThat(sixth.<String>previousView("leaves")).as("history is two steps deep").isNull();
        assertThat(second.<String>previousView("leaves")).as("the second forgot the first").isNull();
    }

    @Test
    void leavesCarryConcretePathsAndLeaveListKeysInThePathOnly() {
        var leaves = tree.leaves(tree.evaluate(counters), path("/interfaces/interface"), Selection.ALL);

        assertThat(leaves).extracting(l -> l.path().toString()).containsExactly(
                "/interfaces/interface[name=eth1]/state/counters/in-octets",
                "/interfaces/interface[name=eth2]/state/counters/in-octets");
        assertThat(tree.evaluate(counters).timestamp()).isEqualTo(42);
    }

    @Test
    void aNodeReachedSeveralWaysThroughAnyDepthIsMatchedOnce() {
        var read = tree.read(path("/interfaces/.../.../in-octets"), Selection.ALL);

        assertThat(read.matches()).extracting(m -> m.path().toString()).containsExactly(
                "/interfaces/interface[name=eth1]/state/counters/in-octets",
                "/interfaces/interface[name=eth2]/state/counters/in-octets");
    }

    @Test
    void dataTypesKeepConfigStateOrOperationalLeaves() {
        var operational = tree.read(path("/interfaces/interface[name=eth1]"), new Selection(DataType.OPERATIONAL, Set.of()));
        var entry = operational.matches().getFirst().value();

        assertThat(entry.has("config")).isFalse();
        assertThat(entry.path("state").has("mtu")).isFalse();
        assertThat(entry.path("state").path("counters").has("in-octets")).isTrue();

        var configOnly = tree.read(path("/interfaces/interface/state"), new Selection(DataType.CONFIG, Set.of()));
        assertThat(configOnly.matches()).isEmpty();
    }

    @Test
    void keyValuesReadAsTheirText() {
        assertThat(Matcher.text(com.fasterxml.jackson.databind.node.TextNode.valueOf("eth1/1/1"))).isEqualTo("eth1/1/1");
        assertThat(Matcher.text(com.fasterxml.jackson.databind.node.IntNode.valueOf(3))).isEqualTo("3");
        assertThat(Matcher.text(com.fasterxml.jackson.databind.node.LongNode.valueOf(-7L))).isEqualTo("-7");
        assertThat(Matcher.text(com.fasterxml.jackson.databind.node.BooleanNode.TRUE)).isEqualTo("true");
        assertThat(Matcher.text(com.fasterxml.jackson.databind.node.DecimalNode.valueOf(new java.math.BigDecimal("2.5"))))
                .isEqualTo("2.5");
    }

    @Test
    void twoHandlersServingOneLeafAreRefused() {
        assertThatThrownBy(() -> new DataTree(List.of(config, new Config()), () -> 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("served by both");
    }
}
