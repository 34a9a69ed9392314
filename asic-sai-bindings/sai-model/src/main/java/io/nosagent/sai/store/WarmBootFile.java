package io.nosagent.sai.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Optional;

/**
 * Reads and writes a {@link WarmBootState} as JSON, atomically (temp file + rename), so an agent
 * stopped gracefully can hand the objects it owns to the next start.
 */
public final class WarmBootFile {

    private static final int FORMAT = 1;
    private final ObjectMapper json = new ObjectMapper();
    private final Path file;

    public WarmBootFile(Path file) {
        this.file = file;
    }

    public void write(WarmBootState state) throws IOException {
        ObjectNode root = json.createObjectNode().put("format", FORMAT);
        ArrayNode objects = root.putArray("objects");
        for (var o : state.objects()) {
            objects.addObject().put("type", o.key().type().name()).put("key", o.key().id()).put("oid", Long.toHexString(o.oid()));
        }
        ArrayNode entries = root.putArray("entries");
        for (EntryKey e : state.entries()) {
            ObjectNode n = entries.addObject().put("type", e.objectType().name()).put("switch", Long.toHexString(e.switchId()));
            switch (e) {
                case RouteEntry r -> n.put("vr", Long.toHexString(r.vrId())).put("prefix", r.destination().toString());
                case NeighborEntry nb -> n.put("rif", Long.toHexString(nb.rifId())).put("ip", IpAddresses.format(nb.ip()));
            }
        }
        Files.createDirectories(file.toAbsolutePath().getParent());
        Path tmp = file.resolveSibling("." + file.getFileName() + ".tmp");
        json.writerWithDefaultPrettyPrinter().writeValue(tmp.toFile(), root);
        Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    /** The saved state, or empty when there is none; a damaged file is an error naming it. */
    public Optional<WarmBootState> read() {
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            JsonNode root = json.readTree(file.toFile());
            if (root.path("format").asInt() != FORMAT) {
                throw new IllegalStateException(file + ": unknown warm-boot format " + root.path("format"));
            }
            var objects = new ArrayList<WarmBootState.AdoptedObject>();
            for (JsonNode o : root.path("objects")) {
                objects.add(new WarmBootState.AdoptedObject(new SaiKey(ObjectType.valueOf(o.path("type").asText()), o.path("key").asText()),
                        Long.parseUnsignedLong(o.path("oid").asText(), 16)));
            }
            var entries = new ArrayList<EntryKey>();
            for (JsonNode e : root.path("entries")) {
                long sw = Long.parseUnsignedLong(e.path("switch").asText(), 16);
                entries.add(switch (ObjectType.valueOf(e.path("type").asText())) {
                    case ROUTE_ENTRY -> new RouteEntry(sw, Long.parseUnsignedLong(e.path("vr").asText(), 16), IpPrefix.parse(e.path("prefix").asText()));
                    case NEIGHBOR_ENTRY -> new NeighborEntry(sw, Long.parseUnsignedLong(e.path("rif").asText(), 16), IpAddresses.parse(e.path("ip").asText()));
                    default -> throw new IllegalStateException(file + ": entry of type " + e.path("type").asText() + " cannot be adopted");
                });
            }
            return Optional.of(new WarmBootState(objects, entries));
        } catch (IOException | IllegalArgumentException e) {
            throw new IllegalStateException(file + ": unreadable warm-boot state: " + e.getMessage(), e);
        }
    }
}
