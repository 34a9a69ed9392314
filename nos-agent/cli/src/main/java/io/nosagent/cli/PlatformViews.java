package io.nosagent.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.api.cli.TextTable;
import io.nosagent.config.yang.ComponentsYang;
import io.nosagent.config.yang.ComponentsYang.Component;
import io.nosagent.config.yang.ComponentsYang.Component.Transceiver.PhysicalChannels.Channel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static io.nosagent.cli.Rendering.at;
import static io.nosagent.cli.Rendering.member;

/** {@code show platform}: the switch's components as OpenConfig's platform model lists them ({@code /components}). */
final class PlatformViews {

    private PlatformViews() {
    }

    @Command(name = "platform", mixinStandardHelpOptions = true,
            description = "Every component (chassis, cards, ASIC, ports, transceivers, fans, supplies, sensors): type, "
                    + "oper status, health, temperature, a transceiver's weakest receive power, description.")
    static final class Platform extends ShowCommand.View {
        @Option(names = "--type", paramLabel = "TYPE", description = "Only components of this type, e.g. TRANSCEIVER.")
        String type;

        @Override
        List<String> paths() {
            return List.of(ComponentsYang.path().toString());
        }

        @Override
        void table(List<JsonNode> values) {
            var t = new TextTable().left("Name").left("Type").left("Oper").left("Health").right("Temp C").right("Rx min dBm")
                    .left("Description");
            int n = 0;
            for (JsonNode c : member(values.getFirst(), ComponentsYang.COMPONENT)) {
                JsonNode state = member(c, Component.STATE);
                String kind = local(member(state, Component.State.TYPE).asText("-"));
                if (type != null && !kind.equalsIgnoreCase(type)) {
                    continue;
                }
                t.row(member(c, Component.NAME).asText(), kind, local(member(state, Component.State.OPER_STATUS).asText("-")),
                        at(c, Component.HEALTHZ, Component.Healthz.STATE, Component.Healthz.State.STATUS).asText("-"),
                        at(state, Component.State.TEMPERATURE, Component.State.Temperature.INSTANT).asText("-"),
                        weakestInput(member(c, Component.TRANSCEIVER)), member(state, Component.State.DESCRIPTION).asText(""));
                n++;
            }
            if (n == 0) {
                out.println(type == null ? "no components" : "no components of type " + type);
                return;
            }
            t.print(out);
        }

        /** The lowest receive power over a transceiver's channels: the lane an operator looks at first. */
        private static String weakestInput(JsonNode transceiver) {
            var powers = new ArrayList<Double>();
            for (JsonNode ch : at(transceiver, Component.Transceiver.PHYSICAL_CHANNELS, Component.Transceiver.PhysicalChannels.CHANNEL)) {
                JsonNode p = at(ch, Channel.STATE, Channel.State.INPUT_POWER, Channel.State.InputPower.INSTANT);
                if (!p.isMissingNode()) {
                    powers.add(Double.parseDouble(p.asText()));
                }
            }
            return powers.stream().min(Double::compare).map(p -> String.format(Locale.ROOT, "%.2f", p)).orElse("-");
        }

        /** An identity without its module. */
        private static String local(String identity) {
            return identity.substring(identity.indexOf(':') + 1);
        }
    }
}
