package io.nosagent.config;

import java.util.List;

/**
 * A configuration input was rejected; carries every problem found, each at its exact path. Nothing
 * was changed by the failed operation.
 */
public final class ConfigException extends RuntimeException {

    private final String source;
    private final transient List<ConfigError> errors;

    /**
     * @param source what was being read, e.g. a file name or {@code gNMI Set}
     * @param errors at least one problem
     */
    public ConfigException(String source, List<ConfigError> errors) {
        super(describe(source, errors));
        if (errors.isEmpty()) {
            throw new IllegalArgumentException("a ConfigException needs at least one error");
        }
        this.source = source;
        this.errors = List.copyOf(errors);
    }

    public ConfigException(String source, ConfigError error) {
        this(source, List.of(error));
    }

    public String source() {
        return source;
    }

    public List<ConfigError> errors() {
        return errors;
    }

    private static String describe(String source, List<ConfigError> errors) {
        if (errors.size() == 1) {
            return source + ": " + errors.getFirst();
        }
        var sb = new StringBuilder(source).append(": ").append(errors.size()).append(" errors");
        errors.forEach(e -> sb.append("\n  ").append(e));
        return sb.toString();
    }
}
