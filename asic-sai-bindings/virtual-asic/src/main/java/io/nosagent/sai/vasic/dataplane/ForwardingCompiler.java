package io.nosagent.sai.vasic.dataplane;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.StatId;
import io.nosagent.sai.meta.ArsAttr;
import io.nosagent.sai.meta.ArsProfileAttr;
import io.nosagent.sai.meta.HashAttr;
import io.nosagent.sai.meta.NeighborEntryAttr;
import io.nosagent.sai.meta.NextHopAttr;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.meta.RouterInterfaceStat;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.meta.UdfAttr;
import io.nosagent.sai.meta.UdfGroupAttr;
import io.nosagent.sai.meta.UdfMatchAttr;
import io.nosagent.sai.vasic.dataplane.balance.ArsPort;
import io.nosagent.sai.vasic.dataplane.balance.ArsProfile;
import io.nosagent.sai.vasic.dataplane.balance.EcmpHasher;
import io.nosagent.sai.vasic.dataplane.balance.FlowletTable;
import io.nosagent.sai.vasic.dataplane.balance.HashAlgorithm;
import io.nosagent.sai.vasic.dataplane.balance.HashFields;
import io.nosagent.sai.vasic.dataplane.balance.UdfGroup;
import io.nosagent.sai.vasic.dataplane.balance.UdfMatch;
import io.nosagent.sai.vasic.dataplane.route.CpuForwarder;
import io.nosagent.sai.vasic.dataplane.route.Forwarder;
import io.nosagent.sai.vasic.dataplane.route.GroupForwarder;
import io.nosagent.sai.vasic.dataplane.route.InterfaceForwarder;
import io.nosagent.sai.vasic.dataplane.route.LpmTable;
import io.nosagent.sai.vasic.dataplane.route.Neighbor;
import io.nosagent.sai.vasic.dataplane.route.NextHopForwarder;
import io.nosagent.sai.vasic.dataplane.route.RouteTarget;
import io.nosagent.sai.vasic.dataplane.route.RouterInterface;
import io.nosagent.sai.vasic.dataplane.stats.StatBlock;
import io.nosagent.sai.vasic.packet.Ip;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Compiles the L3 objects into forwarding state: routes and neighbors one entry at a time into the
 * virtual routers' {@link LpmTable}s; router interfaces, next hops, groups (members, weights,
 * fine-grained buckets, ARS flowlet tables), the ECMP hash with its UDFs, and the ARS profile by a
 * rebuild whenever one of those objects changed. Compiled objects are kept per SAI id and updated in
 * place, so routes keep pointing at them and group state (buckets, flowlets) survives.
 */
final class ForwardingCompiler {

    private static final Logger LOG = LoggerFactory.getLogger(ForwardingCompiler.class);
    static final StatId[] RIF_STATS = {RouterInterfaceStat.IN_PACKETS, RouterInterfaceStat.IN_OCTETS,
            RouterInterfaceStat.OUT_PACKETS, RouterInterfaceStat.OUT_OCTETS};

    private final DataPlane plane;
    private final SaiMirror mirror;
    private final Map<Long, LpmTable> virtualRouters = new HashMap<>();
    private final Map<Long, RouterInterface> routerInterfaces = new HashMap<>();
    private final Map<Long, Forwarder> forwarders = new HashMap<>();
    private final Map<Long, UdfGroup> udfGroups = new HashMap<>();
    private final CpuForwarder cpu = new CpuForwarder();
    private final Set<Long> arsWarned = new HashSet<>();
    /** Router interfaces whose counters are wired to the counter bank. */
    private final Set<Long> countedRifs = new HashSet<>();
    private ArsProfile arsProfile;

    ForwardingCompiler(DataPlane plane, SaiMirror mirror) {
        this.plane = plane;
        this.mirror = mirror;
    }

    /** The switch's ARS profile, or null when it names none. */
    ArsProfile arsProfile() {
        return arsProfile;
    }

