package io.nosagent.agent.update;

import io.nosagent.sai.observe.Published;
import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.config.codec.IntentCodec;
import io.nosagent.sai.time.WallClock;
import io.nosagent.feature.update.UpdateLoop;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.store.ConfigStore;
import io.nosagent.config.validate.ValidationContext;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.trace.SaiCall;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;

/** A commit costs in proportion to what it changes: the delta names it, the ASIC sees only it. */
class OneLeafCommitTest {

    /** eth1/17/1 is routed; eth1/18/1 is a plain port with no addresses. */
    private static Path startup(Path dir) throws Exception {
        Path file = TestFiles.startupConfig(dir, "eth1/17/1", "10.1.0.0/31");
        String json = Files.readString(file);
        String end = "]}}";
        Files.writeString(file, json.substring(0, json.length() - end.length()) + """
                ,{"name":"eth1/18/1","config":{"name":"eth1/18/1","type":"iana-if-type:ethernetCsmacd","enabled":true}}]}}""");
        return file;
    }

    @Test
    void theProgrammersAreHandedADeltaNamingOnlyTheEditedInterface(@TempDir Path dir) throws Exception {
        var codec = new IntentCodec();
        var context = ValidationContext.forInterfaces(List.of("eth1/17/1", "eth1/18/1", "eth1/19/1"));
        List<IntentDelta> seen = new ArrayList<>();
        try (var time = new WallClock(); var loop = new UpdateLoop(time); var store = ConfigStore.open(dir, codec, context)) {
            var service = new IntentService(loop, List.of(seen::add), store, codec, context, SwitchIntent.named("rtsw"),
                    new Published<>("commits"));
            var intent = SwitchIntent.named("rtsw").withInterface(InterfaceIntent.named("eth1/17/1"))
                    .withInterface(InterfaceIntent.named("eth1/18/1")).withInterface(InterfaceIntent.named("eth1/19/1"));
            service.commit(intent, "start").get();

            service.commit(i -> i.withInterface(i.interfaceNamed("eth1/18/1").orElseThrow().withMtu(4200)), "mtu").get();

            var delta = seen.getLast();
            assertThat(delta.interfaces().keys()).containsExactly("eth1/18/1");
            assertThat(delta.interfaces().changed().get("eth1/18/1").after().mtu()).isEqualTo(4200);
            assertThat(delta.system()).isEmpty();
        }
    }

    @Test
    void oneInterfacesMtuIsOneSaiCallAndTheSameIntentAgainIsNone(@TempDir Path dir) throws Exception {
        List<SaiCall> writes = new CopyOnWriteArrayList<>();
        var options = AgentOptions.virtual("rtsw", dir.resolve("state")).withConfig(startup(dir))
                .withSaiCalls(c -> {
                    if (c.isWrite()) {
                        writes.add(c);
                    }
                });
        try (var agent = NosAgent.start(options)) {
            long port = agent.switchHandle().portId("eth1/18/1").orElseThrow();
            writes.clear();

            agent.intent().commit(i -> i.withInterface(i.interfaceNamed("eth1/18/1").orElseThrow().withMtu(4200)), "mtu").get();

            assertThat(writes).singleElement().satisfies(c -> {
                assertThat(c.operation()).isEqualTo(SaiOperation.SET);
                assertThat(c.objectType()).isEqualTo(ObjectType.PORT);
                assertThat(c.objectId()).isEqualTo(port);
                assertThat(c.attributes()).containsExactly(PortAttr.MTU.u32(4200));
            });

            writes.clear();
            agent.intent().reapply().get();
            assertThat(writes).as("re-applying the running intent through every programmer").isEmpty();
        }
    }

    @Test
    void aRoutedInterfacesMtuAlsoSetsItsRouterInterface(@TempDir Path dir) throws Exception {
        List<SaiCall> writes = new CopyOnWriteArrayList<>();
        var options = AgentOptions.virtual("rtsw", dir.resolve("state")).withConfig(startup(dir))
                .withSaiCalls(c -> {
                    if (c.isWrite()) {
                        writes.add(c);
                    }
                });
        try (var agent = NosAgent.start(options)) {
            writes.clear();

            agent.intent().commit(i -> i.withInterface(i.interfaceNamed("eth1/17/1").orElseThrow().withMtu(4200)), "mtu").get();

            assertThat(writes).extracting(SaiCall::objectType).containsExactly(ObjectType.PORT, ObjectType.ROUTER_INTERFACE);
            assertThat(writes).flatExtracting(SaiCall::attributes)
                    .containsExactly(PortAttr.MTU.u32(4200), RouterInterfaceAttr.MTU.u32(4200));
        }
    }
}
