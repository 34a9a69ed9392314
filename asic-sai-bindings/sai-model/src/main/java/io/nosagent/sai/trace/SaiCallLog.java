package io.nosagent.sai.trace;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes every SAI call to a file, one line each in a {@link SaiCallFormat} (the test SAI library's, which
 * the native backend provides), so a run on the virtual ASIC and one on a vendor library can be put side
 * by side. Lines are flushed as they are written: a crash loses nothing already traced.
 */
public final class SaiCallLog implements java.util.function.Consumer<SaiCall>, AutoCloseable {

    private final Path file;
    private final SaiCallFormat format;
    private final BufferedWriter out;
    private long seq;

    public SaiCallLog(Path file, SaiCallFormat format) {
        this.file = file;
        this.format = format;
        try {
            Path parent = file.toAbsolutePath().getParent();
            Files.createDirectories(parent);
            this.out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the SAI call trace " + file, e);
        }
    }

    @Override
    public synchronized void accept(SaiCall call) {
        try {
            out.write(format.line(++seq, call));
            out.newLine();
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the SAI call trace " + file, e);
        }
    }

    @Override
    public synchronized void close() {
        try {
            out.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close the SAI call trace " + file, e);
        }
    }
}
