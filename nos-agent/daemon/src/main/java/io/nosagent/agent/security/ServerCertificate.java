package io.nosagent.agent.security;

import io.nosagent.api.access.AgentCredentials;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.BasicConstraints;
import org.bouncycastle.asn1.x509.ExtendedKeyUsage;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.asn1.x509.KeyPurposeId;
import org.bouncycastle.asn1.x509.KeyUsage;
import org.bouncycastle.cert.X509CertificateHolder;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.HexFormat;
import java.util.List;

/**
 * The certificate and key the gNMI server presents: files given by the operator, or a self-signed
 * pair created in the state directory on first start ({@code gnmi/server.crt}, and
 * {@code gnmi/server.key} readable only by the agent's user). A self-signed certificate names
 * {@code localhost}, the host name and the loopback addresses, so local clients can verify it; its
 * SHA-256 fingerprint is logged for operators to pin elsewhere. Its key is ECDSA on P-384 (signed with
 * SHA-384): every TLS stack verifies it, it is stronger than P-256, and a client JVM verifies it without
 * first building the JDK's P-256 base-point table (60 point multiplications, most of a CLI command's
 * handshake cost). A certificate already in the state directory is kept, whatever its key.
 *
 * @param certificate PEM certificate file
 * @param privateKey  PEM PKCS#8 key file
 */
public record ServerCertificate(Path certificate, Path privateKey) {

    private static final Duration VALIDITY = Duration.ofDays(3650);
    /** The self-signed key's curve and signature (see the class comment). */
    static final String CURVE = "secp384r1";
    static final String SIGNATURE = "SHA384withECDSA";
    private static final Logger log = LoggerFactory.getLogger(ServerCertificate.class);

    /** The self-signed certificate file a client on this host trusts (trust on first use). */
    public static Path selfSignedCertificate(Path stateDir) {
        return AgentCredentials.selfSignedCertificate(stateDir);
    }

    /**
     * The state directory's self-signed certificate, created (with its key) when absent.
     *
     * @param hostname  the switch's name, added to the certificate's names
     * @param addresses extra IP addresses it is reached at (e.g. the listen address)
     */
    public static ServerCertificate selfSigned(Path stateDir, String hostname, List<InetAddress> addresses) {
        Path dir = stateDir.resolve(AgentCredentials.CERTIFICATE_DIRECTORY);
        var files = new ServerCertificate(dir.resolve("server.crt"), dir.resolve("server.key"));
        try {
            if (!Files.exists(files.certificate()) || !Files.exists(files.privateKey())) {
                Files.createDirectories(dir);
                files.create(hostname, addresses);
                log.info("created a self-signed gNMI certificate {}", files.certificate());
            }
            log.info("gNMI server certificate {} SHA-256 fingerprint {}", files.certificate(), files.fingerprint());
            return files;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the gNMI certificate in " + dir, e);
        }
    }

    /** SHA-256 of the certificate's DER encoding, as colon-separated hex. */
    public String fingerprint() {
        try {
            byte[] der = read().getEncoded();
            return HexFormat.ofDelimiter(":").withUpperCase().formatHex(MessageDigest.getInstance("SHA-256").digest(der));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot fingerprint " + certificate, e);
        }
    }

    /** The certificate, parsed. */
    public X509Certificate read() {
        try (var in = Files.newInputStream(certificate)) {
            return (X509Certificate) CertificateFactory.getInstance("X.509").generateCertificate(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + certificate, e);
        } catch (GeneralSecurityException e) {
            throw new IllegalArgumentException(certificate + " is not an X.509 certificate: " + e.getMessage(), e);
        }
    }

    private void create(String hostname, List<InetAddress> addresses) throws IOException {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
            generator.initialize(new ECGenParameterSpec(CURVE));
            KeyPair pair = generator.generateKeyPair();
            var names = new ArrayList<GeneralName>();
            names.add(new GeneralName(GeneralName.dNSName, "localhost"));
            if (!hostname.isBlank() && !hostname.equals("localhost")) {
                names.add(new GeneralName(GeneralName.dNSName, hostname));
            }
            var ips = new ArrayList<>(List.of(InetAddress.getLoopbackAddress(), InetAddress.getByName("::1")));
            addresses.stream().filter(a -> !a.isAnyLocalAddress() && !ips.contains(a)).forEach(ips::add);
            ips.forEach(ip -> names.add(new GeneralName(GeneralName.iPAddress, ip.getHostAddress())));

            Instant now = Instant.now();
            var subject = new X500Name("CN=" + (hostname.isBlank() ? "nos-agent" : hostname) + ",O=nos-agent");
            var builder = new JcaX509v3CertificateBuilder(subject, new BigInteger(64, new SecureRandom()),
                    Date.from(now.minus(Duration.ofMinutes(5))), Date.from(now.plus(VALIDITY)), subject, pair.getPublic())
                    .addExtension(Extension.basicConstraints, true, new BasicConstraints(false))
                    .addExtension(Extension.keyUsage, true, new KeyUsage(KeyUsage.digitalSignature | KeyUsage.keyEncipherment))
                    .addExtension(Extension.extendedKeyUsage, false, new ExtendedKeyUsage(KeyPurposeId.id_kp_serverAuth))
                    .addExtension(Extension.subjectAlternativeName, false, new GeneralNames(names.toArray(GeneralName[]::new)));
            X509CertificateHolder holder = builder.build(new JcaContentSignerBuilder(SIGNATURE).build(pair.getPrivate()));
            // The key first and private from birth, so no window exists where it is readable by others.
            writePrivate(privateKey, Pem.encode("PRIVATE KEY", pair.getPrivate().getEncoded()));
            Files.writeString(certificate, Pem.encode("CERTIFICATE", holder.getEncoded()), StandardCharsets.US_ASCII);
        } catch (GeneralSecurityException | OperatorCreationException e) {
            throw new IllegalStateException("cannot create a self-signed certificate", e);
        }
    }

    /** Writes {@code text} to a file only the agent's user can read, created so from the start. */
    static void writePrivate(Path file, String text) throws IOException {
        Files.deleteIfExists(file);
        Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        Files.writeString(file, text, StandardCharsets.US_ASCII);
    }

}
