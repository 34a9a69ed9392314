package io.nosagent.control;

import io.nosagent.config.codec.Section;
import io.nosagent.config.codec.Sections;
import io.nosagent.config.codec.ShippedCopp;
import io.nosagent.config.validate.IntentValidator;
import io.nosagent.control.copp.CoppProgrammer;
import io.nosagent.control.copp.CpuQueueCheck;
import io.nosagent.control.copp.CpuQueueCounters;
import io.nosagent.control.gnmi.CoppStateHandler;
import io.nosagent.control.gnmi.LldpStateHandler;
import io.nosagent.control.lldp.CablingCheck;
import io.nosagent.control.lldp.LldpAgent;
import io.nosagent.control.lldp.LldpState;
import io.nosagent.control.lldp.PeersSeen;
import io.nosagent.control.gnmi.NeighborStateHandler;
import io.nosagent.control.kernel.KernelInterfaces;
import io.nosagent.control.kernel.KernelNamespace;
import io.nosagent.control.neighbor.NeighborTable;
import io.nosagent.control.neighbor.NeighborTimers;
import io.nosagent.control.neighbor.Neighbors;
import io.nosagent.control.packet.PacketCounters;
import io.nosagent.control.echo.EchoProbes;
import io.nosagent.control.echo.SourceAddresses;
import io.nosagent.control.echo.TtlExpiry;
import io.nosagent.control.packet.PacketIo;
import io.nosagent.feature.NeighborResolution;
import io.nosagent.feature.Feature;
import io.nosagent.feature.FeatureContext;
import io.nosagent.feature.ProgrammingStep;
import io.nosagent.feature.SnapshotPart;
import io.nosagent.control.snapshot.ControlPlaneSnapshot;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.feature.gnmi.YangModel;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.SwitchAttr;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The control plane as the agent runs it: the CoPP profile in effect programmed on the first commit and whenever
 * its section changes; the packets its traps deliver (packet I/O); neighbors learned by ARP and neighbor discovery,
 * their table a commit step before routing's router interfaces and routing's {@link NeighborResolution}; the
 * neighbors and CoPP with its counters over gNMI and in fault snapshots; LLDP on every port, and the cabling check
 * that raises a problem per port whose LLDP neighbor is not its expected peer; when asked for, a kernel interface
 * per router interface for TCP daemons.
 */
public final class ControlPlaneFeature implements Feature {

    /** The CoPP step: CPU queues' policers and trap groups, and the traps. */
    public static final String COPP = "copp";
    /**
     * The neighbors' step: learned neighbors a commit makes static or whose interface loses their subnet are let go
     * of; routing's router interfaces run after it.
     */
    public static final String NEIGHBORS = "neighbors";

    private final CoppProgrammer copp;
    private final long cpuQueueCount;
    private final PacketIo packets;
    private final EchoProbes echo;
    private final Neighbors neighbors;
    private final CpuQueueCounters cpuQueues;
    private final LldpAgent lldp;
    private final CablingCheck cabling;
    private final PeersSeen peersSeen;
    private final Optional<KernelInterfaces> kernel;
    private final List<AutoCloseable> subscriptions;
    private final List<PathHandler> handlers;

    public ControlPlaneFeature(FeatureContext context) {
        this(context, NeighborTimers.FBOSS, Optional.empty());
    }

    public ControlPlaneFeature(FeatureContext context, NeighborTimers timers) {
        this(context, timers, Optional.empty());
    }

