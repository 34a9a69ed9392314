package io.nosagent.agent.fabric;

import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.sai.vasic.dataplane.DataPlane;
import io.nosagent.sai.vasic.fabric.Fabric;
import io.nosagent.sai.vasic.nic.NicSpec;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.sim.SimulatedTime;
import io.nosagent.sai.vasic.sim.Simulation;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * A two-tier zone on one simulation: every RTSW and CTSW is a virtual ASIC programmed by its own
 * agent from its own config ({@link ZoneConfigs}), cabled as the {@link ZonePlan} says, with a
 * simulated GPU NIC on each RTSW downlink. Everything (the data plane, every agent's timers, update
 * loop and notifications) runs in simulated time, driven by the caller's thread ({@link #run}).
 */
public final class VirtualZone implements AutoCloseable {

    private final ZonePlan plan;
    private final SimulatedTime time;
    private final Fabric fabric;
    private final List<NosAgent> rtsws = new ArrayList<>();
    private final List<NosAgent> ctsws = new ArrayList<>();
    private final List<List<SimNic>> nics = new ArrayList<>();

    private VirtualZone(ZonePlan plan, long seed) {
        this.plan = plan;
        this.time = new SimulatedTime(new Simulation(seed));
        this.fabric = new Fabric(time.simulation());
    }

    /**
     * Boots every switch's agent (state under {@code stateDir/<switch>}), programs its generated config
     * after {@code edit} (a test's or template's change to it), then cables the zone.
     */
    public static VirtualZone start(ZonePlan plan, long seed, Path stateDir, Edits edits) {
        var zone = new VirtualZone(plan, seed);
        try {
            zone.boot(stateDir, edits);
            return zone;
        } catch (RuntimeException e) {
            zone.close();
            throw e;
        }
    }

    public static VirtualZone start(ZonePlan plan, long seed, Path stateDir) {
        return start(plan, seed, stateDir, Edits.NONE);
    }

    /** Changes to the generated configs before they are committed. */
    public record Edits(UnaryOperator<SwitchIntent> rtsw, UnaryOperator<SwitchIntent> ctsw) {
        public static final Edits NONE = new Edits(UnaryOperator.identity(), UnaryOperator.identity());

        public static Edits rtsws(UnaryOperator<SwitchIntent> edit) {
            return new Edits(edit, UnaryOperator.identity());
        }
    }

    private void boot(Path stateDir, Edits edits) {
        var configs = new ZoneConfigs(plan);
        var loader = new PlatformLoader();
        Platform rtswProfile = loader.load("rtsw");
        Platform ctswProfile = loader.load("ctsw");
        var rtswPlanes = new ArrayList<DataPlane>();
        var ctswPlanes = new ArrayList<DataPlane>();
        for (int r = 0; r < plan.racks(); r++) {
            String name = ZonePlan.rtswName(r);
            var agent = boot(stateDir, renamed(rtswProfile, name, ZonePlan.rtswMac(r)), edits.rtsw().apply(configs.rtsw(r)));
            rtsws.add(agent);
            rtswPlanes.add(fabric.addSwitch(name, agent.virtualAsic().orElseThrow()));
        }
        for (int s = 0; s < plan.spines(); s++) {
            String name = ZonePlan.ctswName(s);
            var agent = boot(stateDir, renamed(ctswProfile, name, ZonePlan.ctswMac(s)), edits.ctsw().apply(configs.ctsw(s)));
            ctsws.add(agent);
            ctswPlanes.add(fabric.addSwitch(name, agent.virtualAsic().orElseThrow()));
        }
        for (int r = 0; r < plan.racks(); r++) {
            for (int s = 0; s < plan.spines(); s++) {
                fabric.connect(rtswPlanes.get(r), ZonePlan.rtswUplink(s), ctswPlanes.get(s), ZonePlan.ctswDownlink(r));
            }
            var rack = new ArrayList<SimNic>();
            for (int d = 0; d < plan.nicsPerRack(); d++) {
                rack.add(fabric.attachNic(rtswPlanes.get(r), ZonePlan.downlink(d), NicSpec.of(
                        "r" + r + "-nic" + d, ZonePlan.nicAddress(r, d), ZonePlan.nicMac(r, d))));
            }
            nics.add(Collections.unmodifiableList(rack));
        }
    }

    private NosAgent boot(Path stateDir, Platform platform, SwitchIntent config) {
        var asic = new VirtualAsic(platform);
        var agent = NosAgent.start(AgentOptions.virtual(platform.name(), stateDir.resolve(platform.name())), asic, time);
        try {
            time.await(agent.intent().commit(config, "zone config"));
            return agent;
        } catch (RuntimeException e) {
            agent.close();
            throw e;
        }
    }

    /** The shipped profile under the switch's own name and MAC. */
    private static Platform renamed(Platform p, String name, String mac) {
        return p.withIdentity(name, MacAddress.parse(mac));
    }

    public ZonePlan plan() {
        return plan;
    }

    public SimulatedTime time() {
        return time;
    }

    public Fabric fabric() {
        return fabric;
    }

    public NosAgent rtsw(int r) {
        return rtsws.get(r);
    }

    public NosAgent ctsw(int s) {
        return ctsws.get(s);
    }

    /** The NICs of rack {@code r}, by downlink. */
    public List<SimNic> nics(int r) {
        return nics.get(r);
    }

    /** Runs the whole zone for {@code duration} of simulated time. */
    public void run(Duration duration) {
        time.runFor(duration);
    }

    @Override
    public void close() {
        fabric.close();
        for (var agent : rtsws) {
            agent.close();
        }
        for (var agent : ctsws) {
            agent.close();
        }
    }
}
