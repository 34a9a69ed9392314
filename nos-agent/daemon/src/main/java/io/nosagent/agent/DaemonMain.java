package io.nosagent.agent;

import io.nosagent.agent.command.QualifyCommand;
import io.nosagent.agent.command.RunCommand;
import io.nosagent.agent.command.StopCommand;
import io.nosagent.agent.command.UserCommand;
import io.nosagent.api.cli.CommandLines;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The on-switch build's command: run the agent, qualify a switch's SAI, stop the agent, manage its users. */
@Command(name = "nos-agent", mixinStandardHelpOptions = true, versionProvider = CommandLines.Version.class,
        description = "Switch NOS agent for RoCE AI training fabrics: programs the ASIC through SAI, serves gNMI.",
        subcommands = {RunCommand.class, QualifyCommand.class, StopCommand.class, UserCommand.class, CommandLine.HelpCommand.class})
public final class DaemonMain {

    public static void main(String[] args) {
        CommandLines.main(new DaemonMain(), args);
    }
}
