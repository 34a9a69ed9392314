package io.nosagent.agent.snapshot;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.config.store.Commit;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.zip.GZIPOutputStream;

/**
 * The running config as a snapshot holds it, compressed once per version: a complete gzip member of
 * {@code {"version", "committed-at", "note", "document"}} that a snapshot file embeds as it is (a gzip
 * file may hold several members; readers see their contents joined). Encoding and compressing a config of
 * 128k routes takes seconds; done after each commit on the snapshot thread, it is off every trigger's path.
 * Used from that one thread; it steps aside for urgent work between blocks ({@link StepAsideOutput}).
 */
final class CompressedConfig {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Runnable stepAside;
    private long version = -1;
    private byte[] member;

    CompressedConfig(Runnable stepAside) {
        this.stepAside = stepAside;
    }

    /** The member for {@code c}, built now unless it was for this version already. */
    byte[] of(Commit c, DocumentWriter document) {
        if (c.version() != version) {
            member = compress(c, document);
            version = c.version();
        }
        return member;
    }

    private byte[] compress(Commit c, DocumentWriter document) {
        var bytes = new ByteArrayOutputStream(1 << 16);
        try (var gz = new GZIPOutputStream(bytes, 1 << 16);
             JsonGenerator g = JSON.getFactory().createGenerator(new StepAsideOutput(gz, stepAside), JsonEncoding.UTF8)) {
            g.writeStartObject();
            g.writeNumberField("version", c.version());
            g.writeStringField("committed-at", c.committedAt().toString());
            g.writeStringField("note", c.note());
            g.writeFieldName("document");
            document.write(c, g);
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }
}
