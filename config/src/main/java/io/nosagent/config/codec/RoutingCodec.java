package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.intent.routing.Drain;
import io.nosagent.config.intent.routing.FineGrainedEcmp;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.config.intent.routing.HashAlgorithm;
import io.nosagent.config.intent.routing.HashField;
import io.nosagent.config.intent.routing.LoadBalancing;
import io.nosagent.config.intent.routing.QpHashing;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.routing.TeOverride;
import io.nosagent.config.schema.RoutingSchema;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;

import java.util.EnumSet;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * {@code /nosagent-routing:routing} to the routing intent's load balancing, flowlets, fine-grained
 * ECMP, drain and TE overrides, and back (the static routes are {@link NetworkInstancesCodec}'s).
 *
 * <p>Defaults: a leaf absent from a document takes its YANG default. Encode leaves out a feature
 * whose settings are all defaults, and writes a feature that differs whole (every leaf, defaults
 * included, as the interfaces codec writes an interface), so an unconfigured switch's document has no
 * routing member and a configured feature reads back complete. {@code bucket-count} is written only
 * when set: unset means lcm(1..max-members).
 */
public final class RoutingCodec implements SectionCodec<RoutingIntent> {

    @Override
    public Container schema() {
        return RoutingSchema.TOP;
    }

    @Override
    public Optional<RoutingIntent> decode(JsonNode top, ConfigErrors errors) {
        JsonNode lb = top.path("load-balancing");
        RoutingIntent routing = RoutingIntent.NONE
                .withLoadBalancing(loadBalancing(lb.path("config"), lb.path("roce-qp-hash").path("config")))
                .withFlowlets(flowlets(top.path("flowlets").path("config")))
                .withFineGrained(fineGrained(top.path("fine-grained-ecmp").path("config")))
                .withDrain(drain(top.path("drain")));
        for (JsonNode o : top.path("te-overrides").path("override")) {
            JsonNode hop = o.path("config").path("next-hop");
            if (hop.isTextual()) { // else reported as a missing mandatory leaf
                routing = routing.withTeOverride(new TeOverride(o.path("in-port").asText(),
                        Cidr.parse(o.path("prefix").asText()), IpAddresses.parse(hop.asText())));
            }
        }
        return Optional.of(routing);
    }

    private static LoadBalancing loadBalancing(JsonNode config, JsonNode qp) {
        LoadBalancing d = LoadBalancing.DEFAULT;
        var fields = d.fields();
        if (config.has("hash-fields")) {
            var set = EnumSet.noneOf(HashField.class);
            config.get("hash-fields").forEach(f -> set.add(byYangName(HashField.values(), HashField::yangName, f.asText())));
            fields = set;
        }
        QpHashing q = QpHashing.OFF;
        return new LoadBalancing(fields,
                config.has("algorithm") ? byYangName(HashAlgorithm.values(), HashAlgorithm::yangName,
                        config.get("algorithm").asText()) : d.algorithm(),
                config.path("seed").asLong(d.seed()),
                new QpHashing(qp.path("enabled").asBoolean(q.enabled()),
                        qp.has("mode") ? byYangName(QpHashing.Mode.values(), QpHashing.Mode::yangName, qp.get("mode").asText())
                                : q.mode(),
                        qp.path("udf-offset").asInt(q.udfOffset()), qp.path("udf-length").asInt(q.udfLength())));
    }

    private static Flowlets flowlets(JsonNode config) {
        Flowlets d = Flowlets.OFF;
        return new Flowlets(config.path("enabled").asBoolean(d.enabled()),
                config.has("groups") ? byYangName(Flowlets.GroupClass.values(), Flowlets.GroupClass::yangName,
                        config.get("groups").asText()) : d.groups(),
                intOf(config, "idle-time", d.idleTimeMicros()),
                intOf(config, "table-size", d.tableSize()),
                config.has("mode") ? byYangName(Flowlets.Mode.values(), Flowlets.Mode::yangName, config.get("mode").asText())
                        : d.mode(),
                intOf(config, "past-load-weight", d.pastLoadWeight()),
                intOf(config, "future-load-weight", d.futureLoadWeight()),
                intOf(config, "load-scaling-factor", d.loadScalingFactor()));
    }

    private static FineGrainedEcmp fineGrained(JsonNode config) {
        return new FineGrainedEcmp(intOf(config, "max-members", FineGrainedEcmp.DEFAULT.maxMembers()),
                config.has("bucket-count") ? OptionalInt.of(intOf(config, "bucket-count", 0)) : OptionalInt.empty());
    }

    private static Drain drain(JsonNode drain) {
        var names = new TreeSet<String>();
        drain.path("interfaces").path("interface").forEach(i -> names.add(i.path("name").asText()));
        return new Drain(drain.path("config").path("switch-drained").asBoolean(false), names);
    }

    /**
     * A uint32 leaf as an int: the schema's ranges keep the values the records hold below 2^31, except
     * where a platform limit is checked later; a larger one saturates so it is refused, not wrapped.
     */
    private static int intOf(JsonNode config, String leaf, int absent) {
        JsonNode v = config.get(leaf);
        return v == null ? absent : (int) Math.min(v.asLong(), Integer.MAX_VALUE);
    }

    private static <E> E byYangName(E[] values, Function<E, String> yangName, String name) {
        for (E e : values) {
            if (yangName.apply(e).equals(name)) {
                return e;
            }
        }
        throw new IllegalStateException("'" + name + "' passed the schema but names no value"); // schema lists the same names
    }

    @Override
    public ObjectNode encode(RoutingIntent routing) {
        ObjectNode top = JsonNodeFactory.instance.objectNode();
        LoadBalancing lb = routing.loadBalancing();
        LoadBalancing d = LoadBalancing.DEFAULT;
        boolean hashChanged = !lb.fields().equals(d.fields()) || lb.algorithm() != d.algorithm() || lb.seed() != d.seed();
        if (hashChanged || !lb.qp().equals(QpHashing.OFF)) {
            ObjectNode lbNode = top.putObject("load-balancing");
            if (hashChanged) {
                ObjectNode config = lbNode.putObject("config");
                ArrayNode fields = config.putArray("hash-fields");
                lb.fields().forEach(f -> fields.add(f.yangName()));
                config.put("algorithm", lb.algorithm().yangName());
                // The node class the schema's canonical form has, so documents compare equal.
                if (lb.seed() <= Integer.MAX_VALUE) {
                    config.put("seed", (int) lb.seed());
                } else {
                    config.put("seed", lb.seed());
                }
            }
            if (!lb.qp().equals(QpHashing.OFF)) {
                QpHashing qp = lb.qp();
                lbNode.putObject("roce-qp-hash").putObject("config")
                        .put("enabled", qp.enabled())
                        .put("mode", qp.mode().yangName())
                        .put("udf-offset", qp.udfOffset())
                        .put("udf-length", qp.udfLength());
            }
        }
        Flowlets f = routing.flowlets();
        if (!f.equals(Flowlets.OFF)) {
            top.putObject("flowlets").putObject("config")
                    .put("enabled", f.enabled())
                    .put("groups", f.groups().yangName())
                    .put("idle-time", f.idleTimeMicros())
                    .put("table-size", f.tableSize())
                    .put("mode", f.mode().yangName())
                    .put("past-load-weight", f.pastLoadWeight())
                    .put("future-load-weight", f.futureLoadWeight())
                    .put("load-scaling-factor", f.loadScalingFactor());
        }
        FineGrainedEcmp fg = routing.fineGrained();
        if (!fg.equals(FineGrainedEcmp.DEFAULT)) {
            ObjectNode config = top.putObject("fine-grained-ecmp").putObject("config").put("max-members", fg.maxMembers());
            fg.bucketCount().ifPresent(b -> config.put("bucket-count", b));
        }
        Drain drain = routing.drain();
        if (!drain.equals(Drain.NONE)) {
            ObjectNode node = top.putObject("drain");
            node.putObject("config").put("switch-drained", drain.switchDrained());
            if (!drain.interfaces().isEmpty()) {
                ArrayNode list = node.putObject("interfaces").putArray("interface");
                drain.interfaces().forEach(name -> {
                    ObjectNode entry = list.addObject().put("name", name);
                    entry.putObject("config").put("name", name);
                });
            }
        }
        if (!routing.teOverrides().isEmpty()) {
            ArrayNode list = top.putObject("te-overrides").putArray("override");
            for (TeOverride o : routing.teOverrides().values()) {
                String prefix = o.prefix().toString();
                ObjectNode entry = list.addObject().put("in-port", o.inPort()).put("prefix", prefix);
                entry.putObject("config").put("in-port", o.inPort()).put("prefix", prefix)
                        .put("next-hop", IpAddresses.format(o.nextHop()));
            }
        }
        return top;
    }
}
