package io.nosagent.cli;

import io.nosagent.api.cli.DurationConverter;
import io.nosagent.api.zone.ZoneRegistry;
import io.nosagent.api.gnmi.GnmiClient;
import picocli.CommandLine.Option;

import java.io.Console;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/**
 * How the client commands reach the agent: the same option names as {@code run} where they mean the
 * same thing ({@code --insecure}, {@code --cert}, {@code --key}, {@code --state-dir}).
 */
public final class GnmiConnection {

    /** Environment variable holding the password, so it stays off the command line. */
    public static final String PASSWORD_ENV = "NOS_AGENT_PASSWORD";

    /** Where the agent is unless told: this host's. */
    static final String DEFAULT_TARGET = "localhost:9339";
    /** The state directory of this host's agent unless told, under the user's home. */
    static final String DEFAULT_STATE_DIR = ".nos-agent";

    @Option(names = "--target", paramLabel = "HOST:PORT|SWITCH", defaultValue = DEFAULT_TARGET,
            description = "The agent's gNMI address (default ${DEFAULT-VALUE}), or the name of a switch of the zone "
                    + "'nos-agent fabric' runs from --state-dir (e.g. rtsw001).")
    String target;

    @Option(names = "--insecure", description = "Plaintext (the agent must run with --insecure on loopback).")
    boolean insecure;

    @Option(names = "--ca", paramLabel = "FILE",
            description = "CA (or the agent's certificate) to trust. Default on this host: the agent's self-signed "
                    + "certificate in --state-dir; else the system's CAs.")
    Path ca;

    @Option(names = "--cert", paramLabel = "FILE", description = "Client certificate for mutual TLS.")
    Path cert;

    @Option(names = "--key", paramLabel = "FILE", description = "Private key of --cert.")
    Path key;

    @Option(names = {"-u", "--username"}, paramLabel = "USER", description = "User name (sent with the password on every call).")
    String username;

    @Option(names = {"-p", "--password"}, paramLabel = "PASSWORD", arity = "0..1", interactive = true,
            description = "Password; prompted when given without a value. Default: $" + PASSWORD_ENV + ".")
    char[] password;

    @Option(names = "--state-dir", paramLabel = "DIR", defaultValue = "${sys:user.home}/" + DEFAULT_STATE_DIR,
            description = "The local agent's state directory, for its local socket and self-signed certificate (default ${DEFAULT-VALUE}).")
    Path stateDir;

    @Option(names = "--tcp", description = "TCP (TLS unless --insecure) even to this host's agent, whose local socket "
            + "(in --state-dir, no TLS) a command uses otherwise when it may.")
    boolean tcp;

    @Option(names = "--timeout", paramLabel = "DURATION", defaultValue = "30s", converter = DurationConverter.class,
            description = "Deadline of each call (default ${DEFAULT-VALUE}).")
    Duration timeout;

    /** A client with these options. */
    public GnmiClient connect() {
        return connect(Optional.ofNullable(ca));
    }

    /** A client with these options but trusting {@code trusted} (a certificate the agent is about to serve): always TLS. */
    public GnmiClient connectTrusting(Path trusted) {
        return connect(Optional.of(trusted));
    }

    private GnmiClient connect(Optional<Path> trust) {
        Optional<String> pw = Optional.ofNullable(password).map(String::new)
                .or(() -> Optional.ofNullable(System.getenv(PASSWORD_ENV)));
        if (username != null && pw.isEmpty()) {
            Console console = System.console();
            if (console != null) {
                pw = Optional.ofNullable(console.readPassword("Password for %s: ", username)).map(String::new);
            }
        }
        String address = target;
        Path agentStateDir = stateDir;
        if (!target.contains(":") && stateDir != null) {
            var known = ZoneRegistry.read(stateDir);
            if (!known.isEmpty()) {
                var entry = Optional.ofNullable(known.get(target)).orElseThrow(() -> new IllegalArgumentException(
                        "--target " + target + ": no such switch in the zone running from " + stateDir + "; its switches: "
                                + String.join(", ", known.keySet())));
                address = entry.address();
                agentStateDir = Path.of(entry.stateDir());
            }
        }
        var options = new GnmiClient.Options(address, insecure, trust, Optional.ofNullable(cert),
                Optional.ofNullable(key), Optional.ofNullable(username), pw, Optional.ofNullable(agentStateDir), timeout);
        Optional<Path> socket = tcp ? Optional.empty() : GnmiClient.localSocket(options);
        return socket.isPresent() ? GnmiClient.connectLocal(socket.get(), options) : GnmiClient.connect(options);
    }
}
