package io.nosagent.cli;

import io.nosagent.api.cli.TextTable;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.GetRequest;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.concurrent.Callable;

import static io.nosagent.cli.Rendering.at;
import static io.nosagent.cli.Rendering.count;
import static io.nosagent.cli.Rendering.member;

/**
 * {@code nos-agent show ...}: the agent's state as tables, read over gNMI. Each view is one small
 * subcommand; features add theirs here.
 */
@Command(name = "show", mixinStandardHelpOptions = true, description = "Show the switch's state as a table (a gNMI client).",
        subcommands = {ShowCommand.Interfaces.class, ShowCommand.Counters.class, ShowCommand.Routes.class,
                ShowCommand.Ecmp.class, ShowCommand.Flowlets.class, QosViews.Qos.class, QosViews.Pfc.class,
                QosViews.Buffers.class, ShowCommand.SystemView.class, ShowCommand.Pfcwd.class, ShowCommand.Alarms.class,
                ControlPlaneViews.Neighbors.class, ControlPlaneViews.Copp.class})
public final class ShowCommand {

    /** What every view shares: the connection and {@code --json}. */
    abstract static class View implements Callable<Integer> {
        @Mixin
        GnmiConnection connection;

        @Option(names = "--json", description = "Print the JSON_IETF data instead of a table.")
        boolean json;

        @Spec
        CommandSpec spec;

        PrintWriter out;

        /** The paths the view reads, e.g. {@code /interfaces}. */
        abstract List<String> paths();

        /** Prints the table from each path's value. */
        abstract void table(List<JsonNode> values);

        /**
         * A view that shows rates reads its paths twice this many milliseconds apart and is handed both
         * reads ({@link #table(List, List, double)}); 0 reads once.
         */
        long rateIntervalMillis() {
            return 0;
        }

        /** Prints the table from two reads {@code seconds} apart; by default from the later one alone. */
        void table(List<JsonNode> earlier, List<JsonNode> later, double seconds) {
            table(later);
        }

        /** Whether a path with no data yet is an empty table rather than an error (nothing programmed). */
        boolean missingIsEmpty() {
            return false;
        }

        @Override
        public Integer call() {
            out = spec.commandLine().getOut();
            try (GnmiClient client = connection.connect()) {
                var request = GetRequest.newBuilder().setEncoding(Encoding.JSON_IETF);
                paths().forEach(p -> request.addPath(PathArgument.parse(p)));
                var values = read(client, request.build());
                if (json) {
                    values.forEach(v -> out.println(Rendering.pretty(v)));
                } else if (rateIntervalMillis() > 0) {
                    long start = System.nanoTime();
                    Thread.sleep(rateIntervalMillis());
                    var later = read(client, request.build());
                    table(values, later, (System.nanoTime() - start) / 1e9);
                } else {
                    table(values);
                }
                return 0;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return 1;
            } catch (StatusRuntimeException e) {
                if (missingIsEmpty() && e.getStatus().getCode() == Status.Code.NOT_FOUND && !json) {
                    table(paths().stream().map(p -> (JsonNode) MissingNode.getInstance()).toList());
                    return 0;
                }
                return Rendering.fail(e, spec.commandLine().getErr());
            }
        }
    }

    private static List<JsonNode> read(GnmiClient client, GetRequest request) {
        var values = new ArrayList<JsonNode>();
        for (var n : client.get(request).getNotificationList()) {
            values.add(Rendering.json(n.getUpdate(0).getVal()));
        }
        return values;
    }

    @Command(name = "interfaces", mixinStandardHelpOptions = true,
            description = "Every interface: admin and oper status, speed, MTU, addresses, description.")
    static final class Interfaces extends View {
        @Override
        List<String> paths() {
            return List.of("/interfaces");
        }

