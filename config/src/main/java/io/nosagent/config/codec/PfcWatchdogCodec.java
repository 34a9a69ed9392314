package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.intent.pfcwd.PfcWatchdogIntent;
import io.nosagent.config.intent.pfcwd.PortWatchdog;
import io.nosagent.config.intent.pfcwd.StormAction;
import io.nosagent.config.intent.pfcwd.WatchdogOverrides;
import io.nosagent.config.intent.pfcwd.WatchdogSettings;
import io.nosagent.config.yang.PfcWatchdogYang;
import io.nosagent.config.yang.PfcWatchdogYang.Config;
import io.nosagent.config.yang.PfcWatchdogYang.Interfaces;
import io.nosagent.config.yang.PfcWatchdogYang.Interfaces.Interface;
import io.nosagent.config.yang.PfcWatchdogYang.Interfaces.Interface.Queues.Queue;
import io.nosagent.config.schema.SchemaNode.Container;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;

/**
 * {@code /nosagent-pfcwd:pfc-watchdog} to {@link PfcWatchdogIntent} and back. Switch-wide leaves absent
 * from a document take their YANG defaults; an interface's or queue's absent leaf is inherited. Encode
 * leaves the section out when it is all defaults and otherwise writes the switch-wide config whole and
 * each interface and queue with what it sets.
 */
public final class PfcWatchdogCodec implements SectionCodec<PfcWatchdogIntent> {

    @Override
    public Container schema() {
        return PfcWatchdogYang.node();
    }

    @Override
    public Optional<PfcWatchdogIntent> decode(JsonNode top, ConfigErrors errors) {
        PfcWatchdogIntent d = PfcWatchdogIntent.DEFAULT;
        JsonNode config = top.path(PfcWatchdogYang.CONFIG);
        var defaults = overrides(config).over(d.defaults());
        var ports = new TreeMap<String, PortWatchdog>();
        for (JsonNode i : top.path(PfcWatchdogYang.INTERFACES).path(Interfaces.INTERFACE)) {
            String name = i.path(Interface.NAME).asText();
            JsonNode ic = i.path(Interface.CONFIG);
            var queues = new TreeMap<Integer, WatchdogOverrides>();
            for (JsonNode q : i.path(Interface.QUEUES).path(Interface.Queues.QUEUE)) {
                queues.put(q.path(Queue.INDEX).asInt(), overrides(q.path(Queue.CONFIG)));
            }
            ports.put(name, new PortWatchdog(name, ic.path(Interface.Config.ENABLED).asBoolean(true), overrides(ic), queues));
        }
        return Optional.of(new PfcWatchdogIntent(config.path(Config.ENABLED).asBoolean(d.enabled()),
                config.path(Config.POLL_INTERVAL).asInt(d.pollIntervalMillis()),
                config.path(Config.BIG_RED_SWITCH).asBoolean(d.bigRedSwitch()), defaults, ports));
    }

    /** The times and action a switch, port or queue {@code config} sets; the three share these leaves (YANG grouping {@code times}). */
    private static WatchdogOverrides overrides(JsonNode config) {
        return new WatchdogOverrides(
                config.has(Config.DETECTION_TIME) ? OptionalInt.of(config.get(Config.DETECTION_TIME).asInt()) : OptionalInt.empty(),
                config.has(Config.RESTORATION_TIME) ? OptionalInt.of(config.get(Config.RESTORATION_TIME).asInt()) : OptionalInt.empty(),
                config.has(Config.ACTION) ? Optional.of(StormAction.ofYangName(config.get(Config.ACTION).asText())) : Optional.empty());
    }

    @Override
    public ObjectNode encode(PfcWatchdogIntent wd) {
        ObjectNode top = JsonNodeFactory.instance.objectNode();
        if (wd.equals(PfcWatchdogIntent.DEFAULT)) {
            return top;
        }
        WatchdogSettings s = wd.defaults();
        top.putObject(PfcWatchdogYang.CONFIG)
                .put(Config.ENABLED, wd.enabled())
                .put(Config.POLL_INTERVAL, wd.pollIntervalMillis())
                .put(Config.BIG_RED_SWITCH, wd.bigRedSwitch())
                .put(Config.DETECTION_TIME, s.detectionMillis())
                .put(Config.RESTORATION_TIME, s.restorationMillis())
                .put(Config.ACTION, s.action().yangName());
        if (!wd.interfaces().isEmpty()) {
            ArrayNode list = top.putObject(PfcWatchdogYang.INTERFACES).putArray(Interfaces.INTERFACE);
            for (PortWatchdog p : wd.interfaces().values()) {
                ObjectNode entry = list.addObject().put(Interface.NAME, p.name());
                ObjectNode config = entry.putObject(Interface.CONFIG).put(Interface.Config.NAME, p.name())
                        .put(Interface.Config.ENABLED, p.enabled());
                put(config, p.overrides());
                if (!p.queues().isEmpty()) {
                    ArrayNode queues = entry.putObject(Interface.QUEUES).putArray(Interface.Queues.QUEUE);
                    p.queues().forEach((index, o) -> {
                        ObjectNode q = queues.addObject().put(Queue.INDEX, index);
                        put(q.putObject(Queue.CONFIG).put(Queue.Config.INDEX, index), o);
                    });
                }
            }
        }
        return top;
    }

    private static void put(ObjectNode config, WatchdogOverrides o) {
        o.detectionMillis().ifPresent(v -> config.put(Config.DETECTION_TIME, v));
        o.restorationMillis().ifPresent(v -> config.put(Config.RESTORATION_TIME, v));
        o.action().ifPresent(v -> config.put(Config.ACTION, v.yangName()));
    }
}
