package io.nosagent.watchdog.correlate;

import io.nosagent.sai.observe.Published;
import io.nosagent.sai.time.AgentTime;
import io.nosagent.watchdog.alarm.Alarm;
import io.nosagent.watchdog.alarm.AlarmTable;
import io.nosagent.watchdog.event.Event;
import io.nosagent.watchdog.event.EventType;
import io.nosagent.watchdog.event.Severity;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Groups events into cases and keeps one alarm per open case.
 *
 * <ul>
 *   <li>A PFC storm opens a case at once naming the storming peer's port; back-pressure, congestion drops
 *       and buffer alarms inside the look-back window (before or after it) join it: a storm explains them.</li>
 *   <li>Any other event first waits {@code settle} (the look-back for bursts), then pending events are
 *       grouped: links down to one peer (two or more), members of one next-hop group (two or more), ports
 *       of one ASIC ({@code asicThreshold} or more); what is left forms one case per port.</li>
 *   <li>An event joins an open case that was active within the window and shares its scope (its port, its
 *       peer, its ASIC, its group).</li>
 *   <li>A case closes when every condition in it has cleared; its alarm clears with it. An event raised
 *       and cleared while pending (a blip shorter than {@code settle}) forms no case.</li>
 * </ul>
 * Thread-safe; settling runs as a timer of the agent's time.
 */
public final class Correlator {

    private static final Logger log = LoggerFactory.getLogger(Correlator.class);
    /** What a storm explains when it happens inside the window. */
    private static final Set<EventType> SPREAD_BY_STORMS = EnumSet.of(EventType.PFC_BACKPRESSURE, EventType.CONGESTION_DROP,
            EventType.BUFFER_UTILISATION);
    private static final int CLOSED_KEPT = 100;

    /**
     * @param window        look-back: how far apart related events may be
     * @param settle        how long an event waits for others of a burst before it forms a case
     * @param asicThreshold ports of one ASIC down together that make an ASIC case
     */
    public record Settings(Duration window, Duration settle, int asicThreshold) {
        public static final Settings DEFAULT = new Settings(Duration.ofSeconds(10), Duration.ofSeconds(1), 4);
    }

    /** A case while it is being built. */
    private static final class Open {
        final String id;
        final Case.Kind kind;
        final String scope;
        final Instant opened;
        final List<Long> events = new ArrayList<>();
        final Set<String> ports = new TreeSet<>();
        final Set<String> active = new LinkedHashSet<>();
        String rootCause;
        String resource;
        String typeId;
        Severity severity = Severity.WARNING;
        Instant lastActivity;

        Open(String id, Case.Kind kind, String scope, Instant opened) {
            this.id = id;
            this.kind = kind;
            this.scope = scope;
            this.opened = opened;
            this.lastActivity = opened;
        }

        void add(Event e) {
            events.add(e.sequence());
            e.port().ifPresent(ports::add);
            active.add(e.conditionKey());
            severity = severity.max(e.severity());
            lastActivity = e.time();
        }

        Case snapshot(Optional<Instant> closed) {
            return new Case(id, kind, rootCause, resource, severity, opened, closed, events, ports);
        }
    }

    private final AgentTime time;
    private final AlarmTable alarms;
    private final Supplier<Topology> topology;
    private final Settings settings;
    private final List<Open> open = new ArrayList<>();
    private final List<Event> pending = new ArrayList<>();
    private final ArrayDeque<Case> closed = new ArrayDeque<>();
    private final Published<Case> opened = new Published<>("cases opened");
    private final Published<List<Case>> changes = new Published<>("cases", List.of());
    private long nextId = 1;

    public Correlator(AgentTime time, AlarmTable alarms, Supplier<Topology> topology, Settings settings) {
        this.time = time;
        this.alarms = alarms;
        this.topology = topology;
        this.settings = settings;
    }

    /** Every case as it opens (the snapshot trigger). */
    public Published<Case> opened() {
        return opened;
    }

    /** The case list after every change. */
    public Published<List<Case>> changes() {
        return changes;
    }

    /** Open cases, then the most recent closed ones. */
    public synchronized List<Case> cases() {
        var out = new ArrayList<Case>();
        open.forEach(o -> out.add(o.snapshot(Optional.empty())));
        out.addAll(closed);
        return out;
    }

    public void accept(Event e) {
        var opened = new ArrayList<Case>();
        synchronized (this) {
            if (e.raised()) {
                raised(e, opened);
            } else {
                cleared(e);
            }
        }
        announce(opened);
    }

    // ---- raised -----------------------------------------------------------------------------------

