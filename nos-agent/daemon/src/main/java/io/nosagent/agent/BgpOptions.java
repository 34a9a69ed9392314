package io.nosagent.agent;

import io.nosagent.routing.bgp.frr.FrrDaemons;
import io.nosagent.routing.bgp.frr.FrrSuite;
import io.nosagent.routing.bgp.frr.RunningFrr;

import java.nio.file.Path;
import java.util.Optional;

/**
 * How the agent runs BGP when its config has some: FRR's zebra, bgpd and bfdd as children in
 * {@code stateDir/frr}, in network namespace {@code namespace} (empty: the agent's own) ({@code run --bgp}),
 * or an FRR the operator runs, whose vty sockets are in {@code runningVty} ({@code run --frr-vty DIR}).
 * Nothing starts or is applied while BGP is not configured.
 */
public record BgpOptions(Optional<String> namespace, Optional<Path> runningVty) {

    /** FRR's daemons as children, in the agent's network namespace. */
    public static BgpOptions frrChildren() {
        return frrChildren(Optional.empty());
    }

    /** FRR's daemons as children, in network namespace {@code namespace} (empty: the agent's own). */
    public static BgpOptions frrChildren(Optional<String> namespace) {
        if (!FrrDaemons.installed()) {
            throw new IllegalArgumentException("--bgp needs FRR (Debian packages frr and frr-pythontools)");
        }
        return new BgpOptions(namespace, Optional.empty());
    }

    /** An FRR already running in the agent's network namespace, its vty sockets in {@code vtyDir}. */
    public static BgpOptions runningFrr(Path vtyDir) {
        if (!FrrDaemons.installed()) {
            throw new IllegalArgumentException("--frr-vty needs vtysh and frr-reload.py (Debian packages frr and frr-pythontools)");
        }
        return new BgpOptions(Optional.empty(), Optional.of(vtyDir));
    }

    /** The FRR the speaker drives, its own files in {@code frrDir}. */
    public FrrSuite suite(Path frrDir) {
        return runningVty.<FrrSuite>map(vty -> new RunningFrr(vty, frrDir)).orElseGet(() -> new FrrDaemons(frrDir, namespace));
    }
}
