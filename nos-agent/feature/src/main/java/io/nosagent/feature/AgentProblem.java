package io.nosagent.feature;

import java.util.Objects;

/**
 * A problem the agent itself found (not the fabric), for the owner of alarms to raise or clear: its
 * stored config unreadable at start, for instance. The daemon publishes; a feature that keeps alarms
 * subscribes through {@link FeatureContext#problems()}.
 *
 * @param id       stable name of the problem ({@code CONFIG_LOST}); raising it again replaces it
 * @param resource what it concerns ({@code config})
 * @param text     what happened and what the agent did about it
 * @param active   false when it no longer holds
 */
public record AgentProblem(String id, String resource, String text, boolean active) {

    public AgentProblem {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(resource, "resource");
        Objects.requireNonNull(text, "text");
    }
}