    private void raised(Event e, List<Case> opened) {
        // Built only if this event needs it: a link-down waits for the settle time anyway, and building the
        // topology walks every next-hop group while the failover is still running.
        Supplier<Topology> t = memoized(topology);
        if (e.type() == EventType.PFC_STORM) {
            String port = e.port().orElse(e.resource());
            Open c = find(o -> o.kind == Case.Kind.PFC_STORM && o.scope.equals("storm " + port) ? o : null);
            if (c == null) {
                c = create(Case.Kind.PFC_STORM, "storm " + port, e.time());
                String peer = t.get().peer(port).map(p -> "peer " + p + " on " + port).orElse("peer NIC on " + port);
                c.rootCause = peer + " sending a PFC storm";
                c.resource = e.resource();
                c.typeId = EventType.PFC_STORM.typeId();
                c.add(e);
                absorbSpread(c, e.time());
                opened.add(c.snapshot(Optional.empty()));
            } else {
                c.add(e);
            }
            raiseAlarm(c);
            return;
        }
        Open joined = joinable(e, t);
        if (joined != null) {
            joined.add(e);
            describeGroup(joined, t.get());
            raiseAlarm(joined);
            return;
        }
        pending.add(e);
        time.schedule(settings.settle(), this::settle);
    }

    /** An open case active within the window that {@code e} belongs to. */
    private Open joinable(Event e, Supplier<Topology> topology) {
        Instant since = e.time().minus(settings.window());
        String port = e.port().orElse(null);
        for (Open o : open) {
            if (o.lastActivity.isBefore(since)) {
                continue;
            }
            boolean takes = switch (o.kind) {
                case PFC_STORM -> SPREAD_BY_STORMS.contains(e.type()) || o.ports.contains(port);
                case PORT -> port != null ? o.ports.contains(port) : o.resource.equals(e.resource());
                case PEER_LOST -> port != null && e.type() == EventType.LINK_DOWN
                        && topology.get().peer(port).map(p -> o.scope.equals("peer " + p)).orElse(false);
                case ASIC_PORTS_DOWN -> port != null && e.type() == EventType.LINK_DOWN
                        && topology.get().asic(port).map(a -> o.scope.equals("asic " + a)).orElse(false);
                case GROUP_MEMBERS_LOST -> port != null && e.type() == EventType.LINK_DOWN
                        && topology.get().groups(port).stream().anyMatch(g -> o.scope.equals("group " + g));
            };
            if (takes) {
                return o;
            }
        }
        return null;
    }

    /** A new storm case takes the back-pressure, drops and buffer events of the window, pending or in cases. */
    private void absorbSpread(Open storm, Instant at) {
        Instant since = at.minus(settings.window());
        for (Iterator<Event> it = pending.iterator(); it.hasNext(); ) {
            Event p = it.next();
            if (SPREAD_BY_STORMS.contains(p.type()) && !p.time().isBefore(since)) {
                storm.add(p);
                it.remove();
            }
        }
        for (Iterator<Open> it = open.iterator(); it.hasNext(); ) {
            Open o = it.next();
            if (o != storm && o.kind == Case.Kind.PORT && !o.lastActivity.isBefore(since)
                    && o.active.stream().allMatch(k -> SPREAD_BY_STORMS.stream().anyMatch(type -> k.startsWith(type.name() + " ")))) {
                storm.events.addAll(o.events);
                storm.ports.addAll(o.ports);
                storm.active.addAll(o.active);
                storm.severity = storm.severity.max(o.severity);
                it.remove();
                alarms.clear(o.id);
                keepClosed(o.snapshot(Optional.of(at)));
                log.info("case {} merged into {} ({})", o.id, storm.id, storm.rootCause);
            }
        }
        storm.lastActivity = at;
    }

    /** Forms cases from the events that waited {@code settle}. */
    private void settle() {
        var opened = new ArrayList<Case>();
        synchronized (this) {
            Instant due = time.now().minus(settings.settle());
            var ready = new ArrayList<Event>();
            for (Iterator<Event> it = pending.iterator(); it.hasNext(); ) {
                Event e = it.next();
                if (!e.time().isAfter(due)) {
                    ready.add(e);
                    it.remove();
                }
            }
            if (ready.isEmpty()) {
                return;
            }
            Topology t = topology.get();
            group(ready, t, Case.Kind.PEER_LOST, 2, e -> t.peer(e).stream().toList(), opened);
            group(ready, t, Case.Kind.GROUP_MEMBERS_LOST, 2, e -> t.groups(e).stream().map(String::valueOf).toList(), opened);
            group(ready, t, Case.Kind.ASIC_PORTS_DOWN, settings.asicThreshold(), e -> t.asic(e).stream().toList(), opened);
            for (Event e : ready) {
                Open c = joinable(e, () -> t);
                if (c == null) {
                    String key = e.port().orElse(e.resource());
                    c = create(Case.Kind.PORT, "port " + key, e.time());
                    c.rootCause = rootCauseOfPort(e, t);
                    c.resource = e.resource();
                    c.typeId = e.type().typeId();
                    c.add(e);
                    opened.add(c.snapshot(Optional.empty()));
                } else {
                    c.add(e);
                }
                raiseAlarm(c);
            }
        }
        announce(opened);
    }

