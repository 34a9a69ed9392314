package io.nosagent.sai.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.store.json.AttrValueJson;
import io.nosagent.sai.store.json.AttributeJson;
import io.nosagent.sai.store.json.EntryKeyJson;
import io.nosagent.sai.store.json.HostKeyJson;
import io.nosagent.sai.store.key.HostKey;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads and writes a {@link WarmBootState} as JSON, atomically (temp file + rename), so an agent
 * stopped gracefully can hand the objects it owns, with their attributes, to the next start.
 *
 * <pre>
 * {"format": 3,
 *  "objects": [{"key": {"routerInterface": {"interface": "eth1/1/1"}}, "oid": "0x6000000000001",
 *               "attributes": [{"attr": "SAI_ROUTER_INTERFACE_ATTR_MTU", "id": 9, "value": {"u32": 9100}}, ...]}],
 *  "entries": [{"key": {"route": {"switch": "0x21000000000001", "vr": "0x3000000000001", "prefix": "2001:db8::/64"}},
 *               "attributes": [...]}]}
 * </pre>
 */
public final class WarmBootFile {

    /**
     * 3: a typed host key for every object. 2 still keyed about 30 kinds of object by free-text names;
     * such a file is refused (the agent starts cold), 1 held free-text keys and no attributes.
     */
    static final int FORMAT = 3;

    private final ObjectMapper json = new ObjectMapper();
    private final AttrValueJson values = new AttrValueJson();
    private final AttributeJson attributes = new AttributeJson(values);
    private final HostKeyJson hostKeys = new HostKeyJson(values);
    private final EntryKeyJson entryKeys = new EntryKeyJson();
    private final Path file;

    public WarmBootFile(Path file) {
        this.file = file;
    }

    public void write(WarmBootState state) throws IOException {
        ObjectNode root = json.createObjectNode().put("format", FORMAT);
        ArrayNode objects = root.putArray("objects");
        for (var o : state.objects()) {
            ObjectNode n = objects.addObject();
            n.set("key", hostKeys.write(o.key()));
            n.put("oid", "0x" + Long.toHexString(o.oid()));
            n.set("attributes", write(o.attributes()));
        }
        ArrayNode entries = root.putArray("entries");
        for (var e : state.entries()) {
            ObjectNode n = entries.addObject();
            n.set("key", entryKeys.write(e.key()));
            n.set("attributes", write(e.attributes()));
        }
        Files.createDirectories(file.toAbsolutePath().getParent());
        Path tmp = file.resolveSibling("." + file.getFileName() + ".tmp");
        json.writerWithDefaultPrettyPrinter().writeValue(tmp.toFile(), root);
        Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    /** The saved state, or empty when there is none; a damaged file or another format is an error naming it. */
    public Optional<WarmBootState> read() {
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        JsonNode root;
        try {
            root = json.readTree(file.toFile());
        } catch (IOException e) {
            throw new IllegalStateException(file + ": unreadable warm-boot state: " + e.getMessage(), e);
        }
        if (root.path("format").asInt() != FORMAT) {
            throw new IllegalStateException(file + ": warm-boot format " + root.path("format") + ", this agent reads " + FORMAT
                    + (root.path("format").asInt() == 2 ? " (format 2 named objects by free-text \"named\" keys, which no longer exist)" : ""));
        }
        try {
            return Optional.of(parse(root));
        } catch (RuntimeException e) {
            throw new IllegalStateException(file + ": unreadable warm-boot state: " + e.getMessage(), e);
        }
    }

    private WarmBootState parse(JsonNode root) {
        var objects = new ArrayList<WarmBootState.OwnedObject>();
        for (JsonNode o : root.path("objects")) {
            HostKey<?> key = hostKeys.read(o.path("key"));
            String oid = o.path("oid").asText();
            if (!oid.startsWith("0x")) {
                throw new IllegalArgumentException("object id of " + key + " is not 0x-prefixed hex: '" + oid + "'");
            }
            objects.add(new WarmBootState.OwnedObject(key, Long.parseUnsignedLong(oid.substring(2), 16),
                    read(key.type(), o.path("attributes"))));
        }
        var entries = new ArrayList<WarmBootState.OwnedEntry>();
        for (JsonNode e : root.path("entries")) {
            EntryKey key = entryKeys.read(e.path("key"));
            entries.add(new WarmBootState.OwnedEntry(key, read(key.objectType(), e.path("attributes"))));
        }
        return new WarmBootState(objects, entries);
    }

    private ArrayNode write(List<Attribute> attrs) {
        ArrayNode a = json.createArrayNode();
        attrs.forEach(attr -> a.add(attributes.write(attr)));
        return a;
    }

    private List<Attribute> read(ObjectType type, JsonNode attrs) {
        var out = new ArrayList<Attribute>();
        for (JsonNode a : attrs) {
            out.add(attributes.read(type, a));
        }
        return out;
    }
}
