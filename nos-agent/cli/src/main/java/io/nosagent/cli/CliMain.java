package io.nosagent.cli;

import io.nosagent.api.cli.CommandLines;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.util.Map;
import java.util.function.Supplier;

/** The client's command: look at and change a running agent over gNMI. */
@Command(name = "nos-agent", mixinStandardHelpOptions = true, versionProvider = CommandLines.Version.class,
        description = "A gNMI client of nos-agent: show, get, set, subscribe, snapshots, simulated faults, component health (gNOI Healthz), reboots, ping, traceroute and files (gNOI System, File).",
        subcommands = {ShowCommand.class, GetCommand.class, SetCommand.class, SubscribeCommand.class,
                SnapshotCommand.class, SimCommand.class, HealthzCommand.class, RebootCommand.class, FileCommand.class,
                CertzCommand.class, PingCommand.class, TracerouteCommand.class,
                CommandLine.HelpCommand.class})
public final class CliMain {

    /** The subcommands, by name, for a command line holding only the one asked for. */
    private static final Map<String, Supplier<Object>> SUBCOMMANDS = Map.ofEntries(Map.entry("show", ShowCommand::new),
            Map.entry("get", GetCommand::new), Map.entry("set", SetCommand::new), Map.entry("subscribe", SubscribeCommand::new),
            Map.entry("snapshot", SnapshotCommand::new), Map.entry("sim", SimCommand::new), Map.entry("healthz", HealthzCommand::new),
            Map.entry("reboot", RebootCommand::new), Map.entry("file", FileCommand::new), Map.entry("certz", CertzCommand::new),
            Map.entry("ping", PingCommand::new), Map.entry("traceroute", TracerouteCommand::new));

    public static void main(String[] args) {
        startLean();
        System.exit(commandLine(args).execute(args));
    }

    /**
     * The command line that runs {@code args}. picocli builds the model of every subcommand it holds from
     * their annotations, and its classes cannot come from the AOT cache (their class files are too old),
     * so a command builds only its own subcommand; help, {@code --version} and mistakes get them all.
     */
    static CommandLine commandLine(String[] args) {
        Supplier<Object> only = args.length == 0 ? null : SUBCOMMANDS.get(args[0]);
        if (only == null) {
            return CommandLines.commandLine(new CliMain());
        }
        return CommandLines.configured(new CommandLine(new OneCommand()).addSubcommand(args[0], only.get()));
    }

    /** The client's command holding just the subcommand a user runs. */
    @Command(name = "nos-agent", mixinStandardHelpOptions = true, versionProvider = CommandLines.Version.class)
    static final class OneCommand {
    }

    /**
     * A client command lives a fraction of a second: Netty's native transports would cost more than they
     * save, so it runs on the JDK's TLS and NIO, and never unpacks and loads gRPC's bundled BoringSSL (3 MB)
     * and epoll libraries on each command.
     */
    static void startLean() {
        System.setProperty("io.grpc.netty.shaded.io.netty.handler.ssl.noOpenSsl", "true");
        System.setProperty("io.grpc.netty.shaded.io.netty.transport.noNative", "true");
    }
}
