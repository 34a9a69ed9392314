package io.nosagent.routing.te;

import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.delta.RoutingDelta;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.feature.Programmer;
import io.nosagent.config.intent.routing.TeOverride;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.groups.PortAvailability;
import io.nosagent.routing.nexthops.ConnectedSubnets;
import io.nosagent.routing.nexthops.NextHops;
import io.nosagent.routing.state.MemberStatus;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.routing.state.RoutingStates;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.AclEntryAttr;
import io.nosagent.sai.meta.AclTableAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.store.SaiHandle;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.store.acl.AclBindPoint;
import io.nosagent.sai.store.acl.AclBinding;
import io.nosagent.sai.store.acl.AclUser;
import io.nosagent.sai.store.key.AclEntryKey;
import io.nosagent.sai.store.key.AclTableKey;
import io.nosagent.sai.store.key.NextHopKey;
import io.nosagent.sai.store.key.PortKey;
import io.nosagent.sai.store.key.SwitchKey;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * TE overrides from the central controller: traffic entering a port for a prefix goes to a chosen next
 * hop instead of following its route. Each override is an entry of one ingress ACL table bound to the
 * switch, matching IN_PORT and DST_IP (or DST_IPV6) with action REDIRECT to the next-hop object. While
 * the next hop's port is down or drained the entry is disabled (ADMIN_STATE false, one set), so traffic
 * falls back to the route and its group; it is enabled again when the port is back. The table exists
 * while at least one override is programmed.
 *
 * <p>Reconciles each override the commit names (and, after an interface change, every override: their
 * next hops may resolve differently) from what it programmed, so a reversed delta undoes a refused commit.
 */
public final class TeOverrideProgrammer implements Programmer, PortAvailability.Listener {

    /**
     * Entry priority: above the SAI default of 0 used by entries nobody ranked, plus the prefix length, so
     * of two overrides from one port the more specific prefix wins as it would in a route lookup.
     */
    static final int PRIORITY_BASE = 1000;
    static final AclTableKey TABLE = AclTableKey.TE_OVERRIDE;

    /** What this programmer knows of one configured override. */
    private static final class Programmed {
        TeOverride config;
        long inPort;
        NextHopKey nextHop;
        long nextHopId;
        SaiHandle<SaiObject.AclEntry> entry;
        String unresolved;
    }

    private final SaiStore store;
    private final SwitchHandle sw;
    private final NextHops nextHops;
    private final PortAvailability ports;
    private final RoutingStates states;
    private final Map<TeOverride.Key, Programmed> overrides = new TreeMap<>();
    /** Next-hop port to the overrides through it. */
    private final Map<String, Set<TeOverride.Key>> byPort = new HashMap<>();
    private SaiHandle<SaiObject.AclTable> table;
    private AclBinding binding;

    public TeOverrideProgrammer(SaiStore store, SwitchHandle sw, NextHops nextHops, PortAvailability ports, RoutingStates states) {
        this.store = store;
        this.sw = sw;
        this.nextHops = nextHops;
        this.ports = ports;
        this.states = states;
        ports.addListener(this);
    }

    @Override
    public void apply(IntentDelta delta) {
        var keys = new TreeSet<>(RoutingDelta.of(delta).teOverrides().keys());
        if (!delta.interfaces().isEmpty()) {
            keys.addAll(overrides.keySet());
        }
        if (keys.isEmpty()) {
            return;
        }
        var subnets = ConnectedSubnets.of(delta.desired(), sw, store);
        var desired = RoutingIntent.of(delta.desired()).teOverrides();
        try {
            for (TeOverride.Key key : keys) {
                reconcile(key, desired.get(key), subnets);
            }
        } finally {
            releaseTableIfUnused();
            nextHops.sweep();
        }
    }

