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
import io.nosagent.config.schema.PfcWatchdogSchema;
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
        return PfcWatchdogSchema.TOP;
    }

    @Override
    public Optional<PfcWatchdogIntent> decode(JsonNode top, ConfigErrors errors) {
        PfcWatchdogIntent d = PfcWatchdogIntent.DEFAULT;
        JsonNode config = top.path("config");
        var defaults = overrides(config).over(d.defaults());
        var ports = new TreeMap<String, PortWatchdog>();
        for (JsonNode i : top.path("interfaces").path("interface")) {
            String name = i.path("name").asText();
            JsonNode ic = i.path("config");
            var queues = new TreeMap<Integer, WatchdogOverrides>();
            for (JsonNode q : i.path("queues").path("queue")) {
                queues.put(q.path("index").asInt(), overrides(q.path("config")));
            }
            ports.put(name, new PortWatchdog(name, ic.path("enabled").asBoolean(true), overrides(ic), queues));
        }
        return Optional.of(new PfcWatchdogIntent(config.path("enabled").asBoolean(d.enabled()),
                config.path("poll-interval").asInt(d.pollIntervalMillis()),
                config.path("big-red-switch").asBoolean(d.bigRedSwitch()), defaults, ports));
    }

    private static WatchdogOverrides overrides(JsonNode config) {
        return new WatchdogOverrides(
                config.has("detection-time") ? OptionalInt.of(config.get("detection-time").asInt()) : OptionalInt.empty(),
                config.has("restoration-time") ? OptionalInt.of(config.get("restoration-time").asInt()) : OptionalInt.empty(),
                config.has("action") ? Optional.of(StormAction.ofYangName(config.get("action").asText())) : Optional.empty());
    }

    @Override
    public ObjectNode encode(PfcWatchdogIntent wd) {
        ObjectNode top = JsonNodeFactory.instance.objectNode();
        if (wd.equals(PfcWatchdogIntent.DEFAULT)) {
            return top;
        }
        WatchdogSettings s = wd.defaults();
        top.putObject("config")
                .put("enabled", wd.enabled())
                .put("poll-interval", wd.pollIntervalMillis())
                .put("big-red-switch", wd.bigRedSwitch())
                .put("detection-time", s.detectionMillis())
                .put("restoration-time", s.restorationMillis())
                .put("action", s.action().yangName());
        if (!wd.interfaces().isEmpty()) {
            ArrayNode list = top.putObject("interfaces").putArray("interface");
            for (PortWatchdog p : wd.interfaces().values()) {
                ObjectNode entry = list.addObject().put("name", p.name());
                ObjectNode config = entry.putObject("config").put("name", p.name()).put("enabled", p.enabled());
                put(config, p.overrides());
                if (!p.queues().isEmpty()) {
                    ArrayNode queues = entry.putObject("queues").putArray("queue");
                    p.queues().forEach((index, o) -> {
                        ObjectNode q = queues.addObject().put("index", index);
                        put(q.putObject("config").put("index", index), o);
                    });
                }
            }
        }
        return top;
    }

    private static void put(ObjectNode config, WatchdogOverrides o) {
        o.detectionMillis().ifPresent(v -> config.put("detection-time", v));
        o.restorationMillis().ifPresent(v -> config.put("restoration-time", v));
        o.action().ifPresent(v -> config.put("action", v.yangName()));
    }
}
