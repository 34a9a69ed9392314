package io.nosagent.agent.security;

import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * A salted PBKDF2-HMAC-SHA256 password hash, stored as
 * {@code pbkdf2-sha256$<iterations>$<salt, base64>$<hash, base64>}. The password itself is never kept.
 *
 * @param iterations PBKDF2 rounds
 * @param salt       random, 16 bytes
 * @param hash       derived key, 32 bytes
 */
public record PasswordHash(int iterations, byte[] salt, byte[] hash) {

    /** OWASP's 2023 recommendation for PBKDF2-HMAC-SHA256. */
    public static final int DEFAULT_ITERATIONS = 600_000;
    private static final String SCHEME = "pbkdf2-sha256";

    public PasswordHash {
        if (iterations < 1) {
            throw new IllegalArgumentException("iterations " + iterations + " < 1");
        }
        salt = salt.clone();
        hash = hash.clone();
    }

    /** Hashes {@code password} with a fresh salt. */
    public static PasswordHash of(char[] password, int iterations) {
        byte[] salt = new byte[16];
        new SecureRandom().nextBytes(salt);
        return new PasswordHash(iterations, salt, derive(password, salt, iterations));
    }

    public static PasswordHash of(char[] password) {
        return of(password, DEFAULT_ITERATIONS);
    }

    /** Parses the stored form; {@link IllegalArgumentException} when it is not one. */
    public static PasswordHash parse(String text) {
        String[] parts = text.split("\\$");
        if (parts.length != 4 || !parts[0].equals(SCHEME)) {
            throw new IllegalArgumentException("not a " + SCHEME + " hash (" + SCHEME + "$iterations$salt$hash)");
        }
        try {
            return new PasswordHash(Integer.parseInt(parts[1]), Base64.getDecoder().decode(parts[2]),
                    Base64.getDecoder().decode(parts[3]));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("malformed " + SCHEME + " hash: " + e.getMessage());
        }
    }

    /** Whether {@code password} is the one hashed; compares in constant time. */
    public boolean matches(char[] password) {
        return MessageDigest.isEqual(hash, derive(password, salt, iterations));
    }

    @Override
    public String toString() {
        return SCHEME + "$" + iterations + "$" + Base64.getEncoder().encodeToString(salt) + "$"
                + Base64.getEncoder().encodeToString(hash);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PasswordHash p && p.iterations == iterations && MessageDigest.isEqual(p.salt, salt)
                && MessageDigest.isEqual(p.hash, hash);
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(hash);
    }

    private static byte[] derive(char[] password, byte[] salt, int iterations) {
        var spec = new PBEKeySpec(password, salt, iterations, 256);
        try {
            return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("PBKDF2WithHmacSHA256 is part of every JDK", e);
        } finally {
            spec.clearPassword();
        }
    }
}