    /**
     * @param kernelInterfaces where to make the kernel interfaces for TCP daemons; empty: none (if they cannot be
     *                         made here, the log says why once and the rest runs)
     */
    public ControlPlaneFeature(FeatureContext context, NeighborTimers timers, Optional<KernelNamespace> kernelInterfaces) {
        this.copp = new CoppProgrammer(context.store(), ShippedCopp.profile());
        this.cpuQueueCount = ((AttrValue.U32) context.sai().get(ObjectType.SWITCH, context.sw().switchId(),
                SwitchAttr.NUMBER_OF_CPU_QUEUES)).value();
        this.packets = new PacketIo(context.sai(), context.sw(), copp::trapOf);
        this.neighbors = new Neighbors(context.store(), context.sw(), context.time(), context.updateLoop(), context.ports(), packets,
                timers);
        var addresses = new SourceAddresses(context.running());
        this.echo = new EchoProbes(packets, context.sw().mac(), context.time(), addresses, neighbors.table());
        new TtlExpiry(packets, context.sw().mac(), addresses, context.updateLoop());
        this.cpuQueues = new CpuQueueCounters(context.sai(), context.sw(), copp, context.time(), context.stats().snapshots());
        this.lldp = new LldpAgent(packets, context.sw(), context.time(), context.updateLoop(), context.ports(), context.running());
        this.cabling = new CablingCheck(context.running(), lldp.published()::get, context.problems());
        this.peersSeen = new PeersSeen(lldp.published());
        this.kernel = kernelInterfaces.flatMap(ns -> KernelInterfaces.start(packets, context.sw().mac(), context.ports(), ns));
        this.subscriptions = List.of(peersSeen, lldp.published().subscribe(s -> cabling.check()),
                context.commits().subscribe(c -> {
                    cabling.check();
                    kernel.ifPresent(k -> k.apply(c.intent()));
                }));
        this.handlers = List.of(new NeighborStateHandler(neighbors.table()),
                new CoppStateHandler(copp, cpuQueues, packets.counters(), context.commits()),
                new LldpStateHandler(lldp.published(), () -> context.running().get().system().hostname(), context.sw().mac().toString(),
                        context.time()));
    }

    @Override
    public String name() {
        return "control-plane";
    }

    /** What CoPP programmed. */
    public CoppProgrammer copp() {
        return copp;
    }

    /** Which neighbors are resolved: routing's view of the neighbor table. */
    public NeighborResolution neighbors() {
        return neighbors.table();
    }

    /** The neighbors, static and learned, as published. */
    public NeighborTable neighborTable() {
        return neighbors.table();
    }

    /** Port to the system its cable last reached, as LLDP named it (kept after the link goes down). Any thread. */
    public Map<String, String> peersSeen() {
        return peersSeen.byPort();
    }

    /** The kernel interfaces for TCP daemons, when asked for and possible here. */
    public Optional<KernelInterfaces> kernelInterfaces() {
        return kernel;
    }

    /** The switch's own echo requests through its data plane (gNOI Ping and Traceroute). */
    public EchoProbes echo() {
        return echo;
    }

    /** What the agent did with the packets its traps delivered. */
    public PacketCounters packetCounters() {
        return packets.counters();
    }

    @Override
    public List<Section<?>> sections() {
        return List.of(Sections.copp());
    }

    @Override
    public List<IntentValidator> checks() {
        return List.of(new CpuQueueCheck(cpuQueueCount));
    }

    @Override
    public List<ProgrammingStep> programmers() {
        return List.of(ProgrammingStep.of(COPP, copp), ProgrammingStep.of(NEIGHBORS, neighbors.table()));
    }

    /** The LLDP neighbors and counters, as published. */
    public io.nosagent.sai.observe.Published<LldpState> lldp() {
        return lldp.published();
    }

    /** The ports whose LLDP neighbor is not the expected peer. */
    public CablingCheck cabling() {
        return cabling;
    }

    /** The CPU queues' counters as last polled. */
    public CpuQueueCounters cpuQueueCounters() {
        return cpuQueues;
    }

    @Override
    public List<PathHandler> stateHandlers() {
        return handlers;
    }

    @Override
    public List<SnapshotPart> snapshotParts() {
        return ControlPlaneSnapshot.parts(neighbors.table(), copp, cpuQueues, packets.counters(), lldp.published());
    }

    @Override
    public List<YangModel> models() {
        return List.of(YangModel.project("nosagent-copp", "2026-12-20"), YangModel.project("nosagent-neighbors", "2026-12-20"),
                YangModel.openconfig("openconfig-lldp", "1.1.0"), YangModel.openconfig("openconfig-lldp-types", "0.2.0"));
    }

    @Override
    public void close() {
        for (AutoCloseable s : subscriptions) {
            try {
                s.close();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
        kernel.ifPresent(KernelInterfaces::close);
        lldp.close();
        cpuQueues.close();
        neighbors.close();
        packets.close();
    }
}
