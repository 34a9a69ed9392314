package io.nosagent.sai.store.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.sai.EntryKey;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.RouteEntry;

import static io.nosagent.sai.store.json.Json.hex;
import static io.nosagent.sai.store.json.Json.text;
import static io.nosagent.sai.store.json.Json.unhex;

/**
 * Route and neighbor entries as JSON ({@code {"route": {"switch": "0x21...", "vr": "0x3...", "prefix":
 * "2001:db8::/64"}}}). Entry keys hold object ids (switch, virtual router, router interface): ids the
 * ASIC keeps across a warm restart.
 */
public final class EntryKeyJson {

    private final JsonNodeFactory nodes = JsonNodeFactory.instance;

    public ObjectNode write(EntryKey key) {
        ObjectNode out = nodes.objectNode();
        switch (key) {
            case RouteEntry r -> out.putObject("route").put("switch", hex(r.switchId())).put("vr", hex(r.vrId()))
                    .put("prefix", r.destination().toString());
            case NeighborEntry n -> out.putObject("neighbor").put("switch", hex(n.switchId())).put("rif", hex(n.rifId()))
                    .put("ip", IpAddresses.format(n.ip()));
        }
        return out;
    }

    public EntryKey read(JsonNode node) {
        var only = Json.single(node);
        JsonNode n = only.getValue();
        return switch (only.getKey()) {
            case "route" -> new RouteEntry(unhex(text(n, "switch")), unhex(text(n, "vr")), IpPrefix.parse(text(n, "prefix")));
            case "neighbor" -> new NeighborEntry(unhex(text(n, "switch")), unhex(text(n, "rif")), IpAddresses.parse(text(n, "ip")));
            default -> throw new IllegalArgumentException("entry of kind \"" + only.getKey() + "\" cannot be adopted");
        };
    }
}
