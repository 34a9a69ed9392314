package io.nosagent.sai.vasic.dataplane;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.meta.AclCounterAttr;
import io.nosagent.sai.meta.IngressPriorityGroupAttr;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.sai.vasic.dataplane.acl.AclCounter;
import io.nosagent.sai.vasic.dataplane.acl.AclBinding;
import io.nosagent.sai.vasic.dataplane.balance.ArsPort;
import io.nosagent.sai.vasic.dataplane.balance.ArsProfile;
import io.nosagent.sai.vasic.dataplane.balance.EgressLoads;
import io.nosagent.sai.vasic.dataplane.balance.EcmpHasher;
import io.nosagent.sai.vasic.dataplane.qos.BufferMemory;
import io.nosagent.sai.vasic.dataplane.qos.BufferPool;
import io.nosagent.sai.vasic.dataplane.qos.EgressQueue;
import io.nosagent.sai.vasic.dataplane.qos.PfcState;
import io.nosagent.sai.vasic.dataplane.qos.PriorityGroup;
import io.nosagent.sai.vasic.dataplane.route.GroupForwarder;
import io.nosagent.sai.vasic.dataplane.route.LpmTable;
import io.nosagent.sai.vasic.dataplane.route.RouterInterface;
import io.nosagent.sai.vasic.dataplane.stats.StatBlock;
import io.nosagent.sai.vasic.packet.Packet;
import io.nosagent.sai.vasic.sim.BatchListener;
import io.nosagent.sai.vasic.sim.Simulation;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The forwarding plane of one virtual ASIC: it follows every SAI object the agent creates, sets and
 * removes, compiles them into the tables a switch pipeline uses, and forwards the packets that arrive
 * on its {@link SwitchPort}s accordingly, counting under the real SAI stat ids.
 *
 * <p>Threads: the agent programs the ASIC on its own thread; the changes are queued
 * ({@link ChangeLog}) and taken in by the simulation's thread before each batch of events, so the
 * forwarding path never takes a lock. After each batch the counters are pushed into the ASIC's counter
 * bank and the read-only values it answers for the data plane (queue PAUSE_STATUS, next-hop group ARS
 * reassignments, ACL counter PACKETS/BYTES) are published.
 */
