package io.nosagent.cli;

import io.nosagent.api.cli.CommandLines;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The client's command: look at and change a running agent over gNMI. */
@Command(name = "nos-agent", mixinStandardHelpOptions = true, versionProvider = CommandLines.Version.class,
        description = "A gNMI client of nos-agent: show, get, set, subscribe, snapshots, simulated faults and component health (gNOI Healthz).",
        subcommands = {ShowCommand.class, GetCommand.class, SetCommand.class, SubscribeCommand.class,
                SnapshotCommand.class, SimCommand.class, HealthzCommand.class, CommandLine.HelpCommand.class})
public final class CliMain {

    public static void main(String[] args) {
        CommandLines.main(new CliMain(), args);
    }
}
