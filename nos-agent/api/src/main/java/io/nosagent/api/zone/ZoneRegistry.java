package io.nosagent.api.zone;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where each switch of a running zone serves gNMI: {@value #FILE} in the zone's state directory, written
 * by {@code nos-agent fabric} at start and removed when it stops, read by the client commands'
 * {@code --target NAME}.
 */
public final class ZoneRegistry {

    public static final String FILE = "zone.json";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** One switch: its name, role, gNMI address ({@code host:port}) and state directory (its certificate is there). */
    public record Entry(String name, String role, String address, String stateDir) {
    }

    private record Document(List<Entry> switches) {
    }

    private ZoneRegistry() {
    }

    public static Path file(Path zoneStateDir) {
        return zoneStateDir.resolve(FILE);
    }

    /** Writes the registry whole (a reader never sees half of it). */
    public static void write(Path zoneStateDir, List<Entry> switches) {
        try {
            Files.createDirectories(zoneStateDir);
            Path tmp = zoneStateDir.resolve(FILE + ".tmp");
            JSON.writeValue(tmp.toFile(), new Document(switches));
            Files.move(tmp, file(zoneStateDir), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file(zoneStateDir), e);
        }
    }

    /** The switches of the zone running from {@code zoneStateDir}, by name; empty when none runs there. */
    public static Map<String, Entry> read(Path zoneStateDir) {
        Path file = file(zoneStateDir);
        if (!Files.isRegularFile(file)) {
            return Map.of();
        }
        try {
            var out = new LinkedHashMap<String, Entry>();
            for (Entry e : JSON.readValue(file.toFile(), Document.class).switches()) {
                out.put(e.name(), e);
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the zone registry " + file, e);
        }
    }

    public static Optional<Entry> lookup(Path zoneStateDir, String name) {
        return Optional.ofNullable(read(zoneStateDir).get(name));
    }

    public static void remove(Path zoneStateDir) {
        try {
            Files.deleteIfExists(file(zoneStateDir));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
