package io.nosagent.watchdog.monitor;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.ports.PortStatus;
import io.nosagent.sai.time.AgentTime;
import io.nosagent.watchdog.event.Event;
import io.nosagent.watchdog.event.EventSink;
import io.nosagent.watchdog.event.EventType;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Links: an administratively enabled port losing its link raises LINK_DOWN (cleared when it comes back);
 * more oper changes than allowed inside the flap window raise one LINK_FLAP per port, cleared after a
 * whole window without change. A port the operator took down is none of this: the monitor asks the ASIC
 * for the port's admin state at each change (the config may not have been published yet).
 */
public final class LinkMonitor {

    private final Sai sai;
    private final SwitchHandle sw;
    private final AgentTime time;
    private final EventSink events;
    private final MonitorSettings settings;
    private final Map<String, ArrayDeque<Instant>> changes = new HashMap<>();
    private final Set<String> down = new HashSet<>();
    private final Set<String> flapping = new HashSet<>();

    public LinkMonitor(Sai sai, SwitchHandle sw, AgentTime time, EventSink events, MonitorSettings settings) {
        this.sai = sai;
        this.sw = sw;
        this.time = time;
        this.events = events;
        this.settings = settings;
    }

    public static String path(String port) {
        return "/interfaces/interface[name=" + port + "]";
    }

    /** A port's oper state changed (the port status tracker's listener). */
    public synchronized void onChange(PortStatus status) {
        String port = status.interfaceName();
        Instant now = status.lastChange();
        if (!adminUp(port)) {
            if (down.remove(port)) {
                events.accept(Event.cleared(EventType.LINK_DOWN, path(port), port, now, port + " taken down by the operator", Map.of()));
            }
            return;
        }
        if (!status.up() && down.add(port)) {
            events.accept(Event.raised(EventType.LINK_DOWN, path(port), port, now, port + " lost its link",
                    Map.of("carrier-transitions", status.flaps())));
        } else if (status.up() && down.remove(port)) {
            events.accept(Event.cleared(EventType.LINK_DOWN, path(port), port, now, port + " link up again",
                    Map.of("carrier-transitions", status.flaps())));
        }
        ArrayDeque<Instant> seen = changes.computeIfAbsent(port, p -> new ArrayDeque<>());
        seen.addLast(now);
        while (!seen.isEmpty() && Duration.between(seen.peekFirst(), now).compareTo(settings.flapWindow()) > 0) {
            seen.removeFirst();
        }
        if (seen.size() > settings.flapChanges() && flapping.add(port)) {
            events.accept(Event.raised(EventType.LINK_FLAP, path(port), port, now, port + " changed state " + seen.size()
                    + " times in " + settings.flapWindow().toSeconds() + " s", Map.of("carrier-transitions", status.flaps())));
        }
        if (flapping.contains(port)) {
            long flapsNow = status.flaps();
            time.schedule(settings.flapWindow(), () -> quietCheck(port, flapsNow));
        }
    }

    /** Clears flapping when no change came in the window since the one that scheduled this. */
    private synchronized void quietCheck(String port, long flapsThen) {
        ArrayDeque<Instant> seen = changes.get(port);
        Instant last = seen == null || seen.isEmpty() ? null : seen.peekLast();
        if (last != null && Duration.between(last, time.now()).compareTo(settings.flapWindow()) >= 0 && flapping.remove(port)) {
            seen.clear();
            events.accept(Event.cleared(EventType.LINK_FLAP, path(port), port, time.now(), port + " stable for "
                    + settings.flapWindow().toSeconds() + " s", Map.of("carrier-transitions", flapsThen)));
        }
    }

    private boolean adminUp(String port) {
        try {
            long id = sw.portId(port).orElseThrow();
            return ((AttrValue.Bool) sai.get(ObjectType.PORT, id, PortAttr.ADMIN_STATE)).value();
        } catch (SaiException | java.util.NoSuchElementException e) {
            return true;
        }
    }
}
