/**
 * The discrete-event kernel of the virtual ASIC's data plane: a nanosecond
 * {@link io.nosagent.sai.vasic.sim.SimClock}, a primitive {@link io.nosagent.sai.vasic.sim.EventQueue}
 * ordered by (time, sequence), and {@link io.nosagent.sai.vasic.sim.Simulation}, which owns both plus
 * the seeded randomness and the packet pool. Tests and benchmarks run it flat out;
 * {@link io.nosagent.sai.vasic.sim.RealTimeRunner} paces it to the wall clock on its own thread;
 * {@link io.nosagent.sai.vasic.sim.SimulatedTime} makes it the agent's time source (simulation mode),
 * so the agent's timers and update loop run as events among the data plane's.
 */
package io.nosagent.sai.vasic.sim;
