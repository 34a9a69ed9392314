package io.nosagent.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.api.cli.TextTable;
import io.nosagent.config.intent.platform.ComponentsIntent;
import io.nosagent.config.yang.ComponentsYang.Component.IntegratedCircuit.Utilization.Resources;
import io.nosagent.config.yang.ComponentsYang.Component.IntegratedCircuit.Utilization.Resources.Resource;
import picocli.CommandLine.Command;

import java.util.List;

import static io.nosagent.cli.Rendering.member;

/**
 * {@code show resources}: the ASIC's hardware tables as its INTEGRATED_CIRCUIT component reports them
 * ({@code /components/component[name=asic0]/integrated-circuit/utilization/resources}).
 */
@Command(name = "resources", mixinStandardHelpOptions = true,
        description = "The ASIC's hardware tables (routes, next hops, groups, members, neighbors, ACL entries): used, free, "
                + "max (used + free), use in percent, the upper and clear thresholds, whether exceeded, the high watermark.")
final class ResourcesView extends ShowCommand.View {

    @Override
    List<String> paths() {
        return List.of(Resources.path(ComponentsIntent.ASIC).toString());
    }

    @Override
    boolean missingIsEmpty() {
        return true;
    }

    @Override
    void table(List<JsonNode> values) {
        var t = new TextTable().left("Resource").right("Used").right("Free").right("Max").right("Used %").right("Upper %")
                .right("Clear %").left("Exceeded").right("High watermark");
        int n = 0;
        for (JsonNode r : member(values.getFirst(), Resources.RESOURCE)) {
            JsonNode s = member(r, Resource.STATE);
            long used = member(s, Resource.State.USED).asLong();
            long max = member(s, Resource.State.MAX_LIMIT).asLong();
            t.row(member(r, Resource.NAME).asText(), Long.toString(used), member(s, Resource.State.FREE).asText("-"),
                    Long.toString(max), max == 0 ? "-" : Long.toString(used * 100 / max),
                    member(s, Resource.State.USED_THRESHOLD_UPPER).asText("-"),
                    member(s, Resource.State.USED_THRESHOLD_UPPER_CLEAR).asText("-"),
                    member(s, Resource.State.USED_THRESHOLD_UPPER_EXCEEDED).asBoolean() ? "yes" : "no",
                    member(s, Resource.State.HIGH_WATERMARK).asText("-"));
            n++;
        }
        if (n == 0) {
            out.println("no resources reported");
            return;
        }
        t.print(out);
    }
}
