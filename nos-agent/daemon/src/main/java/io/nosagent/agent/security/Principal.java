package io.nosagent.agent.security;

import io.grpc.Context;

/**
 * The authenticated caller of one RPC.
 *
 * @param user   the user name
 * @param role   its role
 * @param method how it proved who it is
 */
public record Principal(String user, Role role, Method method) {

    /** How a caller authenticated. */
    public enum Method { PASSWORD, CERTIFICATE }

    /** Where the interceptor leaves the caller for the RPC code. */
    public static final Context.Key<Principal> KEY = Context.key("nos-agent-principal");

    /** The caller of the RPC running on this thread. */
    public static Principal current() {
        Principal p = KEY.get();
        if (p == null) {
            throw new IllegalStateException("no authenticated caller in this context");
        }
        return p;
    }
}
