package io.nosagent.lab.fabric;

import java.util.OptionalInt;

/**
 * A zone template refused: the file, the line (when the field is written there) and the field, so the
 * user can go straight to the mistake.
 */
public final class ZoneTemplateException extends IllegalArgumentException {

    private final String file;
    private final OptionalInt line;
    private final String field;

    public ZoneTemplateException(String file, OptionalInt line, String field, String reason) {
        super(file + (line.isPresent() ? ":" + line.getAsInt() : "") + ": " + field + ": " + reason);
        this.file = file;
        this.line = line;
        this.field = field;
    }

    public String file() {
        return file;
    }

    public OptionalInt line() {
        return line;
    }

    public String field() {
        return field;
    }
}
