package io.nosagent.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.api.cli.TextTable;
import io.nosagent.config.yang.QosYang;
import io.nosagent.config.yang.QosYang.BufferPools.BufferPool;
import io.nosagent.config.yang.QosYang.Classifiers.Classifier;
import io.nosagent.config.yang.QosYang.Classifiers.Classifier.Terms.Term;
import io.nosagent.config.yang.QosYang.ForwardingGroups.ForwardingGroup;
import io.nosagent.config.yang.QosYang.Interfaces.Interface;
import io.nosagent.config.yang.QosYang.Interfaces.Interface.Output.Queues.Queue;
import io.nosagent.config.yang.QosYang.Interfaces.Interface.Pfc.Priorities.Priority;
import io.nosagent.config.yang.QosYang.Interfaces.Interface.PriorityGroups.PriorityGroup;
import io.nosagent.config.yang.QosYang.LosslessProfiles.LosslessProfile;
import io.nosagent.config.yang.QosYang.SchedulerPolicies.SchedulerPolicy;
import io.nosagent.config.yang.QosYang.SchedulerPolicies.SchedulerPolicy.Schedulers.Scheduler;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

import static io.nosagent.cli.Rendering.at;
import static io.nosagent.cli.Rendering.count;
import static io.nosagent.cli.Rendering.member;

/**
 * {@code show qos | pfc | buffers}: the QoS the agent programmed, from {@code /qos} (OpenConfig with
 * the nosagent-qos augmentations), config and state together. A port takes from its lossless profile
 * what its own entry leaves out, as the agent does.
 */
final class QosViews {

    private QosViews() {
    }

    /** What every QoS view shares: the path, and an optional single port. */
    abstract static class QosView extends ShowCommand.View {
        @Option(names = {"-i", "--interface"}, description = "Only this port.")
        String port;

        @Override
        List<String> paths() {
            return List.of(QosYang.path().toString());
        }

        @Override
        boolean missingIsEmpty() {
            return true;
        }

        /** The ports with QoS, each with its entry, in the agent's order. */
        List<JsonNode> ports(JsonNode qos) {
            var out = new ArrayList<JsonNode>();
            for (JsonNode i : at(qos, QosYang.INTERFACES, QosYang.Interfaces.INTERFACE)) {
                if (port == null || member(i, Interface.INTERFACE_ID).asText().equals(port)) {
                    out.add(i);
                }
            }
            return out;
        }
    }

    @Command(name = "qos", mixinStandardHelpOptions = true,
            description = "Per port and queue: the DSCPs classified to it, how it is scheduled (strict or weight), its "
                    + "WRED/ECN profile, whether it is lossless, and its packets sent, dropped, ECN-marked and its watermark.")
    static final class Qos extends QosView {
        @Override
        void table(List<JsonNode> values) {
            JsonNode qos = values.getFirst();
            var t = new TextTable().left("Port").left("Queue").right("Id").left("DSCP").left("Scheduling").left("WRED/ECN")
                    .left("Lossless").right("Tx pkts").right("Dropped").right("ECN marked").right("Watermark");
            for (JsonNode i : ports(qos)) {
                Resolved r = new Resolved(qos, i);
                var queues = new ArrayList<JsonNode>();
                at(i, Interface.OUTPUT, Interface.Output.QUEUES, Interface.Output.Queues.QUEUE).forEach(queues::add);
                queues.sort(java.util.Comparator.comparingInt(q -> Integer.parseInt(r.queueIds.getOrDefault(member(q, Queue.NAME).asText(), "99"))));
                boolean first = true;
                for (JsonNode q : queues) {
                    String name = member(q, Queue.NAME).asText();
                    JsonNode s = member(q, Queue.STATE);
                    t.row(first ? member(i, Interface.INTERFACE_ID).asText() : "", name, r.queueIds.getOrDefault(name, "-"),
                            ranges(r.dscpsOf(name)), r.scheduling(name), r.wred(name), r.lossless.contains(name) ? "yes" : "",
                            count(member(s, Queue.State.TRANSMIT_PKTS)), count(member(s, Queue.State.DROPPED_PKTS)),
                            count(member(s, Queue.State.ECN_MARKED_PKTS)), count(member(s, Queue.State.MAX_QUEUE_LEN)));
                    first = false;
                }
            }
            t.print(out);
        }
    }

    @Command(name = "pfc", mixinStandardHelpOptions = true,
            description = "PFC per port and priority: whether it is lossless, frames and pause time received and sent, "
                    + "and frames per second over --interval. Priorities with PFC off and no frames are left out.")
    static final class Pfc extends QosView {
        @Option(names = "--interval", defaultValue = "1000", description = "Milliseconds between the two reads rates "
                + "come from; 0 reads once, without rates (default ${DEFAULT-VALUE}).")
        long intervalMillis;

