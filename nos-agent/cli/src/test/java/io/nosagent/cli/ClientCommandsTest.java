package io.nosagent.cli;

import io.nosagent.agent.gnmi.GnmiAgent;
import io.nosagent.sai.stats.PortCounter;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The client commands against a running agent: tables for people, JSON for scripts, errors with their codes. */
class ClientCommandsTest {

    @TempDir
    static Path state;
    static GnmiAgent sw;

    @BeforeAll
    static void start() {
        sw = GnmiAgent.start(state, "rtsw", g -> g.withInsecure(false));
    }

    @AfterAll
    static void stop() {
        sw.close();
    }

    /** What a command printed and returned. */
    record Run(int exit, String out, String err) {
    }

    /** Runs {@code nos-agent ARGS} against the agent (through its local socket in the state dir, as on the switch). */
    static Run run(String user, String password, String... args) {
        return run(sw.port(), state, user, password, args);
    }

    /** Runs {@code nos-agent ARGS} against the agent on {@code port} whose state directory is {@code state}. */
    static Run run(int port, Path state, String user, String password, String... args) {
        var all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--target", "localhost:" + port, "--state-dir", state.toString(), "-u", user,
                "--password=" + password));
        var out = new StringWriter();
        var err = new StringWriter();
        int exit = new CommandLine(new CliMain()).setCaseInsensitiveEnumValuesAllowed(true)
                .setOut(new PrintWriter(out, true)).setErr(new PrintWriter(err, true))
                .execute(all.toArray(String[]::new));
        return new Run(exit, out.toString(), err.toString());
    }

    static Run admin(String... args) {
        return run(GnmiAgent.ADMIN, GnmiAgent.ADMIN_PASSWORD, args);
    }

    @Test
    void anAgentTheClientCannotReachOrDoesNotTrustIsNamedAsSuchNotAsGrpcsPipeline(@TempDir Path elsewhere) throws Exception {
        // another state directory: no local socket and not the agent's self-signed certificate
        Run untrusted = run(sw.port(), elsewhere, GnmiAgent.ADMIN, GnmiAgent.ADMIN_PASSWORD, "show", "system", "--tcp");
        assertThat(untrusted.exit()).isNotZero();
        assertThat(untrusted.err()).contains("error: UNAVAILABLE: the TLS handshake with the agent failed")
                .contains("--state-dir").contains("--ca FILE").doesNotContain("Channel Pipeline");

        int closed;
        try (var socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            closed = socket.getLocalPort();
        }
        Run refused = run(closed, state, GnmiAgent.ADMIN, GnmiAgent.ADMIN_PASSWORD, "show", "system", "--tcp");
        assertThat(refused.exit()).isNotZero();
        assertThat(refused.err()).contains("error: UNAVAILABLE: cannot connect to the agent").contains("is it running")
                .doesNotContain("Channel Pipeline");
    }

    @Test
    void aCommandRunsFromACommandLineHoldingOnlyItsOwnSubcommandAndHelpListsThemAll() {
        String[] args = {"show", "interfaces", "--target", "localhost:" + sw.port(), "--state-dir", state.toString(),
                "-u", GnmiAgent.ADMIN, "--password=" + GnmiAgent.ADMIN_PASSWORD};
        var out = new StringWriter();
        CommandLine lean = CliMain.commandLine(args);

        assertThat(lean.getSubcommands().keySet()).containsExactly("show");
        assertThat(lean.setOut(new PrintWriter(out, true)).execute(args)).isZero();
        assertThat(out.toString().lines().filter(l -> l.startsWith("eth"))).hasSize(34);
        assertThat(CliMain.commandLine(new String[]{"--help"}).getSubcommands().keySet())
                .contains("show", "get", "set", "subscribe", "snapshot", "sim");
    }

    @Test
    void showBuildsOnlyTheViewAskedForAndHelpOrAMistakeSeesEveryView() {
        assertThat(CliMain.commandLine(new String[]{"show", "ecmp", "--json"}).getSubcommands().get("show")
                .getSubcommands().keySet()).containsExactly("ecmp");
        assertThat(CliMain.commandLine(new String[]{"show", "--help"}).getSubcommands().get("show")
                .getSubcommands().keySet()).contains("interfaces", "ecmp", "alarms", "system", "bfd").hasSize(17);

        var err = new StringWriter();
        String[] typo = {"show", "interface"};
        int exit = CliMain.commandLine(typo).setErr(new PrintWriter(err, true)).execute(typo);
        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).contains("interface").contains("interfaces"); // picocli's suggestion from every view

        var usage = new StringWriter();
        String[] help = {"show", "alarms", "--help"};
        assertThat(CliMain.commandLine(help).setOut(new PrintWriter(usage, true)).execute(help)).isZero();
        assertThat(usage.toString()).startsWith("Usage: nos-agent show alarms").contains("--target", "--json");
    }

    @Test
    void showInterfacesPrintsOneRowPerPortWithItsStateAndAddresses() {
        Run r = admin("show", "interfaces");

        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out().lines().filter(l -> l.startsWith("eth"))).hasSize(34);
        assertThat(r.out().lines().filter(l -> l.startsWith("eth1/1/1 ")).findFirst().orElseThrow())
                .contains("UP", "400GB", "9100", "10.0.1.1/24", "2001:db8:0:1::1/64");
    }

    @Test
    void showCountersPrintsCountsWithThousandsSeparators() throws Exception {
        long port = sw.agent.switchHandle().portId("eth1/3/1").orElseThrow();
        sw.asic().counters().add(port, PortCounter.IN_OCTETS.stat(), 1_234_567);
        sw.asic().counters().add(port, PortCounter.pfcRxFrames(3), 42);
        // Two polls: one that started before the counting may have missed it.
        var polls = new java.util.concurrent.CountDownLatch(2);
        try (var listening = sw.agent.stats().snapshots().subscribe(s -> polls.countDown())) {
            assertThat(polls.await(10, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        }

        Run r = admin("show", "counters");

        String row = r.out().lines().filter(l -> l.startsWith("eth1/3/1 ")).findFirst().orElseThrow();
        assertThat(row).contains("1,234,567").contains(" 42 ");
    }

    @Test
    void showRoutesListsConnectedSubnetsAndTheSwitchsOwnAddresses() {
        Run r = admin("show", "routes");

        assertThat(r.out()).containsPattern("10\\.0\\.1\\.0/24\\s+\\| connected\\s+\\| eth1/1/1")
                .containsPattern("10\\.0\\.1\\.1/32\\s+\\| receive\\s+\\| CPU");
    }

    @Test
    void showSystemNamesTheSwitchAndItsRunningConfig() {
        Run r = admin("show", "system");

        assertThat(r.out()).contains("rtsw001", "Config version").containsPattern("Commit pending\\s+\\| no");
    }

    @Test
    void jsonOutputIsTheGnmiDataForScripts() throws Exception {
        Run r = admin("show", "system", "--json");

        assertThat(Rendering.JSON.readTree(r.out().substring(0, r.out().indexOf("}\n{") + 1)).toString()).contains("rtsw001");
        Run get = admin("get", "/interfaces/interface[name=eth1/1/1]/config/mtu", "--json");
        var array = Rendering.JSON.readTree(get.out());
        assertThat(array.get(0).get("path").asText()).isEqualTo("/interfaces/interface[name=eth1/1/1]/config/mtu");
        assertThat(array.get(0).get("value").asInt()).isEqualTo(9100);
    }

    @Test
    void setAppliesAndAFailedSetExplainsEachOperation() {
        Run ok = admin("set", "--update", "/interfaces/interface[name=eth1/4/1]/config/description=spare port");
        assertThat(ok.exit()).as(ok.err()).isZero();
        assertThat(admin("get", "/interfaces/interface[name=eth1/4/1]/config/description").out()).contains("= spare port");

        Run bad = admin("set", "--update", "/interfaces/interface[name=eth1/4/1]/config/mtu=70000");
        assertThat(bad.exit()).isEqualTo(1);
        assertThat(bad.err()).contains("ABORTED", "INVALID_ARGUMENT", "config/mtu");
    }

    @Test
    void aReadOnlyUserIsToldSetIsNotAllowed() {
        Run r = run(GnmiAgent.VIEWER, GnmiAgent.VIEWER_PASSWORD, "set", "--update",
                "/interfaces/interface[name=eth1/5/1]/config/mtu=9000");

        assertThat(r.exit()).isEqualTo(3);
        assertThat(r.err()).contains("PERMISSION_DENIED");
    }

    @Test
    void subscribeOncePrintsValuesThenSync() {
        Run r = admin("subscribe", "--mode", "once", "/interfaces/interface[name=eth1/1/1]/state/oper-status");

        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("/interfaces/interface[name=eth1/1/1]/state/oper-status = UP", "-- in sync --");
    }

    @Test
    void subscribeStreamStopsAfterCount() {
        Run r = admin("subscribe", "--stream-mode", "sample", "--sample-interval", "100ms", "--count", "2",
                "/interfaces/interface[name=eth1/1/1]/state/counters/in-octets");

        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out().lines().filter(l -> l.contains("in-octets = "))).hasSizeGreaterThanOrEqualTo(2);
    }

    @Test
    void healthzListsAPortsEventAndFetchesItsArtifactWithAVerifiedHash() throws Exception {
        var taken = sw.agent.snapshots().request(new io.nosagent.feature.SnapshotTrigger("pfc-storm",
                "/interfaces/interface[name=eth1/2/1]", java.util.Optional.of("case-9"), "PFC storm on eth1/2/1",
                java.util.Set.of("eth1/2/1"))).orElseThrow().get(30, java.util.concurrent.TimeUnit.SECONDS);

        Run get = admin("healthz", "get", "port-eth1/2/1");
        assertThat(get.out()).as(get.err()).contains("port-eth1/2/1: UNHEALTHY (event snapshot-" + taken.id() + ")");
        Run list = admin("healthz", "list", "port-eth1/2/1");
        assertThat(list.out()).contains("snapshot-" + taken.id()).contains("UNHEALTHY").contains(taken.file());

        Path saved = state.resolve("artifact.gz");
        Run artifact = admin("healthz", "artifact", "snapshot-" + taken.id(), "-o", saved.toString());
        assertThat(artifact.exit()).as(artifact.err()).isZero();
        assertThat(artifact.out()).contains("verified");
        assertThat(java.nio.file.Files.readAllBytes(saved))
                .isEqualTo(java.nio.file.Files.readAllBytes(sw.agent.snapshots().dir().resolve(taken.file())));

        Run unknown = admin("healthz", "artifact", "snapshot-999999", "-o", state.resolve("none").toString());
        assertThat(unknown.exit()).isNotZero();
        assertThat(unknown.err()).contains("NOT_FOUND").contains("snapshot-999999");
    }

    @Test
    void fileGetCopiesASnapshotOffTheSwitchWithAVerifiedHashAndRefusesAPathOutsideItsFolders() throws Exception {
        var taken = sw.agent.snapshots().request(new io.nosagent.feature.SnapshotTrigger("operator", "/file-get",
                java.util.Optional.empty(), "a file to copy", java.util.Set.of())).orElseThrow().get(30, java.util.concurrent.TimeUnit.SECONDS);
        Path remote = sw.agent.snapshots().dir().resolve(taken.file());
        Path saved = state.resolve("copied.gz");

        Run get = admin("file", "get", remote.toString(), "-o", saved.toString());

        assertThat(get.exit()).as(get.err()).isZero();
        assertThat(get.out()).contains("SHA-256").contains("verified");
        assertThat(java.nio.file.Files.readAllBytes(saved)).isEqualTo(java.nio.file.Files.readAllBytes(remote));
        Run outside = admin("file", "get", state.resolve("users.json").toString(), "-o", state.resolve("stolen").toString());
        assertThat(outside.exit()).isNotZero();
        assertThat(outside.err()).contains("PERMISSION_DENIED").contains("users.json");
    }
}
