package io.nosagent.routing.bgp;

import io.nosagent.config.intent.bgp.AfiSafi;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.net.Cidr;
import io.nosagent.routing.bgp.gobgp.Announcement;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * The best paths gobgpd reported per prefix (with multipath, each prefix's whole equal-cost set comes in
 * one event, so an event's paths for a prefix replace what was there), what of them the
 * {@link TaskVipPolicy} accepts, and which prefixes are stale (kept from before the daemon was lost).
 * Update thread only.
 */
final class LearnedTable {

    /** Reports one newly refused path. */
    interface RefusalSink {
        void refused(Announcement path, String reason);
    }

    private static final class Entry {
        /** The daemon's latest set, withdrawals dropped. */
        List<Announcement> paths = List.of();
        /** The accepted paths: what is programmed. */
        List<Announcement> accepted = List.of();
        /** (neighbor, next hop) refused now, so a path refused once is reported once. */
        Set<List<InetAddress>> refused = Set.of();
        boolean stale;
    }

    private final Map<Cidr, Entry> entries = new HashMap<>();
    private int staleCount;

    /**
     * Takes in each prefix's new path set from the daemon and judges it; returns the next-hop set of each
     * prefix whose installed set changed (empty: withdraw it).
     */
    Map<Cidr, SortedSet<InetAddress>> update(Map<Cidr, List<Announcement>> batch, TaskVipPolicy policy, RefusalSink sink) {
        var changes = new LinkedHashMap<Cidr, SortedSet<InetAddress>>();
        batch.forEach((prefix, announced) -> {
            var paths = announced.stream().filter(a -> !a.withdrawn()).toList();
            Entry e = entries.get(prefix);
            if (e == null) {
                if (paths.isEmpty()) {
                    return;
                }
                e = new Entry();
                entries.put(prefix, e);
            }
            if (e.stale) {
                e.stale = false;
                staleCount--;
            }
            e.paths = paths;
            judge(prefix, e, policy, sink, changes);
            if (paths.isEmpty()) {
                entries.remove(prefix);
            }
        });
        return changes;
    }

    /** Judges every prefix again (the policy changed: host interfaces or subnets). */
    Map<Cidr, SortedSet<InetAddress>> rejudge(TaskVipPolicy policy, RefusalSink sink) {
        var changes = new LinkedHashMap<Cidr, SortedSet<InetAddress>>();
        entries.forEach((prefix, e) -> judge(prefix, e, policy, sink, changes));
        return changes;
    }

    private static void judge(Cidr prefix, Entry e, TaskVipPolicy policy, RefusalSink sink,
                              Map<Cidr, SortedSet<InetAddress>> changes) {
        var accepted = new ArrayList<Announcement>(e.paths.size());
        var refused = new HashSet<List<InetAddress>>();
        for (Announcement a : e.paths) {
            var why = policy.refusal(a);
            if (why.isEmpty()) {
                accepted.add(a);
                continue;
            }
            var key = List.of(a.neighbor(), a.nextHop());
            if (refused.add(key) && !e.refused.contains(key)) {
                sink.refused(a, why.get());
            }
        }
        e.refused = refused;
        var before = nextHops(e.accepted);
        var after = nextHops(accepted);
        e.accepted = List.copyOf(accepted);
        if (!before.equals(after)) {
            changes.put(prefix, after);
        }
    }

    /** The daemon is gone: everything it gave stays, stale, until it is re-sent or {@link #sweepStale swept}. */
    void markAllStale() {
        entries.values().forEach(e -> e.stale = true);
        staleCount = entries.size();
    }

    /** Drops every stale prefix; returns them as withdrawals. */
    Map<Cidr, SortedSet<InetAddress>> sweepStale() {
        var changes = new LinkedHashMap<Cidr, SortedSet<InetAddress>>();
        var it = entries.entrySet().iterator();
        while (it.hasNext()) {
            var entry = it.next();
            if (entry.getValue().stale) {
                if (!entry.getValue().accepted.isEmpty()) {
                    changes.put(entry.getKey(), new TreeSet<>(StaticRoute.ADDRESS_ORDER));
                }
                it.remove();
            }
        }
        staleCount = 0;
        return changes;
    }

    /** Drops everything (BGP is no longer configured); returns the withdrawals. */
    Map<Cidr, SortedSet<InetAddress>> clear() {
        var changes = new LinkedHashMap<Cidr, SortedSet<InetAddress>>();
        entries.forEach((prefix, e) -> {
            if (!e.accepted.isEmpty()) {
                changes.put(prefix, new TreeSet<>(StaticRoute.ADDRESS_ORDER));
            }
        });
        entries.clear();
        staleCount = 0;
        return changes;
    }

    int size() {
        return entries.size();
    }

    int staleCount() {
        return staleCount;
    }

    /** Per neighbor and family, the prefixes with an accepted path from it that are {@code programmed}. */
    Map<InetAddress, Map<AfiSafi, Long>> installedByNeighbor(Predicate<Cidr> programmed) {
        var out = new HashMap<InetAddress, Map<AfiSafi, Long>>();
        entries.forEach((prefix, e) -> {
            if (e.accepted.isEmpty() || !programmed.test(prefix)) {
                return;
            }
            AfiSafi family = prefix.isIpv4() ? AfiSafi.IPV4_UNICAST : AfiSafi.IPV6_UNICAST;
            var counted = new HashSet<InetAddress>();
            for (Announcement a : e.accepted) {
                if (counted.add(a.neighbor())) {
                    out.computeIfAbsent(a.neighbor(), n -> new EnumMap<>(AfiSafi.class)).merge(family, 1L, Long::sum);
                }
            }
        });
        return out;
    }

    /** The programmed task VIPs with the neighbor that announced them and their NICs. */
    Map<Cidr, BgpState.TaskVip> taskVips(TaskVipPolicy policy, Predicate<Cidr> programmed) {
        var out = new HashMap<Cidr, BgpState.TaskVip>();
        entries.forEach((prefix, e) -> {
            if (!e.accepted.isEmpty() && policy.isTaskVip(prefix) && programmed.test(prefix)) {
                out.put(prefix, new BgpState.TaskVip(prefix, e.accepted.getFirst().neighbor(), nextHops(e.accepted)));
            }
        });
        return out;
    }

    private static SortedSet<InetAddress> nextHops(List<Announcement> paths) {
        var out = new TreeSet<>(StaticRoute.ADDRESS_ORDER);
        paths.forEach(a -> out.add(a.nextHop()));
        return out;
    }
}