    Forwarder compiled(long oid) {
        return forwarders.get(oid);
    }

    List<GroupForwarder> groups() {
        var out = new ArrayList<GroupForwarder>();
        for (var held : mirror.all(ObjectType.NEXT_HOP_GROUP)) {
            if (forwarders.get(held.oid) instanceof GroupForwarder g) {
                out.add(g);
            }
        }
        return out;
    }

    RouterInterface routerInterface(long oid) {
        return routerInterfaces.get(oid);
    }

    /** The compiled UDF group (as of the last rebuild), or null. */
    UdfGroup udfGroup(long oid) {
        return udfGroups.get(oid);
    }

    // ---- routes -------------------------------------------------------------------------------------

    void routeCreated(RouteEntry key, List<Attribute> attrs) {
        int action = SaiEnums.PacketAction.FORWARD;
        long nextHop = 0;
        for (Attribute a : attrs) {
            if (a.spec().id() == RouteEntryAttr.PACKET_ACTION.id()) {
                action = ((AttrValue.S32) a.value()).value();
            } else if (a.spec().id() == RouteEntryAttr.NEXT_HOP_ID.id()) {
                nextHop = ((AttrValue.Oid) a.value()).value();
            }
        }
        var target = new RouteTarget(RouteTarget.DROP, null);
        program(target, action, nextHop);
        IpPrefix d = key.destination();
        virtualRouter(key.vrId()).put(!d.isIpv4(), Ip.hi(d.address()), Ip.lo(d.address()), d.length(), target);
    }

    void routeChanged(RouteEntry key, Attribute attr) {
        RouteTarget target = find(key);
        if (target == null) {
            return;
        }
        if (attr.spec().id() == RouteEntryAttr.PACKET_ACTION.id()) {
            program(target, ((AttrValue.S32) attr.value()).value(), target.nextHopOid());
        } else if (attr.spec().id() == RouteEntryAttr.NEXT_HOP_ID.id()) {
            program(target, target.saiAction(), ((AttrValue.Oid) attr.value()).value());
        }
    }

    void routeRemoved(RouteEntry key) {
        IpPrefix d = key.destination();
        LpmTable vr = virtualRouters.get(key.vrId());
        if (vr != null) {
            vr.remove(!d.isIpv4(), Ip.hi(d.address()), Ip.lo(d.address()), d.length());
        }
    }

    private RouteTarget find(RouteEntry key) {
        IpPrefix d = key.destination();
        LpmTable vr = virtualRouters.get(key.vrId());
        return vr == null ? null : vr.get(!d.isIpv4(), Ip.hi(d.address()), Ip.lo(d.address()), d.length());
    }

    private void program(RouteTarget target, int saiAction, long nextHop) {
        target.setProgrammed(saiAction, nextHop);
        int action = routeAction(saiAction);
        Forwarder f = nextHop == 0 ? null : forwarder(nextHop);
        if (action == RouteTarget.FORWARD && f == null) {
            action = RouteTarget.DROP;
        }
        target.set(action, f);
    }

    /** The compiled forwarder a NEXT_HOP_ID names, made on first use (the rebuild fills it in). */
    private Forwarder forwarder(long oid) {
        if (oid == plane.cpuPortOid()) {
            return cpu;
        }
        ObjectType type = plane.asic().objectTypeOf(oid);
        return switch (type) {
            case NEXT_HOP -> forwarders.computeIfAbsent(oid, NextHopForwarder::new);
            case NEXT_HOP_GROUP -> forwarders.computeIfAbsent(oid, id -> new GroupForwarder(id, plane.hasher(), plane.egressLoads(), plane.random()));
            case ROUTER_INTERFACE -> {
                Forwarder f = forwarders.computeIfAbsent(oid, id -> new InterfaceForwarder());
                ((InterfaceForwarder) f).configure(routerInterfaceOf(oid));
                yield f;
            }
            default -> null;
        };
    }