        @Override
        long rateIntervalMillis() {
            return intervalMillis;
        }

        @Override
        void table(List<JsonNode> values) {
            table(values, values, 0);
        }

        @Override
        void table(List<JsonNode> earlier, List<JsonNode> later, double seconds) {
            var before = new HashMap<String, JsonNode>();
            for (JsonNode i : ports(earlier.getFirst())) {
                for (JsonNode p : priorities(i)) {
                    before.put(member(i, Interface.INTERFACE_ID).asText() + "/" + member(p, Priority.INDEX).asText(),
                            at(p, Priority.STATE, Priority.State.COUNTERS));
                }
            }
            var t = new TextTable().left("Port").right("Priority").left("Lossless").right("Rx frames").right("Tx frames")
                    .right("Rx pause us").right("Tx pause us").right("Rx/s").right("Tx/s");
            for (JsonNode i : ports(later.getFirst())) {
                String name = member(i, Interface.INTERFACE_ID).asText();
                for (JsonNode p : priorities(i)) {
                    JsonNode s = member(p, Priority.STATE);
                    JsonNode c = member(s, Priority.State.COUNTERS);
                    boolean enabled = member(s, Priority.State.ENABLED).asBoolean();
                    long rx = member(c, Priority.State.Counters.RX_PAUSE_FRAMES).asLong();
                    long tx = member(c, Priority.State.Counters.TX_PAUSE_FRAMES).asLong();
                    if (!enabled && rx == 0 && tx == 0) {
                        continue;
                    }
                    JsonNode was = before.getOrDefault(name + "/" + member(p, Priority.INDEX).asText(), c);
                    t.row(name, member(p, Priority.INDEX).asText(), enabled ? "yes" : "no",
                            count(member(c, Priority.State.Counters.RX_PAUSE_FRAMES)),
                            count(member(c, Priority.State.Counters.TX_PAUSE_FRAMES)),
                            count(member(c, Priority.State.Counters.RX_PAUSE_DURATION)),
                            count(member(c, Priority.State.Counters.TX_PAUSE_DURATION)),
                            rate(rx - member(was, Priority.State.Counters.RX_PAUSE_FRAMES).asLong(), seconds),
                            rate(tx - member(was, Priority.State.Counters.TX_PAUSE_FRAMES).asLong(), seconds));
                }
            }
            t.print(out);
        }

        private static JsonNode priorities(JsonNode port) {
            return at(port, Interface.PFC, QosYang.Interfaces.Interface.Pfc.PRIORITIES, QosYang.Interfaces.Interface.Pfc.Priorities.PRIORITY);
        }

        private static String rate(long frames, double seconds) {
            return seconds <= 0 ? "-" : String.format("%,.0f", frames / seconds);
        }
    }

    @Command(name = "buffers", mixinStandardHelpOptions = true,
            description = "Buffer pools (size, shared part, occupancy, watermark) and per port its lossless headroom and "
                    + "each priority group's occupancy, headroom in use, watermarks and drops.")
    static final class Buffers extends QosView {
        @Override
        void table(List<JsonNode> values) {
            JsonNode qos = values.getFirst();
            var pools = new TextTable().left("Pool").left("Type").left("Mode").right("Size").right("Shared")
                    .right("Occupancy").right("Watermark");
            for (JsonNode p : at(qos, QosYang.BUFFER_POOLS, QosYang.BufferPools.BUFFER_POOL)) {
                JsonNode s = member(p, BufferPool.STATE);
                pools.row(member(p, BufferPool.NAME).asText(), member(s, BufferPool.State.TYPE).asText("-"),
                        member(s, BufferPool.State.THRESHOLD_MODE).asText("-"), count(member(s, BufferPool.State.SIZE)),
                        count(member(s, BufferPool.State.SHARED_SIZE)), count(member(s, BufferPool.State.OCCUPANCY)),
                        count(member(s, BufferPool.State.WATERMARK)));
            }
            pools.print(out);
            out.println();
            var groups = new TextTable().left("Port").left("Profile").right("Cable m").right("Headroom").right("PG")
                    .left("Lossless").right("Occupancy").right("In headroom").right("Watermark").right("Headroom max")
                    .right("Dropped");
            for (JsonNode i : ports(qos)) {
                JsonNode pfc = at(i, Interface.PFC, QosYang.Interfaces.Interface.Pfc.STATE);
                boolean first = true;
                for (JsonNode g : at(i, Interface.PRIORITY_GROUPS, Interface.PriorityGroups.PRIORITY_GROUP)) {
                    JsonNode s = member(g, PriorityGroup.STATE);
                    JsonNode c = member(s, PriorityGroup.State.COUNTERS);
                    boolean lossless = member(s, PriorityGroup.State.LOSSLESS).asBoolean();
                    if (!lossless && member(c, PriorityGroup.State.Counters.PACKETS).asLong() == 0) {
                        continue;
                    }
                    groups.row(first ? member(i, Interface.INTERFACE_ID).asText() : "",
                            first ? member(pfc, QosYang.Interfaces.Interface.Pfc.State.LOSSLESS_PROFILE).asText("-") : "",
                            first ? member(pfc, QosYang.Interfaces.Interface.Pfc.State.CABLE_LENGTH).asText("-") : "",
                            first ? count(member(pfc, QosYang.Interfaces.Interface.Pfc.State.HEADROOM)) : "",
                            member(g, PriorityGroup.INDEX).asText(), lossless ? "yes" : "no",
                            count(member(c, PriorityGroup.State.Counters.OCCUPANCY)),
                            count(member(c, PriorityGroup.State.Counters.HEADROOM_OCCUPANCY)),
                            count(member(c, PriorityGroup.State.Counters.WATERMARK)),
                            count(member(c, PriorityGroup.State.Counters.HEADROOM_WATERMARK)),
                            count(member(c, PriorityGroup.State.Counters.DROPPED_PACKETS)));
                    first = false;
                }
            }
            groups.print(out);
        }
    }