    /** Withdraws or restores the overrides whose next hop is behind a port that changed. */
    @Override
    public void portsChanged(Set<String> changed) {
        RuntimeException failure = null;
        for (String port : changed) {
            for (TeOverride.Key key : byPort.getOrDefault(port, Set.of())) {
                Programmed o = overrides.get(key);
                try {
                    o.entry.update(attributes(o));
                } catch (RuntimeException e) {
                    // The others still follow; this one catches up at the port's next change.
                    failure = failure == null ? e : failure;
                }
                record(key, o);
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    private void reconcile(TeOverride.Key key, TeOverride config, ConnectedSubnets subnets) {
        Programmed o = overrides.get(key);
        if (config == null) {
            if (o != null) {
                unprogram(key, o);
                overrides.remove(key);
                states.teOverride(key, null);
            }
            return;
        }
        if (o == null) {
            o = new Programmed();
            overrides.put(key, o);
        }
        o.config = config;
        Optional<Long> inPort = sw.portId(config.inPort());
        Optional<NextHopKey> nextHop = subnets.resolve(config.nextHop());
        try {
            if (inPort.isEmpty()) {
                unprogram(key, o);
                o.unresolved = "no port " + config.inPort();
            } else if (nextHop.isEmpty()) {
                unprogram(key, o);
                o.unresolved = "no connected subnet holds next hop " + IpAddresses.format(config.nextHop());
            } else {
                o.unresolved = null;
                o.inPort = inPort.get();
                program(key, o, nextHop.get());
            }
        } finally {
            record(key, o);
        }
    }

    private void program(TeOverride.Key key, Programmed o, NextHopKey nextHop) {
        boolean newHop = !nextHop.equals(o.nextHop);
        long nextHopId = newHop ? nextHops.retain(nextHop) : o.nextHopId;
        NextHopKey before = o.nextHop;
        long beforeId = o.nextHopId;
        try {
            o.nextHop = nextHop;
            o.nextHopId = nextHopId;
            if (o.entry == null) {
                ensureTable();
                o.entry = store.ensure(entryKey(key), attributes(o));
            } else {
                o.entry.update(attributes(o));
            }
        } catch (RuntimeException e) {
            if (newHop) {
                nextHops.release(nextHop);
                o.nextHop = before;
                o.nextHopId = beforeId;
            }
            throw e;
        }
        if (newHop) {
            if (before != null) {
                nextHops.release(before);
                unindex(key, before);
            }
            byPort.computeIfAbsent(port(nextHop), p -> new TreeSet<>()).add(key);
        }
    }

    private void unprogram(TeOverride.Key key, Programmed o) {
        if (o.entry != null) {
            o.entry.close();
            o.entry = null;
        }
        if (o.nextHop != null) {
            nextHops.release(o.nextHop);
            unindex(key, o.nextHop);
            o.nextHop = null;
            o.nextHopId = 0;
        }
    }

    private void unindex(TeOverride.Key key, NextHopKey nextHop) {
        Set<TeOverride.Key> keys = byPort.get(port(nextHop));
        if (keys != null) {
            keys.remove(key);
        }
    }

    private List<Attribute.Of<SaiObject.AclEntry>> attributes(Programmed o) {
        Cidr prefix = o.config.prefix();
        var destination = prefix.isIpv4()
                ? AclEntryAttr.FIELD_DST_IP.of(AttrValue.AclField.match(new AttrValue.Ipv4((Inet4Address) prefix.address()),
                        new AttrValue.Ipv4((Inet4Address) prefix.mask())))
                : AclEntryAttr.FIELD_DST_IPV6.of(AttrValue.AclField.match(new AttrValue.Ipv6((Inet6Address) prefix.address()),
                        new AttrValue.Ipv6((Inet6Address) prefix.mask())));
        return List.of(AclEntryAttr.TABLE_ID.oid(table.oid()),
                AclEntryAttr.PRIORITY.u32(PRIORITY_BASE + prefix.length()),
                AclEntryAttr.ADMIN_STATE.bool(ports.status(port(o.nextHop)) == MemberStatus.UP),
                AclEntryAttr.FIELD_IN_PORT.of(AttrValue.AclField.match(new AttrValue.Oid(o.inPort), null)),
                destination,
                AclEntryAttr.ACTION_REDIRECT.of(AttrValue.AclAction.of(new AttrValue.Oid(o.nextHopId))));
    }

    /** The table declares every field its entries match and the one bind point it is bound at. */
    private void ensureTable() {
        if (table != null) {
            return;
        }
        table = store.ensure(TABLE, List.of(
                AclTableAttr.ACL_STAGE.s32(SaiEnums.AclStage.INGRESS),
                AclTableAttr.ACL_BIND_POINT_TYPE_LIST.s32s(SaiEnums.AclBindPointType.SWITCH),
                AclTableAttr.FIELD_IN_PORT.bool(true),
                AclTableAttr.FIELD_DST_IP.bool(true),
                AclTableAttr.FIELD_DST_IPV6.bool(true)));
        try {
            binding = AclBinding.bind(store, AclBindPoint.ingress(SwitchKey.SWITCH), AclUser.TE_OVERRIDE, TABLE);
        } catch (RuntimeException e) {
            table.close();
            table = null;
            throw e;
        }
    }

    /** Unbinds and removes the table once no override has an entry in it. */
    private void releaseTableIfUnused() {
        if (table == null || overrides.values().stream().anyMatch(o -> o.entry != null)) {
            return;
        }
        binding.close();
        binding = null;
        table.close();
        table = null;
    }

    private void record(TeOverride.Key key, Programmed o) {
        RoutingState.TeOverrideState state;
        if (o.entry == null) {
            String reason = o.unresolved != null ? o.unresolved : "not programmed: the ASIC refused the commit";
            state = new RoutingState.TeOverrideState(key, o.config.nextHop(), Optional.empty(), 0, RoutingState.TeStatus.UNRESOLVED, reason);
        } else {
            // As the ASIC has it: the entry's ADMIN_STATE as last written, whatever the port did since.
            boolean enabled = o.entry.attributes().contains(AclEntryAttr.ADMIN_STATE.bool(true));
            state = new RoutingState.TeOverrideState(key, o.config.nextHop(), Optional.of(port(o.nextHop)), o.nextHopId,
                    enabled ? RoutingState.TeStatus.ACTIVE : RoutingState.TeStatus.WITHDRAWN,
                    enabled ? "" : switch (ports.status(port(o.nextHop))) {
                        // A port is never WITHDRAWN (a path is) nor UNRESOLVED (a neighbor is).
                        case UP, WITHDRAWN, UNRESOLVED -> "not yet re-enabled";
                        case FAILED_OVER -> port(o.nextHop) + " is down";
                        case DRAINED -> port(o.nextHop) + " is drained";
                    });
        }
        states.teOverride(key, state);
    }

    private static AclEntryKey entryKey(TeOverride.Key key) {
        return AclEntryKey.of(TABLE, new PortKey(key.inPort()), key.prefix());
    }

    private static String port(NextHopKey nextHop) {
        return nextHop.routerInterface().interfaceName();
    }
}
