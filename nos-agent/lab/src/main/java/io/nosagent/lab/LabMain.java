package io.nosagent.lab;

import io.nosagent.agent.command.QualifyCommand;
import io.nosagent.agent.command.StopCommand;
import io.nosagent.agent.command.UserCommand;
import io.nosagent.api.cli.CommandLines;
import io.nosagent.cli.CertzCommand;
import io.nosagent.cli.FileCommand;
import io.nosagent.cli.GetCommand;
import io.nosagent.cli.HealthzCommand;
import io.nosagent.cli.RebootCommand;
import io.nosagent.cli.SetCommand;
import io.nosagent.cli.ShowCommand;
import io.nosagent.cli.SimCommand;
import io.nosagent.cli.SnapshotCommand;
import io.nosagent.cli.SubscribeCommand;
import io.nosagent.lab.command.BenchCommand;
import io.nosagent.lab.command.FabricCommand;
import io.nosagent.lab.command.LabRunCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code nos-agent} command of the lab build: every subcommand, the agent on the virtual ASIC with
 * simulated hosts ({@code run}), a whole virtual zone ({@code fabric}) and the benchmarks beside the
 * client's and the daemon's own.
 */
@Command(name = "nos-agent", mixinStandardHelpOptions = true, versionProvider = CommandLines.Version.class,
        description = "Switch NOS agent for RoCE AI training fabrics: programs the ASIC through SAI, serves gNMI.",
        subcommands = {LabRunCommand.class, FabricCommand.class, QualifyCommand.class, StopCommand.class, ShowCommand.class, GetCommand.class,
                SetCommand.class, SubscribeCommand.class, SnapshotCommand.class, SimCommand.class, HealthzCommand.class,
                RebootCommand.class, FileCommand.class, CertzCommand.class, UserCommand.class, BenchCommand.class, CommandLine.HelpCommand.class})
public final class LabMain {

    public static void main(String[] args) {
        CommandLines.main(new LabMain(), args);
    }
}
