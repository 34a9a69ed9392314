package io.nosagent.sai.vasic.dataplane;

import io.nosagent.sai.vasic.dataplane.acl.AclVerdict;
import io.nosagent.sai.vasic.dataplane.acl.AclBinding;
import io.nosagent.sai.vasic.dataplane.qos.EgressQueue;
import io.nosagent.sai.vasic.dataplane.qos.PriorityGroup;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.vasic.dataplane.route.CpuForwarder;
import io.nosagent.sai.vasic.dataplane.route.Forwarder;
import io.nosagent.sai.vasic.dataplane.route.Neighbor;
import io.nosagent.sai.vasic.dataplane.route.RouteTarget;
import io.nosagent.sai.vasic.dataplane.route.RouterInterface;
import io.nosagent.sai.vasic.packet.Ethernet;
import io.nosagent.sai.vasic.packet.Frames;
import io.nosagent.sai.vasic.packet.Ip;
import io.nosagent.sai.vasic.packet.Packet;
import io.nosagent.sai.vasic.sim.Simulation;

import java.util.SplittableRandom;

/**
 * What a switch does with a packet that arrived on a port, in hardware order:
 * <ol>
 *   <li>frames that are not IP: ARP, LLDP and LACP go to their traps ({@link CpuPort}), anything else is
 *       discarded;</li>
 *   <li>L3 admission: the port needs a router interface, up for the packet's family; neighbor discovery and
 *       DHCP go to their traps; the frame must be addressed to the interface's MAC; otherwise it is discarded
 *       (IF_IN_DISCARDS);</li>
 *   <li>classification: DSCP to traffic class by the port's (or the switch's) map;</li>
 *   <li>ingress ACL (switch, port, then router interface bindings): drop, punt, set TC or DSCP (a new
 *       DSCP is classified again by the DSCP-to-TC map unless the ACL also sets the TC), count, redirect;</li>
 *   <li>longest-prefix match in the interface's virtual router (no route: discarded, counted in
 *       IF_IN_DISCARDS and IP(V6)_IN_DISCARDS) and the route's action: the switch's own addresses go to the
 *       BGP or IP2ME trap whatever their TTL; a routed packet with TTL 1 or less to the TTL-error trap (else
 *       discarded); then its next hop or group picks a neighbor, and an address without a neighbor entry goes
 *       to the neighbor-miss trap (else discarded);</li>
 *   <li>rewrite for the egress interface (MACs, TTL - 1);</li>
 *   <li>egress ACL (switch, egress port, then its router interface bindings): drop, punt, set DSCP,
 *       count;</li>
 *   <li>the egress queue by the egress port's TC-to-queue map;</li>
 *   <li>buffer admission: WRED/ECN and the queue's limit at egress, then the ingress priority group
 *       (by the ingress port's TC-to-PG map), which may assert PFC XOFF or drop;</li>
 *   <li>enqueue; the egress port sends at line rate.</li>
 * </ol>
 */
final class Pipeline {

    private static final int BGP_PORT = 179;

    private final DataPlane plane;
    private final CpuPort cpu;
    private final Simulation sim;
    private final SplittableRandom random;
    private final AclVerdict verdict = new AclVerdict();
    private final AclBinding[] ingressBindings = new AclBinding[3];
    private final AclBinding[] egressBindings = new AclBinding[3];
    private long punted;
    private long noRoute;

    Pipeline(DataPlane plane, CpuPort cpu, Simulation sim, SplittableRandom random) {
        this.plane = plane;
        this.cpu = cpu;
        this.sim = sim;
        this.random = random;
    }

    /** Packets punted to the CPU so far. */
    long punted() {
        return punted;
    }

    /** Packets dropped for want of a route so far. */
    long noRoute() {
        return noRoute;
    }