    /**
     * Makes a case of each scope (a peer, a group, an ASIC) that at least {@code threshold} link-down ports
     * of {@code ready} share; those events leave {@code ready}.
     */
    private void group(List<Event> ready, Topology t, Case.Kind kind, int threshold, Function<String, List<String>> scopes,
                       List<Case> opened) {
        var byScope = new TreeMap<String, List<Event>>();
        for (Event e : ready) {
            if (e.type() == EventType.LINK_DOWN && e.port().isPresent()) {
                for (String s : scopes.apply(e.port().get())) {
                    byScope.computeIfAbsent(s, k -> new ArrayList<>()).add(e);
                }
            }
        }
        for (var entry : byScope.entrySet()) {
            List<Event> members = entry.getValue().stream().filter(ready::contains).toList();
            if (members.stream().map(e -> e.port().orElseThrow()).distinct().count() < threshold) {
                continue;
            }
            String scopeName = switch (kind) {
                case PEER_LOST -> "peer ";
                case GROUP_MEMBERS_LOST -> "group ";
                default -> "asic ";
            };
            Open c = create(kind, scopeName + entry.getKey(), members.getFirst().time());
            c.typeId = kind.name();
            members.forEach(c::add);
            describeGroup(c, t);
            ready.removeAll(members);
            opened.add(c.snapshot(Optional.empty()));
            raiseAlarm(c);
        }
    }

    /**
     * A port's own case: the event's text, and for a lost link the peer it led to where the topology knows
     * it (an RTSW with one uplink per CTSW sees a whole CTSW fail as this: one link down, to that CTSW).
     */
    private static String rootCauseOfPort(Event e, Topology t) {
        if (e.type() != EventType.LINK_DOWN || e.port().isEmpty()) {
            return e.text();
        }
        return t.peer(e.port().get()).map(peer -> e.text() + " to " + peer + ": " + peer + " or the cable suspected")
                .orElse(e.text());
    }

    /** The root cause and resource of a grouped case, from its ports now. */
    private static void describeGroup(Open c, Topology t) {
        int n = c.ports.size();
        String scope = c.scope.substring(c.scope.indexOf(' ') + 1);
        switch (c.kind) {
            case PEER_LOST -> {
                c.rootCause = n + " links to " + scope + " lost: " + scope + " suspected (" + String.join(", ", c.ports) + ")";
                c.resource = "/interfaces/interface[name=" + c.ports.iterator().next() + "]";
            }
            case GROUP_MEMBERS_LOST -> {
                c.rootCause = n + " members of next-hop group " + scope + " lost together (" + String.join(", ", c.ports) + ")";
                c.resource = "/nosagent-routing:routing/next-hop-groups/next-hop-group[id=" + scope + "]";
            }
            case ASIC_PORTS_DOWN -> {
                c.rootCause = n + " ports of " + scope + " down together: the ASIC or its linecard suspected ("
                        + String.join(", ", c.ports) + ")";
                c.resource = "/interfaces/interface[name=" + c.ports.iterator().next() + "]";
            }
            default -> {
            }
        }
    }

    // ---- cleared ------------------------------------------------------------------------------------

    private void cleared(Event e) {
        String key = e.conditionKey();
        for (Iterator<Event> it = pending.iterator(); it.hasNext(); ) {
            if (it.next().conditionKey().equals(key)) {
                it.remove(); // a blip shorter than the settle time: no case
                return;
            }
        }
        for (Iterator<Open> it = open.iterator(); it.hasNext(); ) {
            Open o = it.next();
            if (o.active.remove(key)) {
                o.events.add(e.sequence());
                o.lastActivity = e.time();
                if (o.active.isEmpty()) {
                    it.remove();
                    alarms.clear(o.id);
                    keepClosed(o.snapshot(Optional.of(e.time())));
                    log.info("case {} closed: {}", o.id, o.rootCause);
                }
                return;
            }
        }
    }

    // ---- helpers ------------------------------------------------------------------------------------

    private Open find(Function<Open, Open> match) {
        for (Open o : open) {
            Open m = match.apply(o);
            if (m != null) {
                return m;
            }
        }
        return null;
    }

    private Open create(Case.Kind kind, String scope, Instant at) {
        var c = new Open("case-" + nextId++, kind, scope, at);
        open.add(c);
        return c;
    }

    private void raiseAlarm(Open c) {
        alarms.raise(new Alarm(c.id, c.resource, c.rootCause, c.opened, c.severity, c.typeId));
    }

    private void keepClosed(Case c) {
        closed.addFirst(c);
        while (closed.size() > CLOSED_KEPT) {
            closed.removeLast();
        }
    }

    private void announce(List<Case> justOpened) {
        for (Case c : justOpened) {
            log.warn("case {} opened: {}", c.id(), c.rootCause());
            opened.publish(c);
        }
        changes.publish(cases());
    }

    /** Open cases by id (for tests and state). */
    public synchronized Map<String, Case> openCases() {
        var out = new LinkedHashMap<String, Case>();
        open.forEach(o -> out.put(o.id, o.snapshot(Optional.empty())));
        return out;
    }

    /** {@code source}'s value, asked for at most once. */
    private static <T> Supplier<T> memoized(Supplier<T> source) {
        return new Supplier<>() {
            private T value;

            @Override
            public T get() {
                if (value == null) {
                    value = source.get();
                }
                return value;
            }
        };
    }
}
