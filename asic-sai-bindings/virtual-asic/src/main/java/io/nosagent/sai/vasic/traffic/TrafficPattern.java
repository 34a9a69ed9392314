package io.nosagent.sai.vasic.traffic;

import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.sim.Simulation;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The collectives a user can ask for by name ({@code --traffic allreduce|alltoall|incast|none}). */
public enum TrafficPattern {
    /** Ring AllReduce over all the NICs, in attach order. */
    ALLREDUCE,
    /** AllToAll among all the NICs. */
    ALLTOALL,
    /** Every NIC but the last sends to the last. */
    INCAST,
    /** No traffic. */
    NONE;

    /** The pattern named {@code name} (case-insensitive), or a clear error listing the names. */
    public static TrafficPattern parse(String name) {
        for (TrafficPattern p : values()) {
            if (p.name().equalsIgnoreCase(name.trim())) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown traffic pattern '" + name + "': use allreduce, alltoall, incast or none");
    }

    /** Starts the pattern over {@code nics}; empty for {@link #NONE}. */
    public Optional<TrafficJob> start(Simulation sim, List<SimNic> nics, TrafficOptions options) {
        return switch (this) {
            case ALLREDUCE -> Optional.of(RingAllReduce.start(sim, nics, options));
            case ALLTOALL -> Optional.of(AllToAll.start(sim, nics, options));
            case INCAST -> Optional.of(Incast.start(sim, nics.subList(0, nics.size() - 1), nics.getLast(), options));
            case NONE -> Optional.empty();
        };
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
