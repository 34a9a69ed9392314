package io.nosagent.cli;

import io.nosagent.agent.gnmi.GnmiAgent;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** One {@code nos-agent show VIEW} against a test agent, as its admin: the exit code, what it printed and its errors. */
record ShowRun(int exit, String out, String err) {

    static ShowRun of(GnmiAgent sw, Path state, String... view) {
        var all = new ArrayList<>(List.of("show"));
        all.addAll(List.of(view));
        all.addAll(List.of("--target", "localhost:" + sw.port(), "--state-dir", state.toString(), "-u", GnmiAgent.ADMIN,
                "--password=" + GnmiAgent.ADMIN_PASSWORD));
        var out = new StringWriter();
        var err = new StringWriter();
        int exit = new CommandLine(new CliMain()).setOut(new PrintWriter(out, true)).setErr(new PrintWriter(err, true))
                .execute(all.toArray(String[]::new));
        return new ShowRun(exit, out.toString(), err.toString());
    }
}
