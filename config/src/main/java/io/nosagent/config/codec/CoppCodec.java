package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.intent.copp.CoppIntent;
import io.nosagent.config.intent.copp.QueueOverride;
import io.nosagent.config.intent.copp.TrapName;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.CoppYang;
import io.nosagent.config.yang.CoppYang.Queues.Queue;
import io.nosagent.config.yang.CoppYang.Traps.Trap;

import java.util.EnumMap;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;

/**
 * {@code /nosagent-copp:copp} to {@link CoppIntent} and back: each configured queue with the leaves it sets,
 * each moved trap with its queue. Encode leaves the section out when nothing is configured.
 */
public final class CoppCodec implements SectionCodec<CoppIntent> {

    @Override
    public Container schema() {
        return CoppYang.node();
    }

    @Override
    public Optional<CoppIntent> decode(JsonNode top, ConfigErrors errors) {
        var queues = new TreeMap<Integer, QueueOverride>();
        for (JsonNode q : top.path(CoppYang.QUEUES).path(CoppYang.Queues.QUEUE)) {
            int index = q.path(Queue.INDEX).asInt();
            JsonNode c = q.path(Queue.CONFIG);
            queues.put(index, new QueueOverride(index,
                    c.has(Queue.Config.NAME) ? Optional.of(c.get(Queue.Config.NAME).asText()) : Optional.empty(),
                    number(c, Queue.Config.RATE), number(c, Queue.Config.BURST)));
        }
        var traps = new EnumMap<TrapName, Integer>(TrapName.class);
        for (JsonNode t : top.path(CoppYang.TRAPS).path(CoppYang.Traps.TRAP)) {
            JsonNode c = t.path(Trap.CONFIG);
            var name = TrapName.ofYangName(t.path(Trap.NAME).asText());
            if (name.isPresent() && c.has(Trap.Config.QUEUE)) {
                traps.put(name.get(), c.get(Trap.Config.QUEUE).asInt());
            }
        }
        return Optional.of(new CoppIntent(queues, traps));
    }

    private static OptionalInt number(JsonNode config, String leaf) {
        return config.has(leaf) ? OptionalInt.of(config.get(leaf).asInt()) : OptionalInt.empty();
    }

    @Override
    public ObjectNode encode(CoppIntent copp) {
        ObjectNode top = JsonNodeFactory.instance.objectNode();
        if (!copp.queues().isEmpty()) {
            ArrayNode list = top.putObject(CoppYang.QUEUES).putArray(CoppYang.Queues.QUEUE);
            for (QueueOverride q : copp.queues().values()) {
                ObjectNode config = list.addObject().put(Queue.INDEX, q.index()).putObject(Queue.CONFIG)
                        .put(Queue.Config.INDEX, q.index());
                q.name().ifPresent(v -> config.put(Queue.Config.NAME, v));
                q.rate().ifPresent(v -> config.put(Queue.Config.RATE, v));
                q.burst().ifPresent(v -> config.put(Queue.Config.BURST, v));
            }
        }
        if (!copp.traps().isEmpty()) {
            ArrayNode list = top.putObject(CoppYang.TRAPS).putArray(CoppYang.Traps.TRAP);
            copp.traps().forEach((trap, queue) -> list.addObject().put(Trap.NAME, trap.yangName()).putObject(Trap.CONFIG)
                    .put(Trap.Config.NAME, trap.yangName()).put(Trap.Config.QUEUE, queue));
        }
        return top;
    }
}
