package io.nosagent.config.intent.bgp;

import java.util.Objects;

/**
 * A peer group: settings its neighbors inherit.
 *
 * @param name     the group's name
 * @param settings what it configures
 */
public record PeerGroup(String name, PeerSettings settings) {

    public PeerGroup {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(settings, "settings");
    }

    public static PeerGroup named(String name) {
        return new PeerGroup(name, PeerSettings.NONE);
    }

    public PeerGroup withSettings(PeerSettings value) {
        return new PeerGroup(name, value);
    }
}