    void ingress(SwitchPort in, Packet p, long now) {
        RouterInterface rif = in.routerInterface;
        if (p.etherType != 0) {
            linkFrame(in, rif, p, now);
            return;
        }
        if (p.ipv6) {
            in.stats.add(SwitchPort.IPV6_IN_RECEIVES, p.count);
        } else {
            in.stats.add(SwitchPort.IP_IN_RECEIVES, p.count);
        }
        if (rif == null || !rif.isUp(p.ipv6)) {
            discard(in, p);
            return;
        }
        // Neighbor discovery and DHCP go to multicast or broadcast MACs: trapped before the router MAC check.
        int linkLocal = linkLocalTrap(p);
        if (linkLocal >= 0 && cpu.trap(linkLocal, in, p, now) == CpuPort.Outcome.CONSUMED) {
            return;
        }
        if (p.dstMac != rif.mac()) {
            discard(in, p);
            return;
        }
        plane.countRifIn(rif, p);
        p.tc = in.qos.dscpToTc[p.dscp];

        ingressBindings[0] = plane.switchIngressAcl();
        ingressBindings[1] = in.ingressAcl;
        ingressBindings[2] = in.rifIngressAcl;
        AclBinding.applyAll(ingressBindings, p, in.index(), -1, verdict);
        if (verdict.action == AclVerdict.DROP) {
            discard(in, p);
            return;
        }
        if (verdict.action == AclVerdict.TO_CPU) {
            punt(p);
            return;
        }
        if (verdict.setDscp >= 0) {
            // Re-marked at ingress: classified again by the new DSCP, as the ASIC's QoS lookup follows the ACL.
            p.dscp = verdict.setDscp;
            p.tc = in.qos.dscpToTc[p.dscp];
        }
        if (verdict.setTc >= 0) {
            p.tc = verdict.setTc;
        }
        Forwarder forwarder = verdict.redirect;
        if (forwarder == null) {
            RouteTarget route = rif.virtualRouter().lookup(p.ipv6, p.dstIpHi, p.dstIpLo);
            if (route == null) {
                noRoute += p.count;
                discardIp(in, p);
                return;
            }
            switch (route.action()) {
                case RouteTarget.DROP -> {
                    discardIp(in, p);
                    return;
                }
                case RouteTarget.TO_CPU -> {
                    toMe(in, p, now);
                    return;
                }
                default -> forwarder = route.forwarder();
            }
        }
        // The switch's own addresses take packets of any TTL (eBGP arrives with TTL 1); routed ones need 2.
        if (p.ttl <= 1 && !(forwarder instanceof CpuForwarder)) {
            if (cpu.trap(SaiEnums.HostifTrapType.TTL_ERROR, in, p, now) != CpuPort.Outcome.CONSUMED) {
                discardIp(in, p);
            }
            return;
        }
        Neighbor next = forwarder == null ? null : forwarder.select(p, in.index(), now);
        if (next == Neighbor.TO_CPU) {
            toMe(in, p, now);
            return;
        }
        if (next == Neighbor.MISS) {
            if (cpu.trap(SaiEnums.HostifTrapType.NEIGHBOR_MISS, in, p, now) != CpuPort.Outcome.CONSUMED) {
                discardIp(in, p);
            }
            return;
        }
        if (next == null) {
            discardIp(in, p);
            return;
        }
        SwitchPort out = plane.port(next.routerInterface().portIndex());
        p.srcMac = next.routerInterface().mac();
        p.dstMac = next.mac();
        p.ttl--;
        Frames.rewritten(p);
        egress(in, out, next.routerInterface(), p, now);
    }

