package io.nosagent.agent.security;

import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.BasicConstraints;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.asn1.x509.KeyUsage;
import org.bouncycastle.cert.X509CertificateHolder;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.spec.ECGenParameterSpec;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Date;
import java.util.Optional;

/** A throwaway certificate authority issuing client certificates, as PEM files, for mutual TLS tests. */
public final class TestPki {

    private final String name;
    private final KeyPair key;
    private final X509CertificateHolder certificate;
    private final Path dir;
    private long serial = 1;

    public TestPki(Path dir, String name) throws Exception {
        this.dir = dir;
        this.name = name;
        this.key = newKey();
        var subject = new X500Name("CN=" + name);
        this.certificate = new JcaX509v3CertificateBuilder(subject, BigInteger.valueOf(serial++), from(), until(), subject,
                key.getPublic())
                .addExtension(Extension.basicConstraints, true, new BasicConstraints(true))
                .addExtension(Extension.keyUsage, true, new KeyUsage(KeyUsage.keyCertSign | KeyUsage.cRLSign))
                .build(new JcaContentSignerBuilder("SHA256withECDSA").build(key.getPrivate()));
        Files.writeString(caFile(), pem("CERTIFICATE", certificate.getEncoded()));
    }

    /** The CA certificate, for the server's --client-ca. */
    public Path caFile() {
        return dir.resolve(name + "-ca.crt");
    }

    /** A client certificate with {@code cn}; returns {certificate file, key file}. */
    public Path[] issue(String cn) throws Exception {
        return issue(cn, Optional.empty());
    }

    /** A server certificate for {@code localhost} and 127.0.0.1; returns {certificate file, key file}. */
    public Path[] issueServer(String cn) throws Exception {
        return issue(cn, Optional.of(new GeneralNames(new GeneralName[]{new GeneralName(GeneralName.dNSName, "localhost"),
                new GeneralName(GeneralName.iPAddress, "127.0.0.1")})));
    }

    private Path[] issue(String cn, Optional<GeneralNames> names) throws Exception {
        KeyPair pair = newKey();
        var builder = new JcaX509v3CertificateBuilder(certificate.getSubject(), BigInteger.valueOf(serial++), from(), until(),
                new X500Name("CN=" + cn), pair.getPublic())
                .addExtension(Extension.basicConstraints, true, new BasicConstraints(false));
        if (names.isPresent()) {
            builder.addExtension(Extension.subjectAlternativeName, false, names.get());
        }
        var holder = builder.build(new JcaContentSignerBuilder("SHA256withECDSA").build(key.getPrivate()));
        Path cert = dir.resolve(name + "-" + cn + ".crt");
        Path keyFile = dir.resolve(name + "-" + cn + ".key");
        Files.writeString(cert, pem("CERTIFICATE", holder.getEncoded()));
        Files.writeString(keyFile, pem("PRIVATE KEY", pair.getPrivate().getEncoded()));
        return new Path[]{cert, keyFile};
    }

    private static KeyPair newKey() throws Exception {
        var g = KeyPairGenerator.getInstance("EC");
        g.initialize(new ECGenParameterSpec("secp256r1"));
        return g.generateKeyPair();
    }

    private static Date from() {
        return Date.from(Instant.now().minus(Duration.ofMinutes(5)));
    }

    private static Date until() {
        return Date.from(Instant.now().plus(Duration.ofDays(1)));
    }

    private static String pem(String type, byte[] der) {
        return "-----BEGIN " + type + "-----\n" + Base64.getMimeEncoder(64, new byte[]{'\n'}).encodeToString(der)
                + "\n-----END " + type + "-----\n";
    }
}
