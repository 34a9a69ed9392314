package io.nosagent.routing.bgp.frr;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * FRR's shells against one set of daemons (their vty sockets in {@code runDir}): {@code vtysh} for show
 * commands and config checks, {@code frr-reload.py} to apply a whole config as the difference from the
 * running one.
 */
public final class Vtysh {

    private static final long TIMEOUT_SECONDS = 30;

    private final Path runDir;

    public Vtysh(Path runDir) {
        this.runDir = runDir;
    }

    /** The output of {@code commands} (show commands). */
    public String show(String... commands) {
        var cmd = new ArrayList<>(List.of("vtysh", "--vty_socket", runDir.toString()));
        for (String c : commands) {
            cmd.add("-c");
            cmd.add(c);
        }
        return run(cmd).output();
    }

    /**
     * The output of {@code commands} from {@code daemon} alone ({@code vtysh -d}): answers as soon as that daemon
     * does, where the whole shell waits on (or complains of) every daemon in the directory.
     */
    public String show(FrrDaemons.Daemon daemon, String... commands) {
        var cmd = new ArrayList<>(List.of("vtysh", "--vty_socket", runDir.toString(), "-d", daemon.name().toLowerCase()));
        for (String c : commands) {
            cmd.add("-c");
            cmd.add(c);
        }
        return run(cmd).output();
    }

    /** Checks {@code config} without applying it; empty when FRR accepts it, else FRR's complaint. */
    public Result check(Path config) {
        return run(List.of("vtysh", "--vty_socket", runDir.toString(), "-C", "-f", config.toString()));
    }

    /** Sends the config commands in {@code commands} to the running daemons as they are (no diff). */
    public Result apply(Path commands) {
        return run(List.of("vtysh", "--vty_socket", runDir.toString(), "-f", commands.toString()));
    }

    /** Sends the config commands in {@code commands} to {@code daemon} alone. */
    public Result apply(FrrDaemons.Daemon daemon, Path commands) {
        return run(List.of("vtysh", "--vty_socket", runDir.toString(), "-d", daemon.name().toLowerCase(), "-f", commands.toString()));
    }

    /** Applies {@code config} to the running daemons: only the lines that differ are sent. */
    public Result reload(Path config) {
        return run(List.of("/usr/lib/frr/frr-reload.py", "--reload", "--stdout", "--vty_socket", runDir.toString(),
                "--rundir", runDir.toString(), "--confdir", runDir.toString(), "--bindir", "/usr/bin", config.toString()));
    }

    /** A command's exit status and output (stdout and stderr). */
    public record Result(int status, String output) {
        public boolean ok() {
            return status == 0;
        }
    }

    private static Result run(List<String> command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            byte[] out = p.getInputStream().readAllBytes();
            if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return new Result(-1, command.getFirst() + " did not finish within " + TIMEOUT_SECONDS + " s");
            }
            return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8));
        } catch (IOException e) {
            return new Result(-1, command.getFirst() + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Result(-1, "interrupted");
        }
    }
}