public final class DataPlane implements BatchListener, AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(DataPlane.class);

    private final String name;
    private final VirtualAsic asic;
    private final Simulation sim;
    private final SplittableRandom random;
    private final SaiMirror mirror = new SaiMirror();
    private final ChangeLog changes = new ChangeLog();
    private final EcmpHasher hasher;
    private final Pipeline pipeline;
    private final CpuPort cpu;
    private final ForwardingCompiler forwarding;
    private final QosCompiler qos;
    private final AclCompiler acl;
    private final List<SwitchPort> ports;
    /** The same ports as an array: the forwarding path indexes it per packet. */
    private final SwitchPort[] portArray;
    private final Map<Long, SwitchPort> portsByOid = new HashMap<>();
    private final Map<Long, EgressQueue> queuesByOid = new ConcurrentHashMap<>();
    private final Map<Long, GroupForwarder> groups = new ConcurrentHashMap<>();
    private final Map<Long, AclCounter> aclCounters = new ConcurrentHashMap<>();
    private final BufferMemory[] memories;
    private final long switchOid;
    private final long cpuPortOid;
    private final List<AutoCloseable> hooks = new ArrayList<>();
    private final EgressLoads egressLoads = new EgressLoads() {
        @Override
        public boolean arsEnabled(int portIndex) {
            return portArray[portIndex].ars.enabled();
        }

        @Override
        public long cost(int portIndex, long now, ArsProfile profile) {
            return loadCost(portIndex, now, profile);
        }
    };
    private boolean forwardingDirty;
    private boolean qosDirty;
    private boolean aclDirty;
    private boolean trapsDirty;

    private DataPlane(String name, VirtualAsic asic, Simulation sim) {
        this.name = name;
        this.asic = asic;
        this.sim = sim;
        this.random = sim.newRandom();
        this.hasher = new EcmpHasher(random.split());
        SplittableRandom pipelineRandom = random.split();
        hooks.add(asic.addObjectListener(changes, true));
        changes.drain(this::takeIn);
        this.switchOid = asic.switchId();
        if (switchOid == 0 || !mirror.exists(switchOid)) {
            close();
            throw new IllegalStateException("create the switch before attaching a data plane to the virtual ASIC");
        }
        this.cpuPortOid = mirror.oid(switchOid, SwitchAttr.CPU_PORT);
        Platform platform = asic.platform();
        this.memories = platform.buffer().carving() == Platform.BufferSpec.Carving.PER_INGRESS_PORT
                ? memories(platform.ports().size(), platform.buffer().perIngressPortBytes())
                : new BufferMemory[]{new BufferMemory(platform.buffer().totalBytes())};
        this.ports = Collections.unmodifiableList(buildPorts(platform));
        this.portArray = ports.toArray(new SwitchPort[0]);
        this.cpu = new CpuPort(this, mirror, sim, cpuQueueStats());
        this.pipeline = new Pipeline(this, cpu, sim, pipelineRandom);
        this.forwarding = new ForwardingCompiler(this, mirror);
        this.qos = new QosCompiler(this, mirror);
        this.acl = new AclCompiler(this, mirror, forwarding);
        replayEntries();
        rebuild(true, true, true);
        cpu.rebuild();
        publishHooks();
        hooks.add(asic.onCpuTransmit(cpu::transmit));
        sim.addBatchListener(this);
    }

    /**
     * Attaches a data plane to {@code asic} (its switch must exist) and runs it on {@code sim}. It
     * takes in everything already programmed and follows every later change.
     *
     * @param name what ports are called by in names and logs, e.g. {@code rtsw1}
     */
    public static DataPlane attach(VirtualAsic asic, Simulation sim, String name) {
        return new DataPlane(name, asic, sim);
    }

    public String name() {
        return name;
    }

    public VirtualAsic asic() {
        return asic;
    }

    public Simulation simulation() {
        return sim;
    }

    /** Front-panel ports in panel order. */
    public List<SwitchPort> ports() {
        return ports;
    }

    public SwitchPort port(int index) {
        return portArray[index];
    }

    /** The port with this interface name ({@code eth1/1/1}). */
    public SwitchPort port(String interfaceName) {
        for (SwitchPort p : ports) {
            if (p.interfaceName().equals(interfaceName)) {
                return p;
            }
        }
        throw new IllegalArgumentException(name + " has no port " + interfaceName + " (ports: "
                + ports.getFirst().interfaceName() + " .. " + ports.getLast().interfaceName() + ")");
    }

    public SwitchPort portByOid(long oid) {
        return portsByOid.get(oid);
    }

    /** The compiled next-hop group with this id, if the switch has it (tests and diagnostics). */
    public Optional<GroupForwarder> group(long oid) {
        return forwarding.compiled(oid) instanceof GroupForwarder g ? Optional.of(g) : Optional.empty();
    }

    /** Packets the switch sent to its CPU without a trap to deliver them (an ACL's TO_CPU, its own addresses without IP2ME). */
    public long puntedPackets() {
        return pipeline.punted();
    }

    /** Packets its traps delivered to the CPU (packet events raised). */
    public long trappedPackets() {
        return cpu.trapped();
    }

    /** Packets dropped because no route covered their destination. */
    public long noRoutePackets() {
        return pipeline.noRoute();
    }

    // ---- taking in the agent's changes -------------------------------------------------------------

    @Override
    public void beforeBatch(long now) {
        if (changes.isEmpty()) {
            return;
        }
        changes.drain(this::takeIn);
        rebuild(forwardingDirty, qosDirty, aclDirty);
        if (trapsDirty) {
            cpu.rebuild();
            trapsDirty = false;
        }
    }

    @Override
    public void afterBatch(long now) {
        for (SwitchPort p : portArray) {
            p.flush(now);
        }
        for (BufferPool pool : qos.pools()) {
            pool.flush();
        }
        cpu.flush();
        forwarding.flushRouterInterfaces();
        for (GroupForwarder g : groups.values()) {
            g.publish();
        }
        for (AclCounter c : acl.counters()) {
            c.publish();
        }
    }

    private void takeIn(SaiChange change) {
        switch (change) {
            case SaiChange.ObjectCreated c -> {
                mirror.created(c.oid(), c.type(), c.attributes());
                dirty(c.type());
            }
            case SaiChange.ObjectChanged c -> {
                mirror.changed(c.oid(), c.attribute());
                if (c.type() == ObjectType.PORT && c.attribute().spec().id() == PortAttr.OPER_STATUS.id()) {
                    return; // the data plane follows the carrier itself
                }
                if (c.type() == ObjectType.ACL_COUNTER && acl != null) {
                    acl.counterSet(c.oid(), c.attribute());
                    return;
                }
                dirty(c.type());
            }
            case SaiChange.ObjectRemoved c -> {
                mirror.removed(c.oid());
                dirty(c.type());
            }
            case SaiChange.ObjectsRemoved c -> {
                for (long oid : c.oids()) {
                    mirror.removed(oid);
                }
                dirty(c.type());
            }
            case SaiChange.EntryCreated c -> {
                if (forwarding == null) {
                    return; // replayed at attach once the compilers exist
                }
                switch (c.key()) {
                    case RouteEntry r -> forwarding.routeCreated(r, c.attributes());
                    case NeighborEntry n -> forwarding.neighborCreated(n, c.attributes());
                }
            }
            case SaiChange.EntryChanged c -> {
                switch (c.key()) {
                    case RouteEntry r -> forwarding.routeChanged(r, c.attribute());
                    case NeighborEntry n -> forwarding.neighborChanged(n, c.attribute());
                }
            }
            case SaiChange.EntryRemoved c -> {
                switch (c.key()) {
                    case RouteEntry r -> forwarding.routeRemoved(r);
                    case NeighborEntry n -> forwarding.neighborRemoved(n);
                }
            }
        }
    }

    private void dirty(ObjectType type) {
        switch (type) {
            case SWITCH, PORT -> {
                forwardingDirty = true;
                qosDirty = true;
                aclDirty = true;
            }
            case VIRTUAL_ROUTER, ROUTER_INTERFACE, NEXT_HOP, NEXT_HOP_GROUP, NEXT_HOP_GROUP_MEMBER, HASH, ARS, ARS_PROFILE -> {
                forwardingDirty = true;
                aclDirty = true; // redirects and RIF bindings point at these
            }
            case UDF, UDF_GROUP, UDF_MATCH -> {
                forwardingDirty = true;
                aclDirty = true;
            }
            case QUEUE, INGRESS_PRIORITY_GROUP, SCHEDULER, SCHEDULER_GROUP, BUFFER_POOL, BUFFER_PROFILE, WRED, QOS_MAP ->
                    qosDirty = true;
            case ACL_TABLE, ACL_ENTRY, ACL_COUNTER, ACL_TABLE_GROUP, ACL_TABLE_GROUP_MEMBER -> aclDirty = true;
            case HOSTIF_TRAP, HOSTIF_TRAP_GROUP, POLICER -> trapsDirty = true;
            default -> {
            }
        }
    }

    /** Entries replayed at attach arrived before the compilers existed: compile them now, from the store. */
    private void replayEntries() {
        for (EntryKey key : asic.entries(ObjectType.NEIGHBOR_ENTRY)) {
            forwarding.neighborCreated((NeighborEntry) key, asic.attributes(key));
        }
        for (EntryKey key : asic.entries(ObjectType.ROUTE_ENTRY)) {
            forwarding.routeCreated((RouteEntry) key, asic.attributes(key));
        }
    }

    private void rebuild(boolean l3, boolean qosToo, boolean aclToo) {
        if (l3) {
            forwarding.rebuild();
            groups.clear();
            for (GroupForwarder g : forwarding.groups()) {
                groups.put(g.oid(), g);
            }
        }
        if (qosToo) {
            qos.rebuild();
        }
        if (aclToo) {
            acl.rebuild();
            aclCounters.clear();
            for (var held : mirror.all(ObjectType.ACL_COUNTER)) {
                AclCounter c = acl.counter(held.oid);
                if (c != null) {
                    aclCounters.put(held.oid, c);
                }
            }
        }
        forwardingDirty = false;
        qosDirty = false;
        aclDirty = false;
    }

    // ---- what the ports and the pipeline ask ---------------------------------------------------------

    Pipeline pipeline() {
        return pipeline;
    }

    EcmpHasher hasher() {
        return hasher;
    }

    SplittableRandom random() {
        return random;
    }

    long switchOid() {
        return switchOid;
    }

    long cpuPortOid() {
        return cpuPortOid;
    }

    /** The switch's default virtual router: where frames the CPU hands to the pipeline are routed. */
    LpmTable defaultRouter() {
        return forwarding.defaultRouter();
    }

    AclBinding switchIngressAcl() {
        return acl.switchIngress();
    }

    AclBinding switchEgressAcl() {
        return acl.switchEgress();
    }

    ArsProfile arsProfile() {
        ArsProfile p = forwarding == null ? null : forwarding.arsProfile();
        return p == null ? ArsProfile.DEFAULT : p;
    }

    BufferMemory memoryFor(SwitchPort port) {
        return memories.length == 1 ? memories[0] : memories[port.index()];
    }

    /**
     * ARS load cost of an egress port: past (bytes sent per sampling interval, averaged) and future
     * (bytes still to send: queued plus the rest of the frame on the wire) load, each if the profile enables it, weighted by the port's
     * ARS_PORT_LOAD_PAST/FUTURE_WEIGHT when it sets them, else by the profile's weights, then divided by
     * the port's ARS_PORT_LOAD_SCALING_FACTOR (its speed in 10G units when 0) so ports of different
     * speeds compare by utilisation. A port without carrier costs the most.
     */
    long loadCost(int portIndex, long now, ArsProfile profile) {
        SwitchPort port = portArray[portIndex];
        if (!port.carrier()) {
            return Long.MAX_VALUE;
        }
        ArsPort ars = port.ars;
        long pastWeight = ars.hasOwnWeights() ? ars.pastWeight() : profile.pastWeight();
        long futureWeight = ars.hasOwnWeights() ? ars.futureWeight() : profile.futureWeight();
        long cost = 0;
        if (profile.pastEnabled()) {
            cost += pastWeight * port.load.past(now, profile);
        }
        if (profile.futureEnabled()) {
            cost += futureWeight * port.pendingBytes(now);
        }
        long scale = ars.scalingFactor() > 0 ? ars.scalingFactor() : Math.max(1, port.speedMbps() / 10_000);
        return cost * 1_000 / scale;
    }

    /** The ports' ARS state as the next-hop groups see it. */
    EgressLoads egressLoads() {
        return egressLoads;
    }

    /** A packet left its queue: its ingress priority group gets the bytes back, and may send XON. */
    void releaseBuffer(Packet p, long now) {
        if (p.bufferCharge instanceof PriorityGroup pg) {
            p.bufferCharge = null;
            SwitchPort ingress = portArray[pg.portIndex()];
            ingress.discharged(p.bytes());
            if (pg.release(p.bytes())) {
                ingress.releaseXoff(pg.index(), now);
            }
        }
    }

    /** A port's link carrier changed: the ASIC's link presence (and so its oper status) follows. */
    void linkPresenceChanged(SwitchPort port, boolean present) {
        asic.carrierSeen(port.oid(), present);
    }

    void countRifIn(RouterInterface rif, Packet p) {
        rif.stats().add(0, p.count);
        rif.stats().add(1, p.bytes());
    }

    void countRifOut(RouterInterface rif, Packet p) {
        rif.stats().add(2, p.count);
        rif.stats().add(3, p.bytes());
    }

    // ---- set-up --------------------------------------------------------------------------------------

    private List<SwitchPort> buildPorts(Platform platform) {
        long[] panel = mirror.oids(switchOid, SwitchAttr.PORT_LIST);
        var out = new ArrayList<SwitchPort>();
        for (int i = 0; i < panel.length; i++) {
            long oid = panel[i];
            String portName = i < platform.ports().size() ? platform.ports().get(i).name() : "port" + i;
            var port = new SwitchPort(this, sim, i, oid, portName, mirror.number(oid, PortAttr.SPEED, 100_000),
                    platform.latency().pipelineNs());
            port.stats = SwitchPort.statBlock(asic.counters().of(oid));
            port.pfc.setStats(PfcState.statBlock(asic.counters().of(oid)));
            long[] queueOids = byIndex(mirror.oids(oid, PortAttr.QOS_QUEUE_LIST), QueueAttr.INDEX);
            port.queueOids = queueOids;
            port.queues = new EgressQueue[queueOids.length];
            for (int q = 0; q < queueOids.length; q++) {
                port.queues[q] = new EgressQueue(q, EgressQueue.statBlock(asic.counters().of(queueOids[q])));
                queuesByOid.put(queueOids[q], port.queues[q]);
            }
            long[] pgOids = byIndex(mirror.oids(oid, PortAttr.INGRESS_PRIORITY_GROUP_LIST), IngressPriorityGroupAttr.INDEX);
            port.priorityGroupOids = pgOids;
            port.priorityGroups = new PriorityGroup[pgOids.length];
            BufferMemory memory = memories.length == 1 ? memories[0] : memories[i];
            for (int g = 0; g < pgOids.length; g++) {
                port.priorityGroups[g] = new PriorityGroup(i, g, memory, PriorityGroup.statBlock(asic.counters().of(pgOids[g])));
            }
            if (platform.switchType() == Platform.SwitchType.VOQ) {
                port.useVoqs(panel.length, platform.latency());
            }
            portsByOid.put(oid, port);
            out.add(port);
        }
        return out;
    }

    private StatBlock[] cpuQueueStats() {
        long[] queues = cpuPortOid == 0 ? new long[0] : byIndex(mirror.oids(cpuPortOid, PortAttr.QOS_QUEUE_LIST), QueueAttr.INDEX);
        var out = new StatBlock[queues.length];
        for (int i = 0; i < queues.length; i++) {
            out[i] = CpuPort.queueStats(asic.counters().of(queues[i]));
        }
        return out;
    }

    /** Object ids sorted by their INDEX attribute. */
    private long[] byIndex(long[] oids, AttrSpec index) {
        Long[] boxed = Arrays.stream(oids).boxed().toArray(Long[]::new);
        Arrays.sort(boxed, (a, b) -> Long.compare(mirror.number(a, index, 0), mirror.number(b, index, 0)));
        return Arrays.stream(boxed).mapToLong(Long::longValue).toArray();
    }

    private static BufferMemory[] memories(int n, long bytes) {
        var out = new BufferMemory[n];
        for (int i = 0; i < n; i++) {
            out[i] = new BufferMemory(bytes);
        }
        return out;
    }

    private void publishHooks() {
        hooks.add(asic.provideLiveValue(QueueAttr.PAUSE_STATUS,
                oid -> queuesByOid.get(oid) instanceof EgressQueue q ? AttrValue.Bool.of(q.pausePublished()) : null));
        hooks.add(asic.provideLiveValue(NextHopGroupAttr.ARS_NEXT_HOP_REASSIGNMENTS, this::reassignments));
        hooks.add(asic.provideLiveValue(NextHopGroupAttr.ARS_PORT_REASSIGNMENTS, this::portReassignments));
        hooks.add(asic.provideLiveValue(NextHopGroupAttr.ARS_PACKET_DROPS,
                oid -> groups.containsKey(oid) ? new AttrValue.U32(0) : null));
        hooks.add(asic.provideLiveValue(AclCounterAttr.PACKETS,
                oid -> aclCounters.get(oid) instanceof AclCounter c ? new AttrValue.U64(c.publishedPackets()) : null));
        hooks.add(asic.provideLiveValue(AclCounterAttr.BYTES,
                oid -> aclCounters.get(oid) instanceof AclCounter c ? new AttrValue.U64(c.publishedBytes()) : null));
    }

    private AttrValue reassignments(long group) {
        GroupForwarder g = groups.get(group);
        return g == null ? null : new AttrValue.U32(Math.min(0xFFFF_FFFFL, g.publishedReassignments()));
    }

    private AttrValue portReassignments(long group) {
        GroupForwarder g = groups.get(group);
        return g == null ? null : new AttrValue.U32(Math.min(0xFFFF_FFFFL, g.publishedPortReassignments()));
    }

    /** Stops following the ASIC and answering for it; the simulation stops running this data plane. */
    @Override
    public void close() {
        sim.removeBatchListener(this);
        for (AutoCloseable h : hooks) {
            try {
                h.close();
            } catch (Exception e) {
                LOG.warn("detaching data plane {} failed", name, e);
            }
        }
        hooks.clear();
    }

    @Override
    public String toString() {
        return "data plane " + name + " (" + ports.size() + " ports)";
    }
}