        @Override
        void table(List<JsonNode> values) {
            var t = new TextTable().left("Interface").left("Admin").left("Oper").left("Speed").right("MTU")
                    .left("Addresses").left("Description");
            for (JsonNode i : member(values.getFirst(), "interface")) {
                JsonNode state = member(i, "state");
                var addresses = new ArrayList<String>();
                for (JsonNode sub : at(i, "subinterfaces", "subinterface")) {
                    for (String family : List.of("ipv4", "ipv6")) {
                        for (JsonNode a : at(sub, family, "addresses", "address")) {
                            addresses.add(member(a, "ip").asText() + "/" + at(a, "config", "prefix-length").asText());
                        }
                    }
                }
                String speed = at(i, "ethernet", "state", "port-speed").asText("");
                t.row(member(i, "name").asText(), member(state, "admin-status").asText("-"),
                        member(state, "oper-status").asText("-"), speed.replaceFirst(".*SPEED_", ""),
                        member(state, "mtu").asText("-"), String.join(" ", addresses),
                        member(state, "description").asText(""));
            }
            t.print(out);
        }
    }

    @Command(name = "counters", mixinStandardHelpOptions = true,
            description = "Interface counters: octets, packets, discards, errors, PFC pause frames sent and received.")
    static final class Counters extends View {
        @Override
        List<String> paths() {
            return List.of("/interfaces");
        }

        @Override
        void table(List<JsonNode> values) {
            var t = new TextTable().left("Interface").right("In octets").right("In pkts").right("In discards")
                    .right("In errors").right("Out octets").right("Out pkts").right("Out discards").right("Out errors")
                    .right("PFC rx").right("PFC tx");
            for (JsonNode i : member(values.getFirst(), "interface")) {
                JsonNode c = at(i, "state", "counters");
                JsonNode eth = at(i, "ethernet", "state", "counters");
                t.row(member(i, "name").asText(), count(member(c, "in-octets")), count(member(c, "in-pkts")),
                        count(member(c, "in-discards")), count(member(c, "in-errors")), count(member(c, "out-octets")),
                        count(member(c, "out-pkts")), count(member(c, "out-discards")), count(member(c, "out-errors")),
                        count(member(eth, "in-mac-pause-frames")), count(member(eth, "out-mac-pause-frames")));
            }
            t.print(out);
        }
    }

    @Command(name = "routes", mixinStandardHelpOptions = true,
            description = "The forwarding table (AFT) of the default network instance: prefix, next hop, interface.")
    static final class Routes extends View {
        @Override
        List<String> paths() {
            return List.of("/network-instances/network-instance[name=DEFAULT]/afts");
        }

        @Override
        void table(List<JsonNode> values) {
            JsonNode afts = values.getFirst();
            var nextHops = new HashMap<String, JsonNode>();
            for (JsonNode nh : at(afts, "next-hops", "next-hop")) {
                nextHops.put(member(nh, "index").asText(), nh);
            }
            var groups = new HashMap<String, List<String>>();
            for (JsonNode g : at(afts, "next-hop-groups", "next-hop-group")) {
                var members = new ArrayList<String>();
                for (JsonNode nh : at(g, "next-hops", "next-hop")) {
                    members.add(member(nh, "index").asText());
                }
                groups.put(member(g, "id").asText(), members);
            }
            var t = new TextTable().left("Prefix").left("Next hop").left("Interface").left("Origin");
            for (String family : List.of("ipv4-unicast", "ipv6-unicast")) {
                for (JsonNode e : at(afts, family, family.replace("-unicast", "-entry"))) {
                    JsonNode state = member(e, "state");
                    String origin = member(state, "origin-protocol").asText("").replaceFirst(".*:", "");
                    for (String index : groups.getOrDefault(member(state, "next-hop-group").asText(), List.of())) {
                        JsonNode nh = nextHops.get(index);
                        String ip = at(nh, "state", "ip-address").asText("");
                        String intf = at(nh, "interface-ref", "state", "interface").asText("");
                        t.row(member(e, "prefix").asText(), ip.isEmpty() ? (intf.isEmpty() ? "receive" : "connected") : ip,
                                intf.isEmpty() ? "CPU" : intf, origin);
                    }
                }
            }
            t.print(out);
        }
    }

    @Command(name = "ecmp", mixinStandardHelpOptions = true,
            description = "Next-hop groups as routing programmed them: type, routes, and each member's next hop, "
                    + "interface, buckets and status (up, failed over, drained).")
    static final class Ecmp extends View {
        @Override
        List<String> paths() {
            return List.of("/nosagent-routing:routing/next-hop-groups");
        }

