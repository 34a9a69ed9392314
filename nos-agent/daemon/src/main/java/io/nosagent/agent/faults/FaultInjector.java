package io.nosagent.agent.faults;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Faults injected from outside the process (gNMI under the project's origin, {@code nos-agent sim}) into a
 * virtual ASIC's simulation. A hardware backend has none. Calls return once the fault is scheduled on the
 * simulation's thread.
 */
public interface FaultInjector {

    /** The peer of {@code port} storms PFC on {@code priority}, for {@code duration} or until stopped. */
    void startStorm(String port, int priority, Optional<Duration> duration);

    void stopStorm(String port, int priority);

    /** Cuts ({@code false}) or restores the cable of {@code port}. */
    void link(String port, boolean up);

    /** The NIC on {@code port} stops ({@code false}) or resumes taking packets off its receive buffer. */
    void draining(String port, boolean draining);

    /** Corrupts {@code rate} (0..1) of the frames the peer of {@code port} sends; 0 repairs it. */
    void lossy(String port, double rate);

    /** Swaps the cables of {@code portA} and {@code portB}: each then reaches what the other did (a miswire). */
    void swapCables(String portA, String portB);

    /** Puts back the cables of the swap {@code port} is in (nothing when it is in none). */
    void unswapCables(String port);

    /** What is injected now, per port. */
    Map<String, PortFaults> state();

    /**
     * The faults in force on one port.
     *
     * @param linkUp         whether its cable is in
     * @param draining       whether its NIC drains
     * @param lossRate       share of the peer's frames corrupted
     * @param stormPriorities priorities its peer storms
     * @param swappedWith     the port whose cable it has, while swapped
     */
    record PortFaults(boolean linkUp, boolean draining, double lossRate, Set<Integer> stormPriorities, Optional<String> swappedWith) {
        public PortFaults {
            stormPriorities = Set.copyOf(stormPriorities);
        }
    }
}
