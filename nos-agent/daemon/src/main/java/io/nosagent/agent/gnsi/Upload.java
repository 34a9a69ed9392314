package io.nosagent.agent.gnsi;

import com.google.protobuf.ByteString;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.agent.security.LiveTls;
import io.nosagent.agent.security.Pem;
import io.nosagent.agent.security.ServerIdentity;
import io.nosagent.agent.security.TrustBundle;
import io.nosagent.api.gnsi.certz.Certificate;
import io.nosagent.api.gnsi.certz.CertificateChain;
import io.nosagent.api.gnsi.certz.Entity;
import io.nosagent.api.gnsi.certz.UploadRequest;

import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * An UploadRequest read against what the server uses now: the TLS state it asks for, or a refusal
 * naming the entity field at fault (INVALID_ARGUMENT; ALREADY_EXISTS for a version in use without
 * {@code force_overwrite}; FAILED_PRECONDITION for a trust bundle when no client certificates are asked).
 */
final class Upload {

    private Upload() {
    }

    static LiveTls.State apply(LiveTls.State current, UploadRequest request, boolean forceOverwrite, Instant now) {
        if (request.getEntitiesCount() == 0) {
            throw invalid("certificates.entities: empty; upload a certificate_chain and/or a trust bundle");
        }
        Optional<ServerIdentity> identity = Optional.empty();
        Optional<TrustBundle> trust = Optional.empty();
        for (int i = 0; i < request.getEntitiesCount(); i++) {
            Entity e = request.getEntities(i);
            String at = "certificates.entities[" + i + "]";
            switch (e.getEntityCase()) {
                case CERTIFICATE_CHAIN -> {
                    if (identity.isPresent()) {
                        throw invalid(at + ".certificate_chain: a second server certificate in one upload");
                    }
                    checkVersion(at, e.getVersion(), current.identity().version(), forceOverwrite);
                    identity = Optional.of(identity(at + ".certificate_chain", e, now));
                }
                case TRUST_BUNDLE, TRUST_BUNDLE_PKCS7 -> {
                    if (trust.isPresent()) {
                        throw invalid(at + ": a second trust bundle in one upload");
                    }
                    if (current.trust().isEmpty()) {
                        throw Status.FAILED_PRECONDITION.withDescription(at + ": the gNMI server asks for no client certificates"
                                + " (started without --client-ca), so nothing would use a trust bundle").asRuntimeException();
                    }
                    checkVersion(at, e.getVersion(), current.trust().get().version(), forceOverwrite);
                    trust = Optional.of(trust(at, e));
                }
                case ENTITY_NOT_SET -> throw invalid(at + ": carries no certificate_chain, trust_bundle or trust_bundle_pkcs7"
                        + " (nos-agent rotates no CRL bundles, authentication policies or existing entities)");
            }
        }
        return new LiveTls.State(identity.orElse(current.identity()), trust.or(current::trust));
    }

    private static ServerIdentity identity(String at, Entity e, Instant now) {
        List<X509Certificate> chain = new ArrayList<>();
        CertificateChain link = e.getCertificateChain();
        String linkAt = at;
        PrivateKey key = null;
        while (true) {
            Certificate c = link.getCertificate();
            chain.addAll(certificates(linkAt + ".certificate", c));
            if (key == null) {
                ByteString pem = c.hasRawPrivateKey() ? c.getRawPrivateKey() : c.getPrivateKey();
                if (pem.isEmpty()) {
                    throw invalid(linkAt + ".certificate.raw_private_key: missing; nos-agent generates no keys, so the"
                            + " server certificate comes with its private key");
                }
                String keyAt = linkAt + ".certificate.raw_private_key";
                key = parse(() -> Pem.privateKey(pem.toByteArray(), keyAt));
            }
            if (!link.hasParent()) {
                break;
            }
            link = link.getParent();
            linkAt = linkAt + ".parent";
        }
        PrivateKey leafKey = key;
        return parse(() -> ServerIdentity.checked(chain, leafKey, e.getVersion(), e.getCreatedOn(), at, now));
    }

    private static TrustBundle trust(String at, Entity e) {
        List<X509Certificate> cas = new ArrayList<>();
        if (e.hasTrustBundlePkcs7()) {
            String block = e.getTrustBundlePkcs7().getPkcs7Block();
            cas.addAll(parse(() -> Pem.certificates(block.getBytes(java.nio.charset.StandardCharsets.US_ASCII),
                    at + ".trust_bundle_pkcs7.pkcs7_block")));
        } else {
            CertificateChain link = e.getTrustBundle();
            String linkAt = at + ".trust_bundle";
            while (true) {
                cas.addAll(certificates(linkAt + ".certificate", link.getCertificate()));
                if (!link.hasParent()) {
                    break;
                }
                link = link.getParent();
                linkAt = linkAt + ".parent";
            }
        }
        return new TrustBundle(cas, e.getVersion(), e.getCreatedOn());
    }

    private static List<X509Certificate> certificates(String at, Certificate c) {
        ByteString bytes = c.hasRawCertificate() ? c.getRawCertificate() : c.getCertificate();
        if (bytes.isEmpty()) {
            throw invalid(at + ".raw_certificate: missing");
        }
        return parse(() -> Pem.certificates(bytes.toByteArray(), at + ".raw_certificate"));
    }

    private static void checkVersion(String at, String version, String inUse, boolean forceOverwrite) {
        if (!forceOverwrite && !version.isEmpty() && version.equals(inUse)) {
            throw Status.ALREADY_EXISTS.withDescription(at + ".version: '" + version
                    + "' is the version in use; set force_overwrite to replace it anyway").asRuntimeException();
        }
    }

    private static <T> T parse(java.util.function.Supplier<T> read) {
        try {
            return read.get();
        } catch (IllegalArgumentException e) {
            throw invalid(e.getMessage());
        }
    }

    private static StatusRuntimeException invalid(String message) {
        return Status.INVALID_ARGUMENT.withDescription(message).asRuntimeException();
    }
}
