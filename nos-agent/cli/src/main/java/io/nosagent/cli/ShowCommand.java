package io.nosagent.cli;

import io.nosagent.api.cli.TextTable;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.GetRequest;
import io.nosagent.config.yang.AgentYang;
import io.nosagent.config.yang.InterfacesYang;
import io.nosagent.config.yang.InterfacesYang.Interface;
import io.nosagent.config.yang.InterfacesYang.Interface.Ethernet;
import io.nosagent.config.yang.InterfacesYang.Interface.Subinterfaces.Subinterface;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Afts;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Afts.Ipv4Unicast.Ipv4Entry;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Afts.Ipv6Unicast.Ipv6Entry;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Afts.NextHopGroups.NextHopGroup;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Afts.NextHops.NextHop;
import io.nosagent.config.yang.PfcWatchdogYang;
import io.nosagent.config.yang.PfcWatchdogYang.Interfaces.Interface.Queues.Queue;
import io.nosagent.config.yang.RoutingYang;
import io.nosagent.config.yang.RoutingYang.NextHopGroups.NextHopGroup.Members.Member;
import io.nosagent.config.yang.SystemYang;
import io.nosagent.config.yang.SystemYang.Alarms.Alarm;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;

import static io.nosagent.cli.Rendering.at;
import static io.nosagent.cli.Rendering.count;
import static io.nosagent.cli.Rendering.member;

/**
 * {@code nos-agent show ...}: the agent's state as tables, read over gNMI. Each view is one small
 * subcommand; features add theirs here.
 */
@Command(name = "show", mixinStandardHelpOptions = true, description = ShowCommand.DESCRIPTION,
        subcommands = {ShowCommand.Interfaces.class, ShowCommand.Counters.class, ShowCommand.Routes.class,
                ShowCommand.Ecmp.class, ShowCommand.Flowlets.class, QosViews.Qos.class, QosViews.Pfc.class,
                QosViews.Buffers.class, ShowCommand.SystemView.class, ShowCommand.Pfcwd.class, ShowCommand.Alarms.class,
                ControlPlaneViews.Neighbors.class, ControlPlaneViews.Copp.class, ControlPlaneViews.Lldp.class,
                PlatformViews.Platform.class, ResourcesView.class, BfdView.class})
public final class ShowCommand {

    static final String DESCRIPTION = "Show the switch's state as a table (a gNMI client).";

    /**
     * {@code show} holding only the view a user runs: picocli builds the model of every subcommand it holds
     * from their annotations, which for all views costs a command more than it then spends on its one.
     */
    @Command(name = "show", mixinStandardHelpOptions = true, description = DESCRIPTION)
    static final class OneView {
    }

    /** The view class named {@code name} (as a user types it), if there is one. */
    static Optional<Class<?>> view(String name) {
        for (Class<?> view : ShowCommand.class.getAnnotation(Command.class).subcommands()) {
            if (view.getAnnotation(Command.class).name().equals(name)) {
                return Optional.of(view);
            }
        }
        return Optional.empty();
    }

