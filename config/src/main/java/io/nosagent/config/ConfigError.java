package io.nosagent.config;

import java.util.Objects;

/**
 * One problem with a configuration input, at the exact place it was found.
 *
 * @param kind    what sort of problem (a gNMI server maps it to a status code)
 * @param path    where in the tree; the root for syntax errors, whose message carries line and column
 * @param message what is wrong, quoting the offending value
 */
public record ConfigError(Kind kind, ConfigPath path, String message) {

    /** Problem classes, in the order an input is checked. */
    public enum Kind {
        /** The text is not well-formed JSON (gNMI: INVALID_ARGUMENT). */
        SYNTAX,
        /** A path element or JSON member is not in the served schema (gNMI: NOT_FOUND). */
        UNKNOWN_ELEMENT,
        /** A value has the wrong JSON type, range or form, a key conflicts, or state is written (INVALID_ARGUMENT). */
        BAD_VALUE,
        /** Well-formed but not acceptable: missing mandatory leaf, unknown interface, overlap (INVALID_ARGUMENT). */
        CONSTRAINT
    }

    public ConfigError {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(message, "message");
    }

    @Override
    public String toString() {
        return kind == Kind.SYNTAX ? message : path + ": " + message;
    }
}