        @Override
        boolean missingIsEmpty() {
            return true;
        }

        @Override
        void table(List<JsonNode> values) {
            var t = new TextTable().right("Group").left("Type").right("Routes").left("Next hop").left("Interface")
                    .right("Buckets").left("Status").left("Forwarding");
            for (JsonNode g : member(values.getFirst(), "next-hop-group")) {
                JsonNode state = member(g, "state");
                String type = member(state, "type").asText("-");
                boolean fineGrained = type.equals("fine-grained");
                boolean first = true;
                for (JsonNode m : at(g, "members", "member")) {
                    JsonNode ms = member(m, "state");
                    t.row(first ? member(g, "id").asText() : "", first ? type : "", first ? member(state, "route-count").asText() : "",
                            member(ms, "ip-address").asText(), member(ms, "interface").asText(),
                            fineGrained ? member(ms, "buckets").asText() : "-", member(ms, "status").asText(),
                            member(ms, "forwarding").asBoolean() ? "yes" : "no");
                    first = false;
                }
            }
            t.print(out);
        }
    }

    @Command(name = "flowlets", mixinStandardHelpOptions = true,
            description = "Flowlet switching: the settings in effect and, per ECMP group, how often the ASIC moved a "
                    + "flowlet to another member and to another port.")
    static final class Flowlets extends View {
        @Override
        List<String> paths() {
            return List.of("/nosagent-routing:routing");
        }

        @Override
        boolean missingIsEmpty() {
            return true;
        }

        @Override
        void table(List<JsonNode> values) {
            JsonNode routing = values.getFirst();
            JsonNode settings = at(routing, "flowlets", "state");
            out.printf("flowlets: %s%n", member(settings, "enabled").asBoolean() ? "on, groups " + member(settings, "groups").asText()
                    + ", idle time " + member(settings, "idle-time").asText() + " us, table " + member(settings, "table-size").asText()
                    + ", mode " + member(settings, "mode").asText() : "off");
            var t = new TextTable().right("Group").right("Routes").right("Members").right("Reassignments").right("To another port");
            for (JsonNode g : at(routing, "next-hop-groups", "next-hop-group")) {
                JsonNode state = member(g, "state");
                if (!member(state, "type").asText().equals("ecmp")) {
                    continue;
                }
                t.row(member(g, "id").asText(), member(state, "route-count").asText(), Integer.toString(at(g, "members", "member").size()),
                        count(member(state, "flowlet-reassignments")), count(member(state, "flowlet-port-reassignments")));
            }
            t.print(out);
        }
    }

    @Command(name = "system", mixinStandardHelpOptions = true,
            description = "The switch and the agent: name, version, times, running config, counter polling, telemetry, and how "
                    + "each feature runs on this ASIC (native, fallback, not supported).")
    static final class SystemView extends View {
        @Override
        List<String> paths() {
            return List.of("/system", "nosagent:/agent");
        }

        @Override
        void table(List<JsonNode> values) {
            JsonNode system = values.get(0);
            JsonNode agent = values.get(1);
            JsonNode state = member(system, "state");
            JsonNode running = at(agent, "running-config", "state");
            JsonNode confirm = at(agent, "commit-confirm", "state");
            JsonNode stats = at(agent, "stats-collector", "state");
            var t = new TextTable().left("Item").left("Value");
            t.row("Hostname", at(system, "config", "hostname").asText());
            t.row("Platform", at(agent, "state", "platform").asText());
            t.row("Software", member(state, "software-version").asText());
            t.row("Current time", member(state, "current-datetime").asText());
            t.row("Boot time", Rendering.instant(member(state, "boot-time")));
            t.row("Up time", Rendering.duration(member(state, "up-time")));
            t.row("Config version", member(running, "version").asText() + " (" + member(running, "note").asText() + ")");
            t.row("Committed at", Rendering.instant(member(running, "committed-at")));
            t.row("Commit pending", member(confirm, "pending").asBoolean()
                    ? "'" + member(confirm, "id").asText() + "', rolls back at " + Rendering.instant(member(confirm, "rollback-at"))
                    : "no");
            t.row("Counter polling", "every " + member(stats, "interval").asText() + " ms, last took "
                    + member(stats, "last-poll-duration").asText() + " us");
            t.row("Subscriptions", at(agent, "telemetry", "state", "active-subscriptions").asText());
            t.row("SAI personality", at(agent, "asic", "state", "personality").asText());
            t.print(out);
            var asic = new TextTable().left("ASIC feature").left("Support").left("How");
            for (JsonNode f : at(agent, "asic", "features", "feature")) {
                JsonNode st = member(f, "state");
                asic.row(member(st, "name").asText(), member(st, "support").asText(), member(st, "how").asText());
            }
            out.println();
            asic.print(out);
        }
    }

