/**
 * The discrete-event kernel of the virtual ASIC's data plane: a nanosecond
 * {@link io.nosagent.sai.vasic.sim.SimClock}, a primitive {@link io.nosagent.sai.vasic.sim.EventQueue}
 * ordered by (time, sequence), and {@link io.nosagent.sai.vasic.sim.Simulation}, which owns both plus
 * the seeded randomness and the packet pool. Tests and benchmarks run it flat out;
 * {@link io.nosagent.sai.vasic.sim.RealTimeRunner} paces it to the wall clock on its own thread.
 */
package io.nosagent.sai.vasic.sim;
