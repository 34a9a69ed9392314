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
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.RoutingYang;
import io.nosagent.config.yang.RoutingYang.LoadBalancing.RoceQpHash;
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
        return RoutingYang.node();
    }

    @Override
    public Optional<RoutingIntent> decode(JsonNode top, ConfigErrors errors) {
        JsonNode lb = top.path(RoutingYang.LOAD_BALANCING);
        RoutingIntent routing = RoutingIntent.NONE
                .withLoadBalancing(loadBalancing(lb.path(RoutingYang.LoadBalancing.CONFIG), lb.path(RoutingYang.LoadBalancing.ROCE_QP_HASH).path(RoceQpHash.CONFIG)))
                .withFlowlets(flowlets(top.path(RoutingYang.FLOWLETS).path(RoutingYang.Flowlets.CONFIG)))
                .withFineGrained(fineGrained(top.path(RoutingYang.FINE_GRAINED_ECMP).path(RoutingYang.FineGrainedEcmp.CONFIG)))
                .withDrain(drain(top.path(RoutingYang.DRAIN)));
        for (JsonNode o : top.path(RoutingYang.TE_OVERRIDES).path(RoutingYang.TeOverrides.OVERRIDE)) {
            JsonNode hop = o.path(RoutingYang.TeOverrides.Override.CONFIG).path(RoutingYang.TeOverrides.Override.Config.NEXT_HOP);
            if (hop.isTextual()) { // else reported as a missing mandatory leaf
                routing = routing.withTeOverride(new TeOverride(o.path(RoutingYang.TeOverrides.Override.IN_PORT).asText(),
                        Cidr.parse(o.path(RoutingYang.TeOverrides.Override.PREFIX).asText()), IpAddresses.parse(hop.asText())));
            }
        }
        return Optional.of(routing);
    }

    private static LoadBalancing loadBalancing(JsonNode config, JsonNode qp) {
        LoadBalancing d = LoadBalancing.DEFAULT;
        var fields = d.fields();
        if (config.has(RoutingYang.LoadBalancing.Config.HASH_FIELDS)) {
            var set = EnumSet.noneOf(HashField.class);
            config.get(RoutingYang.LoadBalancing.Config.HASH_FIELDS).forEach(f -> set.add(byYangName(HashField.values(), HashField::yangName, f.asText())));
            fields = set;
        }
        QpHashing q = QpHashing.OFF;
        return new LoadBalancing(fields,
                config.has(RoutingYang.LoadBalancing.Config.ALGORITHM) ? byYangName(HashAlgorithm.values(), HashAlgorithm::yangName,
                        config.get(RoutingYang.LoadBalancing.Config.ALGORITHM).asText()) : d.algorithm(),
                config.path(RoutingYang.LoadBalancing.Config.SEED).asLong(d.seed()),
                new QpHashing(qp.path(RoceQpHash.Config.ENABLED).asBoolean(q.enabled()),
                        qp.has(RoceQpHash.Config.MODE) ? byYangName(QpHashing.Mode.values(), QpHashing.Mode::yangName, qp.get(RoceQpHash.Config.MODE).asText())
                                : q.mode(),
                        qp.path(RoceQpHash.Config.UDF_OFFSET).asInt(q.udfOffset()), qp.path(RoceQpHash.Config.UDF_LENGTH).asInt(q.udfLength())));
    }

    private static Flowlets flowlets(JsonNode config) {
        Flowlets d = Flowlets.OFF;
        return new Flowlets(config.path(RoutingYang.Flowlets.Config.ENABLED).asBoolean(d.enabled()),
                config.has(RoutingYang.Flowlets.Config.GROUPS) ? byYangName(Flowlets.GroupClass.values(), Flowlets.GroupClass::yangName,
                        config.get(RoutingYang.Flowlets.Config.GROUPS).asText()) : d.groups(),
                intOf(config, RoutingYang.Flowlets.Config.IDLE_TIME, d.idleTimeMicros()),
                intOf(config, RoutingYang.Flowlets.Config.TABLE_SIZE, d.tableSize()),
                config.has(RoutingYang.Flowlets.Config.MODE) ? byYangName(Flowlets.Mode.values(), Flowlets.Mode::yangName, config.get(RoutingYang.Flowlets.Config.MODE).asText())
                        : d.mode(),
                intOf(config, RoutingYang.Flowlets.Config.PAST_LOAD_WEIGHT, d.pastLoadWeight()),
                intOf(config, RoutingYang.Flowlets.Config.FUTURE_LOAD_WEIGHT, d.futureLoadWeight()),
                intOf(config, RoutingYang.Flowlets.Config.LOAD_SCALING_FACTOR, d.loadScalingFactor()));
    }

    private static FineGrainedEcmp fineGrained(JsonNode config) {
        return new FineGrainedEcmp(intOf(config, RoutingYang.FineGrainedEcmp.Config.MAX_MEMBERS, FineGrainedEcmp.DEFAULT.maxMembers()),
                config.has(RoutingYang.FineGrainedEcmp.Config.BUCKET_COUNT) ? OptionalInt.of(intOf(config, RoutingYang.FineGrainedEcmp.Config.BUCKET_COUNT, 0)) : OptionalInt.empty());
    }

    private static Drain drain(JsonNode drain) {
        var names = new TreeSet<String>();
        drain.path(RoutingYang.Drain.INTERFACES).path(RoutingYang.Drain.Interfaces.INTERFACE).forEach(i -> names.add(i.path(RoutingYang.Drain.Interfaces.Interface.NAME).asText()));
        return new Drain(drain.path(RoutingYang.Drain.CONFIG).path(RoutingYang.Drain.Config.SWITCH_DRAINED).asBoolean(false), names);
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
            ObjectNode lbNode = top.putObject(RoutingYang.LOAD_BALANCING);
            if (hashChanged) {
                ObjectNode config = lbNode.putObject(RoutingYang.LoadBalancing.CONFIG);
                ArrayNode fields = config.putArray(RoutingYang.LoadBalancing.Config.HASH_FIELDS);
                lb.fields().forEach(f -> fields.add(f.yangName()));
                config.put(RoutingYang.LoadBalancing.Config.ALGORITHM, lb.algorithm().yangName());
                // The node class the schema's canonical form has, so documents compare equal.
                if (lb.seed() <= Integer.MAX_VALUE) {
                    config.put(RoutingYang.LoadBalancing.Config.SEED, (int) lb.seed());
                } else {
                    config.put(RoutingYang.LoadBalancing.Config.SEED, lb.seed());
                }
            }
            if (!lb.qp().equals(QpHashing.OFF)) {
                QpHashing qp = lb.qp();
                lbNode.putObject(RoutingYang.LoadBalancing.ROCE_QP_HASH).putObject(RoceQpHash.CONFIG)
                        .put(RoceQpHash.Config.ENABLED, qp.enabled())
                        .put(RoceQpHash.Config.MODE, qp.mode().yangName())
                        .put(RoceQpHash.Config.UDF_OFFSET, qp.udfOffset())
                        .put(RoceQpHash.Config.UDF_LENGTH, qp.udfLength());
            }
        }
        Flowlets f = routing.flowlets();
        if (!f.equals(Flowlets.OFF)) {
            top.putObject(RoutingYang.FLOWLETS).putObject(RoutingYang.Flowlets.CONFIG)
                    .put(RoutingYang.Flowlets.Config.ENABLED, f.enabled())
                    .put(RoutingYang.Flowlets.Config.GROUPS, f.groups().yangName())
                    .put(RoutingYang.Flowlets.Config.IDLE_TIME, f.idleTimeMicros())
                    .put(RoutingYang.Flowlets.Config.TABLE_SIZE, f.tableSize())
                    .put(RoutingYang.Flowlets.Config.MODE, f.mode().yangName())
                    .put(RoutingYang.Flowlets.Config.PAST_LOAD_WEIGHT, f.pastLoadWeight())
                    .put(RoutingYang.Flowlets.Config.FUTURE_LOAD_WEIGHT, f.futureLoadWeight())
                    .put(RoutingYang.Flowlets.Config.LOAD_SCALING_FACTOR, f.loadScalingFactor());
        }
        FineGrainedEcmp fg = routing.fineGrained();
        if (!fg.equals(FineGrainedEcmp.DEFAULT)) {
            ObjectNode config = top.putObject(RoutingYang.FINE_GRAINED_ECMP).putObject(RoutingYang.FineGrainedEcmp.CONFIG).put(RoutingYang.FineGrainedEcmp.Config.MAX_MEMBERS, fg.maxMembers());
            fg.bucketCount().ifPresent(b -> config.put(RoutingYang.FineGrainedEcmp.Config.BUCKET_COUNT, b));
        }
        Drain drain = routing.drain();
        if (!drain.equals(Drain.NONE)) {
            ObjectNode node = top.putObject(RoutingYang.DRAIN);
            node.putObject(RoutingYang.Drain.CONFIG).put(RoutingYang.Drain.Config.SWITCH_DRAINED, drain.switchDrained());
            if (!drain.interfaces().isEmpty()) {
                ArrayNode list = node.putObject(RoutingYang.Drain.INTERFACES).putArray(RoutingYang.Drain.Interfaces.INTERFACE);
                drain.interfaces().forEach(name -> {
                    ObjectNode entry = list.addObject().put(RoutingYang.Drain.Interfaces.Interface.NAME, name);
                    entry.putObject(RoutingYang.Drain.Interfaces.Interface.CONFIG)
                            .put(RoutingYang.Drain.Interfaces.Interface.Config.NAME, name);
                });
            }
        }
        if (!routing.teOverrides().isEmpty()) {
            ArrayNode list = top.putObject(RoutingYang.TE_OVERRIDES).putArray(RoutingYang.TeOverrides.OVERRIDE);
            for (TeOverride o : routing.teOverrides().values()) {
                String prefix = o.prefix().toString();
                ObjectNode entry = list.addObject().put(RoutingYang.TeOverrides.Override.IN_PORT, o.inPort()).put(RoutingYang.TeOverrides.Override.PREFIX, prefix);
                entry.putObject(RoutingYang.TeOverrides.Override.CONFIG).put(RoutingYang.TeOverrides.Override.Config.IN_PORT, o.inPort()).put(RoutingYang.TeOverrides.Override.Config.PREFIX, prefix)
                        .put(RoutingYang.TeOverrides.Override.Config.NEXT_HOP, IpAddresses.format(o.nextHop()));
            }
        }
        return top;
    }
}
