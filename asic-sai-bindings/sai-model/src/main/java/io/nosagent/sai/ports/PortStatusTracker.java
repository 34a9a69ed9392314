package io.nosagent.sai.ports;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiNotification;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.observe.Published;
import io.nosagent.sai.time.AgentTime;
import io.nosagent.sai.time.CpuPriority;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Operational state of the front-panel ports, from the ASIC's port-state notifications (seeded
 * by reading OPER_STATUS at start). Each change is {@linkplain #changes() published} once, on the
 * backend's dispatcher thread, to the {@linkplain #changesFirst() first subscribers} (fast failover) before
 * any other, so the work that must run ahead of everything is queued before anything else is. The dispatcher
 * runs {@linkplain CpuPriority#realTime real-time} while it tells the first subscribers (they only queue), at its own
 * priority for the others.
 */
public final class PortStatusTracker implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(PortStatusTracker.class);

    private final SwitchHandle sw;
    private final AgentTime time;
    private final Map<String, PortStatus> status = new ConcurrentHashMap<>();
    private final Published<PortStatus> first = new Published<>("port status changes, first subscribers");
    private final Published<PortStatus> changes = new Published<>("port status changes");
    private final AutoCloseable subscription;
    private final CpuPriority cpu = CpuPriority.ofThisHost();

    public PortStatusTracker(Sai sai, SwitchHandle sw, AgentTime time) {
        this.sw = sw;
        this.time = time;
        this.subscription = sai.subscribe(this::onNotification);
        var now = time.now();
        for (var port : sw.portsByName().entrySet()) {
            var oper = (AttrValue.S32) sai.get(ObjectType.PORT, port.getValue(), PortAttr.OPER_STATUS);
            status.putIfAbsent(port.getKey(), new PortStatus(port.getKey(), oper.value() == SaiEnums.PortOperStatus.UP, now, 0));
        }
    }

    /** The clock each change is stamped with ({@link PortStatus#lastChange()}). */
    public AgentTime time() {
        return time;
    }

    public Optional<PortStatus> status(String interfaceName) {
        return Optional.ofNullable(status.get(interfaceName));
    }

    public Map<String, PortStatus> all() {
        return Map.copyOf(status);
    }

    /** Each port's change, published once on the backend's dispatcher thread. */
    public Published<PortStatus> changes() {
        return changes;
    }

    /**
     * The same changes, told before any subscriber of {@link #changes()} hears: for work that must be queued
     * before the work other listeners do or queue for the same change, and that only queues (fast failover on
     * the update loop, subscribed first; gNMI's ON_CHANGE pass of the interface state).
     */
    public Published<PortStatus> changesFirst() {
        return first;
    }

    private void onNotification(SaiNotification n) {
        if (!(n instanceof SaiNotification.PortStateChange change)) {
            return;
        }
        // Raised from the notification's arrival while the first subscribers are told: they wake threads that run
        // raised (failover, ON_CHANGE), which took the core from this one at its own priority, and the rest of them
        // then waited; and a tick between the arrival and the raise handed the core to the simulator for 4 ms
        // (traced). The other subscribers (link monitor, LLDP, kernel, neighbors) are told at its own priority
        // again: raised, their work took a core from the ON_CHANGE update's write that the first ones had queued.
        int tid = cpu.currentThreadId();
        boolean raised = !cpu.isRealTime(tid);
        int own = raised ? cpu.nice(tid).orElse(0) : 0;
        raised = raised && cpu.realTime(tid, "telling a port state change");
        Optional<PortStatus> changed;
        try {
            changed = sw.interfaceName(change.portId()).flatMap(name -> {
                PortStatus old = status.get(name);
                if (old != null && old.up() == change.isUp()) {
                    return Optional.empty();
                }
                var now = new PortStatus(name, change.isUp(), time.now(), old == null ? 0 : old.flaps() + 1);
                status.put(name, now);
                first.publish(now);
                return Optional.of(now);
            });
        } finally {
            if (raised) {
                cpu.setNice(tid, own, "telling a port state change");
            }
        }
        changed.ifPresent(now -> {
            changes.publish(now);
            // After the subscribers: a console write must not delay telling subscribers of the change.
            log.info("{} is {}", now.interfaceName(), now.up() ? "up" : "down");
        });
    }

    @Override
    public void close() {
        try {
            subscription.close();
        } catch (Exception e) {
            log.debug("unsubscribe failed", e);
        }
    }
}
