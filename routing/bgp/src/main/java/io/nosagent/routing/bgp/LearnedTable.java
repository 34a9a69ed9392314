package io.nosagent.routing.bgp;

import io.nosagent.config.intent.bgp.AfiSafi;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.net.Cidr;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.Collection;
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
        /** Counted as installed (programmed) for these neighbors; empty when not installed. */
        Set<InetAddress> installedFor = Set.of();
    }

    private final Map<Cidr, Entry> entries = new HashMap<>();
    private int staleCount;
    /** Per neighbor and family, the prefixes installed with a path from it; kept up to date by {@link #recount}. */
    private final Map<InetAddress, Map<AfiSafi, Long>> installed = new HashMap<>();
    /** Installed task VIPs. */
    private final Map<Cidr, BgpState.TaskVip> vips = new HashMap<>();
    /** Prefixes with accepted paths that are not installed (yet): looked at again with every recount. */
    private final Set<Cidr> pending = new HashSet<>();

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
                forget(prefix, e);
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
        for (var entry : List.copyOf(entries.entrySet())) {
            if (entry.getValue().stale) {
                if (!entry.getValue().accepted.isEmpty()) {
                    changes.put(entry.getKey(), new TreeSet<>(StaticRoute.ADDRESS_ORDER));
                }
                forget(entry.getKey(), entry.getValue());
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
        installed.clear();
        vips.clear();
        pending.clear();
        staleCount = 0;
        return changes;
    }

    private void forget(Cidr prefix, Entry e) {
        count(prefix, e, Set.of());
        vips.remove(prefix);
        pending.remove(prefix);
        entries.remove(prefix);
    }

    /**
     * Brings the installed counts and task VIPs in line for {@code prefixes} (just programmed) and for
     * every prefix not installed before: a prefix counts once routing has it {@code programmed}. Costs
     * the prefixes looked at, not the table.
     */
    void recount(Collection<Cidr> prefixes, TaskVipPolicy policy, Predicate<Cidr> programmed) {
        var look = new HashSet<>(pending);
        look.addAll(prefixes);
        for (Cidr prefix : look) {
            Entry e = entries.get(prefix);
            if (e == null) {
                pending.remove(prefix);
                continue;
            }
            boolean in = !e.accepted.isEmpty() && programmed.test(prefix);
            var from = new HashSet<InetAddress>();
            if (in) {
                e.accepted.forEach(a -> from.add(a.neighbor()));
            }
            count(prefix, e, from);
            if (in && policy.isTaskVip(prefix)) {
                vips.put(prefix, new BgpState.TaskVip(prefix, e.accepted.getFirst().neighbor(), nextHops(e.accepted)));
            } else {
                vips.remove(prefix);
            }
            if (!in && !e.accepted.isEmpty()) {
                pending.add(prefix);
            } else {
                pending.remove(prefix);
            }
        }
    }

    private void count(Cidr prefix, Entry e, Set<InetAddress> now) {
        if (now.equals(e.installedFor)) {
            return;
        }
        AfiSafi family = prefix.isIpv4() ? AfiSafi.IPV4_UNICAST : AfiSafi.IPV6_UNICAST;
        for (InetAddress n : e.installedFor) {
            installed.get(n).merge(family, -1L, Long::sum);
        }
        for (InetAddress n : now) {
            installed.computeIfAbsent(n, k -> new EnumMap<>(AfiSafi.class)).merge(family, 1L, Long::sum);
        }
        e.installedFor = Set.copyOf(now);
    }

    /** Per neighbor and family, the prefixes installed with a path from it (as of the last {@link #recount}). */
    Map<InetAddress, Map<AfiSafi, Long>> installedByNeighbor() {
        var out = new HashMap<InetAddress, Map<AfiSafi, Long>>();
        installed.forEach((n, counts) -> out.put(n, Map.copyOf(counts)));
        return out;
    }

    /** The installed task VIPs with the neighbor that announced them and their NICs. */
    Map<Cidr, BgpState.TaskVip> taskVips() {
        return Map.copyOf(vips);
    }

    int size() {
        return entries.size();
    }

    int staleCount() {
        return staleCount;
    }

    private static SortedSet<InetAddress> nextHops(List<Announcement> paths) {
        var out = new TreeSet<>(StaticRoute.ADDRESS_ORDER);
        paths.forEach(a -> out.add(a.nextHop()));
        return out;
    }
}
