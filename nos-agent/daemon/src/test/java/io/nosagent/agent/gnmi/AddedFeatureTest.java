package io.nosagent.agent.gnmi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.codec.Section;
import io.nosagent.config.codec.SectionCodec;
import io.nosagent.config.delta.Change;
import io.nosagent.config.intent.SectionKey;
import io.nosagent.config.schema.LeafType;
import io.nosagent.config.schema.SchemaNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.feature.Feature;
import io.nosagent.feature.ProgrammingStep;
import io.nosagent.routing.RoutingFeature;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import static io.nosagent.agent.gnmi.GnmiAgent.get;
import static io.nosagent.agent.gnmi.GnmiAgent.update;
import static io.nosagent.agent.gnmi.GnmiAgent.value;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * A feature added from outside the agent (this test): its own config section (key, record, codec,
 * validator) and programmer, declared through the Feature contract only. It commits, rolls back and is
 * served over gNMI with no edit to SwitchIntent, IntentDelta or the daemon.
 */
class AddedFeatureTest {

    /** The section: one greeting the switch says. */
    record Greeting(String text) {
        static final Greeting NONE = new Greeting("");
        static final SectionKey<Greeting> SECTION = SectionKey.of("greeting", NONE);
    }

    static final String MEMBER = "nosagent-test:greeting";
    static final String TEXT = "/" + MEMBER + "/config/text";

    /** {@code /nosagent-test:greeting/config/text} to and from {@link Greeting}. */
    static final class GreetingCodec implements SectionCodec<Greeting> {
        /** The section's schema, as the YANG generator writes one: config and its applied state. */
        private static final Container SCHEMA = new Container("greeting", "nosagent-test", true, List.of(
                new Container("config", "nosagent-test", true,
                        List.of(new SchemaNode.Leaf("text", "nosagent-test", true, LeafType.string(), false))),
                new Container("state", "nosagent-test", false,
                        List.of(new SchemaNode.Leaf("text", "nosagent-test", false, LeafType.string(), false)))));

        @Override
        public Container schema() {
            return SCHEMA;
        }

        @Override
        public Optional<Greeting> decode(JsonNode top, ConfigErrors errors) {
            return Optional.of(new Greeting(top.path("config").path("text").asText("")));
        }

        @Override
        public ObjectNode encode(Greeting g) {
            ObjectNode top = JsonNodeFactory.instance.objectNode();
            if (!g.text().isEmpty()) {
                top.putObject("config").put("text", g.text());
            }
            return top;
        }
    }

    /** Programs the greeting (here: remembers what it was asked); "explode" is refused as an ASIC would. */
    static final class Greeter implements Feature {
        final List<String> programmed = new CopyOnWriteArrayList<>();

        @Override
        public String name() {
            return "greeter";
        }

        @Override
        public List<Section<?>> sections() {
            return List.of(Section.of(new GreetingCodec(), (g, context, errors) -> {
                if (g.text().contains("forbidden")) {
                    errors.add(ConfigError.Kind.BAD_VALUE, ConfigPath.parse("/" + MEMBER + "/config/text"),
                            "a greeting may not say 'forbidden'");
                }
            }, Greeting.SECTION));
        }

        @Override
        public List<ProgrammingStep> programmers() {
            return List.of(ProgrammingStep.of("greeting", delta -> delta.change(Greeting.SECTION).map(Change::after)
                    .ifPresent(g -> {
                        programmed.add(g.text());
                        if (g.text().equals("explode")) {
                            throw new IllegalStateException("the greeting cannot be programmed");
                        }
                    }), RoutingFeature.PORTS));
        }
    }

    @TempDir
    Path state;
    GnmiAgent sw;
    final Greeter greeter = new Greeter();

    @BeforeEach
    void start() {
        sw = GnmiAgent.startWith(state, options -> options.withFeature(context -> greeter));
    }

    @AfterEach
    void stop() {
        sw.close();
    }

    private String served(String path) {
        return value(sw.viewer().get(get(path)).getNotification(0).getUpdate(0).getVal()).asText();
    }

    private StatusRuntimeException refused(String text) {
        return catchThrowableOfType(StatusRuntimeException.class,
                () -> sw.admin().set(SetRequest.newBuilder().addUpdate(update(TEXT, "\"" + text + "\"")).build()));
    }

    @Test
    void theNewSectionCommitsIsPersistedAndIsServedConfigAndState() throws Exception {
        sw.admin().set(SetRequest.newBuilder().addUpdate(update(TEXT, "\"hello\"")).build());

        assertThat(greeter.programmed).containsExactly("hello");
        assertThat(sw.agent.intent().current().get(Greeting.SECTION)).isEqualTo(new Greeting("hello"));
        assertThat(served(TEXT)).isEqualTo("hello");
        assertThat(served("/" + MEMBER + "/state/text")).isEqualTo("hello");
        assertThat(sw.agent.intent().store().restartView().orElseThrow()).contains("\"" + MEMBER + "\"").contains("hello");
    }

    @Test
    void aValueItsProgrammerRefusesIsRolledBackWithNothingPersisted() throws Exception {
        sw.admin().set(SetRequest.newBuilder().addUpdate(update(TEXT, "\"hello\"")).build());
        String persisted = sw.agent.intent().store().restartView().orElseThrow();

        var e = refused("explode");

        assertThat(e.getMessage()).contains("the greeting cannot be programmed");
        assertThat(greeter.programmed).as("programmed, refused, then the running greeting programmed again")
                .containsExactly("hello", "explode", "hello");
        assertThat(served(TEXT)).isEqualTo("hello");
        assertThat(sw.agent.intent().store().restartView().orElseThrow()).isEqualTo(persisted);
    }

    @Test
    void aValueItsValidatorRefusesNamesThePathAndReachesNoProgrammer() {
        var e = refused("forbidden words");

        assertThat(e.getMessage()).contains(TEXT).contains("a greeting may not say 'forbidden'");
        assertThat(greeter.programmed).isEmpty();
    }
}