    /**
     * A frame that is not IP: ARP (requests to the broadcast or the router's MAC, replies to the router's MAC),
     * LLDP and LACP are the CPU's if their traps say so; anything else, or without a trap, is discarded (the
     * switch routes, it bridges nothing).
     */
    private void linkFrame(SwitchPort in, RouterInterface rif, Packet p, long now) {
        int trap = switch (p.etherType) {
            case Ethernet.TYPE_ARP -> p.dstMac == Ethernet.BROADCAST || (rif != null && p.dstMac == rif.mac())
                    ? (Frames.isArp(p) && Frames.arpOp(p) == Frames.ARP_REPLY ? SaiEnums.HostifTrapType.ARP_RESPONSE
                    : SaiEnums.HostifTrapType.ARP_REQUEST) : -1;
            case Ethernet.TYPE_LLDP -> SaiEnums.HostifTrapType.LLDP;
            case Ethernet.TYPE_SLOW -> p.frame != null && p.frame.length > Ethernet.HEADER && p.frame[Ethernet.HEADER] == 1
                    ? SaiEnums.HostifTrapType.LACP : -1;
            default -> -1;
        };
        if (trap < 0 || cpu.trap(trap, in, p, now) != CpuPort.Outcome.CONSUMED) {
            discard(in, p);
        }
    }

    /** The trap of an IP packet a host sends to a link's multicast or broadcast address, or -1. */
    private static int linkLocalTrap(Packet p) {
        if (p.protocol == Ip.UDP) {
            if (!p.ipv6 && (p.dstPort == 67 || p.dstPort == 68)) {
                return SaiEnums.HostifTrapType.DHCP;
            }
            if (p.ipv6 && (p.dstPort == 546 || p.dstPort == 547)) {
                return SaiEnums.HostifTrapType.DHCPV6;
            }
            return -1;
        }
        int icmp = Frames.icmpv6Type(p);
        return icmp >= 133 && icmp <= 137 ? SaiEnums.HostifTrapType.IPV6_NEIGHBOR_DISCOVERY : -1;
    }

    /**
     * A packet for one of the switch's own addresses: BGP's trap for TCP port 179, else IP2ME's. Without either it
     * shows on the CPU queue of its traffic class and goes no further.
     */
    private void toMe(SwitchPort in, Packet p, long now) {
        CpuPort.Outcome outcome = CpuPort.Outcome.NOT_TRAPPED;
        if (p.protocol == Ip.TCP && (p.srcPort == BGP_PORT || p.dstPort == BGP_PORT)) {
            outcome = cpu.trap(p.ipv6 ? SaiEnums.HostifTrapType.BGPV6 : SaiEnums.HostifTrapType.BGP, in, p, now);
        }
        if (outcome == CpuPort.Outcome.NOT_TRAPPED) {
            outcome = cpu.trap(SaiEnums.HostifTrapType.IP2ME, in, p, now);
        }
        if (outcome == CpuPort.Outcome.NOT_TRAPPED) {
            punt(p);
        } else if (outcome == CpuPort.Outcome.COPIED) {
            sim.packets().release(p); // nowhere else to forward a packet for the switch itself
        }
    }

    /** A frame the CPU sends out of {@code out} as it is (PIPELINE_BYPASS), on queue {@code queue}. */
    void bypass(SwitchPort out, int queue, Packet p, long now) {
        if (!out.carrier() || queue >= out.queueCount()) {
            out.countEgressDrop(p);
            sim.packets().release(p);
            return;
        }
        out.enqueue(out.index(), queue, p, now, false);
    }

    /**
     * A packet the CPU hands to the pipeline (PIPELINE_LOOKUP): routed in the default virtual router, rewritten
     * and queued by its egress port's maps; one for the switch itself, or that no route or group takes, is
     * dropped, and one to an unresolved neighbor is a neighbor miss.
     */
    void fromCpu(Packet p, long now) {
        RouteTarget route = p.etherType != 0 ? null : plane.defaultRouter().lookup(p.ipv6, p.dstIpHi, p.dstIpLo);
        Neighbor next = route == null || route.action() != RouteTarget.FORWARD || route.forwarder() == null ? null
                : route.forwarder().select(p, -1, now);
        if (next == Neighbor.MISS) {
            if (cpu.trap(SaiEnums.HostifTrapType.NEIGHBOR_MISS, null, p, now) != CpuPort.Outcome.CONSUMED) {
                sim.packets().release(p);
            }
            return;
        }
        if (next == null || next == Neighbor.TO_CPU) {
            sim.packets().release(p);
            return;
        }
        SwitchPort out = plane.port(next.routerInterface().portIndex());
        p.srcMac = next.routerInterface().mac();
        p.dstMac = next.mac();
        Frames.rewritten(p);
        p.tc = out.qos.dscpToTc[p.dscp];
        plane.countRifOut(next.routerInterface(), p);
        bypass(out, out.qos.tcToQueue[p.tc], p, now);
    }

