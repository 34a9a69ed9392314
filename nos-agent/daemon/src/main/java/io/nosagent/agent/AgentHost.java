package io.nosagent.agent;

import io.nosagent.agent.asic.SaiBackends;
import io.nosagent.agent.faults.FaultInjector;
import io.nosagent.agent.gnmi.GnmiServer;
import io.nosagent.agent.restart.Reboot;
import io.nosagent.agent.restart.RebootSchedule;
import io.nosagent.agent.restart.WarmRestart;
import io.nosagent.sai.backend.SaiBackend;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.time.AgentTime;
import io.nosagent.sai.time.WallClock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.InetSocketAddress;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * The agent of this process across reboots (gNOI System Reboot): it runs one {@link NosAgent} at a time
 * and restarts it in process, on the same time and backend. A COLD reboot stops the agent, removes the
 * switch (the ASIC resets) and starts the next agent, which creates the switch and programs the persisted
 * config; a WARM reboot is the warm restart (stop warm, the next agent adopts what the ASIC holds). gNMI
 * comes back on the same port; faults the lab handed over are handed to each new agent. A restart in
 * process, not an exit for a supervisor to undo: the backend's library and the lab's cabling outlive it.
 */
public final class AgentHost implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(AgentHost.class);

    private final Platform platform;
    private final AgentTime time;
    private final AutoCloseable ownTime;
    private final boolean notificationsOnTime;
    private final UnaryOperator<SaiBackend> afterWarmStop;
    private final RebootSchedule reboots;
    private AgentOptions options;
    private SaiBackend backend;
    private volatile NosAgent agent;
    private Optional<FaultInjector> faults = Optional.empty();

    private AgentHost(AgentOptions options, Platform platform, SaiBackend backend, AgentTime time, AutoCloseable ownTime,
                      boolean notificationsOnTime, UnaryOperator<SaiBackend> afterWarmStop) {
        this.options = options;
        this.platform = platform;
        this.backend = backend;
        this.time = time;
        this.ownTime = ownTime;
        this.notificationsOnTime = notificationsOnTime;
        this.afterWarmStop = afterWarmStop;
        this.reboots = new RebootSchedule(time, this::reboot);
        this.agent = startAgent();
    }

    /**
     * On the wall clock, on the backend the options name (a vendor library is opened again, restoring its
     * state, after a warm stop), as {@link NosAgent#start(AgentOptions)}.
     */
    public static AgentHost start(AgentOptions options) {
        options.gnmi().ifPresent(g -> GnmiServer.requireFree(g.address()));
        var time = new WallClock();
        try {
            Platform platform = new PlatformLoader().load(options.platform());
            boolean warm = new WarmRestart(options.stateDir()).isPending();
            return new AgentHost(options, platform, SaiBackends.open(options, platform, warm), time, time, false,
                    stopped -> options.saiLibrary().isPresent() ? SaiBackends.open(options, platform, true) : stopped);
        } catch (RuntimeException e) {
            time.close();
            throw e;
        }
    }

    /**
     * On {@code backend} (a virtual ASIC the caller cabled hosts to, which outlives every reboot) with
     * {@code time} the caller's, as {@link NosAgent#start(AgentOptions, Platform, SaiBackend, AgentTime)}.
     */
    public static AgentHost start(AgentOptions options, Platform platform, SaiBackend backend, AgentTime time) {
        return new AgentHost(options, platform, backend, time, () -> { }, true, UnaryOperator.identity());
    }

    /** The agent running now; another one after each reboot. */
    public NosAgent agent() {
        return agent;
    }

    /** The pending reboot, gNOI System's Reboot, RebootStatus and CancelReboot act on. */
    public RebootSchedule reboots() {
        return reboots;
    }

    /** Faults for this agent and every one a reboot starts (see {@link NosAgent#acceptFaults}). */
    public synchronized void acceptFaults(FaultInjector injector) {
        faults = Optional.of(injector);
        agent.acceptFaults(injector);
    }

    private NosAgent startAgent() {
        if (notificationsOnTime) {
            backend.deliverNotificationsOn(time);
        }
        NosAgent started = NosAgent.startHosted(options, platform, backend, time, reboots);
        // A reboot comes back where clients know to find it, also when the first start took any free port.
        started.gnmi().filter(g -> options.gnmi().orElseThrow().address().getPort() == 0).ifPresent(g -> options =
                options.withGnmi(options.gnmi().orElseThrow().withAddress(
                        new InetSocketAddress(options.gnmi().orElseThrow().address().getAddress(), g.port()))));
        faults.ifPresent(started::acceptFaults);
        return started;
    }

    private synchronized void reboot(Reboot reboot) {
        switch (reboot.method()) {
            case COLD -> agent.stopForColdReboot();
            case WARM -> {
                agent.stopWarm();
                backend = afterWarmStop.apply(backend);
            }
        }
        agent = startAgent();
        log.info("{} reboot done: config version {} programmed", reboot.method(), agent.intent().version());
    }

    /** Stops warm (for {@code nos-agent stop --warm}): no pending reboot runs. */
    public synchronized void stopWarm() {
        reboots.close();
        agent.stopWarm();
        closeTime();
    }

    /** Stops the agent and the backend; no pending reboot runs. */
    @Override
    public synchronized void close() {
        reboots.close();
        agent.close();
        closeTime();
    }

    private void closeTime() {
        try {
            ownTime.close();
        } catch (Exception e) {
            log.warn("stopping the agent's time failed", e);
        }
    }
}