    /** One port's bindings as the agent resolves them: its own entry first, else its lossless profile. */
    private static final class Resolved {
        final Map<String, String> queueIds = new HashMap<>();
        final TreeSet<String> lossless = new TreeSet<>();
        private final Map<String, TreeSet<Integer>> dscps = new TreeMap<>();
        private final Map<String, String> scheduling = new HashMap<>();
        private final Map<String, String> wred = new HashMap<>();

        Resolved(JsonNode qos, JsonNode port) {
            JsonNode profile = named(at(qos, QosYang.LOSSLESS_PROFILES, QosYang.LosslessProfiles.LOSSLESS_PROFILE),
                    LosslessProfile.NAME, at(port, Interface.PFC, QosYang.Interfaces.Interface.Pfc.CONFIG,
                            QosYang.Interfaces.Interface.Pfc.Config.LOSSLESS_PROFILE).asText(""));
            for (JsonNode q : at(qos, QosYang.QUEUES, QosYang.Queues.QUEUE)) {
                queueIds.put(member(q, QosYang.Queues.Queue.NAME).asText(),
                        at(q, QosYang.Queues.Queue.CONFIG, QosYang.Queues.Queue.Config.QUEUE_ID).asText());
            }
            var groups = new HashMap<String, String>();
            for (JsonNode g : at(qos, QosYang.FORWARDING_GROUPS, QosYang.ForwardingGroups.FORWARDING_GROUP)) {
                groups.put(member(g, ForwardingGroup.NAME).asText(),
                        at(g, ForwardingGroup.CONFIG, ForwardingGroup.Config.OUTPUT_QUEUE).asText());
            }
            String classifier = first(at(port, Interface.INPUT, Interface.Input.CLASSIFIERS, Interface.Input.Classifiers.CLASSIFIER))
                    .map(c -> at(c, Interface.Input.Classifiers.Classifier.CONFIG, Interface.Input.Classifiers.Classifier.Config.NAME).asText())
                    .orElse(at(profile, LosslessProfile.CONFIG, LosslessProfile.Config.CLASSIFIER).asText(""));
            JsonNode terms = at(named(at(qos, QosYang.CLASSIFIERS, QosYang.Classifiers.CLASSIFIER), Classifier.NAME, classifier),
                    Classifier.TERMS, Classifier.Terms.TERM);
            for (JsonNode term : terms) {
                String queue = groups.get(at(term, Term.ACTIONS, Term.Actions.CONFIG, Term.Actions.Config.TARGET_GROUP).asText(""));
                if (queue == null) {
                    continue;
                }
                classified(queue, at(term, Term.CONDITIONS, Term.Conditions.IPV4, Term.Conditions.Ipv4.CONFIG),
                        Term.Conditions.Ipv4.Config.DSCP, Term.Conditions.Ipv4.Config.DSCP_SET);
                classified(queue, at(term, Term.CONDITIONS, Term.Conditions.IPV6, Term.Conditions.Ipv6.CONFIG),
                        Term.Conditions.Ipv6.Config.DSCP, Term.Conditions.Ipv6.Config.DSCP_SET);
            }
            String policy = at(port, Interface.OUTPUT, Interface.Output.SCHEDULER_POLICY, Interface.Output.SchedulerPolicy.CONFIG,
                    Interface.Output.SchedulerPolicy.Config.NAME)
                    .asText(at(profile, LosslessProfile.CONFIG, LosslessProfile.Config.SCHEDULER_POLICY).asText(""));
            JsonNode schedulers = at(named(at(qos, QosYang.SCHEDULER_POLICIES, QosYang.SchedulerPolicies.SCHEDULER_POLICY),
                    SchedulerPolicy.NAME, policy), SchedulerPolicy.SCHEDULERS, SchedulerPolicy.Schedulers.SCHEDULER);
            for (JsonNode s : schedulers) {
                boolean strict = at(s, Scheduler.CONFIG, Scheduler.Config.PRIORITY).asText("").equals("STRICT");
                for (JsonNode in : at(s, Scheduler.INPUTS, Scheduler.Inputs.INPUT)) {
                    scheduling.put(at(in, Scheduler.Inputs.Input.CONFIG, Scheduler.Inputs.Input.Config.QUEUE).asText(),
                            strict ? "strict" : "weight " + at(in, Scheduler.Inputs.Input.CONFIG, Scheduler.Inputs.Input.Config.WEIGHT).asText());
                }
            }
            JsonNode cts = at(qos, QosYang.CTS, QosYang.Cts.CONFIG);
            if (member(cts, QosYang.Cts.Config.ENABLED).asBoolean()) {
                String queue = member(cts, QosYang.Cts.Config.QUEUE).asText();
                scheduling.put(queue, "strict (CTS)");
                dscps.computeIfAbsent(queue, k -> new TreeSet<>()).add(member(cts, QosYang.Cts.Config.DSCP).asInt());
            }
            boolean hasOwn = false;
            for (JsonNode q : at(port, Interface.OUTPUT, Interface.Output.QUEUES, Interface.Output.Queues.QUEUE)) {
                JsonNode qmp = at(q, Queue.CONFIG, Queue.Config.QUEUE_MANAGEMENT_PROFILE);
                if (!qmp.isMissingNode()) {
                    wred.put(member(q, Queue.NAME).asText(), qmp.asText());
                    hasOwn = true;
                }
            }
            if (!hasOwn) {
                for (JsonNode q : at(profile, LosslessProfile.QUEUES, LosslessProfile.Queues.QUEUE)) {
                    wred.put(member(q, LosslessProfile.Queues.Queue.NAME).asText(),
                            at(q, LosslessProfile.Queues.Queue.CONFIG, LosslessProfile.Queues.Queue.Config.QUEUE_MANAGEMENT_PROFILE).asText());
                }
            }
            for (JsonNode p : at(profile, LosslessProfile.PRIORITIES, LosslessProfile.Priorities.PRIORITY)) {
                lossless.add(at(p, LosslessProfile.Priorities.Priority.CONFIG, LosslessProfile.Priorities.Priority.Config.QUEUE).asText());
            }
        }

