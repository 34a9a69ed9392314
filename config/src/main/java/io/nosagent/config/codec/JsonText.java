package io.nosagent.config.codec;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigException;
import io.nosagent.config.ConfigPath;

import java.io.IOException;
import java.io.OutputStream;

/**
 * JSON text to tree and back. Parsing is strict (duplicate members and trailing content are errors)
 * and a syntax error names line and column; printing is stable two-space pretty JSON (startup files,
 * CLI output), and {@link #generator} writes compact JSON for committed files.
 */
public final class JsonText {

    private static final JsonMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private static final ObjectWriter PRETTY = MAPPER.writer(new DefaultPrettyPrinter()
            .withSeparators(Separators.createDefaultInstance()
                    .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                    .withObjectEmptySeparator("")
                    .withArrayEmptySeparator(""))
            .withArrayIndenter(DefaultIndenter.SYSTEM_LINEFEED_INSTANCE));

    private JsonText() {
    }

    /**
     * Parses {@code text}.
     *
     * @param source names the input in the error ({@code rtsw-startup.json})
     * @throws ConfigException a SYNTAX error whose message starts {@code line L, column C:}
     */
    public static JsonNode parse(String text, String source) {
        try {
            return checked(MAPPER.readTree(text), source);
        } catch (JsonProcessingException e) {
            throw syntax(e, source);
        }
    }

    /**
     * Parses UTF-8 {@code bytes} as {@link #parse(String, String)} parses text, without making them a
     * string first (a 20k-route Set value is 4 MB).
     */
    public static JsonNode parse(byte[] bytes, String source) {
        try {
            return checked(MAPPER.readTree(bytes), source);
        } catch (JsonProcessingException e) {
            throw syntax(e, source);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e); // reading an array does no I/O
        }
    }

    private static JsonNode checked(JsonNode node, String source) {
        if (node == null || node.isMissingNode()) {
            throw new ConfigException(source, new ConfigError(ConfigError.Kind.SYNTAX, ConfigPath.ROOT,
                    "line 1, column 1: empty document"));
        }
        return node;
    }

    private static ConfigException syntax(JsonProcessingException e, String source) {
        var loc = e.getLocation();
        String where = loc == null ? "" : "line " + loc.getLineNr() + ", column " + loc.getColumnNr() + ": ";
        return new ConfigException(source, new ConfigError(ConfigError.Kind.SYNTAX, ConfigPath.ROOT,
                where + e.getOriginalMessage()));
    }

    /**
     * A generator of compact UTF-8 JSON on {@code out}, for files only programs read (committed config):
     * a quarter the size of {@link #print} for a large route table, and written as it is produced.
     */
    public static JsonGenerator generator(OutputStream out) throws IOException {
        // Closing the generator flushes it but leaves the stream to its owner (who still has to sync it).
        return MAPPER.createGenerator(out).disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
    }

    /** Pretty JSON with a final newline. */
    public static String print(JsonNode node) {
        try {
            return PRETTY.writeValueAsString(node) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always prints", e);
        }
    }
}
