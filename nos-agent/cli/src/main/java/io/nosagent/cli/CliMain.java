package io.nosagent.cli;

import io.nosagent.api.cli.CommandLines;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The client's command: look at and change a running agent over gNMI. */
@Command(name = "nos-agent", mixinStandardHelpOptions = true, versionProvider = CommandLines.Version.class,
        description = "A gNMI client of nos-agent: show, get, set, subscribe, snapshots and simulated faults.",
        subcommands = {ShowCommand.class, GetCommand.class, SetCommand.class, SubscribeCommand.class,
                SnapshotCommand.class, SimCommand.class, CommandLine.HelpCommand.class})
public final class CliMain {

    public static void main(String[] args) {
        startLean();
        CommandLines.main(new CliMain(), args);
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
