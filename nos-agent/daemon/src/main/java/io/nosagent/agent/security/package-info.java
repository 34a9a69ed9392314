/**
 * Who may talk to the agent: the TLS certificate it serves (given, or self-signed in the state
 * directory on first start), the users and their roles ({@link io.nosagent.agent.security.UserStore},
 * salted PBKDF2 hashes, never plaintext), and the gRPC interceptor that authenticates every call
 * (password in metadata, or a client certificate from the configured CA) and authorizes it by role.
 * Anything not explicitly allowed is refused.
 */
package io.nosagent.agent.security;