    private static int routeAction(int saiAction) {
        return switch (saiAction) {
            case SaiEnums.PacketAction.DROP, SaiEnums.PacketAction.DENY, SaiEnums.PacketAction.COPY_CANCEL -> RouteTarget.DROP;
            case SaiEnums.PacketAction.TRAP -> RouteTarget.TO_CPU;
            default -> RouteTarget.FORWARD;
        };
    }

    // ---- neighbors ----------------------------------------------------------------------------------

    void neighborCreated(NeighborEntry key, List<Attribute> attrs) {
        long mac = 0;
        int action = SaiEnums.PacketAction.FORWARD;
        boolean noHostRoute = false;
        for (Attribute a : attrs) {
            int id = a.spec().id();
            if (id == NeighborEntryAttr.DST_MAC_ADDRESS.id()) {
                mac = ((AttrValue.Mac) a.value()).value().bits();
            } else if (id == NeighborEntryAttr.PACKET_ACTION.id()) {
                action = ((AttrValue.S32) a.value()).value();
            } else if (id == NeighborEntryAttr.NO_HOST_ROUTE.id()) {
                noHostRoute = ((AttrValue.Bool) a.value()).value();
            }
        }
        neighborOf(key).program(mac, routeAction(action), !noHostRoute);
    }

    void neighborChanged(NeighborEntry key, Attribute attr) {
        Neighbor n = neighborOf(key);
        int id = attr.spec().id();
        if (id == NeighborEntryAttr.DST_MAC_ADDRESS.id()) {
            n.program(((AttrValue.Mac) attr.value()).value().bits(), n.action(), n.hasHostRoute());
        } else if (id == NeighborEntryAttr.PACKET_ACTION.id()) {
            n.program(n.mac(), routeAction(((AttrValue.S32) attr.value()).value()), n.hasHostRoute());
        } else if (id == NeighborEntryAttr.NO_HOST_ROUTE.id()) {
            n.program(n.mac(), n.action(), !((AttrValue.Bool) attr.value()).value());
        }
    }

    void neighborRemoved(NeighborEntry key) {
        neighborOf(key).unprogram();
    }

    private Neighbor neighborOf(NeighborEntry key) {
        InetAddress ip = key.ip();
        return routerInterfaceOf(key.rifId()).neighbor(ip.getAddress().length == 16, Ip.hi(ip), Ip.lo(ip));
    }

    /** Pushes what every router interface counted since the last batch into the counter bank. */
    void flushRouterInterfaces() {
        for (RouterInterface rif : routerInterfaces.values()) {
            rif.stats().flush();
        }
    }

    private RouterInterface routerInterfaceOf(long oid) {
        return routerInterfaces.computeIfAbsent(oid,
                id -> new RouterInterface(id, virtualRouter(mirror.oid(id, RouterInterfaceAttr.VIRTUAL_ROUTER_ID))));
    }

    /** The switch's DEFAULT_VIRTUAL_ROUTER_ID. */
    LpmTable defaultRouter() {
        return virtualRouter(mirror.oid(plane.switchOid(), SwitchAttr.DEFAULT_VIRTUAL_ROUTER_ID));
    }

    private LpmTable virtualRouter(long oid) {
        return virtualRouters.computeIfAbsent(oid, id -> new LpmTable());
    }

    // ---- objects ------------------------------------------------------------------------------------

    /** Recompiles interfaces, next hops, groups, hashes and ARS from the mirror. */
    void rebuild() {
        virtualRouters.keySet().retainAll(idsOf(ObjectType.VIRTUAL_ROUTER));
        rebuildRouterInterfaces();
        rebuildNextHops();
        rebuildHashing();
        arsProfile = compileArsProfile();
        rebuildArsPorts();
        rebuildGroups();
        forwarders.keySet().retainAll(liveForwarderIds());
    }

