package io.nosagent.agent.security;

import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509ExtendedKeyManager;
import javax.net.ssl.X509ExtendedTrustManager;
import java.net.Socket;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.Principal;
import java.security.PrivateKey;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The TLS credentials the server uses for its next handshake, replaceable while it serves: the key and
 * trust managers handed to the server once read the current {@link State} at every handshake, so a
 * change applies to new connections at once and connections already up keep what they agreed.
 */
public final class LiveTls {

    /**
     * What handshakes use.
     *
     * @param identity the certificate and key presented
     * @param trust    the CAs client certificates are checked against; empty = no client certificates asked
     */
    public record State(ServerIdentity identity, Optional<TrustBundle> trust) {
    }

    /** One identity under a key manager with an alias of its own, so a lookup never mixes two of them. */
    private record Installed(State state, X509ExtendedKeyManager keys, Optional<X509ExtendedTrustManager> trust) {
    }

    /** Identities a handshake that began just before a change may still ask for by alias. */
    private static final int RECENT = 4;

    private final AtomicLong generation = new AtomicLong();
    private final Deque<Installed> recent = new ArrayDeque<>();
    private volatile Installed current;

    public LiveTls(State initial) {
        install(initial);
    }

    /** What handshakes use now. */
    public State state() {
        return current.state();
    }

    /** Makes {@code next} what every new handshake uses; returns what it replaced. */
    public synchronized State install(State next) {
        Installed previous = current;
        var installed = new Installed(next, keyManager(next.identity(), "gnmi-" + generation.incrementAndGet()),
                next.trust().map(LiveTls::trustManager));
        recent.addFirst(installed);
        while (recent.size() > RECENT) {
            recent.removeLast();
        }
        current = installed;
        return previous == null ? next : previous.state();
    }

    /** The key manager for the server's TLS set-up: always the current identity. */
    public X509ExtendedKeyManager keyManager() {
        return new X509ExtendedKeyManager() {
            @Override
            public String chooseEngineServerAlias(String keyType, Principal[] issuers, SSLEngine engine) {
                return current.keys().chooseEngineServerAlias(keyType, issuers, engine);
            }

            @Override
            public String chooseServerAlias(String keyType, Principal[] issuers, Socket socket) {
                return current.keys().chooseServerAlias(keyType, issuers, socket);
            }

            @Override
            public String[] getServerAliases(String keyType, Principal[] issuers) {
                return current.keys().getServerAliases(keyType, issuers);
            }

            @Override
            public X509Certificate[] getCertificateChain(String alias) {
                for (Installed i : snapshot()) {
                    X509Certificate[] chain = i.keys().getCertificateChain(alias);
                    if (chain != null) {
                        return chain;
                    }
                }
                return null;
            }

            @Override
            public PrivateKey getPrivateKey(String alias) {
                for (Installed i : snapshot()) {
                    PrivateKey key = i.keys().getPrivateKey(alias);
                    if (key != null) {
                        return key;
                    }
                }
                return null;
            }

            @Override
            public String[] getClientAliases(String keyType, Principal[] issuers) {
                return null;
            }

            @Override
            public String chooseClientAlias(String[] keyType, Principal[] issuers, Socket socket) {
                return null;
            }
        };
    }

    /** The trust manager for client certificates: always the current trust bundle (none: every client certificate refused). */
    public X509ExtendedTrustManager trustManager() {
        return new X509ExtendedTrustManager() {
            @Override
            public void checkClientTrusted(X509Certificate[] chain, String authType, Socket socket) throws CertificateException {
                trust().checkClientTrusted(chain, authType, socket);
            }

            @Override
            public void checkClientTrusted(X509Certificate[] chain, String authType, SSLEngine engine) throws CertificateException {
                trust().checkClientTrusted(chain, authType, engine);
            }

            @Override
            public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
                trust().checkClientTrusted(chain, authType);
            }

            @Override
            public void checkServerTrusted(X509Certificate[] chain, String authType, Socket socket) throws CertificateException {
                throw new CertificateException("the gNMI server checks no server certificates");
            }

            @Override
            public void checkServerTrusted(X509Certificate[] chain, String authType, SSLEngine engine) throws CertificateException {
                throw new CertificateException("the gNMI server checks no server certificates");
            }

            @Override
            public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
                throw new CertificateException("the gNMI server checks no server certificates");
            }

            /**
             * The CAs the server names to clients. The TLS engine reads them once, when the server
             * starts: after a trust bundle rotation they stay the old ones until a restart, so a client
             * that picks its certificate by them (Java's does; Go's sends its own anyway) offers a new
             * CA's certificate only then. Naming none instead would make clients send certificates
             * from any CA, turning "identifies nobody" into a failed handshake.
             */
            @Override
            public X509Certificate[] getAcceptedIssuers() {
                return current.trust().map(X509ExtendedTrustManager::getAcceptedIssuers).orElse(new X509Certificate[0]);
            }

            private X509ExtendedTrustManager trust() throws CertificateException {
                return current.trust().orElseThrow(() -> new CertificateException("no trust bundle: client certificates are not accepted"));
            }
        };
    }

    private synchronized Installed[] snapshot() {
        return recent.toArray(Installed[]::new);
    }

    private static X509ExtendedKeyManager keyManager(ServerIdentity identity, String alias) {
        try {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            char[] password = new char[0];
            store.setKeyEntry(alias, identity.key(), password, identity.chain().toArray(X509Certificate[]::new));
            var factory = KeyManagerFactory.getInstance("SunX509");
            factory.init(store, password);
            return (X509ExtendedKeyManager) factory.getKeyManagers()[0];
        } catch (GeneralSecurityException | java.io.IOException e) {
            throw new IllegalArgumentException("cannot use the certificate " + identity.subject() + ": " + e.getMessage(), e);
        }
    }

    private static X509ExtendedTrustManager trustManager(TrustBundle bundle) {
        try {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            int n = 0;
            for (X509Certificate ca : bundle.certificates()) {
                store.setCertificateEntry("ca-" + n++, ca);
            }
            var factory = TrustManagerFactory.getInstance("PKIX");
            factory.init(store);
            return (X509ExtendedTrustManager) factory.getTrustManagers()[0];
        } catch (GeneralSecurityException | java.io.IOException e) {
            throw new IllegalArgumentException("cannot use the trust bundle: " + e.getMessage(), e);
        }
    }
}
