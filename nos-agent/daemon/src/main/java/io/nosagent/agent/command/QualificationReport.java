package io.nosagent.agent.command;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.api.cli.TextTable;
import io.nosagent.sai.capability.AsicCapabilities;
import io.nosagent.sai.capability.FeatureSupport;
import io.nosagent.sai.platform.Platform;

import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * What {@code nos-agent qualify} prints: one row per feature of the agent (native, fallback and which, or
 * not supported) with the SAI's evidence, as a table or, for scripts, as JSON.
 *
 * @param platform     the switch qualified
 * @param sai          the SAI it ran on ({@code virtual ASIC}, the library's path)
 * @param capabilities the rows
 */
record QualificationReport(Platform platform, String sai, AsicCapabilities capabilities) {

    String table() {
        var text = new StringWriter();
        var out = new PrintWriter(text);
        out.printf("%s on %s (SAI personality %s): %d ports%n", platform.name(), sai, platform.personality().name(),
                platform.ports().size());
        var t = new TextTable().left("Feature").left("Support").left("How").left("Evidence");
        for (FeatureSupport f : capabilities.features()) {
            t.row(f.feature().yangName(), f.support().yangName(), f.how(), f.evidenceText());
        }
        t.print(out);
        out.flush();
        return text.toString();
    }

    String json() {
        var mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode root = mapper.createObjectNode().put("platform", platform.name()).put("sai", sai)
                .put("personality", platform.personality().name());
        var features = root.putArray("features");
        for (FeatureSupport f : capabilities.features()) {
            var row = features.addObject().put("name", f.feature().yangName()).put("support", f.support().yangName())
                    .put("how", f.how());
            f.evidence().forEach(row.putArray("evidence")::add);
        }
        try {
            return mapper.writeValueAsString(root) + System.lineSeparator();
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
