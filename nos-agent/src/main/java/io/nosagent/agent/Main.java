package io.nosagent.agent;

import io.nosagent.agent.cli.BenchCommand;
import io.nosagent.agent.cli.FabricCommand;
import io.nosagent.agent.cli.GetCommand;
import io.nosagent.agent.cli.RunCommand;
import io.nosagent.agent.cli.SetCommand;
import io.nosagent.agent.cli.SimCommand;
import io.nosagent.agent.cli.SnapshotCommand;
import io.nosagent.agent.cli.ShowCommand;
import io.nosagent.agent.cli.StopCommand;
import io.nosagent.agent.cli.SubscribeCommand;
import io.nosagent.agent.cli.UserCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code nos-agent} command: one entry point for running, inspecting and benchmarking the agent. */
@Command(name = "nos-agent", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Switch NOS agent for RoCE AI training fabrics: programs the ASIC through SAI, serves gNMI.",
        subcommands = {RunCommand.class, FabricCommand.class, StopCommand.class, ShowCommand.class, GetCommand.class,
                SetCommand.class, SubscribeCommand.class, SnapshotCommand.class, SimCommand.class, UserCommand.class,
                BenchCommand.class, CommandLine.HelpCommand.class})
public final class Main {

    public static void main(String[] args) {
        // A SIGTERM during `run` lets the shutdown hook stop the agent; exit then just waits for it.
        System.exit(new CommandLine(new Main()).setCaseInsensitiveEnumValuesAllowed(true)
                .setExecutionExceptionHandler(Main::refuse).execute(args));
    }

    /** A mistake in what the user asked for (an unknown --target, a bad option value): one line, not a stack trace. */
    private static int refuse(Exception e, CommandLine command, CommandLine.ParseResult parsed) throws Exception {
        if (e instanceof IllegalArgumentException) {
            command.getErr().println("nos-agent: " + e.getMessage());
            return 2;
        }
        throw e;
    }

    /** The version from the jar manifest. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Main.class.getPackage().getImplementationVersion();
            return new String[]{"nos-agent " + (v == null ? "dev" : v)};
        }
    }
}