    private void egress(SwitchPort in, SwitchPort out, RouterInterface outRif, Packet p, long now) {
        if (!out.carrier()) {
            out.countEgressDrop(p);
            sim.packets().release(p);
            return;
        }
        egressBindings[0] = plane.switchEgressAcl();
        egressBindings[1] = out.egressAcl;
        egressBindings[2] = out.rifEgressAcl;
        AclBinding.applyAll(egressBindings, p, in.index(), out.index(), verdict);
        if (verdict.action == AclVerdict.DROP) {
            out.countEgressDrop(p);
            sim.packets().release(p);
            return;
        }
        if (verdict.action == AclVerdict.TO_CPU) {
            punt(p);
            return;
        }
        if (verdict.setDscp >= 0) {
            p.dscp = verdict.setDscp;
        }
        int queueIndex = out.qos.tcToQueue[p.tc];
        EgressQueue queue = out.queue(queueIndex);
        int verdictAtEgress = queue.admit(p, now, random);
        if (verdictAtEgress == EgressQueue.TAIL_DROP || verdictAtEgress == EgressQueue.WRED_DROP) {
            out.countEgressDrop(p);
            if (verdictAtEgress == EgressQueue.WRED_DROP) {
                out.stats.add(SwitchPort.WRED_DROPPED_PACKETS, p.count);
                out.stats.add(SwitchPort.WRED_DROPPED_BYTES, p.bytes());
            }
            sim.packets().release(p);
            return;
        }
        PriorityGroup pg = in.priorityGroup(in.qos.tcToPriorityGroup[p.tc]);
        int admission = pg.admit(p.bytes(), p.count);
        if (admission == PriorityGroup.DROPPED) {
            in.stats.add(SwitchPort.IN_DISCARDS, p.count);
            in.stats.add(SwitchPort.IN_DROPPED_PKTS, p.count);
            sim.packets().release(p);
            return;
        }
        p.bufferCharge = pg;
        in.charged(p.bytes());
        if (admission == PriorityGroup.ADMITTED_SEND_XOFF) {
            in.assertXoff(pg.index(), now);
        }
        plane.countRifOut(outRif, p);
        boolean marked = verdictAtEgress == EgressQueue.ADMIT_MARKED;
        if (marked) {
            out.stats.add(SwitchPort.ECN_MARKED_PACKETS, p.count);
        }
        out.enqueue(in.index(), queueIndex, p, now, marked);
    }

    private void discard(SwitchPort in, Packet p) {
        in.stats.add(SwitchPort.IN_DISCARDS, p.count);
        sim.packets().release(p);
    }

    private void discardIp(SwitchPort in, Packet p) {
        in.stats.add(SwitchPort.IN_DISCARDS, p.count);
        in.stats.add(p.ipv6 ? SwitchPort.IPV6_IN_DISCARDS : SwitchPort.IP_IN_DISCARDS, p.count);
        sim.packets().release(p);
    }

    /** To the CPU without a trap (an ACL's TO_CPU, a route to the CPU without IP2ME): counted, no further. */
    private void punt(Packet p) {
        punted += p.count;
        cpu.countUntrapped(p);
        sim.packets().release(p);
    }
}
