package io.nosagent.sai.ffm;

import io.nosagent.sai.trace.SaiCall;
import io.nosagent.sai.trace.SaiCallFormat;

/** The test SAI library's trace format ({@link NativeCallTrace}) for SAI call logs, whatever the backend. */
public final class TestLibraryCallFormat implements SaiCallFormat {

    @Override
    public String line(long seq, SaiCall call) {
        return NativeCallTrace.format(seq, call);
    }
}
