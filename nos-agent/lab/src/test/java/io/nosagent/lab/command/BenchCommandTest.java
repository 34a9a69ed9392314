package io.nosagent.lab.command;

import io.nosagent.lab.LabMain;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/** A bad benchmark option is one plain line and exit status 2, before anything is measured. */
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
}
