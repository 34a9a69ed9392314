package io.nosagent.agent.security;

import io.grpc.Context;
import io.grpc.Contexts;
import io.grpc.Grpc;
import io.grpc.Metadata;
import io.nosagent.api.access.AgentCredentials;
import io.nosagent.api.gnmi.ErrorText;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.Status;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import javax.naming.InvalidNameException;
import javax.naming.ldap.LdapName;
import javax.naming.ldap.Rdn;
import javax.net.ssl.SSLPeerUnverifiedException;
import javax.net.ssl.SSLSession;
import java.net.InetSocketAddress;
import java.net.UnixDomainSocketAddress;
import java.security.cert.Certificate;
import java.security.cert.CertificateParsingException;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Authenticates and authorizes every call before it reaches a service.
 *
 * <ul>
 *   <li>{@code username} + {@code password} metadata: checked against the users file.</li>
 *   <li>Otherwise a client certificate the TLS handshake verified against the configured CA: its
 *       CN, then its SANs (DNS, e-mail, URI), must name a user, whose role applies. A
 *       {@code username} without password must then be that same user.</li>
 *   <li>Anything else: UNAUTHENTICATED. Default deny.</li>
 * </ul>
 * The methods that change the switch or its files (gNMI Set; gNOI Healthz Acknowledge and Check, System
 * Reboot and CancelReboot, File Remove; gNSI certz Rotate) need the read-write role (else PERMISSION_DENIED, before the
 * method runs); every other method needs any role.
 */
public final class AuthInterceptor implements ServerInterceptor {


    /** The methods that change something. */
    private static final Set<String> WRITES = Set.of("gnmi.gNMI/Set", "gnoi.healthz.Healthz/Acknowledge",
            "gnoi.healthz.Healthz/Check", "gnoi.system.System/Reboot", "gnoi.system.System/CancelReboot",
            "gnoi.file.File/Remove", "gnsi.certz.v1.Certz/Rotate");
    private static final Logger log = LoggerFactory.getLogger(AuthInterceptor.class);

    private final Authenticator authenticator;
    private final LoginThrottle throttle;

    public AuthInterceptor(Authenticator authenticator, LoginThrottle throttle) {
        this.authenticator = authenticator;
        this.throttle = throttle;
    }

    @Override
    public <Q, R> ServerCall.Listener<Q> interceptCall(ServerCall<Q, R> call, Metadata headers, ServerCallHandler<Q, R> next) {
        String method = call.getMethodDescriptor().getFullMethodName();
        Principal principal;
        try {
            principal = authenticate(call, headers);
        } catch (Refused r) {
            log.info("refused {} from {}: {}", method, call.getAttributes().get(Grpc.TRANSPORT_ATTR_REMOTE_ADDR), ErrorText.item(r.getMessage()));
            call.close(Status.UNAUTHENTICATED.withDescription(r.getMessage()), new Metadata());
            return new ServerCall.Listener<>() {
            };
        }
        if (WRITES.contains(method) && !principal.role().maySet()) {
            call.close(Status.PERMISSION_DENIED.withDescription("user '" + principal.user() + "' is "
                    + principal.role().text() + "; " + method.substring(method.lastIndexOf('/') + 1) + " needs read-write"), new Metadata());
            return new ServerCall.Listener<>() {
            };
        }
        return Contexts.interceptCall(Context.current().withValue(Principal.KEY, principal), call, headers, next);
    }

    private Principal authenticate(ServerCall<?, ?> call, Metadata headers) throws Refused {
        String username = headers.get(AgentCredentials.USERNAME);
        String password = headers.get(AgentCredentials.PASSWORD);
        if (username != null && password != null) {
            String source = source(call);
            var wait = throttle.waiting(source);
            if (wait.isPresent()) {
                throw new Refused("too many failed logins from " + source + "; try again in "
                        + Math.max(1, wait.get().toSeconds()) + " s");
            }
            Optional<User> user = authenticator.authenticate(username, password);
            if (user.isEmpty()) {
                int failures = throttle.failed(source);
                log.warn("failed gNMI login as '{}' from {} ({} in a row{})", ErrorText.item(username), source, failures,
                        failures >= LoginThrottle.FREE_FAILURES ? "; further attempts from there wait" : "");
                throw new Refused("bad user name or password");
            }
            throttle.succeeded(source);
            return new Principal(user.get().name(), user.get().role(), Principal.Method.PASSWORD);
        }
        Optional<X509Certificate> cert = clientCertificate(call.getAttributes().get(Grpc.TRANSPORT_ATTR_SSL_SESSION));
        if (cert.isEmpty()) {
            throw new Refused(username == null ? "credentials required: username and password metadata, or a client certificate"
                    : "user name without password needs a client certificate");
        }
        for (String name : names(cert.get())) {
            Optional<User> user = authenticator.byCertificateName(name);
            if (user.isPresent()) {
                if (username != null && !username.equals(user.get().name())) {
                    throw new Refused("user name '" + username + "' does not match the certificate's '" + name + "'");
                }
                return new Principal(user.get().name(), user.get().role(), Principal.Method.CERTIFICATE);
            }
        }
        throw new Refused("client certificate " + cert.get().getSubjectX500Principal().getName() + " names no known user");
    }

    /** The client's host, without its port (a client reconnects from a new port); the agent's own socket's clients are one. */
    private static String source(ServerCall<?, ?> call) {
        var address = call.getAttributes().get(Grpc.TRANSPORT_ATTR_REMOTE_ADDR);
        if (address instanceof UnixDomainSocketAddress) {
            return "the local socket";
        }
        return address instanceof InetSocketAddress inet && inet.getAddress() != null
                ? inet.getAddress().getHostAddress() : String.valueOf(address);
    }

    private static Optional<X509Certificate> clientCertificate(SSLSession session) {
        if (session == null) {
            return Optional.empty();
        }
        try {
            Certificate[] chain = session.getPeerCertificates();
            return chain.length > 0 && chain[0] instanceof X509Certificate x ? Optional.of(x) : Optional.empty();
        } catch (SSLPeerUnverifiedException e) {
            return Optional.empty();
        }
    }

    /** The certificate's CN(s), then its DNS, e-mail and URI subject alternative names. */
    static List<String> names(X509Certificate cert) {
        var out = new ArrayList<String>();
        try {
            for (Rdn rdn : new LdapName(cert.getSubjectX500Principal().getName()).getRdns()) {
                if (rdn.getType().equalsIgnoreCase("CN")) {
                    out.add(rdn.getValue().toString());
                }
            }
        } catch (InvalidNameException e) {
            // no usable subject; SANs may still name the user
        }
        try {
            var sans = cert.getSubjectAlternativeNames();
            if (sans != null) {
                for (List<?> san : sans) {
                    int type = (Integer) san.get(0);
                    if (type == 1 || type == 2 || type == 6) {
                        out.add(san.get(1).toString());
                    }
                }
            }
        } catch (CertificateParsingException e) {
            // ignore unparsable SANs
        }
        return out;
    }

    /** Why a call is refused. */
    private static final class Refused extends Exception {
        Refused(String message) {
            super(message);
        }
    }
}
