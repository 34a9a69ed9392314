package io.nosagent.sai.vasic.dataplane;

import io.nosagent.sai.vasic.dataplane.acl.AclVerdict;
import io.nosagent.sai.vasic.dataplane.acl.AclBinding;
import io.nosagent.sai.vasic.dataplane.qos.EgressQueue;
import io.nosagent.sai.vasic.dataplane.qos.PriorityGroup;
import io.nosagent.sai.vasic.dataplane.route.Forwarder;
import io.nosagent.sai.vasic.dataplane.route.Neighbor;
import io.nosagent.sai.vasic.dataplane.route.RouteTarget;
import io.nosagent.sai.vasic.dataplane.route.RouterInterface;
import io.nosagent.sai.vasic.packet.Packet;
import io.nosagent.sai.vasic.sim.Simulation;

import java.util.SplittableRandom;

/**
 * What a switch does with a packet that arrived on a port, in hardware order:
 * <ol>
 *   <li>L3 admission: the port needs a router interface, up for the packet's family, and the frame must
 *       be addressed to its MAC; otherwise it is discarded (IF_IN_DISCARDS);</li>
 *   <li>classification: DSCP to traffic class by the port's (or the switch's) map;</li>
 *   <li>ingress ACL (switch, port, then router interface bindings): drop, punt, set TC or DSCP (a new
 *       DSCP is classified again by the DSCP-to-TC map unless the ACL also sets the TC), count, redirect;</li>
 *   <li>TTL check (1 or less is discarded), longest-prefix match in the interface's virtual router
 *       (no route: discarded, counted in IF_IN_DISCARDS and IP(V6)_IN_DISCARDS), the route's action,
 *       then its next hop or group picks a neighbor;</li>
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

    private final DataPlane plane;
    private final Simulation sim;
    private final SplittableRandom random;
    private final AclVerdict verdict = new AclVerdict();
    private final AclBinding[] ingressBindings = new AclBinding[3];
    private final AclBinding[] egressBindings = new AclBinding[3];
    private long punted;
    private long noRoute;

    Pipeline(DataPlane plane, Simulation sim, SplittableRandom random) {
        this.plane = plane;
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
        if (p.ipv6) {
            in.stats.add(SwitchPort.IPV6_IN_RECEIVES, p.count);
        } else {
            in.stats.add(SwitchPort.IP_IN_RECEIVES, p.count);
        }
        if (rif == null || !rif.isUp(p.ipv6) || p.dstMac != rif.mac()) {
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
        if (p.ttl <= 1) {
            discardIp(in, p);
            return;
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
                    punt(p);
                    return;
                }
                default -> forwarder = route.forwarder();
            }
        }
        Neighbor next = forwarder == null ? null : forwarder.select(p, in.index(), now);
        if (next == Neighbor.TO_CPU) {
            punt(p);
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
        egress(in, out, next.routerInterface(), p, now);
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

    private void punt(Packet p) {
        punted += p.count;
        plane.countPunt(p);
        sim.packets().release(p);
    }
}