    private void rebuildRouterInterfaces() {
        for (SwitchPort port : plane.ports()) {
            port.routerInterface = null;
        }
        long switchMac = mirror.mac(plane.switchOid(), SwitchAttr.SRC_MAC_ADDRESS, plane.asic().platform().baseMac().bits());
        for (var held : mirror.all(ObjectType.ROUTER_INTERFACE)) {
            long oid = held.oid;
            RouterInterface rif = routerInterfaceOf(oid);
            if (countedRifs.add(oid)) {
                rif.setStats(new StatBlock(plane.asic().counters().of(oid), RIF_STATS));
            }
            int type = (int) mirror.number(oid, RouterInterfaceAttr.TYPE, -1);
            SwitchPort port = type == SaiEnums.RouterInterfaceType.PORT ? plane.portByOid(mirror.oid(oid, RouterInterfaceAttr.PORT_ID)) : null;
            long mac = mirror.holds(oid, RouterInterfaceAttr.SRC_MAC_ADDRESS) ? mirror.mac(oid, RouterInterfaceAttr.SRC_MAC_ADDRESS, switchMac) : switchMac;
            rif.configure(port == null ? -1 : port.index(), mac,
                    mirror.bool(oid, RouterInterfaceAttr.ADMIN_V4_STATE, true), mirror.bool(oid, RouterInterfaceAttr.ADMIN_V6_STATE, true),
                    (int) mirror.number(oid, RouterInterfaceAttr.MTU, 1514));
            if (port != null && port.routerInterface == null) {
                port.routerInterface = rif;
            }
        }
        routerInterfaces.keySet().retainAll(idsOf(ObjectType.ROUTER_INTERFACE));
        countedRifs.retainAll(routerInterfaces.keySet());
        for (var e : forwarders.entrySet()) {
            if (e.getValue() instanceof InterfaceForwarder f) {
                f.configure(routerInterfaces.get(e.getKey()));
            }
        }
    }

    private void rebuildNextHops() {
        for (var held : mirror.all(ObjectType.NEXT_HOP)) {
            long oid = held.oid;
            var f = (NextHopForwarder) forwarders.computeIfAbsent(oid, NextHopForwarder::new);
            RouterInterface rif = routerInterfaces.get(mirror.oid(oid, NextHopAttr.ROUTER_INTERFACE_ID));
            if (mirror.number(oid, NextHopAttr.TYPE, -1) == SaiEnums.NextHopType.IP && rif != null
                    && mirror.value(oid, NextHopAttr.IP) instanceof AttrValue.IpAddress(InetAddress ip)) {
                f.configure(rif.neighbor(ip.getAddress().length == 16, Ip.hi(ip), Ip.lo(ip)));
            } else {
                f.configure(null);
            }
        }
    }

