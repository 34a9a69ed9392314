package io.nosagent.agent.security;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.PrivateKey;
import java.security.Signature;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.List;

/**
 * What the server presents in a TLS handshake: its certificate (first), the chain above it, and the
 * private key of the first certificate.
 *
 * @param chain   the server certificate, then the certificates that signed it
 * @param key     the server certificate's private key
 * @param version the credential manager's version ("" when the operator gave files)
 * @param createdOn when the credential manager created it, seconds since the epoch (0 when unknown)
 */
public record ServerIdentity(List<X509Certificate> chain, PrivateKey key, String version, long createdOn) {

    public ServerIdentity {
        chain = List.copyOf(chain);
        if (chain.isEmpty()) {
            throw new IllegalArgumentException("a server identity needs a certificate");
        }
    }

    /**
     * The certificate and key files; the key must belong to the certificate (its dates are the
     * operator's business, as they were before certz).
     */
    public static ServerIdentity read(Path certificate, Path privateKey, String version, long createdOn) {
        try {
            return matching(Pem.certificates(Files.readAllBytes(certificate), certificate.toString()),
                    Pem.privateKey(Files.readAllBytes(privateKey), privateKey.toString()), version, createdOn,
                    certificate + " / " + privateKey);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + certificate + " or " + privateKey, e);
        }
    }

    /**
     * An identity whose key belongs to its first certificate, valid at {@code now}; else an error
     * naming {@code what}.
     */
    public static ServerIdentity checked(List<X509Certificate> chain, PrivateKey key, String version, long createdOn,
                                         String what, Instant now) {
        X509Certificate leaf = chain.getFirst();
        if (now.isAfter(leaf.getNotAfter().toInstant()) || now.isBefore(leaf.getNotBefore().toInstant())) {
            throw new IllegalArgumentException(what + ": certificate " + leaf.getSubjectX500Principal().getName()
                    + " is not valid now (valid " + leaf.getNotBefore().toInstant() + " to " + leaf.getNotAfter().toInstant() + ")");
        }
        return matching(chain, key, version, createdOn, what);
    }

    private static ServerIdentity matching(List<X509Certificate> chain, PrivateKey key, String version, long createdOn,
                                           String what) {
        X509Certificate leaf = chain.getFirst();
        if (!keyMatches(leaf, key)) {
            throw new IllegalArgumentException(what + ": the private key does not belong to certificate "
                    + leaf.getSubjectX500Principal().getName());
        }
        return new ServerIdentity(chain, key, version, createdOn);
    }

    /** The server certificate's subject. */
    public String subject() {
        return chain.getFirst().getSubjectX500Principal().getName();
    }

    /** A signature by the key verifies with the certificate's public key. */
    private static boolean keyMatches(X509Certificate cert, PrivateKey key) {
        String algorithm = switch (key.getAlgorithm()) {
            case "EC", "ECDSA" -> "SHA256withECDSA";
            case "RSA" -> "SHA256withRSA";
            case "Ed25519", "EdDSA" -> "Ed25519";
            default -> throw new IllegalArgumentException("private key algorithm " + key.getAlgorithm()
                    + " is not EC, RSA or Ed25519");
        };
        byte[] probe = "nos-agent: does this key sign for this certificate".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        try {
            var signer = Signature.getInstance(algorithm);
            signer.initSign(key);
            signer.update(probe);
            byte[] signature = signer.sign();
            var verifier = Signature.getInstance(algorithm);
            verifier.initVerify(cert.getPublicKey());
            verifier.update(probe);
            return verifier.verify(signature);
        } catch (GeneralSecurityException e) {
            return false;
        }
    }
}