    @Command(name = "pfcwd", mixinStandardHelpOptions = true,
            description = "The PFC watchdog: every watched lossless queue with its status, action, times, storms and "
                    + "packets dropped or forwarded while stormed.")
    static final class Pfcwd extends View {
        @Override
        List<String> paths() {
            return List.of("/nosagent-pfcwd:pfc-watchdog");
        }

        @Override
        void table(List<JsonNode> values) {
            JsonNode wd = values.getFirst();
            JsonNode config = member(wd, "state");
            JsonNode state = member(wd, "state");
            out.printf("PFC watchdog: %s, poll %s ms, big red switch %s; %s queues watched, %s stormed%n",
                    member(config, "enabled").asBoolean(true) ? "on" : "off", member(config, "poll-interval").asText("100"),
                    member(config, "big-red-switch").asBoolean(false) ? "ON" : "off", member(state, "watched-queues").asText("0"),
                    member(state, "stormed-queues").asText("0"));
            var t = new TextTable().left("Interface").right("Queue").right("Prio").left("Status").left("Action").left("Detect")
                    .right("Detect ms").right("Restore ms").right("Storms").right("Restored").right("Dropped").right("Forwarded")
                    .left("Last storm");
            for (JsonNode i : at(wd, "interfaces", "interface")) {
                for (JsonNode q : at(i, "queues", "queue")) {
                    JsonNode qs = member(q, "state");
                    if (member(qs, "operational-status").isMissingNode()) {
                        continue; // configured but not lossless: not watched
                    }
                    t.row(member(i, "name").asText(), member(q, "index").asText(), member(qs, "pfc-priority").asText(),
                            member(qs, "operational-status").asText() + (member(qs, "big-red-switch-forced").asBoolean() ? " (forced)" : ""),
                            member(qs, "storm-action").asText(), member(qs, "detection-mode").asText(),
                            member(qs, "effective-detection-time").asText(), member(qs, "effective-restoration-time").asText(),
                            count(member(qs, "storms-detected")), count(member(qs, "storms-restored")),
                            count(member(qs, "packets-dropped")), count(member(qs, "packets-forwarded")),
                            Rendering.instant(member(qs, "last-detected")));
                }
            }
            t.print(out);
        }
    }

    @Command(name = "alarms", mixinStandardHelpOptions = true,
            description = "Active alarms (one per open case): severity, type, since when, what and the suggested root cause.")
    static final class Alarms extends View {
        @Override
        List<String> paths() {
            return List.of("/system/alarms");
        }

        @Override
        boolean missingIsEmpty() {
            return true;
        }

        @Override
        void table(List<JsonNode> values) {
            var t = new TextTable().left("Id").left("Severity").left("Type").left("Since").left("Resource").left("Text");
            for (JsonNode a : member(values.getFirst(), "alarm")) {
                JsonNode st = member(a, "state");
                String severity = member(st, "severity").asText();
                t.row(member(a, "id").asText(), severity.substring(severity.indexOf(':') + 1), member(st, "type-id").asText(),
                        Rendering.instant(member(st, "time-created")), member(st, "resource").asText(), member(st, "text").asText());
            }
            if (member(values.getFirst(), "alarm").isMissingNode()) {
                out.println("no active alarms");
                return;
            }
            t.print(out);
        }
    }
}
