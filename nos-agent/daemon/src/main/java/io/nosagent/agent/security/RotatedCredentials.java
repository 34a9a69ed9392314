package io.nosagent.agent.security;

import io.nosagent.api.access.AgentCredentials;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.Optional;
import java.util.Properties;

/**
 * The credentials a finalized gNSI certz rotation left, in {@code <state>/gnmi/certz}: {@code server.crt}
 * (the chain), {@code server.key} (readable by the agent's user only), {@code trust-bundle.pem} and
 * {@code versions.properties} (each one's version and creation time as the credential manager gave
 * them). At start they take the place of the given or self-signed certificate and of the client CA,
 * so a rotation outlives restarts.
 */
public final class RotatedCredentials {

    private final Path dir;

    public RotatedCredentials(Path stateDir) {
        this.dir = stateDir.resolve(AgentCredentials.CERTIFICATE_DIRECTORY).resolve("certz");
    }

    public Path dir() {
        return dir;
    }

    /** The rotated server identity, when a rotation left one. */
    public Optional<ServerIdentity> identity() {
        Path cert = dir.resolve("server.crt");
        Path key = dir.resolve("server.key");
        if (!Files.exists(cert) || !Files.exists(key)) {
            return Optional.empty();
        }
        Properties v = versions();
        return Optional.of(ServerIdentity.read(cert, key, v.getProperty("certificate.version", ""),
                Long.parseLong(v.getProperty("certificate.created-on", "0"))));
    }

    /** The rotated trust bundle, when a rotation left one. */
    public Optional<TrustBundle> trust() {
        Path file = dir.resolve("trust-bundle.pem");
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        Properties v = versions();
        return Optional.of(TrustBundle.read(file, v.getProperty("trust-bundle.version", ""),
                Long.parseLong(v.getProperty("trust-bundle.created-on", "0"))));
    }

    /** Keeps {@code state}; each file is replaced whole (written aside, then moved over the old one). */
    public void save(LiveTls.State state) {
        try {
            Files.createDirectories(dir);
            ServerIdentity id = state.identity();
            var versions = new Properties();
            versions.setProperty("certificate.version", id.version());
            versions.setProperty("certificate.created-on", Long.toString(id.createdOn()));
            Path key = dir.resolve("server.key.new");
            ServerCertificate.writePrivate(key, Pem.encode("PRIVATE KEY", id.key().getEncoded()));
            replace(key, dir.resolve("server.key"));
            write("server.crt", Pem.encode(id.chain()));
            if (state.trust().isPresent()) {
                TrustBundle trust = state.trust().get();
                write("trust-bundle.pem", Pem.encode(trust.certificates()));
                versions.setProperty("trust-bundle.version", trust.version());
                versions.setProperty("trust-bundle.created-on", Long.toString(trust.createdOn()));
            }
            var text = new java.io.StringWriter();
            versions.store(text, "gNSI certz rotation finalized " + Instant.now());
            write("versions.properties", text.toString());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot keep the rotated credentials in " + dir, e);
        }
    }

    private Properties versions() {
        var v = new Properties();
        Path file = dir.resolve("versions.properties");
        if (Files.exists(file)) {
            try (var in = Files.newBufferedReader(file, StandardCharsets.US_ASCII)) {
                v.load(in);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + file, e);
            }
        }
        return v;
    }

    private void write(String name, String text) throws IOException {
        Path aside = dir.resolve(name + ".new");
        Files.writeString(aside, text, StandardCharsets.US_ASCII);
        replace(aside, dir.resolve(name));
    }

    private static void replace(Path aside, Path file) throws IOException {
        Files.move(aside, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
