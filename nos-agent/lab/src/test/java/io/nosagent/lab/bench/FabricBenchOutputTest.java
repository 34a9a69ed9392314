package io.nosagent.lab.bench;

import io.nosagent.lab.fabric.ZoneTemplate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What {@code bench fabric} hands its reader: one table with the measured figure (mean and 95% interval), the
 * published figure, the project's expectation and the setup in columns of their own; the same figures as CSV;
 * and the agents' log lines in a file, never between the table's rows.
 */
class FabricBenchOutputTest {

    private final FabricBench bench = new FabricBench(ZoneTemplate.defaults(), 1, 3, 1, List.of());
    private final FabricBench.Report report = new FabricBench.Report(21_700, List.of(
            new FabricBench.Row("1", "AllReduce iteration", "2.00 ± 0.10 ms -> 1.50 ± 0.05 ms", "up to 40% better",
                    "better, the interval above 0", "2 racks x 18 CTSWs, flowlets off",
                    List.of(new FabricBench.Figure("gain", Estimate.of(24, 25, 26), "%"))),
            FabricBench.Row.leftOut(2)), List.of(), List.of());

    @Test
    void theTableHasItsOwnColumnForWhatIsPublishedWhatIsExpectedAndTheSetup() {
        var out = new ByteArrayOutputStream();
        bench.print(report, List.of(), new PrintStream(out, true, StandardCharsets.UTF_8));
        String text = out.toString(StandardCharsets.UTF_8);
        System.out.print(text);

        var lines = text.lines().toList();
        String header = lines.stream().filter(l -> l.startsWith("row ")).findFirst().orElseThrow();
        assertThat(header).contains("measured (mean ± 95% CI)", "published", "project's expectation", "setup");
        assertThat(text).contains("over 3 seeds").contains("Unloaded RTT between two racks").contains("21.7 us")
                .contains("calibration target 22 us");
        String row1 = lines.stream().filter(l -> l.startsWith("1 ")).findFirst().orElseThrow();
        assertThat(row1.split("\\|")).extracting(String::strip)
                .containsExactly("1", "AllReduce iteration", "2.00 ± 0.10 ms -> 1.50 ± 0.05 ms", "up to 40% better",
                        "better, the interval above 0", "2 racks x 18 CTSWs, flowlets off");
    }

    @Test
    void theCsvHasOneLineFigureWithItsMeanIntervalAndSeedsQuotedWhereItMustBe(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("fabric.csv");
        bench.writeCsv(report, List.of(new FabricBench.Scale(2, 18, 20, 32, 2.0, 4 << 20, 2e6, 0.045)), csv);

        var lines = Files.readAllLines(csv);
        assertThat(lines.getFirst()).isEqualTo("row,result,figure,mean,ci95,seeds,unit,published,expectation,setup");
        assertThat(lines).anyMatch(l -> l.startsWith("rtt,unloaded RTT between two racks,rtt,21.7000,"));
        String gain = lines.stream().filter(l -> l.startsWith("1,")).findFirst().orElseThrow();
        var expected = Estimate.of(24, 25, 26);
        assertThat(gain).startsWith("1,AllReduce iteration,gain,25.0000," + String.format(java.util.Locale.ROOT, "%.6g", expected.halfWidth()) + ",3,%,")
                .endsWith(",\"2 racks x 18 CTSWs, flowlets off\"");
        assertThat(lines).anyMatch(l -> l.startsWith("scale,2 x 18,simulated per wall second,45.0000,"));
    }

    @Test
    void logLinesGoToTheFileWhileTheTableIsMadeAndToTheConsoleAfter(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bench.log");
        var log = LoggerFactory.getLogger("io.nosagent.bench.test");
        var console = new ByteArrayOutputStream();
        PrintStream err = System.err;
        System.setErr(new PrintStream(console, true, StandardCharsets.UTF_8));
        try {
            try (var logs = AgentLogs.toFile(file)) {
                log.warn("a warning while the bench runs");
            }
            log.warn("a warning after");
        } finally {
            System.setErr(err);
        }

        assertThat(Files.readString(file)).contains("a warning while the bench runs").doesNotContain("a warning after");
        assertThat(console.toString(StandardCharsets.UTF_8)).doesNotContain("a warning while the bench runs").contains("a warning after");
    }
}
