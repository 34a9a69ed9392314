package io.nosagent.agent.security;

import java.util.Locale;
import java.util.Optional;

/**
 * What a gNMI password must be. Length is what resists guessing (NIST SP 800-63B asks at least 8 and
 * favours long passphrases over composition rules); a switch's read-write password guards the fabric,
 * so 12. A password built from the user name is the first thing a guesser tries.
 */
public final class PasswordPolicy {

    public static final int MIN_LENGTH = 12;

    private PasswordPolicy() {
    }

    /** Why {@code password} is not acceptable for {@code user}, or empty when it is. */
    public static Optional<String> problem(String user, char[] password) {
        if (password.length < MIN_LENGTH) {
            return Optional.of("the password has " + password.length + " characters; at least " + MIN_LENGTH
                    + " are needed (a passphrase of a few words is easiest)");
        }
        String text = new String(password).toLowerCase(Locale.ROOT);
        if (!user.isEmpty() && text.contains(user.toLowerCase(Locale.ROOT))) {
            return Optional.of("the password contains the user name '" + user + "'");
        }
        if (text.chars().distinct().count() < 4) {
            return Optional.of("the password repeats too few characters (" + text.chars().distinct().count() + " different)");
        }
        return Optional.empty();
    }
}
