package io.nosagent.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.api.cli.TextTable;
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
            return List.of("/qos");
        }

        @Override
        boolean missingIsEmpty() {
            return true;
        }

        /** The ports with QoS, each with its entry, in the agent's order. */
        List<JsonNode> ports(JsonNode qos) {
            var out = new ArrayList<JsonNode>();
            for (JsonNode i : at(qos, "interfaces", "interface")) {
                if (port == null || member(i, "interface-id").asText().equals(port)) {
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
                at(i, "output", "queues", "queue").forEach(queues::add);
                queues.sort(java.util.Comparator.comparingInt(q -> Integer.parseInt(r.queueIds.getOrDefault(member(q, "name").asText(), "99"))));
                boolean first = true;
                for (JsonNode q : queues) {
                    String name = member(q, "name").asText();
                    JsonNode s = member(q, "state");
                    t.row(first ? member(i, "interface-id").asText() : "", name, r.queueIds.getOrDefault(name, "-"),
                            ranges(r.dscpsOf(name)), r.scheduling(name), r.wred(name), r.lossless.contains(name) ? "yes" : "",
                            count(member(s, "transmit-pkts")), count(member(s, "dropped-pkts")),
                            count(member(s, "ecn-marked-pkts")), count(member(s, "max-queue-len")));
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
                for (JsonNode p : at(i, "pfc", "priorities", "priority")) {
                    before.put(member(i, "interface-id").asText() + "/" + member(p, "index").asText(), at(p, "state", "counters"));
                }
            }
            var t = new TextTable().left("Port").right("Priority").left("Lossless").right("Rx frames").right("Tx frames")
                    .right("Rx pause us").right("Tx pause us").right("Rx/s").right("Tx/s");
            for (JsonNode i : ports(later.getFirst())) {
                String name = member(i, "interface-id").asText();
                for (JsonNode p : at(i, "pfc", "priorities", "priority")) {
                    JsonNode s = member(p, "state");
                    JsonNode c = member(s, "counters");
                    boolean enabled = member(s, "enabled").asBoolean();
                    long rx = member(c, "rx-pause-frames").asLong();
                    long tx = member(c, "tx-pause-frames").asLong();
                    if (!enabled && rx == 0 && tx == 0) {
                        continue;
                    }
                    JsonNode was = before.getOrDefault(name + "/" + member(p, "index").asText(), c);
                    t.row(name, member(p, "index").asText(), enabled ? "yes" : "no", count(member(c, "rx-pause-frames")),
                            count(member(c, "tx-pause-frames")), count(member(c, "rx-pause-duration")),
                            count(member(c, "tx-pause-duration")),
                            rate(rx - member(was, "rx-pause-frames").asLong(), seconds),
                            rate(tx - member(was, "tx-pause-frames").asLong(), seconds));
                }
            }
            t.print(out);
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
            for (JsonNode p : at(qos, "buffer-pools", "buffer-pool")) {
                JsonNode s = member(p, "state");
                pools.row(member(p, "name").asText(), member(s, "type").asText("-"), member(s, "threshold-mode").asText("-"),
                        count(member(s, "size")), count(member(s, "shared-size")), count(member(s, "occupancy")),
                        count(member(s, "watermark")));
            }
            pools.print(out);
            out.println();
            var groups = new TextTable().left("Port").left("Profile").right("Cable m").right("Headroom").right("PG")
                    .left("Lossless").right("Occupancy").right("In headroom").right("Watermark").right("Headroom max")
                    .right("Dropped");
            for (JsonNode i : ports(qos)) {
                JsonNode pfc = at(i, "pfc", "state");
                boolean first = true;
                for (JsonNode g : at(i, "priority-groups", "priority-group")) {
                    JsonNode s = member(g, "state");
                    JsonNode c = member(s, "counters");
                    boolean lossless = member(s, "lossless").asBoolean();
                    if (!lossless && member(c, "packets").asLong() == 0) {
                        continue;
                    }
                    groups.row(first ? member(i, "interface-id").asText() : "", first ? member(pfc, "lossless-profile").asText("-") : "",
                            first ? member(pfc, "cable-length").asText("-") : "", first ? count(member(pfc, "headroom")) : "",
                            member(g, "index").asText(), lossless ? "yes" : "no", count(member(c, "occupancy")),
                            count(member(c, "headroom-occupancy")), count(member(c, "watermark")),
                            count(member(c, "headroom-watermark")), count(member(c, "dropped-packets")));
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
            JsonNode profile = named(at(qos, "lossless-profiles", "lossless-profile"),
                    at(port, "pfc", "config", "lossless-profile").asText(""));
            for (JsonNode q : at(qos, "queues", "queue")) {
                queueIds.put(member(q, "name").asText(), at(q, "config", "queue-id").asText());
            }
            var groups = new HashMap<String, String>();
            for (JsonNode g : at(qos, "forwarding-groups", "forwarding-group")) {
                groups.put(member(g, "name").asText(), at(g, "config", "output-queue").asText());
            }
            String classifier = first(at(port, "input", "classifiers", "classifier")).map(c -> at(c, "config", "name").asText())
                    .orElse(at(profile, "config", "classifier").asText(""));
            for (JsonNode term : at(named(at(qos, "classifiers", "classifier"), classifier), "terms", "term")) {
                String queue = groups.get(at(term, "actions", "config", "target-group").asText(""));
                if (queue == null) {
                    continue;
                }
                for (String family : List.of("ipv4", "ipv6")) {
                    JsonNode cond = at(term, "conditions", family, "config");
                    if (member(cond, "dscp").isNumber()) {
                        dscps.computeIfAbsent(queue, k -> new TreeSet<>()).add(member(cond, "dscp").asInt());
                    }
                    member(cond, "dscp-set").forEach(d -> dscps.computeIfAbsent(queue, k -> new TreeSet<>()).add(d.asInt()));
                }
            }
            String policy = at(port, "output", "scheduler-policy", "config", "name")
                    .asText(at(profile, "config", "scheduler-policy").asText(""));
            for (JsonNode s : at(named(at(qos, "scheduler-policies", "scheduler-policy"), policy), "schedulers", "scheduler")) {
                boolean strict = at(s, "config", "priority").asText("").equals("STRICT");
                for (JsonNode in : at(s, "inputs", "input")) {
                    scheduling.put(at(in, "config", "queue").asText(), strict ? "strict" : "weight " + at(in, "config", "weight").asText());
                }
            }
            JsonNode cts = at(qos, "cts", "config");
            if (member(cts, "enabled").asBoolean()) {
                String queue = member(cts, "queue").asText();
                scheduling.put(queue, "strict (CTS)");
                dscps.computeIfAbsent(queue, k -> new TreeSet<>()).add(member(cts, "dscp").asInt());
            }
            JsonNode own = at(port, "output", "queues", "queue");
            boolean hasOwn = false;
            for (JsonNode q : own) {
                JsonNode qmp = at(q, "config", "queue-management-profile");
                if (!qmp.isMissingNode()) {
                    wred.put(member(q, "name").asText(), qmp.asText());
                    hasOwn = true;
                }
            }
            if (!hasOwn) {
                for (JsonNode q : at(profile, "queues", "queue")) {
                    wred.put(member(q, "name").asText(), at(q, "config", "queue-management-profile").asText());
                }
            }
            for (JsonNode p : at(profile, "priorities", "priority")) {
                lossless.add(at(p, "config", "queue").asText());
            }
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

        private static JsonNode named(JsonNode list, String name) {
            for (JsonNode e : list) {
                if (member(e, "name").asText().equals(name)) {
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
