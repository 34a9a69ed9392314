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
 * whole window without change. While a port flaps its LINK_DOWN raises and clears are held back (the
 * flap event stands for them; a storm of thousands of changes a minute must not become thousands of
 * events, log lines and alarm changes) and one timer per port waits for the quiet window; when it
 * ends, LINK_DOWN is brought in line with the link as it is then. A port the operator took down is
 * none of this: the monitor asks the ASIC for the port's admin state at each change (the config may
 * not have been published yet).
 */
public final class LinkMonitor {

    private final Sai sai;
    private final SwitchHandle sw;
    private final AgentTime time;
    private final EventSink events;
    private final MonitorSettings settings;
    private final Map<String, ArrayDeque<Instant>> changes = new HashMap<>();
    /** Ports whose LINK_DOWN is raised: what the events said last, which may lag the link while it flaps. */
    private final Set<String> down = new HashSet<>();
    private final Set<String> flapping = new HashSet<>();
    /** Each flapping port's latest state, to settle LINK_DOWN when it is quiet again. */
    private final Map<String, PortStatus> latest = new HashMap<>();
    /** Flapping ports with a quiet check scheduled: one timer per port, not one per change. */
    private final Set<String> quietCheckScheduled = new HashSet<>();

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
        latest.put(port, status);
        ArrayDeque<Instant> seen = changes.computeIfAbsent(port, p -> new ArrayDeque<>());
        seen.addLast(now);
        while (!seen.isEmpty() && Duration.between(seen.peekFirst(), now).compareTo(settings.flapWindow()) > 0) {
            seen.removeFirst();
        }
        if (seen.size() > settings.flapChanges() && flapping.add(port)) {
            events.accept(Event.raised(EventType.LINK_FLAP, path(port), port, now, port + " changed state " + seen.size()
                    + " times in " + settings.flapWindow().toSeconds() + " s", Map.of("carrier-transitions", status.flaps())));
            if (down.remove(port)) { // the flap stands for it until the port is quiet
                events.accept(Event.cleared(EventType.LINK_DOWN, path(port), port, now, port + " flapping: its link state"
                        + " is reported when it is stable", Map.of("carrier-transitions", status.flaps())));
            }
        }
        if (!flapping.contains(port)) {
            linkState(status, now);
        }
        if (flapping.contains(port) && quietCheckScheduled.add(port)) {
            time.schedule(settings.flapWindow(), () -> quietCheck(port));
        }
    }

    /** LINK_DOWN raised or cleared to match {@code status}, when it says otherwise. */
    private void linkState(PortStatus status, Instant at) {
        String port = status.interfaceName();
        if (!status.up() && down.add(port)) {
            events.accept(Event.raised(EventType.LINK_DOWN, path(port), port, at, port + " lost its link",
                    Map.of("carrier-transitions", status.flaps())));
        } else if (status.up() && down.remove(port)) {
            events.accept(Event.cleared(EventType.LINK_DOWN, path(port), port, at, port + " link up again",
                    Map.of("carrier-transitions", status.flaps())));
        }
    }

    /**
     * Clears flapping once a whole window passed since the port's last change, and settles LINK_DOWN to
     * the link as it is; otherwise waits until the window after that last change ends.
     */
    private synchronized void quietCheck(String port) {
        ArrayDeque<Instant> seen = changes.get(port);
        Instant last = seen == null || seen.isEmpty() ? time.now() : seen.peekLast();
        Duration quiet = Duration.between(last, time.now());
        if (quiet.compareTo(settings.flapWindow()) < 0) {
            time.schedule(settings.flapWindow().minus(quiet), () -> quietCheck(port));
            return;
        }
        quietCheckScheduled.remove(port);
        if (flapping.remove(port)) {
            long transitions = latest.get(port).flaps();
            if (seen != null) {
                seen.clear();
            }
            events.accept(Event.cleared(EventType.LINK_FLAP, path(port), port, time.now(), port + " stable for "
                    + settings.flapWindow().toSeconds() + " s", Map.of("carrier-transitions", transitions)));
            if (adminUp(port)) {
                linkState(latest.get(port), time.now());
            }
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
