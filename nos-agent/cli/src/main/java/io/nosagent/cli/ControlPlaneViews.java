package io.nosagent.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.api.cli.TextTable;
import io.nosagent.config.yang.CoppYang;
import io.nosagent.config.yang.CoppYang.Queues.Queue;
import io.nosagent.config.yang.CoppYang.Traps.Trap;
import io.nosagent.config.yang.InterfacesYang;
import io.nosagent.config.yang.LldpYang;
import io.nosagent.config.yang.InterfacesYang.Interface;
import io.nosagent.config.yang.InterfacesYang.Interface.Subinterfaces.Subinterface;
import io.nosagent.config.yang.InterfacesYang.Interface.Subinterfaces.Subinterface.Ipv4;
import io.nosagent.config.yang.InterfacesYang.Interface.Subinterfaces.Subinterface.Ipv6;
import picocli.CommandLine.Command;

import java.util.List;

import static io.nosagent.cli.Rendering.at;
import static io.nosagent.cli.Rendering.count;
import static io.nosagent.cli.Rendering.member;

/**
 * {@code show neighbors | copp | lldp}: what the control plane knows and polices, from the interfaces' neighbor
 * state, {@code /nosagent-copp:copp} and {@code /lldp}.
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
            return List.of(InterfacesYang.path().toString());
        }

        @Override
        void table(List<JsonNode> values) {
            var t = new TextTable().left("Interface").left("Address").left("MAC").left("Origin").left("State");
            int n = 0;
            for (JsonNode i : member(values.getFirst(), InterfacesYang.INTERFACE)) {
                String name = member(i, Interface.NAME).asText();
                for (JsonNode sub : at(i, Interface.SUBINTERFACES, Interface.Subinterfaces.SUBINTERFACE)) {
                    n += rows(t, name, at(sub, Subinterface.IPV4, Ipv4.NEIGHBORS, Ipv4.Neighbors.NEIGHBOR));
                    n += rows(t, name, at(sub, Subinterface.IPV6, Ipv6.NEIGHBORS, Ipv6.Neighbors.NEIGHBOR));
                }
            }
            if (n == 0) {
                out.println("no neighbors");
                return;
            }
            t.print(out);
        }

        /** One row per neighbor with state; IPv6's neighbor members are IPv4's plus neighbor-state. */
        private static int rows(TextTable t, String port, JsonNode neighbors) {
            int n = 0;
            for (JsonNode neighbor : neighbors) {
                JsonNode s = member(neighbor, Ipv4.Neighbors.Neighbor.STATE);
                if (s.isMissingNode()) {
                    continue;
                }
                t.row(port, member(neighbor, Ipv4.Neighbors.Neighbor.IP).asText(),
                        member(s, Ipv4.Neighbors.Neighbor.State.LINK_LAYER_ADDRESS).asText("(incomplete)"),
                        member(s, Ipv4.Neighbors.Neighbor.State.ORIGIN).asText(),
                        member(s, Ipv6.Neighbors.Neighbor.State.NEIGHBOR_STATE).asText(""));
                n++;
            }
            return n;
        }
    }

    @Command(name = "copp", mixinStandardHelpOptions = true,
            description = "Control-plane policing: every CPU queue with its policer's rate and burst, the traps on it, the "
                    + "packets and bytes it delivered and the packets its policer dropped; per trap what the agent received, "
                    + "dropped as malformed and ignored.")
    static final class Copp extends ShowCommand.View {
        @Override
        List<String> paths() {
            return List.of(CoppYang.path().toString());
        }

        @Override
        void table(List<JsonNode> values) {
            JsonNode copp = values.getFirst();
            var queues = new TextTable().right("Queue").left("Name").right("Rate pps").right("Burst").left("Traps")
                    .right("Packets").right("Bytes").right("Policer drops");
            for (JsonNode q : at(copp, CoppYang.QUEUES, CoppYang.Queues.QUEUE)) {
                JsonNode s = member(q, Queue.STATE);
                String index = member(q, Queue.INDEX).asText();
                var traps = new StringBuilder();
                for (JsonNode trap : at(copp, CoppYang.TRAPS, CoppYang.Traps.TRAP)) {
                    if (at(trap, Trap.STATE, Trap.State.EFFECTIVE_QUEUE).asText().equals(index)) {
                        traps.append(traps.isEmpty() ? "" : ", ").append(member(trap, Trap.NAME).asText());
                    }
                }
                JsonNode c = member(s, Queue.State.COUNTERS);
                queues.row(index, member(s, Queue.State.EFFECTIVE_NAME).asText(), member(s, Queue.State.EFFECTIVE_RATE).asText(),
                        member(s, Queue.State.EFFECTIVE_BURST).asText(), traps.toString(),
                        count(member(c, Queue.State.Counters.PACKETS)), count(member(c, Queue.State.Counters.BYTES)),
                        count(member(c, Queue.State.Counters.POLICER_DROPS)));
            }
            queues.print(out);
            out.println();
            var traps = new TextTable().left("Trap").right("Queue").right("Received").right("Malformed").right("Ignored");
            for (JsonNode trap : at(copp, CoppYang.TRAPS, CoppYang.Traps.TRAP)) {
                JsonNode s = member(trap, Trap.STATE);
                JsonNode c = member(s, Trap.State.COUNTERS);
                traps.row(member(trap, Trap.NAME).asText(), member(s, Trap.State.EFFECTIVE_QUEUE).asText(),
                        count(member(c, Trap.State.Counters.PACKETS)), count(member(c, Trap.State.Counters.MALFORMED)),
                        count(member(c, Trap.State.Counters.IGNORED)));
            }
            traps.print(out);
        }
    }

    @Command(name = "lldp", mixinStandardHelpOptions = true,
            description = "Per port the LLDP neighbor heard there: its system name, port id, chassis id, TTL and age (since first "
                    + "heard), and the LLDPDUs sent, received and dropped as malformed.")
    static final class Lldp extends ShowCommand.View {
        @Override
        List<String> paths() {
            return List.of(LldpYang.path().toString());
        }

        @Override
        boolean missingIsEmpty() {
            return true;
        }

        @Override
        void table(List<JsonNode> values) {
            JsonNode lldp = values.getFirst();
            var t = new TextTable().left("Port").left("System name").left("Port id").left("Chassis id").right("TTL").right("Age s")
                    .right("Out").right("In").right("Errors");
            int n = 0;
            for (JsonNode i : at(lldp, LldpYang.INTERFACES, LldpYang.Interfaces.INTERFACE)) {
                JsonNode c = at(i, LldpYang.Interfaces.Interface.STATE, LldpYang.Interfaces.Interface.State.COUNTERS);
                JsonNode neighbor = at(i, LldpYang.Interfaces.Interface.NEIGHBORS, LldpYang.Interfaces.Interface.Neighbors.NEIGHBOR);
                JsonNode s = member(neighbor.isArray() && !neighbor.isEmpty() ? neighbor.get(0) : neighbor,
                        LldpYang.Interfaces.Interface.Neighbors.Neighbor.STATE);
                t.row(member(i, LldpYang.Interfaces.Interface.NAME).asText(),
                        member(s, LldpYang.Interfaces.Interface.Neighbors.Neighbor.State.SYSTEM_NAME).asText("-"),
                        member(s, LldpYang.Interfaces.Interface.Neighbors.Neighbor.State.PORT_ID).asText("-"),
                        member(s, LldpYang.Interfaces.Interface.Neighbors.Neighbor.State.CHASSIS_ID).asText("-"),
                        member(s, LldpYang.Interfaces.Interface.Neighbors.Neighbor.State.TTL).asText("-"),
                        member(s, LldpYang.Interfaces.Interface.Neighbors.Neighbor.State.AGE).asText("-"),
                        count(member(c, LldpYang.Interfaces.Interface.State.Counters.FRAME_OUT)),
                        count(member(c, LldpYang.Interfaces.Interface.State.Counters.FRAME_IN)),
                        count(member(c, LldpYang.Interfaces.Interface.State.Counters.FRAME_ERROR_IN)));
                n++;
            }
            if (n == 0) {
                out.println("LLDP has not run on any port yet");
                return;
            }
            t.print(out);
        }
    }
}
