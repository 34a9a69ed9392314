package io.nosagent.agent;

import io.nosagent.routing.bgp.frr.FrrDaemons;

import java.util.Optional;

/**
 * How the agent runs BGP when its config has some ({@code run --bgp}): FRR's zebra, bgpd and bfdd as children
 * in {@code stateDir/frr}, in network namespace {@code namespace} (empty: the agent's own). Nothing starts while
 * BGP is not configured.
 */
public record BgpOptions(Optional<String> namespace) {

    /** FRR's daemons as children, in the agent's network namespace. */
    public static BgpOptions frrChildren() {
        return frrChildren(Optional.empty());
    }

    /** FRR's daemons as children, in network namespace {@code namespace} (empty: the agent's own). */
    public static BgpOptions frrChildren(Optional<String> namespace) {
        if (!FrrDaemons.installed()) {
            throw new IllegalArgumentException("--bgp needs FRR (Debian packages frr and frr-pythontools)");
        }
        return new BgpOptions(namespace);
    }
}
