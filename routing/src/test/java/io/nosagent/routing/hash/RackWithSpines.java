package io.nosagent.routing.hash;

import io.nosagent.config.delta.RoutingDelta;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.feature.Programmer;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.StaticNeighbor;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.groups.GroupAttributes;
import io.nosagent.routing.groups.GroupExtras;
import io.nosagent.routing.interfaces.PortProgrammer;
import io.nosagent.routing.interfaces.RouterInterfaceProgrammer;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.meta.NextHopAttr;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.store.SaiHandle;
import io.nosagent.sai.store.key.NextHopGroupKey;
import io.nosagent.sai.store.key.NextHopGroupMemberKey;
import io.nosagent.sai.store.key.NextHopKey;
import io.nosagent.sai.store.key.RouterInterfaceKey;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.testkit.VirtualSwitch;
import io.nosagent.sai.vasic.traffic.MaxMeanRatio;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.IntStream;

/**
 * An RTSW on the virtual ASIC for load-balancing tests: 16 hosts on the downlinks (host i on
 * {@code eth1/i+1/1}, 10.0.{i+1}.2) and 16 NICs on uplinks {@code eth1/17/1..eth1/32/1} standing for the
 * spines. Spine j is the static neighbor 172.16.j.1 of its uplink and sinks whatever the switch sends
 * it; as a traffic endpoint it is 10.1.j.2, a rank in another rack, reached only through the uplinks'
 * ECMP group (10.1.0.0/16), whichever spine the packet lands on.
 *
 * <p>The group and the route come from {@link StandInGroups}, a stand-in for the group programmer
 * (written elsewhere) that keeps its contract: ask the {@link GroupAttributes} whenever it ensures the
 * group, and re-ensure it when the flowlet settings change.
 */
public final class RackWithSpines implements AutoCloseable {

    public static final int HOSTS = 16;
    public static final int SPINES = 16;
    public static final IpPrefix REMOTE_RACKS = IpPrefix.parse("10.1.0.0/16");

    private final VirtualSwitch sw;
    private final List<SimNic> hosts = new ArrayList<>();
    private final List<SimNic> spines = new ArrayList<>();
    private final List<Programmer> programmers = new ArrayList<>();
    private StandInGroups groups;
    private SwitchIntent running = SwitchIntent.named("rtsw-lb-test");

    public RackWithSpines(long seed) {
        sw = VirtualSwitch.rtsw(seed);
        for (int i = 0; i < HOSTS; i++) {
            hosts.add(sw.host(downlink(i), IpAddresses.parse(hostIp(i)), hostMac(i)));
        }
        for (int j = 0; j < SPINES; j++) {
            spines.add(sw.host(uplink(j), IpAddresses.parse("10.1." + j + ".2"), spineMac(j)));
        }
    }

    public static String downlink(int i) {
        return "eth1/" + (i + 1) + "/1";
    }

    public static String uplink(int j) {
        return "eth1/" + (HOSTS + 1 + j) + "/1";
    }

    public static List<String> uplinks() {
        return IntStream.range(0, SPINES).mapToObj(RackWithSpines::uplink).toList();
    }

    private static String hostIp(int i) {
        return "10.0." + (i + 1) + ".2";
    }

    private static MacAddress hostMac(int i) {
        return new MacAddress(0x0200_0000_1000L + i + 1);
    }

    private static MacAddress spineMac(int j) {
        return new MacAddress(0x0200_0000_2000L + j);
    }

    /**
     * Wires the programmers in the agent's order: ports and router interfaces, then {@code beforeGroups}
     * (hash, flowlets), then the stand-in group programmer asking {@code groupAttributes}.
     */
    public RackWithSpines wire(List<Programmer> beforeGroups, GroupAttributes groupAttributes) {
        groups = new StandInGroups(groupAttributes);
        programmers.add(new PortProgrammer(sw.store(), sw.handle()));
        programmers.add(new RouterInterfaceProgrammer(sw.store(), sw.handle()));
        programmers.addAll(beforeGroups);
        programmers.add(groups);
        return this;
    }

    /** The first commit: every downlink and spine-facing uplink addressed, with its neighbor, and {@code routing}. */
    public void bringUp(RoutingIntent routing) {
        var intent = running;
        for (int i = 0; i < HOSTS; i++) {
            intent = intent.withInterface(InterfaceIntent.named(downlink(i))
                    .withAddress(InterfaceAddress.parse("10.0." + (i + 1) + ".1/24"))
                    .withNeighbor(StaticNeighbor.of(hostIp(i), hostMac(i).toString())));
        }
        for (int j = 0; j < SPINES; j++) {
            intent = intent.withInterface(InterfaceIntent.named(uplink(j))
                    .withAddress(InterfaceAddress.parse("172.16." + j + ".0/31"))
                    .withNeighbor(StaticNeighbor.of("172.16." + j + ".1", spineMac(j).toString())));
        }
        commit(intent.with(RoutingIntent.SECTION, routing));
    }

