package io.nosagent.platform;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Command lines for an agent under test: its own state directory, nothing shared with the user's. */
final class AgentArgs {

    private AgentArgs() {
    }

    static String[] run(Path stateDir, String... extra) {
        var args = new ArrayList<>(List.of("run", "--state-dir", stateDir.toString(), "--gnmi-address", "127.0.0.1:0"));
        args.addAll(List.of(extra));
        return args.toArray(String[]::new);
    }
}
