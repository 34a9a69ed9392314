package io.nosagent.agent.security;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigException;
import io.nosagent.config.codec.JsonText;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The users file: {@code {"users": [{"name": "admin", "role": "read-write", "password":
 * "pbkdf2-sha256$..."}, ...]}}, readable only by the agent's user. The agent re-reads it when it
 * changes, so {@code nos-agent user add} takes effect without a restart. A missing file means no
 * users: every call is refused.
 */
public final class UserStore {

    private final Path file;
    private volatile Snapshot snapshot = new Snapshot(null, -1, Map.of());

    private record Snapshot(FileTime modified, long size, Map<String, User> users) {
    }

    public UserStore(Path file) {
        this.file = file;
    }

    public Path file() {
        return file;
    }

    /** The user named {@code name}, as the file says now. */
    public Optional<User> user(String name) {
        return Optional.ofNullable(current().get(name));
    }

    /** Every user, by name. */
    public Map<String, User> users() {
        return current();
    }

    /** Adds or replaces a user and writes the file (0600). */
    public synchronized void put(User user) {
        var users = new LinkedHashMap<>(read());
        users.put(user.name(), user);
        write(users);
    }

    /** Removes a user; false when there was none. */
    public synchronized boolean remove(String name) {
        var users = new LinkedHashMap<>(read());
        if (users.remove(name) == null) {
            return false;
        }
        write(users);
        return true;
    }

    private Map<String, User> current() {
        try {
            if (!Files.exists(file)) {
                return Map.of();
            }
            FileTime modified = Files.getLastModifiedTime(file);
            long size = Files.size(file);
            Snapshot s = snapshot;
            if (modified.equals(s.modified()) && size == s.size()) {
                return s.users();
            }
            var fresh = new Snapshot(modified, size, read());
            snapshot = fresh;
            return fresh.users();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read users file " + file, e);
        }
    }

    private Map<String, User> read() {
        if (!Files.exists(file)) {
            return Map.of();
        }
        try {
            JsonNode root = JsonText.parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
            var users = new LinkedHashMap<String, User>();
            for (JsonNode u : root.path("users")) {
                String name = u.path("name").asText();
                try {
                    Optional<PasswordHash> password = u.hasNonNull("password")
                            ? Optional.of(PasswordHash.parse(u.get("password").asText())) : Optional.empty();
                    users.put(name, new User(name, Role.parse(u.path("role").asText()), password));
                } catch (IllegalArgumentException e) {
                    throw new IllegalStateException(file + ": user '" + name + "': " + e.getMessage(), e);
                }
            }
            return Map.copyOf(users);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read users file " + file, e);
        } catch (ConfigException e) {
            throw new IllegalStateException("users file " + e.getMessage(), e);
        }
    }

    private void write(Map<String, User> users) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        ArrayNode list = root.putArray("users");
        for (User u : users.values()) {
            ObjectNode entry = list.addObject().put("name", u.name()).put("role", u.role().text());
            u.password().ifPresent(p -> entry.put("password", p.toString()));
        }
        try {
            Path dir = file.toAbsolutePath().getParent();
            Files.createDirectories(dir);
            Path tmp = Files.createTempFile(dir, "." + file.getFileName(), ".tmp",
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            Files.writeString(tmp, JsonText.print(root), StandardCharsets.UTF_8);
            try {
                Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write users file " + file, e);
        }
    }
}
