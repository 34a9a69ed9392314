package io.nosagent.agent.command;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.util.Optional;
import java.util.concurrent.Callable;

/** {@code nos-agent run}: starts the agent and keeps it running until SIGTERM / Ctrl-C. */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Start the agent: bring the switch up (a vendor libsai with --sai-lib; the virtual ASIC where the build has one), "
                + "program the startup config, serve gNMI.")
public final class RunCommand implements Callable<Integer> {

    @Mixin
    RunOptions options;

    @Override
    public Integer call() throws InterruptedException {
        return AgentRunner.run(options, agent -> Optional.empty());
    }
}
