package io.nosagent.agent.command;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.agent.DaemonMain;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code nos-agent qualify} on the virtual ASIC's full and minimal personalities: two different matrices,
 * each row with its SAI evidence, as a table and as JSON.
 */
class QualifyCommandTest {

    private record Run(int exit, String out, String err) {
    }

    private static Run qualify(String... args) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        var stdout = new ByteArrayOutputStream();
        var stderr = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(stdout, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(stderr, true, StandardCharsets.UTF_8));
            String[] all = new String[args.length + 1];
            all[0] = "qualify";
            System.arraycopy(args, 0, all, 1, args.length);
            int exit = new CommandLine(new DaemonMain()).execute(all);
            return new Run(exit, stdout.toString(StandardCharsets.UTF_8), stderr.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
    }

    /** Feature name to support, from the JSON. */
    private static Map<String, String> matrix(String json) throws Exception {
        JsonNode root = new ObjectMapper().readTree(json);
        var out = new LinkedHashMap<String, String>();
        root.get("features").forEach(f -> out.put(f.get("name").asText(), f.get("support").asText()));
        return out;
    }

    @Test
    void theFullAndTheMinimalPersonalityPrintDifferentMatrices() throws Exception {
        Run full = qualify("--platform", "rtsw", "--json");
        Run minimal = qualify("--platform", "rtsw:minimal", "--json");

        assertThat(full.exit()).as(full.err()).isZero();
        assertThat(minimal.exit()).as(minimal.err()).isZero();
        var f = matrix(full.out());
        var m = matrix(minimal.out());
        assertThat(f).containsEntry("flowlets", "native").containsEntry("qp-hashing", "native")
                .containsEntry("bulk-calls", "native").containsEntry("switch-objects", "native")
                .containsEntry("ack-remarking", "fallback").containsEntry("pfc-watchdog", "fallback");
        assertThat(m).containsEntry("flowlets", "not-supported").containsEntry("qp-hashing", "fallback")
                .containsEntry("bulk-calls", "fallback").containsEntry("switch-objects", "fallback")
                .containsEntry("ack-remarking", "fallback").containsEntry("pfc-watchdog", "fallback");
        assertThat(m.keySet()).containsExactlyElementsOf(f.keySet());
        var evidence = new ObjectMapper().readTree(minimal.out()).get("features");
        assertThat(evidence).allSatisfy(row -> assertThat(row.get("evidence").size()).as(row.toString()).isPositive());
        System.out.println("qualify --platform rtsw\n" + qualify("--platform", "rtsw").out());
        System.out.println("qualify --platform rtsw:minimal\n" + qualify("--platform", "rtsw:minimal").out());
    }

    @Test
    void theTablePrintsEveryFeatureWithItsSupportHowAndEvidence() {
        Run run = qualify("--platform", "ctsw:minimal");

        assertThat(run.exit()).isZero();
        assertThat(run.out()).startsWith("ctsw on the virtual ASIC (SAI personality minimal): 64 ports");
        assertThat(run.out()).containsPattern("\\nflowlets +\\| not-supported +\\| no SAI ARS +\\| "
                + "SAI_ARS_PROFILE_ATTR_ALGO: create not implemented; create ARS_PROFILE refused: NOT_SUPPORTED *\\n");
        assertThat(run.out()).containsPattern("\\ncredit-watchdog +\\| native +\\| SWITCH CREDIT_WD and CREDIT_WD_TIMER +\\| "
                + "SAI_SWITCH_ATTR_CREDIT_WD: set implemented *\\n");
    }

    @Test
    void anUnknownPersonalityIsRefusedNamingIt() {
        Run run = qualify("--platform", "rtsw:nope");

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("personality 'nope' is neither a shipped one [full, minimal] nor a readable file");
    }
}
