package io.nosagent.config.intent.bgp;

import java.util.Objects;

/**
 * One address family of a neighbor, peer group or the global instance.
 *
 * @param name     the family
 * @param enabled  whether it is negotiated (an absent leaf counts as true: listing a family means using it)
 * @param addPaths ADD-PATHS for it (not served at the global level)
 */
public record AfiSafiSettings(AfiSafi name, boolean enabled, AddPaths addPaths) {

    public AfiSafiSettings {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(addPaths, "addPaths");
    }

    public static AfiSafiSettings of(AfiSafi name) {
        return new AfiSafiSettings(name, true, AddPaths.OFF);
    }

    public AfiSafiSettings withAddPaths(AddPaths value) {
        return new AfiSafiSettings(name, enabled, value);
    }
}
