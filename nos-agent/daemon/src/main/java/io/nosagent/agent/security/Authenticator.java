package io.nosagent.agent.security;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Checks a user name and password against the {@link UserStore}. PBKDF2 is slow on purpose (about
 * a third of a second), and gNMI sends the password with every RPC, so a verified password is
 * remembered as a keyed SHA-256 digest (key random per process) next to the stored hash it matched:
 * the next call with the same password costs a microsecond. Changing the user's hash or password
 * misses the memory; failures are never remembered. An unknown user, or one without a password, costs
 * the same PBKDF2 as a wrong password, so the time of a refusal does not tell which user names exist.
 */
public final class Authenticator {

    private record Verified(PasswordHash against, byte[] digest) {
    }

    private final UserStore users;
    private final byte[] key = new byte[32];
    private final Map<String, Verified> verified = new ConcurrentHashMap<>();
    /** What a refusal of an unknown user is checked against, so it takes a wrong password's time; made at first need. */
    private PasswordHash decoy;

    public Authenticator(UserStore users) {
        this.users = users;
        new SecureRandom().nextBytes(key);
    }

    /** The user when {@code password} is theirs; empty for an unknown user, a wrong password or a certificate-only user. */
    public Optional<User> authenticate(String name, String password) {
        Optional<User> user = users.user(name);
        if (user.isEmpty() || user.get().password().isEmpty()) {
            decoy().matches(password.toCharArray()); // the same work as a wrong password: no user enumeration by time
            return Optional.empty();
        }
        PasswordHash hash = user.get().password().get();
        byte[] digest = digest(name, password);
        Verified seen = verified.get(name);
        if (seen != null && seen.against().equals(hash) && MessageDigest.isEqual(seen.digest(), digest)) {
            return user;
        }
        if (!hash.matches(password.toCharArray())) {
            return Optional.empty();
        }
        verified.put(name, new Verified(hash, digest));
        return user;
    }

    private synchronized PasswordHash decoy() {
        if (decoy == null) {
            byte[] noOnesPassword = new byte[18];
            new SecureRandom().nextBytes(noOnesPassword);
            decoy = PasswordHash.of(java.util.HexFormat.of().formatHex(noOnesPassword).toCharArray());
        }
        return decoy;
    }

    /** The user a verified client certificate names, if it is one. */
    public Optional<User> byCertificateName(String name) {
        return users.user(name);
    }

    private byte[] digest(String name, String password) {
        try {
            var sha = MessageDigest.getInstance("SHA-256");
            sha.update(key);
            sha.update(name.getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
            return sha.digest(password.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }
}
