package io.nosagent.feature;

import java.util.Objects;

/**
 * A problem the agent itself found, for the owner of alarms to raise or clear: its stored config
 * unreadable at start, a port whose LLDP neighbor is not the one its config expects. Whoever finds one
 * publishes it on {@link FeatureContext#problems()}; a feature that keeps alarms subscribes there.
 *
 * @param id       stable name of the problem ({@code CONFIG_LOST}, {@code LLDP_NEIGHBOR_MISMATCH eth1/3/1});
 *                 raising it again replaces it
 * @param typeId   what kind it is (the alarm's type-id)
 * @param severity how bad
 * @param resource what it concerns ({@code config}, an interface's path)
 * @param text     what happened and what the agent did about it
 * @param active   false when it no longer holds
 */
public record AgentProblem(String id, String typeId, Severity severity, String resource, String text, boolean active) {

    /** OpenConfig's alarm severities. */
    public enum Severity { WARNING, MINOR, MAJOR, CRITICAL }

    public AgentProblem {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(typeId, "typeId");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(resource, "resource");
        Objects.requireNonNull(text, "text");
    }

    /** A critical problem that is its own type ({@code CONFIG_LOST}). */
    public AgentProblem(String id, String resource, String text, boolean active) {
        this(id, id, Severity.CRITICAL, resource, text, active);
    }
}