    public void commit(SwitchIntent next) {
        var delta = IntentDelta.between(running, next);
        programmers.forEach(p -> p.apply(delta));
        running = next;
    }

    /**
     * Commits as the agent's update path does: if a programmer fails, every programmer gets the reversed
     * delta and the running intent stays; the failure is rethrown.
     */
    public void commitOrRollBack(SwitchIntent next) {
        var delta = IntentDelta.between(running, next);
        try {
            programmers.forEach(p -> p.apply(delta));
        } catch (RuntimeException e) {
            var back = delta.reversed();
            programmers.forEach(p -> p.apply(back));
            throw e;
        }
        running = next;
    }

    public void commitRouting(UnaryOperator<RoutingIntent> edit) {
        commit(running.with(RoutingIntent.SECTION, edit.apply(RoutingIntent.of(running))));
    }

    public SwitchIntent running() {
        return running;
    }

    public VirtualSwitch sw() {
        return sw;
    }

    public List<SimNic> hosts() {
        return hosts;
    }

    public List<SimNic> spines() {
        return spines;
    }

    /** The SAI id of the uplinks' ECMP group. */
    public long groupId() {
        return groups.group.oid();
    }

    /** Flows whose packets reached each spine, in uplink order. */
    public int[] flowsPerUplink() {
        return spines.stream().mapToInt(s -> s.flowsSeen().size()).toArray();
    }

    /** Bytes sent out of each spine-facing uplink, in uplink order, as the agent reads its counters. */
    public long[] bytesPerUplink() {
        return uplinks().stream().mapToLong(u -> sw.portStat(u, PortStat.IF_OUT_OCTETS)).toArray();
    }

    /** Max-mean ratio: the busiest uplink's share over the mean share. */
    public static double mmr(long[] perUplink) {
        return MaxMeanRatio.of(perUplink);
    }

    public static double mmr(int[] perUplink) {
        return MaxMeanRatio.of(perUplink);
    }

    @Override
    public void close() {
        sw.close();
    }

    /**
     * Stands in for the group programmer: one ECMP group over the spines' next hops, routed to by
     * 10.1.0.0/16, its attributes from the {@link GroupAttributes} on the first commit and whenever the
     * flowlet settings change; it lets go of the extras it held once the group carries the new ones.
     */
    private final class StandInGroups implements Programmer {

        private final GroupAttributes extra;
        private SaiHandle<SaiObject.NextHopGroup> group;
        private GroupExtras held = GroupExtras.NONE;

        StandInGroups(GroupAttributes extra) {
            this.extra = extra;
        }

        @Override
        public void apply(IntentDelta delta) {
            if (group == null) {
                create();
            } else if (RoutingDelta.of(delta).flowlets().isPresent()) {
                GroupExtras before = held;
                group.update(groupAttributes());
                before.hold().release();
            }
        }

        private List<Attribute.Of<SaiObject.NextHopGroup>> groupAttributes() {
            held = extra.forMembers(uplinks());
            var attrs = new ArrayList<Attribute.Of<SaiObject.NextHopGroup>>();
            attrs.add(NextHopGroupAttr.TYPE.s32(SaiEnums.NextHopGroupType.DYNAMIC_UNORDERED_ECMP));
            attrs.addAll(held.attributes());
            return attrs;
        }

        private void create() {
            var store = sw.store();
            var nextHops = new ArrayList<NextHopKey>();
            var nextHopIds = new ArrayList<Long>();
            for (int j = 0; j < SPINES; j++) {
                var rif = new RouterInterfaceKey(uplink(j));
                var key = NextHopKey.of("172.16." + j + ".1", uplink(j));
                var nh = store.ensure(key, List.of(NextHopAttr.TYPE.s32(SaiEnums.NextHopType.IP),
                        NextHopAttr.IP.ip(key.ip()), NextHopAttr.ROUTER_INTERFACE_ID.oid(store.oidOf(rif).orElseThrow())));
                nextHops.add(key);
                nextHopIds.add(nh.oid());
            }
            var groupKey = NextHopGroupKey.ecmp(nextHops);
            group = store.ensure(groupKey, groupAttributes());
            var members = new LinkedHashMap<NextHopGroupMemberKey, List<Attribute.Of<SaiObject.NextHopGroupMember>>>();
            for (int j = 0; j < SPINES; j++) {
                members.put(new NextHopGroupMemberKey(groupKey, nextHops.get(j)), List.of(
                        NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(group.oid()), NextHopGroupMemberAttr.NEXT_HOP_ID.oid(nextHopIds.get(j))));
            }
            store.ensureMembers(members);
            store.ensure(new RouteEntry(sw.handle().switchId(), sw.handle().defaultVrId(), REMOTE_RACKS),
                    List.of(RouteEntryAttr.NEXT_HOP_ID.oid(group.oid())));
        }
    }
}
