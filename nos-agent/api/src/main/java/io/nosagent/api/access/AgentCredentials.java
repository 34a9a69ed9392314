package io.nosagent.api.access;

import io.grpc.Metadata;

import java.nio.file.Path;

/**
 * How a client proves who it is to an agent, and which certificate it trusts (or which socket it
 * uses) when the agent runs on the same host: the contract between the daemon's authentication and
 * every client (the CLI, the lab, tests).
 */
public final class AgentCredentials {

    /** The gRPC metadata a client puts its user name in (gNMI's username/password authentication). */
    public static final Metadata.Key<String> USERNAME = Metadata.Key.of("username", Metadata.ASCII_STRING_MARSHALLER);
    /** The gRPC metadata a client puts its password in. */
    public static final Metadata.Key<String> PASSWORD = Metadata.Key.of("password", Metadata.ASCII_STRING_MARSHALLER);
    /** The folder of a state directory that holds the agent's self-signed certificate and key. */
    public static final String CERTIFICATE_DIRECTORY = "gnmi";

    private AgentCredentials() {
    }

    /**
     * The Unix domain socket on which the agent of {@code stateDir} that serves gNMI on TCP {@code port}
     * serves the same services to clients on its host, without TLS: whoever can reach the state directory
     * trusts what is in it anyway (the self-signed certificate), and the socket's permissions keep others
     * out. The port in the name keeps a client of one agent's port from reaching another's.
     */
    public static Path localSocket(Path stateDir, int port) {
        return stateDir.resolve(CERTIFICATE_DIRECTORY).resolve("gnmi-" + port + ".sock");
    }

    /** The self-signed certificate file a client on this host trusts (trust on first use). */
    public static Path selfSignedCertificate(Path stateDir) {
        return stateDir.resolve(CERTIFICATE_DIRECTORY).resolve("server.crt");
    }
}
