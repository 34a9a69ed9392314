package io.nosagent.agent.security;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.util.List;

/**
 * The CA certificates a client certificate must chain to (mutual TLS).
 *
 * @param certificates the trust anchors
 * @param version      the credential manager's version ("" when the operator gave a file)
 * @param createdOn    when the credential manager created it, seconds since the epoch (0 when unknown)
 */
public record TrustBundle(List<X509Certificate> certificates, String version, long createdOn) {

    public TrustBundle {
        certificates = List.copyOf(certificates);
        if (certificates.isEmpty()) {
            throw new IllegalArgumentException("a trust bundle needs a certificate");
        }
    }

    public static TrustBundle read(Path file, String version, long createdOn) {
        try {
            return new TrustBundle(Pem.certificates(Files.readAllBytes(file), file.toString()), version, createdOn);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }
}