    /** The network instance whose AFT {@code show routes} prints. */
    static final String DEFAULT_INSTANCE = "DEFAULT";

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
            return List.of(InterfacesYang.path().toString());
        }

        @Override
        void table(List<JsonNode> values) {
            var t = new TextTable().left("Interface").left("Admin").left("Oper").left("Speed").right("MTU")
                    .left("Addresses").left("Description");
            for (JsonNode i : member(values.getFirst(), InterfacesYang.INTERFACE)) {
                JsonNode state = member(i, Interface.STATE);
                var addresses = new ArrayList<String>();
                for (JsonNode sub : at(i, Interface.SUBINTERFACES, Interface.Subinterfaces.SUBINTERFACE)) {
                    for (JsonNode a : at(sub, Subinterface.IPV4, Subinterface.Ipv4.ADDRESSES, Subinterface.Ipv4.Addresses.ADDRESS)) {
                        addresses.add(member(a, Subinterface.Ipv4.Addresses.Address.IP).asText() + "/" + at(a,
                                Subinterface.Ipv4.Addresses.Address.CONFIG, Subinterface.Ipv4.Addresses.Address.Config.PREFIX_LENGTH).asText());
                    }
                    for (JsonNode a : at(sub, Subinterface.IPV6, Subinterface.Ipv6.ADDRESSES, Subinterface.Ipv6.Addresses.ADDRESS)) {
                        addresses.add(member(a, Subinterface.Ipv6.Addresses.Address.IP).asText() + "/" + at(a,
                                Subinterface.Ipv6.Addresses.Address.CONFIG, Subinterface.Ipv6.Addresses.Address.Config.PREFIX_LENGTH).asText());
                    }
                }
                String speed = at(i, Interface.ETHERNET, Ethernet.STATE, Ethernet.State.PORT_SPEED).asText("");
                t.row(member(i, Interface.NAME).asText(), member(state, Interface.State.ADMIN_STATUS).asText("-"),
                        member(state, Interface.State.OPER_STATUS).asText("-"), speed.replaceFirst(".*SPEED_", ""),
                        member(state, Interface.State.MTU).asText("-"), String.join(" ", addresses),
                        member(state, Interface.State.DESCRIPTION).asText(""));
            }
            t.print(out);
        }
    }

    @Command(name = "counters", mixinStandardHelpOptions = true,
            description = "Interface counters: octets, packets, discards, errors, PFC pause frames sent and received.")
    static final class Counters extends View {
        @Override
        List<String> paths() {
            return List.of(InterfacesYang.path().toString());
        }

        @Override
        void table(List<JsonNode> values) {
            var t = new TextTable().left("Interface").right("In octets").right("In pkts").right("In discards")
                    .right("In errors").right("Out octets").right("Out pkts").right("Out discards").right("Out errors")
                    .right("PFC rx").right("PFC tx");
            for (JsonNode i : member(values.getFirst(), InterfacesYang.INTERFACE)) {
                JsonNode c = at(i, Interface.STATE, Interface.State.COUNTERS);
                JsonNode eth = at(i, Interface.ETHERNET, Ethernet.STATE, Ethernet.State.COUNTERS);
                t.row(member(i, Interface.NAME).asText(), count(member(c, Interface.State.Counters.IN_OCTETS)),
                        count(member(c, Interface.State.Counters.IN_PKTS)), count(member(c, Interface.State.Counters.IN_DISCARDS)),
                        count(member(c, Interface.State.Counters.IN_ERRORS)), count(member(c, Interface.State.Counters.OUT_OCTETS)),
                        count(member(c, Interface.State.Counters.OUT_PKTS)), count(member(c, Interface.State.Counters.OUT_DISCARDS)),
                        count(member(c, Interface.State.Counters.OUT_ERRORS)),
                        count(member(eth, Ethernet.State.Counters.IN_MAC_PAUSE_FRAMES)),
                        count(member(eth, Ethernet.State.Counters.OUT_MAC_PAUSE_FRAMES)));
            }
            t.print(out);
        }
    }

    @Command(name = "routes", mixinStandardHelpOptions = true,
            description = "The forwarding table (AFT) of the default network instance: prefix, next hop, interface.")
    static final class Routes extends View {
        @Override
        List<String> paths() {
            return List.of(Afts.path(DEFAULT_INSTANCE).toString());
        }

        @Override
        void table(List<JsonNode> values) {
            JsonNode afts = values.getFirst();
            var nextHops = new HashMap<String, JsonNode>();
            for (JsonNode nh : at(afts, Afts.NEXT_HOPS, Afts.NextHops.NEXT_HOP)) {
                nextHops.put(member(nh, NextHop.INDEX).asText(), nh);
            }
            var groups = new HashMap<String, List<String>>();
            for (JsonNode g : at(afts, Afts.NEXT_HOP_GROUPS, Afts.NextHopGroups.NEXT_HOP_GROUP)) {
                var members = new ArrayList<String>();
                for (JsonNode nh : at(g, NextHopGroup.NEXT_HOPS, NextHopGroup.NextHops.NEXT_HOP)) {
                    members.add(member(nh, NextHopGroup.NextHops.NextHop.INDEX).asText());
                }
                groups.put(member(g, NextHopGroup.ID).asText(), members);
            }
            var t = new TextTable().left("Prefix").left("Next hop").left("Interface").left("Origin");
            for (JsonNode e : at(afts, Afts.IPV4_UNICAST, Afts.Ipv4Unicast.IPV4_ENTRY)) {
                JsonNode state = member(e, Ipv4Entry.STATE);
                route(t, member(e, Ipv4Entry.PREFIX).asText(), member(state, Ipv4Entry.State.NEXT_HOP_GROUP).asText(),
                        member(state, Ipv4Entry.State.ORIGIN_PROTOCOL).asText(""), groups, nextHops);
            }
            for (JsonNode e : at(afts, Afts.IPV6_UNICAST, Afts.Ipv6Unicast.IPV6_ENTRY)) {
                JsonNode state = member(e, Ipv6Entry.STATE);
                route(t, member(e, Ipv6Entry.PREFIX).asText(), member(state, Ipv6Entry.State.NEXT_HOP_GROUP).asText(),
                        member(state, Ipv6Entry.State.ORIGIN_PROTOCOL).asText(""), groups, nextHops);
            }
            t.print(out);
        }

        /** A row per next hop of the entry's group. */
        private static void route(TextTable t, String prefix, String group, String origin, Map<String, List<String>> groups,
                                  Map<String, JsonNode> nextHops) {
            for (String index : groups.getOrDefault(group, List.of())) {
                JsonNode nh = nextHops.get(index);
                String ip = at(nh, NextHop.STATE, NextHop.State.IP_ADDRESS).asText("");
                String intf = at(nh, NextHop.INTERFACE_REF, NextHop.InterfaceRef.STATE, NextHop.InterfaceRef.State.INTERFACE).asText("");
                t.row(prefix, ip.isEmpty() ? (intf.isEmpty() ? "receive" : "connected") : ip, intf.isEmpty() ? "CPU" : intf,
                        origin.replaceFirst(".*:", ""));
            }
        }
    }

    @Command(name = "ecmp", mixinStandardHelpOptions = true,
            description = "Next-hop groups as routing programmed them: type, routes, and each member's next hop, "
                    + "interface, buckets and status (up, failed over, drained).")
    static final class Ecmp extends View {
        @Override
        List<String> paths() {
            return List.of(RoutingYang.NextHopGroups.path().toString());
        }

        @Override
        boolean missingIsEmpty() {
            return true;
        }

        @Override
        void table(List<JsonNode> values) {
            var t = new TextTable().right("Group").left("Type").right("Routes").left("Next hop").left("Interface")
                    .right("Buckets").left("Status").left("Forwarding");
            for (JsonNode g : member(values.getFirst(), RoutingYang.NextHopGroups.NEXT_HOP_GROUP)) {
                JsonNode state = member(g, RoutingYang.NextHopGroups.NextHopGroup.STATE);
                String type = member(state, RoutingYang.NextHopGroups.NextHopGroup.State.TYPE).asText("-");
                boolean fineGrained = type.equals("fine-grained");
                boolean first = true;
                for (JsonNode m : at(g, RoutingYang.NextHopGroups.NextHopGroup.MEMBERS, RoutingYang.NextHopGroups.NextHopGroup.Members.MEMBER)) {
                    JsonNode ms = member(m, Member.STATE);
                    t.row(first ? member(g, RoutingYang.NextHopGroups.NextHopGroup.ID).asText() : "", first ? type : "",
                            first ? member(state, RoutingYang.NextHopGroups.NextHopGroup.State.ROUTE_COUNT).asText() : "",
                            member(ms, Member.State.IP_ADDRESS).asText(), member(ms, Member.State.INTERFACE).asText(),
                            fineGrained ? member(ms, Member.State.BUCKETS).asText() : "-", member(ms, Member.State.STATUS).asText(),
                            member(ms, Member.State.FORWARDING).asBoolean() ? "yes" : "no");
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
            return List.of(RoutingYang.path().toString());
        }

        @Override
        boolean missingIsEmpty() {
            return true;
        }

        @Override
        void table(List<JsonNode> values) {
            JsonNode routing = values.getFirst();
            JsonNode settings = at(routing, RoutingYang.FLOWLETS, RoutingYang.Flowlets.STATE);
            out.printf("flowlets: %s%n", member(settings, RoutingYang.Flowlets.State.ENABLED).asBoolean()
                    ? "on, groups " + member(settings, RoutingYang.Flowlets.State.GROUPS).asText()
                    + ", idle time " + member(settings, RoutingYang.Flowlets.State.IDLE_TIME).asText() + " us, table "
                    + member(settings, RoutingYang.Flowlets.State.TABLE_SIZE).asText()
                    + ", mode " + member(settings, RoutingYang.Flowlets.State.MODE).asText() : "off");
            var t = new TextTable().right("Group").right("Routes").right("Members").right("Reassignments").right("To another port");
            for (JsonNode g : at(routing, RoutingYang.NEXT_HOP_GROUPS, RoutingYang.NextHopGroups.NEXT_HOP_GROUP)) {
                JsonNode state = member(g, RoutingYang.NextHopGroups.NextHopGroup.STATE);
                if (!member(state, RoutingYang.NextHopGroups.NextHopGroup.State.TYPE).asText().equals("ecmp")) {
                    continue;
                }
                t.row(member(g, RoutingYang.NextHopGroups.NextHopGroup.ID).asText(),
                        member(state, RoutingYang.NextHopGroups.NextHopGroup.State.ROUTE_COUNT).asText(),
                        Integer.toString(at(g, RoutingYang.NextHopGroups.NextHopGroup.MEMBERS,
                                RoutingYang.NextHopGroups.NextHopGroup.Members.MEMBER).size()),
                        count(member(state, RoutingYang.NextHopGroups.NextHopGroup.State.FLOWLET_REASSIGNMENTS)),
                        count(member(state, RoutingYang.NextHopGroups.NextHopGroup.State.FLOWLET_PORT_REASSIGNMENTS)));
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
            return List.of(SystemYang.path().toString(), PathArgument.project(AgentYang.path()));
        }

        @Override
        void table(List<JsonNode> values) {
            JsonNode system = values.get(0);
            JsonNode agent = values.get(1);
            JsonNode state = member(system, SystemYang.STATE);
            JsonNode running = at(agent, AgentYang.RUNNING_CONFIG, AgentYang.RunningConfig.STATE);
            JsonNode confirm = at(agent, AgentYang.COMMIT_CONFIRM, AgentYang.CommitConfirm.STATE);
            JsonNode stats = at(agent, AgentYang.STATS_COLLECTOR, AgentYang.StatsCollector.STATE);
            var t = new TextTable().left("Item").left("Value");
            t.row("Hostname", at(system, SystemYang.CONFIG, SystemYang.Config.HOSTNAME).asText());
            t.row("Platform", at(agent, AgentYang.STATE, AgentYang.State.PLATFORM).asText());
            t.row("Software", member(state, SystemYang.State.SOFTWARE_VERSION).asText());
            t.row("Current time", member(state, SystemYang.State.CURRENT_DATETIME).asText());
            t.row("Boot time", Rendering.instant(member(state, SystemYang.State.BOOT_TIME)));
            t.row("Up time", Rendering.duration(member(state, SystemYang.State.UP_TIME)));
            t.row("Config version", member(running, AgentYang.RunningConfig.State.VERSION).asText() + " ("
                    + member(running, AgentYang.RunningConfig.State.NOTE).asText() + ")");
            t.row("Committed at", Rendering.instant(member(running, AgentYang.RunningConfig.State.COMMITTED_AT)));
            t.row("Commit pending", member(confirm, AgentYang.CommitConfirm.State.PENDING).asBoolean()
                    ? "'" + member(confirm, AgentYang.CommitConfirm.State.ID).asText() + "', rolls back at "
                    + Rendering.instant(member(confirm, AgentYang.CommitConfirm.State.ROLLBACK_AT))
                    : "no");
            t.row("Counter polling", "every " + member(stats, AgentYang.StatsCollector.State.INTERVAL).asText() + " ms, last took "
                    + member(stats, AgentYang.StatsCollector.State.LAST_POLL_DURATION).asText() + " us");
            t.row("Subscriptions", at(agent, AgentYang.TELEMETRY, AgentYang.Telemetry.STATE,
                    AgentYang.Telemetry.State.ACTIVE_SUBSCRIPTIONS).asText());
            t.row("SAI personality", at(agent, AgentYang.ASIC, AgentYang.Asic.STATE, AgentYang.Asic.State.PERSONALITY).asText());
            t.print(out);
            var asic = new TextTable().left("ASIC feature").left("Support").left("How");
            for (JsonNode f : at(agent, AgentYang.ASIC, AgentYang.Asic.FEATURES, AgentYang.Asic.Features.FEATURE)) {
                JsonNode st = member(f, AgentYang.Asic.Features.Feature.STATE);
                asic.row(member(st, AgentYang.Asic.Features.Feature.State.NAME).asText(),
                        member(st, AgentYang.Asic.Features.Feature.State.SUPPORT).asText(),
                        member(st, AgentYang.Asic.Features.Feature.State.HOW).asText());
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
            return List.of(PfcWatchdogYang.path().toString());
        }

        @Override
        void table(List<JsonNode> values) {
            JsonNode wd = values.getFirst();
            JsonNode state = member(wd, PfcWatchdogYang.STATE); // the settings in effect beside the counts
            out.printf("PFC watchdog: %s, poll %s ms, big red switch %s; %s queues watched, %s stormed%n",
                    member(state, PfcWatchdogYang.State.ENABLED).asBoolean(true) ? "on" : "off",
                    member(state, PfcWatchdogYang.State.POLL_INTERVAL).asText("100"),
                    member(state, PfcWatchdogYang.State.BIG_RED_SWITCH).asBoolean(false) ? "ON" : "off",
                    member(state, PfcWatchdogYang.State.WATCHED_QUEUES).asText("0"),
                    member(state, PfcWatchdogYang.State.STORMED_QUEUES).asText("0"));
            var t = new TextTable().left("Interface").right("Queue").right("Prio").left("Status").left("Action").left("Detect")
                    .right("Detect ms").right("Restore ms").right("Storms").right("Restored").right("Dropped").right("Forwarded")
                    .left("Last storm");
            for (JsonNode i : at(wd, PfcWatchdogYang.INTERFACES, PfcWatchdogYang.Interfaces.INTERFACE)) {
                for (JsonNode q : at(i, PfcWatchdogYang.Interfaces.Interface.QUEUES, PfcWatchdogYang.Interfaces.Interface.Queues.QUEUE)) {
                    JsonNode qs = member(q, Queue.STATE);
                    if (member(qs, Queue.State.OPERATIONAL_STATUS).isMissingNode()) {
                        continue; // configured but not lossless: not watched
                    }
                    t.row(member(i, PfcWatchdogYang.Interfaces.Interface.NAME).asText(), member(q, Queue.INDEX).asText(),
                            member(qs, Queue.State.PFC_PRIORITY).asText(),
                            member(qs, Queue.State.OPERATIONAL_STATUS).asText()
                                    + (member(qs, Queue.State.BIG_RED_SWITCH_FORCED).asBoolean() ? " (forced)" : ""),
                            member(qs, Queue.State.STORM_ACTION).asText(), member(qs, Queue.State.DETECTION_MODE).asText(),
                            member(qs, Queue.State.EFFECTIVE_DETECTION_TIME).asText(),
                            member(qs, Queue.State.EFFECTIVE_RESTORATION_TIME).asText(),
                            count(member(qs, Queue.State.STORMS_DETECTED)), count(member(qs, Queue.State.STORMS_RESTORED)),
                            count(member(qs, Queue.State.PACKETS_DROPPED)), count(member(qs, Queue.State.PACKETS_FORWARDED)),
                            Rendering.instant(member(qs, Queue.State.LAST_DETECTED)));
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
            return List.of(SystemYang.Alarms.path().toString());
        }

        @Override
        boolean missingIsEmpty() {
            return true;
        }

        @Override
        void table(List<JsonNode> values) {
            var t = new TextTable().left("Id").left("Severity").left("Type").left("Since").left("Resource").left("Text");
            for (JsonNode a : member(values.getFirst(), SystemYang.Alarms.ALARM)) {
                JsonNode st = member(a, Alarm.STATE);
                String severity = member(st, Alarm.State.SEVERITY).asText();
                t.row(member(a, Alarm.ID).asText(), severity.substring(severity.indexOf(':') + 1),
                        member(st, Alarm.State.TYPE_ID).asText(), Rendering.instant(member(st, Alarm.State.TIME_CREATED)),
                        member(st, Alarm.State.RESOURCE).asText(), member(st, Alarm.State.TEXT).asText());
            }
            if (member(values.getFirst(), SystemYang.Alarms.ALARM).isMissingNode()) {
                out.println("no active alarms");
                return;
            }
            t.print(out);
        }
    }
}
