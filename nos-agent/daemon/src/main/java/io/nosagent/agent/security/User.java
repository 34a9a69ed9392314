package io.nosagent.agent.security;

import java.util.Objects;
import java.util.Optional;

/**
 * A gNMI user.
 *
 * @param name     user name; also the name a client certificate's CN or SAN must carry to act as it
 * @param role     what the user may do
 * @param password its hash; empty for a user that may only authenticate with a client certificate
 */
public record User(String name, Role role, Optional<PasswordHash> password) {
    public User {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(password, "password");
        if (!name.matches("[A-Za-z0-9._@-]{1,64}")) {
            throw new IllegalArgumentException("user name '" + name + "': use 1-64 of letters, digits, . _ @ -");
        }
    }
}
