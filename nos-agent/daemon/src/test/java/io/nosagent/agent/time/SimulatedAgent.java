package io.nosagent.agent.time;

import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.sai.vasic.sim.SimulatedTime;
import io.nosagent.sai.vasic.sim.Simulation;

import java.time.Duration;
import java.time.Instant;

/**
 * An agent in simulation mode: booted on its own virtual ASIC with one seeded simulation as its time
 * source, driven by the test's thread through {@link #time}.
 */
record SimulatedAgent(Simulation sim, SimulatedTime time, VirtualAsic asic, NosAgent agent) implements AutoCloseable {

    static SimulatedAgent start(long seed, AgentOptions options) {
        return start(new SimulatedTime(new Simulation(seed)), options);
    }

    static SimulatedAgent start(SimulatedTime time, AgentOptions options) {
        var asic = new VirtualAsic(new PlatformLoader().load(options.platform()));
        return new SimulatedAgent(time.simulation(), time, asic, NosAgent.start(options, asic.platform(), asic, time));
    }

    /** The instant {@code sinceStart} of simulated time after the simulation began. */
    Instant at(Duration sinceStart) {
        return time.epoch().plus(sinceStart);
    }

    @Override
    public void close() {
        agent.close();
    }
}
