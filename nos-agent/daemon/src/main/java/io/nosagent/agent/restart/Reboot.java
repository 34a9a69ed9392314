package io.nosagent.agent.restart;

import java.time.Instant;

/**
 * A reboot asked for: how, when it runs, and the operator's reason.
 *
 * @param method COLD re-initialises the ASIC and programs the persisted config; WARM keeps it forwarding
 *               and adopts what it holds
 * @param when   when it runs, on the agent's time
 * @param reason the requester's message (may be empty)
 */
public record Reboot(Method method, Instant when, String reason) {

    /** The restarts the agent can do of itself. */
    public enum Method {
        COLD,
        WARM
    }
}