    private void rebuildGroups() {
        // Rebuilt whole after a failover's member removals too: primitive arrays per group, nothing boxed per member.
        Collection<SaiMirror.Held> groups = mirror.all(ObjectType.NEXT_HOP_GROUP);
        var membersByGroup = HashMap.<Long, List<SaiMirror.Held>>newHashMap(groups.size());
        for (var member : mirror.all(ObjectType.NEXT_HOP_GROUP_MEMBER)) {
            membersByGroup.computeIfAbsent(mirror.oid(member.oid, NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID), g -> new ArrayList<>()).add(member);
        }
        for (var held : groups) {
            long oid = held.oid;
            var group = (GroupForwarder) forwarder(oid);
            var members = membersByGroup.getOrDefault(oid, List.of());
            int n = members.size();
            var oids = new long[n];
            var hops = new NextHopForwarder[n];
            var weights = new int[n];
            var slots = new int[n];
            int k = 0;
            for (var m : members) {
                if (forwarders.get(mirror.oid(m.oid, NextHopGroupMemberAttr.NEXT_HOP_ID)) instanceof NextHopForwarder nh) {
                    oids[k] = m.oid;
                    hops[k] = nh;
                    weights[k] = (int) Math.max(1, mirror.number(m.oid, NextHopGroupMemberAttr.WEIGHT, 1));
                    slots[k] = mirror.holds(m.oid, NextHopGroupMemberAttr.INDEX) ? (int) mirror.number(m.oid, NextHopGroupMemberAttr.INDEX, -1) : -1;
                    k++;
                }
            }
            if (k < n) {
                oids = Arrays.copyOf(oids, k);
                hops = Arrays.copyOf(hops, k);
                weights = Arrays.copyOf(weights, k);
                slots = Arrays.copyOf(slots, k);
            }
            // The SAI rules make a fine-grained group give its size (REAL_SIZE = CONFIGURED_SIZE) and every member its INDEX.
            int fineGrained = mirror.number(oid, NextHopGroupAttr.TYPE, -1) == SaiEnums.NextHopGroupType.FINE_GRAIN_ECMP
                    ? (int) mirror.number(oid, NextHopGroupAttr.CONFIGURED_SIZE, 0) : 0;
            group.setMembers(oids, hops, weights, slots, fineGrained);
            configureArs(group, mirror.oid(oid, NextHopGroupAttr.ARS_OBJECT_ID));
        }
    }

    private void rebuildArsPorts() {
        for (SwitchPort port : plane.ports()) {
            long p = port.oid();
            port.ars = mirror.bool(p, PortAttr.ARS_ENABLE, false)
                    ? new ArsPort(true, (int) mirror.number(p, PortAttr.ARS_PORT_LOAD_SCALING_FACTOR, 0),
                    (int) mirror.number(p, PortAttr.ARS_PORT_LOAD_PAST_WEIGHT, 0), (int) mirror.number(p, PortAttr.ARS_PORT_LOAD_FUTURE_WEIGHT, 0))
                    : ArsPort.DISABLED;
        }
    }

    private void configureArs(GroupForwarder group, long ars) {
        if (ars == 0) {
            group.setArs(null, null);
            return;
        }
        if (arsProfile == null) {
            if (arsWarned.add(group.oid())) {
                LOG.warn("next-hop group 0x{} has an ARS object but the switch has no ARS_PROFILE: it hashes as plain ECMP",
                        Long.toHexString(group.oid()));
            }
            group.setArs(null, null);
            return;
        }
        if (!arsProfile.ipv4() && !arsProfile.ipv6() && arsWarned.add(group.oid())) {
            LOG.warn("next-hop group 0x{} has an ARS object but the switch's ARS profile enables neither IPv4 nor IPv6",
                    Long.toHexString(group.oid()));
        }
        if (group.arsMembers() == 0 && group.count() > 0 && arsWarned.add(group.oid())) {
            LOG.warn("next-hop group 0x{} has an ARS object but none of its members' ports has ARS_ENABLE: it hashes as plain ECMP",
                    Long.toHexString(group.oid()));
        }
        int mode = (int) mirror.number(ars, ArsAttr.MODE, SaiEnums.ArsMode.FLOWLET_QUALITY);
        long idleNs = mirror.number(ars, ArsAttr.IDLE_TIME, 256) * 1000;
        int maxFlows = (int) Math.max(1, mirror.number(ars, ArsAttr.MAX_FLOWS, 512));
        FlowletTable table = group.flowlets();
        if (table == null || table.mode() != mode || table.idleNs() != idleNs || table.size() != maxFlows) {
            table = new FlowletTable(mode, idleNs, maxFlows);
        }
        group.setArs(table, arsProfile);
    }

