package io.nosagent.sai.trace;

import java.util.Optional;
import java.util.ServiceLoader;

/**
 * A SAI call as one line of a trace file. The test SAI library's format encodes values as their C bytes,
 * so only a backend that knows the C layouts provides it (registered in {@code META-INF/services}).
 */
public interface SaiCallFormat {

    /** The line of call number {@code seq}. */
    String line(long seq, SaiCall call);

    /** The format this build carries, if any. */
    static Optional<SaiCallFormat> available() {
        return ServiceLoader.load(SaiCallFormat.class).findFirst();
    }
}
