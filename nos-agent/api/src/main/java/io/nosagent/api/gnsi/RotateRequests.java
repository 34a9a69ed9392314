package io.nosagent.api.gnsi;

import com.google.protobuf.ByteString;
import io.nosagent.api.gnsi.certz.Certificate;
import io.nosagent.api.gnsi.certz.CertificateChain;
import io.nosagent.api.gnsi.certz.CertificateEncoding;
import io.nosagent.api.gnsi.certz.CertificateType;
import io.nosagent.api.gnsi.certz.Entity;
import io.nosagent.api.gnsi.certz.FinalizeRequest;
import io.nosagent.api.gnsi.certz.RotateCertificateRequest;
import io.nosagent.api.gnsi.certz.TrustBundle;
import io.nosagent.api.gnsi.certz.UploadRequest;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;

/** The gNSI certz Rotate messages a client sends for the agent's one profile, from PEM files. */
public final class RotateRequests {

    /** The agent's only SSL profile, the gNMI server's. */
    public static final String PROFILE = "system_default_profile";

    private RotateRequests() {
    }

    /**
     * An upload of a server certificate with its key and, optionally, the CA certificates client
     * certificates must chain to; both entities carry {@code version}.
     */
    public static RotateCertificateRequest upload(Path certificate, Path privateKey, Optional<Path> trustBundle, String version) {
        var entities = UploadRequest.newBuilder().addEntities(Entity.newBuilder().setVersion(version)
                .setCreatedOn(Instant.now().getEpochSecond())
                .setCertificateChain(CertificateChain.newBuilder().setCertificate(Certificate.newBuilder()
                        .setType(CertificateType.CERTIFICATE_TYPE_X509).setEncoding(CertificateEncoding.CERTIFICATE_ENCODING_PEM)
                        .setRawCertificate(read(certificate)).setRawPrivateKey(read(privateKey)))));
        trustBundle.ifPresent(file -> entities.addEntities(Entity.newBuilder().setVersion(version)
                .setCreatedOn(Instant.now().getEpochSecond())
                .setTrustBundlePkcs7(TrustBundle.newBuilder().setPkcs7Block(read(file).toStringUtf8()))));
        return RotateCertificateRequest.newBuilder().setSslProfileId(PROFILE).setCertificates(entities).build();
    }

    /** The message that keeps what the stream uploaded. */
    public static RotateCertificateRequest finalizeRotation() {
        return RotateCertificateRequest.newBuilder().setSslProfileId(PROFILE)
                .setFinalizeRotation(FinalizeRequest.getDefaultInstance()).build();
    }

    private static ByteString read(Path file) {
        try {
            return ByteString.copyFrom(Files.readAllBytes(file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }
}