    private ArsProfile compileArsProfile() {
        long p = mirror.oid(plane.switchOid(), SwitchAttr.ARS_PROFILE);
        if (p == 0) {
            return null;
        }
        return new ArsProfile(
                mirror.bool(p, ArsProfileAttr.PORT_LOAD_PAST, true), (int) mirror.number(p, ArsProfileAttr.PORT_LOAD_PAST_WEIGHT, 16),
                mirror.bool(p, ArsProfileAttr.PORT_LOAD_FUTURE, true), (int) mirror.number(p, ArsProfileAttr.PORT_LOAD_FUTURE_WEIGHT, 16),
                mirror.bool(p, ArsProfileAttr.PORT_LOAD_CURRENT, false),
                Math.max(1, mirror.number(p, ArsProfileAttr.SAMPLING_INTERVAL, 16)) * 1000,
                (int) Math.min(16, Math.max(0, mirror.number(p, ArsProfileAttr.PORT_LOAD_EXPONENT, 2))),
                mirror.bool(p, ArsProfileAttr.ENABLE_IPV4, false), mirror.bool(p, ArsProfileAttr.ENABLE_IPV6, false));
    }

    // ---- hashing ------------------------------------------------------------------------------------

    private void rebuildHashing() {
        udfGroups.clear();
        for (var g : mirror.all(ObjectType.UDF_GROUP)) {
            udfGroups.put(g.oid, compileUdfGroup(g.oid));
        }
        long sw = plane.switchOid();
        long defaultHash = mirror.oid(sw, SwitchAttr.ECMP_HASH);
        HashFields v4 = hashFields(orElse(mirror.oid(sw, SwitchAttr.ECMP_HASH_IPV4), defaultHash));
        HashFields v6 = hashFields(orElse(mirror.oid(sw, SwitchAttr.ECMP_HASH_IPV6), defaultHash));
        long v4Rdma = mirror.oid(sw, SwitchAttr.ECMP_HASH_IPV4_RDMA);
        long v6Rdma = mirror.oid(sw, SwitchAttr.ECMP_HASH_IPV6_RDMA);
        EcmpHasher hasher = plane.hasher();
        hasher.setFields(v4, v6, v4Rdma == 0 ? v4 : hashFields(v4Rdma), v6Rdma == 0 ? v6 : hashFields(v6Rdma));
        var switchSettings = new EcmpHasher.Settings(
                HashAlgorithm.fromSai((int) mirror.number(sw, SwitchAttr.ECMP_DEFAULT_HASH_ALGORITHM, SaiEnums.HashAlgorithm.CRC)),
                (int) mirror.number(sw, SwitchAttr.ECMP_DEFAULT_HASH_SEED, 0),
                offset(mirror.number(sw, SwitchAttr.ECMP_DEFAULT_HASH_OFFSET, 0)));
        hasher.setSwitchSettings(switchSettings);
        var byPort = new EcmpHasher.Settings[plane.ports().size()];
        for (SwitchPort port : plane.ports()) {
            long p = port.oid();
            if (mirror.holds(p, PortAttr.ECMP_HASH_ALGORITHM) || mirror.holds(p, PortAttr.ECMP_HASH_SEED) || mirror.holds(p, PortAttr.ECMP_HASH_OFFSET)) {
                byPort[port.index()] = new EcmpHasher.Settings(
                        mirror.holds(p, PortAttr.ECMP_HASH_ALGORITHM)
                                ? HashAlgorithm.fromSai((int) mirror.number(p, PortAttr.ECMP_HASH_ALGORITHM, 0)) : switchSettings.algorithm(),
                        mirror.holds(p, PortAttr.ECMP_HASH_SEED) ? (int) mirror.number(p, PortAttr.ECMP_HASH_SEED, 0) : switchSettings.seed(),
                        mirror.holds(p, PortAttr.ECMP_HASH_OFFSET) ? offset(mirror.number(p, PortAttr.ECMP_HASH_OFFSET, 0)) : switchSettings.offset());
            }
        }
        hasher.setPortSettings(byPort);
    }

