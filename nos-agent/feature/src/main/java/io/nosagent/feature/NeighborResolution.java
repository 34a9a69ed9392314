package io.nosagent.feature;

import java.util.Set;
import java.util.function.Consumer;

/**
 * Which neighbors the switch can forward to now, and which it needs: the control plane resolves them (ARP, IPv6
 * neighbor discovery; static neighbors are resolved by the config) and routing keeps a next hop out of its groups
 * until its neighbor is resolved, and takes it out when the neighbor ages out. Update thread only.
 */
public interface NeighborResolution {

    /** Whether {@code neighbor}'s link-layer address is known (configured or learned), so traffic to it forwards. */
    boolean isResolved(NeighborAddress neighbor);

    /** A next hop was programmed through {@code neighbor}: resolve it now and keep it resolved. */
    void need(NeighborAddress neighbor);

    /** No next hop goes through {@code neighbor} any more. */
    void release(NeighborAddress neighbor);

    /** Hears, on the update thread, the neighbors whose resolution changed (after the change). */
    void addListener(Consumer<Set<NeighborAddress>> changed);

    /**
     * Every neighbor resolved and nothing to follow: a switch without a control plane, whose neighbors are all
     * configured (the ASIC forwards to those and drops the rest).
     */
    NeighborResolution CONFIGURED = new NeighborResolution() {
        @Override
        public boolean isResolved(NeighborAddress neighbor) {
            return true;
        }

        @Override
        public void need(NeighborAddress neighbor) {
        }

        @Override
        public void release(NeighborAddress neighbor) {
        }

        @Override
        public void addListener(Consumer<Set<NeighborAddress>> changed) {
        }
    };
}