        /** The DSCPs a term's conditions of one family send to {@code queue}. */
        private void classified(String queue, JsonNode condition, String dscp, String dscpSet) {
            if (member(condition, dscp).isNumber()) {
                dscps.computeIfAbsent(queue, k -> new TreeSet<>()).add(member(condition, dscp).asInt());
            }
            member(condition, dscpSet).forEach(d -> dscps.computeIfAbsent(queue, k -> new TreeSet<>()).add(d.asInt()));
        }

        TreeSet<Integer> dscpsOf(String queue) {
            return dscps.getOrDefault(queue, new TreeSet<>());
        }

        String scheduling(String queue) {
            return scheduling.getOrDefault(queue, "-");
        }

        String wred(String queue) {
            return wred.getOrDefault(queue, "-");
        }

        /** The entry of {@code list} whose key member {@code key} is {@code name}. */
        private static JsonNode named(JsonNode list, String key, String name) {
            for (JsonNode e : list) {
                if (member(e, key).asText().equals(name)) {
                    return e;
                }
            }
            return com.fasterxml.jackson.databind.node.MissingNode.getInstance();
        }

        private static java.util.Optional<JsonNode> first(JsonNode list) {
            return list.isArray() && !list.isEmpty() ? java.util.Optional.of(list.get(0)) : java.util.Optional.empty();
        }
    }

    /** DSCP values as ranges: {@code 26-30,32,35}; {@code -} for none. */
    static String ranges(TreeSet<Integer> values) {
        if (values.isEmpty()) {
            return "-";
        }
        var parts = new ArrayList<String>();
        int start = values.first();
        int last = start;
        for (int v : values.tailSet(start, false)) {
            if (v != last + 1) {
                parts.add(start == last ? Integer.toString(start) : start + "-" + last);
                start = v;
            }
            last = v;
        }
        parts.add(start == last ? Integer.toString(start) : start + "-" + last);
        return String.join(",", parts);
    }
}