    private HashFields hashFields(long hash) {
        if (hash == 0 || !mirror.exists(hash)) {
            return HashFields.NONE;
        }
        var groups = new ArrayList<UdfGroup>();
        for (long g : mirror.oids(hash, HashAttr.UDF_GROUP_LIST)) {
            UdfGroup compiled = udfGroups.get(g);
            if (compiled != null) {
                groups.add(compiled);
            }
        }
        return new HashFields(mirror.s32s(hash, HashAttr.NATIVE_HASH_FIELD_LIST), groups.toArray(new UdfGroup[0]));
    }

    private UdfGroup compileUdfGroup(long group) {
        int length = (int) mirror.number(group, UdfGroupAttr.LENGTH, 0);
        var udfs = new ArrayList<UdfGroup.Udf>();
        for (var u : mirror.all(ObjectType.UDF)) {
            if (mirror.oid(u.oid, UdfAttr.GROUP_ID) != group) {
                continue;
            }
            int[] mask = mirror.value(u.oid, UdfAttr.HASH_MASK) instanceof AttrValue.U8List l ? l.values() : full(length);
            udfs.add(new UdfGroup.Udf(u.oid, compileUdfMatch(mirror.oid(u.oid, UdfAttr.MATCH_ID)),
                    (int) mirror.number(u.oid, UdfAttr.BASE, SaiEnums.UdfBase.L2), (int) mirror.number(u.oid, UdfAttr.OFFSET, 0), mask));
        }
        udfs.sort((a, b) -> a.match().priority() != b.match().priority()
                ? Integer.compare(b.match().priority(), a.match().priority()) : Long.compare(a.oid(), b.oid()));
        return new UdfGroup(group, length, udfs.toArray(new UdfGroup.Udf[0]));
    }

    private UdfMatch compileUdfMatch(long match) {
        int[] l2 = aclField(match, UdfMatchAttr.L2_TYPE, 0xFFFF);
        int[] l3 = aclField(match, UdfMatchAttr.L3_TYPE, 0xFF);
        int[] l4 = aclField(match, UdfMatchAttr.L4_DST_PORT_TYPE, 0xFFFF);
        return new UdfMatch(match, l2[0], l2[1], l3[0], l3[1], l4[0], l4[1], (int) mirror.number(match, UdfMatchAttr.PRIORITY, 0));
    }

    /** {data, mask} of an enabled ACL-field attribute (mask defaults to {@code full}); {0, 0} when disabled. */
    private int[] aclField(long oid, AttrSpec spec, int full) {
        if (mirror.value(oid, spec) instanceof AttrValue.AclField f && f.enable()) {
            return new int[]{intOf(f.data()), f.mask() == null ? full : intOf(f.mask())};
        }
        return new int[]{0, 0};
    }

    static int intOf(AttrValue v) {
        return switch (v) {
            case AttrValue.U8(int x) -> x;
            case AttrValue.U16(int x) -> x;
            case AttrValue.U32(long x) -> (int) x;
            case AttrValue.S32(int x) -> x;
            case null, default -> 0;
        };
    }

    private static int[] full(int length) {
        int[] m = new int[length];
        Arrays.fill(m, 0xFF);
        return m;
    }

    private static long orElse(long oid, long fallback) {
        return oid != 0 ? oid : fallback;
    }

    private static int offset(long configured) {
        return (int) Math.min(15, Math.max(0, configured));
    }

    private Set<Long> idsOf(ObjectType type) {
        var ids = new HashSet<Long>();
        for (var held : mirror.all(type)) {
            ids.add(held.oid);
        }
        return ids;
    }

    private Set<Long> liveForwarderIds() {
        var ids = idsOf(ObjectType.NEXT_HOP);
        ids.addAll(idsOf(ObjectType.NEXT_HOP_GROUP));
        ids.addAll(idsOf(ObjectType.ROUTER_INTERFACE));
        return ids;
    }
}
