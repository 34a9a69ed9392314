package io.nosagent.cli;

import io.nosagent.api.cli.CommandLines;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/** The client's command: look at and change a running agent over gNMI. */
@Command(name = "nos-agent", mixinStandardHelpOptions = true, versionProvider = CommandLines.Version.class,
        description = "A gNMI client of nos-agent: show, get, set, subscribe, snapshots, simulated faults, component health (gNOI Healthz), reboots, ping, traceroute and files (gNOI System, File).",
        subcommands = {ShowCommand.class, GetCommand.class, SetCommand.class, SubscribeCommand.class,
                SnapshotCommand.class, SimCommand.class, HealthzCommand.class, RebootCommand.class, FileCommand.class,
                CertzCommand.class, PingCommand.class, TracerouteCommand.class,
                CommandLine.HelpCommand.class})
public final class CliMain {

    /**
     * gRPC asks SO_KEEPALIVE of every channel, which a Unix domain socket (the local agent's) has not, and
     * Netty warns about it through the JDK's logging on the user's terminal: quiet. Held here, since the
     * JDK's logging keeps only weak references to loggers it configured nothing for.
     */
    private static final Logger BOOTSTRAP = Logger.getLogger("io.grpc.netty.shaded.io.netty.bootstrap.Bootstrap");

    /** The subcommands, by name, for a command line holding only the one asked for. */
    private static final Map<String, Supplier<Object>> SUBCOMMANDS = Map.ofEntries(Map.entry("show", ShowCommand::new),
            Map.entry("get", GetCommand::new), Map.entry("set", SetCommand::new), Map.entry("subscribe", SubscribeCommand::new),
            Map.entry("snapshot", SnapshotCommand::new), Map.entry("sim", SimCommand::new), Map.entry("healthz", HealthzCommand::new),
            Map.entry("reboot", RebootCommand::new), Map.entry("file", FileCommand::new), Map.entry("certz", CertzCommand::new),
            Map.entry("ping", PingCommand::new), Map.entry("traceroute", TracerouteCommand::new));

    public static void main(String[] args) {
        startLean();
        ConnectionWarmup.startFor(args);
        System.exit(commandLine(args).execute(args));
    }

    /** Whether {@code subcommand} is one that talks to an agent (all but help). */
    static boolean connects(String subcommand) {
        return SUBCOMMANDS.containsKey(subcommand);
    }

    /**
     * The command line that runs {@code args}. picocli builds the model of every subcommand it holds from
     * their annotations, for all of them more work than the one command then does, so a command builds only
     * its own subcommand, and {@code show VIEW} only its view; help, {@code --version}
     * and mistakes get them all.
     */
    static CommandLine commandLine(String[] args) {
        Supplier<Object> only = args.length == 0 ? null : SUBCOMMANDS.get(args[0]);
        if (only == null) {
            return CommandLines.commandLine(new CliMain());
        }
        var view = args[0].equals("show") && args.length > 1 ? ShowCommand.view(args[1]) : Optional.<Class<?>>empty();
        Object subcommand = view.isEmpty() ? only.get()
                : new CommandLine(new ShowCommand.OneView()).addSubcommand(args[1], view.get());
        return CommandLines.configured(new CommandLine(new OneCommand()).addSubcommand(args[0], subcommand));
    }

    /** The client's command holding just the subcommand a user runs. */
    @Command(name = "nos-agent", mixinStandardHelpOptions = true, versionProvider = CommandLines.Version.class)
    static final class OneCommand {
    }

    /**
     * A client command lives a fraction of a second: Netty's native transports would cost more than they
     * save, so it runs on the JDK's TLS and NIO, and never unpacks and loads gRPC's bundled BoringSSL (3 MB)
     * and epoll libraries on each command. Nor does Netty emit its buffer events to JDK Flight Recorder: a
     * command is not recorded, and the first buffer would otherwise register JFR's event machinery (about
     * 0.1 s of CPU, on the thread doing the TLS handshake). Its TLS key exchange is x25519 alone
     * ({@value #NAMED_GROUPS}, unless the user set it): the JDK's client otherwise also makes a P-256 key
     * share for every handshake, and a JVM's first P-256 key builds the JDK's base-point table, 60 point
     * multiplications that were most of a command's handshake. Every server the agent may run (BoringSSL,
     * the JDK) has x25519.
     */
    static final String NAMED_GROUPS = "jdk.tls.namedGroups";
    /** The TLS 1.3 key exchange the client offers. */
    static final String KEY_EXCHANGE = "x25519";

    static void startLean() {
        if (System.getProperty(NAMED_GROUPS) == null) {
            System.setProperty(NAMED_GROUPS, KEY_EXCHANGE);
        }
        System.setProperty("io.grpc.netty.shaded.io.netty.handler.ssl.noOpenSsl", "true");
        System.setProperty("io.grpc.netty.shaded.io.netty.transport.noNative", "true");
        System.setProperty("io.grpc.netty.shaded.io.netty.jfr.enabled", "false");
        BOOTSTRAP.setLevel(Level.SEVERE);
    }
}
