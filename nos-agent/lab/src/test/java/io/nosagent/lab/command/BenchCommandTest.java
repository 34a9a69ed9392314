package io.nosagent.lab.command;

import io.nosagent.lab.LabMain;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A bad benchmark option is one plain line and exit status 2, before anything is measured; {@code bench fabric}
 * prints its table alone, the agents' log lines going to a file and the table also to CSV.
 */
class BenchCommandTest {

    private record Outcome(int exit, String stderr) {
    }

    private static Outcome bench(String... args) {
        PrintStream before = System.err;
        var err = new ByteArrayOutputStream();
        try {
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int exit = new CommandLine(new LabMain()).execute(args);
            return new Outcome(exit, err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setErr(before);
        }
    }

    @Test
    void anUnknownPlatformIsNamedNotAStackTrace() {
        for (String bench : new String[]{"routes", "failover", "gnmi", "qos"}) {
            var out = bench("bench", bench, "--platform", "no-such-switch");

            assertThat(out.exit()).as(bench).isEqualTo(2);
            assertThat(out.stderr()).as(bench).startsWith("nos-agent bench: platform 'no-such-switch'")
                    .doesNotContain("Exception");
        }
    }

    @Test
    void everyCountBelowOneIsNamedAtOnce() {
        var out = bench("bench", "routes", "--routes", "0", "--members", "-1");

        assertThat(out.exit()).isEqualTo(2);
        assertThat(out.stderr().strip())
                .isEqualTo("nos-agent bench: --routes must be at least 1, not 0; --members must be at least 1, not -1");
    }

    @Test
    void failoverRefusesNoFailuresAndMoreGroupsThanTheUplinksCanMake() {
        var out = bench("bench", "failover", "--failures", "0", "--groups", "50000");

        assertThat(out.exit()).isEqualTo(2);
        assertThat(out.stderr()).contains("--failures must be at least 1, not 0");
        var tooMany = bench("bench", "failover", "--groups", "50000");
        assertThat(tooMany.exit()).isEqualTo(2);
        assertThat(tooMany.stderr()).contains("not 50000 distinct groups of 8 (at most 43758)");
    }

    @Test
    void loadBalanceRefusesNoTrialsAndAFlowCountThatIsNotWholeQueuePairSets() {
        var noTrials = bench("bench", "load-balance", "--trials", "0");
        var oddFlows = bench("bench", "load-balance", "--flows", "1001");

        assertThat(noTrials.exit()).isEqualTo(2);
        assertThat(noTrials.stderr().strip()).isEqualTo("nos-agent bench: --trials must be at least 1, not 0");
        assertThat(oddFlows.exit()).isEqualTo(2);
        assertThat(oddFlows.stderr().strip()).isEqualTo("nos-agent bench: --flows must be a positive multiple of 8, not 1001");
    }

    @Test
    void gnmiRefusesNoSubscribersBeforeStartingAnAgent() {
        var out = bench("bench", "gnmi", "--subscribers", "0", "--seconds", "0");

        assertThat(out.exit()).isEqualTo(2);
        assertThat(out.stderr()).contains("--subscribers must be at least 1, not 0", "--seconds must be at least 1, not 0");
    }

    @Test
    void gnmiRefusesNegativeAftRoutesBeforeStartingAnAgent() {
        var out = bench("bench", "gnmi", "--aft-routes", "-1");

        assertThat(out.exit()).isEqualTo(2);
        assertThat(out.stderr().strip())
                .isEqualTo("nos-agent bench: --aft-routes must be at least 0 (0 leaves the AFT row out), not -1");
    }

    @Test
    void fabricRefusesABadScaleAndAZoneTheTemplateCannotHold() {
        var out = bench("bench", "fabric", "--iterations", "0", "--seeds", "0", "--scale", "2x4,8by18");
        assertThat(out.exit()).isEqualTo(2);
        assertThat(out.stderr().strip()).isEqualTo("nos-agent bench: --iterations must be at least 1, not 0; "
                + "--seeds must be at least 1, not 0; --scale: '8by18' is not RACKSxCTSWS like 8x18");

        var rows = bench("bench", "fabric", "--rows", "2,0,3-9");
        assertThat(rows.exit()).isEqualTo(2);
        assertThat(rows.stderr().strip()).isEqualTo("nos-agent bench: --rows: '0' is not a row 1..7 or a range like 2-5; "
                + "--rows: '3-9' is not a row 1..7 or a range like 2-5");

        var tooWide = bench("bench", "fabric", "--scale", "2x19");
        assertThat(tooWide.exit()).isEqualTo(2);
        assertThat(tooWide.stderr()).contains("ctsws: 19 is out of range 1..18").doesNotContain("Exception");
    }

    @Test
    void fabricNamesTheOptionThatMakesAnImpossibleZone() {
        var out = bench("fabric", "--spines", "19");
        assertThat(out.exit()).isEqualTo(2);
        assertThat(out.stderr().strip()).isEqualTo("nos-agent fabric: --spines: 19 is out of range 1..18");
        var nics = bench("fabric", "--hosts-per-rack", "3");
        assertThat(nics.stderr()).contains("--nics-per-host: 3 hosts x 8 NICs need 24 RTSW downlinks; the RTSW has 16");
    }

    @Test
    void benchFabricPrintsTheTableWithoutLogLinesAndWritesTheCsvAndTheLogFile(@TempDir Path dir) throws Exception {
        Path template = dir.resolve("small.template");
        Files.writeString(template, "racks = 2\nctsws = 2\nhosts-per-rack = 1\nnics-per-host = 4\n");
        Path csv = dir.resolve("fabric.csv");
        Path log = dir.resolve("agents.log");
        org.slf4j.LoggerFactory.getILoggerFactory(); // logging set up before the capture: its own start-up notes are not the bench's
        PrintStream out = System.out;
        PrintStream err = System.err;
        var stdout = new ByteArrayOutputStream();
        var stderr = new ByteArrayOutputStream();
        int exit;
        try {
            System.setOut(new PrintStream(stdout, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(stderr, true, StandardCharsets.UTF_8));
            exit = new CommandLine(new LabMain()).execute("bench", "fabric", "--template", template.toString(), "--seeds", "1",
                    "--iterations", "1", "--rows", "7", "--scale", "none", "--csv", csv.toString(), "--log", log.toString());
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
        String table = stdout.toString(StandardCharsets.UTF_8);
        System.out.print(table);

        assertThat(exit).isZero();
        assertThat(table).contains("Unloaded RTT between two racks").contains("Multi-NIC host ingress")
                .doesNotContain("WARN").doesNotContain("LINK_DOWN");
        assertThat(stderr.toString(StandardCharsets.UTF_8)).doesNotContain("WARN").contains("bench fabric: row 7");
        // row 7 fails a NIC's link: the watchdog's warning about it is in the file, not on the console
        assertThat(Files.readString(log)).contains("WARN").contains("LINK_DOWN");
        assertThat(Files.readAllLines(csv)).first().isEqualTo("row,result,figure,mean,ci95,seeds,unit,published,expectation,setup");
        assertThat(Files.readAllLines(csv)).anyMatch(l -> l.startsWith("7,Multi-NIC host ingress (task VIP over 4 NICs),nic 1 share,"));
    }
}
