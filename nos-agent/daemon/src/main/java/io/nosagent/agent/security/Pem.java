package io.nosagent.agent.security;

import org.bouncycastle.asn1.pkcs.PrivateKeyInfo;
import org.bouncycastle.openssl.PEMKeyPair;
import org.bouncycastle.openssl.PEMParser;
import org.bouncycastle.openssl.jcajce.JcaPEMKeyConverter;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.PrivateKey;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.Base64;
import java.util.List;

/** PEM text to and from certificates and private keys; bad input is an error naming {@code what}. */
public final class Pem {

    private Pem() {
    }

    /** Every X.509 certificate in {@code bytes} (PEM blocks, or DER), in order; at least one. */
    public static List<X509Certificate> certificates(byte[] bytes, String what) {
        try {
            var certs = CertificateFactory.getInstance("X.509").generateCertificates(new ByteArrayInputStream(bytes)).stream()
                    .map(X509Certificate.class::cast).toList();
            if (certs.isEmpty()) {
                throw new IllegalArgumentException(what + " holds no certificate");
            }
            return certs;
        } catch (GeneralSecurityException | RuntimeException e) {
            if (e instanceof IllegalArgumentException iae && iae.getMessage().startsWith(what)) {
                throw iae;
            }
            throw new IllegalArgumentException(what + " is not a PEM X.509 certificate: " + e.getMessage(), e);
        }
    }

    /** The private key in {@code bytes}: PKCS#8 ({@code PRIVATE KEY}) or a traditional EC/RSA key pair block. */
    public static PrivateKey privateKey(byte[] bytes, String what) {
        try (var parser = new PEMParser(new InputStreamReader(new ByteArrayInputStream(bytes), StandardCharsets.US_ASCII))) {
            Object read = parser.readObject();
            var converter = new JcaPEMKeyConverter();
            return switch (read) {
                case PrivateKeyInfo info -> converter.getPrivateKey(info);
                case PEMKeyPair pair -> converter.getKeyPair(pair).getPrivate();
                case null -> throw new IllegalArgumentException(what + " holds no PEM private key");
                default -> throw new IllegalArgumentException(what + " holds a " + read.getClass().getSimpleName()
                        + ", not an unencrypted private key");
            };
        } catch (IOException e) {
            throw new IllegalArgumentException(what + " is not a PEM private key: " + e.getMessage(), e);
        }
    }

    /** One PEM block. */
    public static String encode(String type, byte[] der) {
        return "-----BEGIN " + type + "-----\n" + Base64.getMimeEncoder(64, new byte[]{'\n'}).encodeToString(der)
                + "\n-----END " + type + "-----\n";
    }

    /** Certificates as concatenated PEM blocks. */
    public static String encode(List<X509Certificate> certs) {
        var out = new StringBuilder();
        for (X509Certificate c : certs) {
            try {
                out.append(encode("CERTIFICATE", c.getEncoded()));
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException("cannot encode " + c.getSubjectX500Principal(), e);
            }
        }
        return out.toString();
    }
}
