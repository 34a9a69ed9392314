package io.nosagent.agent.gnmi;

import io.nosagent.agent.gnmi.subscribe.Telemetry;

import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.Optional;

/**
 * How the gNMI server listens and whom it trusts.
 *
 * @param address           where to listen ({@code --gnmi-address}; default all addresses, port 9339)
 * @param insecure          plaintext instead of TLS; only allowed on a loopback address
 * @param certificate       the server certificate (PEM); empty = self-signed in the state directory
 * @param privateKey        its key (PEM PKCS#8); given together with the certificate
 * @param clientCa          CA whose client certificates are accepted (mutual TLS); empty = none
 * @param requireClientCert with a client CA: refuse connections without a client certificate
 * @param users             the users file; empty = {@code users.json} in the state directory
 * @param maxMessageBytes   largest request accepted; larger is RESOURCE_EXHAUSTED
 * @param streamBufferBytes per Subscribe stream, the most output waiting for a slow client
 */
public record GnmiOptions(InetSocketAddress address, boolean insecure, Optional<Path> certificate,
                          Optional<Path> privateKey, Optional<Path> clientCa, boolean requireClientCert,
                          Optional<Path> users, int maxMessageBytes, long streamBufferBytes) {

    public static final int DEFAULT_PORT = 9339;
    public static final int DEFAULT_MAX_MESSAGE_BYTES = 4 * 1024 * 1024;

    public GnmiOptions {
        if (certificate.isPresent() != privateKey.isPresent()) {
            throw new IllegalArgumentException("--cert and --key go together");
        }
        if (requireClientCert && clientCa.isEmpty()) {
            throw new IllegalArgumentException("requiring client certificates needs --client-ca");
        }
        if (insecure && (certificate.isPresent() || clientCa.isPresent())) {
            throw new IllegalArgumentException("--insecure serves plaintext; it cannot be combined with --cert or --client-ca");
        }
    }

    /** TLS with a self-signed certificate on every address, port 9339. */
    public static GnmiOptions defaults() {
        return new GnmiOptions(new InetSocketAddress(DEFAULT_PORT), false, Optional.empty(), Optional.empty(),
                Optional.empty(), false, Optional.empty(), DEFAULT_MAX_MESSAGE_BYTES, Telemetry.DEFAULT_STREAM_BUFFER);
    }

    public GnmiOptions withAddress(InetSocketAddress value) {
        return new GnmiOptions(value, insecure, certificate, privateKey, clientCa, requireClientCert, users,
                maxMessageBytes, streamBufferBytes);
    }

    public GnmiOptions withInsecure(boolean value) {
        return new GnmiOptions(address, value, certificate, privateKey, clientCa, requireClientCert, users,
                maxMessageBytes, streamBufferBytes);
    }

    public GnmiOptions withClientCa(Path ca, boolean required) {
        return new GnmiOptions(address, insecure, certificate, privateKey, Optional.of(ca), required, users,
                maxMessageBytes, streamBufferBytes);
    }

    public GnmiOptions withCertificate(Path cert, Path key) {
        return new GnmiOptions(address, insecure, Optional.of(cert), Optional.of(key), clientCa, requireClientCert,
                users, maxMessageBytes, streamBufferBytes);
    }

    public GnmiOptions withUsers(Path file) {
        return new GnmiOptions(address, insecure, certificate, privateKey, clientCa, requireClientCert,
                Optional.of(file), maxMessageBytes, streamBufferBytes);
    }

    public GnmiOptions withLimits(int maxMessage, long streamBuffer) {
        return new GnmiOptions(address, insecure, certificate, privateKey, clientCa, requireClientCert, users,
                maxMessage, streamBuffer);
    }

    /** {@code HOST:PORT} ({@code [v6]:PORT} for IPv6; {@code :PORT} for every address). */
    public static InetSocketAddress parseAddress(String text) {
        int colon = text.lastIndexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException("'" + text + "' is not HOST:PORT");
        }
        String host = text.substring(0, colon);
        int port;
        try {
            port = Integer.parseInt(text.substring(colon + 1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "': port is not a number");
        }
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("'" + text + "': port out of range");
        }
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        return host.isEmpty() || host.equals("*") ? new InetSocketAddress(port) : new InetSocketAddress(host, port);
    }
}
