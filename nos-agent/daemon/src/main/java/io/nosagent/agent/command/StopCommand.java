package io.nosagent.agent.command;

import io.nosagent.agent.restart.AgentProcessFile;
import io.nosagent.api.cli.DurationConverter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** {@code nos-agent stop [--warm]}: stops the agent that runs with a state directory. */
@Command(name = "stop", mixinStandardHelpOptions = true,
        description = {"Stop the agent running with the state directory.",
                "Cold (default, as SIGTERM): the switch is left to be initialised again by the next start.",
                "--warm: the update thread drains, the SAI objects the agent owns are saved atomically in the state "
                        + "directory, and the ASIC keeps forwarding; the next start on the same platform adopts them "
                        + "instead of re-initialising the switch."})
public final class StopCommand implements Callable<Integer> {

    @Option(names = "--warm", description = "Stop for a warm restart (see above).")
    boolean warm;

    @Option(names = "--state-dir", paramLabel = "DIR", defaultValue = "${sys:user.home}/.nos-agent",
            description = "The running agent's state directory (default ${DEFAULT-VALUE}).")
    Path stateDir;

    @Option(names = "--timeout", paramLabel = "DURATION", defaultValue = "60s", converter = DurationConverter.class,
            description = "How long to wait for the agent to stop (default ${DEFAULT-VALUE}).")
    Duration timeout;

    @Override
    public Integer call() throws InterruptedException {
        var file = new AgentProcessFile(stateDir);
        var agent = file.running();
        if (agent.isEmpty()) {
            System.err.println("nos-agent: no agent runs with state directory " + stateDir);
            return 1;
        }
        if (warm) {
            file.requestWarmStop();
        }
        agent.get().destroy(); // SIGTERM
        try {
            agent.get().onExit().get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.err.println("nos-agent: agent (pid " + agent.get().pid() + ") still running after " + timeout.toSeconds() + " s");
            return 1;
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
        System.out.println("nos-agent (pid " + agent.get().pid() + ") stopped " + (warm ? "warm" : "cold"));
        return 0;
    }
}
