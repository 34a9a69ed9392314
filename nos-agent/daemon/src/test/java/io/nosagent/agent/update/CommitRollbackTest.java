package io.nosagent.agent.update;

import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.store.Commit;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.vasic.VirtualAsic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.ExecutionException;

import static io.nosagent.agent.update.TestFiles.rtswWithRouterInterfaces;
import static io.nosagent.agent.update.TestFiles.startupConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A commit the ASIC refuses part of leaves everything as it was. */
class CommitRollbackTest {

    @Test
    void aTableFullOnTheSecondInterfaceUndoesTheFirst(@TempDir Path dir) throws Exception {
        Path platform = rtswWithRouterInterfaces(dir, 2);
        Path startup = startupConfig(dir, "eth1/17/1", "10.1.0.0/31");
        try (var agent = NosAgent.start(AgentOptions.virtual(platform.toString(), dir.resolve("state")).withConfig(startup))) {
            var asic = (VirtualAsic) agent.sai();
            var rifsBefore = new HashSet<>(asic.objects(ObjectType.ROUTER_INTERFACE));
            var routesBefore = new HashSet<>(asic.entries(ObjectType.ROUTE_ENTRY));
            var intentBefore = agent.intent().current();
            long versionBefore = agent.intent().version();
            String persistedBefore = agent.intent().store().restartView().orElseThrow();
            List<Commit> published = new ArrayList<>();
            agent.intent().commits().subscribe(published::add);

            var commit = agent.intent().commit(i -> i
                    .withInterface(InterfaceIntent.named("eth1/18/1").withAddress(InterfaceAddress.parse("10.1.0.2/31")))
                    .withInterface(InterfaceIntent.named("eth1/19/1").withAddress(InterfaceAddress.parse("10.1.0.4/31"))), "two more");

            assertThatThrownBy(commit::get).isInstanceOf(ExecutionException.class).cause()
                    .isInstanceOfSatisfying(CommitException.class, e -> {
                        assertThat(e.phase()).isEqualTo(CommitException.Phase.PROGRAMMING);
                        assertThat(e.getCause()).isInstanceOfSatisfying(SaiException.class,
                                sai -> assertThat(sai.status().code()).isEqualTo(SaiStatusCode.TABLE_FULL));
                    });
            assertThat(new HashSet<>(asic.objects(ObjectType.ROUTER_INTERFACE))).isEqualTo(rifsBefore);
            assertThat(new HashSet<>(asic.entries(ObjectType.ROUTE_ENTRY))).isEqualTo(routesBefore);
            assertThat(agent.intent().current()).isEqualTo(intentBefore);
            assertThat(agent.intent().version()).isEqualTo(versionBefore);
            assertThat(agent.intent().store().restartView().orElseThrow()).isEqualTo(persistedBefore);
            assertThat(published).isEmpty();
        }
    }

    @Test
    void anInvalidEditIsRefusedBeforeTouchingTheAsic(@TempDir Path dir) throws Exception {
        try (var agent = NosAgent.start(AgentOptions.virtual("rtsw", dir))) {
            var asic = (VirtualAsic) agent.sai();
            int rifs = asic.objects(ObjectType.ROUTER_INTERFACE).size();

            // the same subnet on two interfaces
            var commit = agent.intent().commit(i -> i
                    .withInterface(i.interfaceNamed("eth1/20/1").orElseThrow().withAddress(InterfaceAddress.parse("10.99.0.1/24")))
                    .withInterface(i.interfaceNamed("eth1/21/1").orElseThrow().withAddress(InterfaceAddress.parse("10.99.0.2/24"))), "overlap");

            assertThatThrownBy(commit::get).cause().isInstanceOfSatisfying(CommitException.class,
                    e -> assertThat(e.phase()).isEqualTo(CommitException.Phase.VALIDATION));
            assertThat(asic.objects(ObjectType.ROUTER_INTERFACE)).hasSize(rifs);
        }
    }

    @Test
    void aStateDirectoryThatCannotTakeTheCommitRefusesItBeforeAnySaiWrite(@TempDir Path dir) throws Exception {
        var writes = new java.util.concurrent.atomic.AtomicLong();
        var options = AgentOptions.virtual("rtsw", dir.resolve("state")).withSaiCalls(c -> {
            switch (c.operation()) {
                case CREATE, REMOVE, SET, BULK_CREATE, BULK_REMOVE -> writes.incrementAndGet();
                default -> { } // reads, counters and queries go on beside a commit
            }
        });
        try (var agent = NosAgent.start(options)) {
            Path config = dir.resolve("state/config");
            String persistedBefore = agent.intent().store().restartView().orElseThrow();
            var intentBefore = agent.intent().current();
            // The directory gone (a disk unmounted under the agent): root or not, nothing can be written there.
            Path away = dir.resolve("state/config-away");
            Files.move(config, away);
            try {
                writes.set(0);
                var commit = agent.intent().commit(i -> i.withInterface(i.interfaceNamed("eth1/1/1").orElseThrow().withMtu(4000)), "mtu");

                assertThatThrownBy(commit::get).cause().isInstanceOfSatisfying(CommitException.class, e -> {
                    assertThat(e.phase()).isEqualTo(CommitException.Phase.PERSISTENCE);
                    assertThat(e.getMessage()).contains("before anything was programmed").contains("running.json");
                });
                assertThat(writes.get()).as("SAI writes of the refused commit").isZero();
                assertThat(agent.intent().current()).isEqualTo(intentBefore);
            } finally {
                Files.move(away, config);
            }
            assertThat(agent.intent().store().restartView().orElseThrow()).isEqualTo(persistedBefore);
            // Writable again: the same change commits.
            agent.intent().commit(i -> i.withInterface(i.interfaceNamed("eth1/1/1").orElseThrow().withMtu(4000)), "mtu").get();
            assertThat(writes.get()).as("the same commit once the directory takes it").isPositive();
        }
    }
}
