package io.nosagent.agent.snapshot;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * An output stream of background work (snapshot encoding and compression, seconds for 128k routes) that
 * steps aside before each block it writes while urgent work such as fast failover waits or runs: the work
 * pauses between blocks instead of competing for the CPU.
 */
final class StepAsideOutput extends FilterOutputStream {

    private final Runnable stepAside;

    StepAsideOutput(OutputStream out, Runnable stepAside) {
        super(out);
        this.stepAside = stepAside;
    }

    @Override
    public void write(int b) throws IOException {
        out.write(b);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        stepAside.run();
        out.write(b, off, len);
    }
}
