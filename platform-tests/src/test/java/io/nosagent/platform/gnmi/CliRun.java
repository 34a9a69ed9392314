package io.nosagent.platform.gnmi;

import io.nosagent.lab.LabMain;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * One {@code nos-agent} client command run through the CLI's entry point against a {@link GnmiSwitch}, as
 * admin, trusting the switch's own certificate unless the arguments name another {@code --ca}.
 */
record CliRun(int exit, String out, String err) {

    static CliRun of(GnmiSwitch sw, String... args) {
        return at(sw.target(), sw.stateDir, args);
    }

    /** As {@link #of}, against the switch at {@code target} whose state directory is {@code stateDir}. */
    static CliRun at(String target, java.nio.file.Path stateDir, String... args) {
        var all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--target", target, "--state-dir", stateDir.toString(), "-u", GnmiSwitch.ADMIN,
                "--password=" + GnmiSwitch.ADMIN_PASSWORD));
        var out = new StringWriter();
        var err = new StringWriter();
        int exit = new CommandLine(new LabMain()).setOut(new PrintWriter(out, true)).setErr(new PrintWriter(err, true))
                .execute(all.toArray(String[]::new));
        return new CliRun(exit, out.toString(), err.toString());
    }
}
