package io.nosagent.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.api.cli.TextTable;
import picocli.CommandLine.Command;

import java.util.List;

import static io.nosagent.cli.Rendering.at;
import static io.nosagent.cli.Rendering.count;
import static io.nosagent.cli.Rendering.member;

/**
 * {@code show neighbors | copp}: what the control plane knows and polices, from the interfaces' neighbor state and
 * {@code /nosagent-copp:copp}.
 */
final class ControlPlaneViews {

    private ControlPlaneViews() {
    }

    @Command(name = "neighbors", mixinStandardHelpOptions = true,
            description = "Every neighbor, IPv4 and IPv6: interface, address, MAC, static or learned (DYNAMIC), and a learned "
                    + "IPv6 neighbor's state.")
    static final class Neighbors extends ShowCommand.View {
        @Override
        List<String> paths() {
            return List.of("/interfaces");
        }

        @Override
        void table(List<JsonNode> values) {
            var t = new TextTable().left("Interface").left("Address").left("MAC").left("Origin").left("State");
            int n = 0;
            for (JsonNode i : member(values.getFirst(), "interface")) {
                for (JsonNode sub : at(i, "subinterfaces", "subinterface")) {
                    for (String family : List.of("ipv4", "ipv6")) {
                        for (JsonNode neighbor : at(sub, family, "neighbors", "neighbor")) {
                            JsonNode s = member(neighbor, "state");
                            if (s.isMissingNode()) {
                                continue;
                            }
                            t.row(member(i, "name").asText(), member(neighbor, "ip").asText(),
                                    member(s, "link-layer-address").asText("(incomplete)"), member(s, "origin").asText(),
                                    member(s, "neighbor-state").asText(""));
                            n++;
                        }
                    }
                }
            }
            if (n == 0) {
                out.println("no neighbors");
                return;
            }
            t.print(out);
        }
    }

    @Command(name = "copp", mixinStandardHelpOptions = true,
            description = "Control-plane policing: every CPU queue with its policer's rate and burst, the traps on it, the "
                    + "packets and bytes it delivered and the packets its policer dropped; per trap what the agent received, "
                    + "dropped as malformed and ignored.")
    static final class Copp extends ShowCommand.View {
        @Override
        List<String> paths() {
            return List.of("/nosagent-copp:copp");
        }

        @Override
        void table(List<JsonNode> values) {
            JsonNode copp = values.getFirst();
            var queues = new TextTable().right("Queue").left("Name").right("Rate pps").right("Burst").left("Traps")
                    .right("Packets").right("Bytes").right("Policer drops");
            for (JsonNode q : at(copp, "queues", "queue")) {
                JsonNode s = member(q, "state");
                String index = member(q, "index").asText();
                var traps = new StringBuilder();
                for (JsonNode trap : at(copp, "traps", "trap")) {
                    if (member(member(trap, "state"), "effective-queue").asText().equals(index)) {
                        traps.append(traps.isEmpty() ? "" : ", ").append(member(trap, "name").asText());
                    }
                }
                JsonNode c = member(s, "counters");
                queues.row(index, member(s, "effective-name").asText(), member(s, "effective-rate").asText(),
                        member(s, "effective-burst").asText(), traps.toString(), count(member(c, "packets")), count(member(c, "bytes")),
                        count(member(c, "policer-drops")));
            }
            queues.print(out);
            out.println();
            var traps = new TextTable().left("Trap").right("Queue").right("Received").right("Malformed").right("Ignored");
            for (JsonNode trap : at(copp, "traps", "trap")) {
                JsonNode s = member(trap, "state");
                JsonNode c = member(s, "counters");
                traps.row(member(trap, "name").asText(), member(s, "effective-queue").asText(), count(member(c, "packets")),
                        count(member(c, "malformed")), count(member(c, "ignored")));
            }
            traps.print(out);
        }
    }
}
