package io.nosagent.config;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects every problem found while checking one input, so the operator sees all of them at once
 * instead of fixing one per attempt. Not thread-safe: one per check.
 */
public final class ConfigErrors {

    private final List<ConfigError> errors = new ArrayList<>();

    public void add(ConfigError.Kind kind, ConfigPath path, String message) {
        errors.add(new ConfigError(kind, path, message));
    }

    public void addAll(List<ConfigError> more) {
        errors.addAll(more);
    }

    public boolean isEmpty() {
        return errors.isEmpty();
    }

    /**
     * Whether a problem was already reported at {@code path} or at one of its ancestors; a check can
     * then skip a second error that only follows from the first (a dropped bad value is not also missing).
     */
    public boolean reportedAtOrAbove(ConfigPath path) {
        return errors.stream().anyMatch(e -> path.startsWith(e.path()));
    }

    public List<ConfigError> list() {
        return List.copyOf(errors);
    }

    /** Throws a {@link ConfigException} naming {@code source} if anything was collected. */
    public void throwIfAny(String source) {
        if (!errors.isEmpty()) {
            throw new ConfigException(source, errors);
        }
    }
}
