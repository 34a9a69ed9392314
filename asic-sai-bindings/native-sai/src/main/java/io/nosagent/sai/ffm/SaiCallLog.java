package io.nosagent.sai.ffm;


import io.nosagent.sai.trace.SaiCall;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes every SAI call to a file, one line each in the format the test SAI library uses
 * ({@link NativeCallTrace}), so a run on the virtual ASIC and one on a vendor library can be put
 * side by side. Lines are flushed as they are written: a crash loses nothing already traced.
 */
public final class SaiCallLog implements java.util.function.Consumer<SaiCall>, AutoCloseable {

    private final Path file;
    private final BufferedWriter out;
    private long seq;

    public SaiCallLog(Path file) {
        this.file = file;
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
            out.write(NativeCallTrace.format(++seq, call));
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
