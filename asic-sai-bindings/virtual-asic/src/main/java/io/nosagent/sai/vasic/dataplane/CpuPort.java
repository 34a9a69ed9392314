package io.nosagent.sai.vasic.dataplane;

import io.nosagent.sai.SaiNotification;
import io.nosagent.sai.meta.HostifTrapAttr;
import io.nosagent.sai.meta.HostifTrapGroupAttr;
import io.nosagent.sai.meta.PolicerAttr;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.vasic.CpuFrame;
import io.nosagent.sai.vasic.dataplane.cpu.Policer;
import io.nosagent.sai.vasic.dataplane.cpu.Trap;
import io.nosagent.sai.vasic.dataplane.stats.StatBlock;
import io.nosagent.sai.vasic.packet.Frames;
import io.nosagent.sai.vasic.packet.Packet;
import io.nosagent.sai.vasic.sim.EventHandler;
import io.nosagent.sai.vasic.sim.Simulation;

import java.util.HashMap;
import java.util.Map;

/**
 * The switch's CPU port as the pipeline sees it. Toward the CPU: a packet the pipeline hands to a trap type goes
 * the way its HOSTIF_TRAP says (TRAP: to the CPU only; COPY and LOG: a copy to the CPU, the packet forwarded; DROP;
 * FORWARD: as if not trapped), through its trap group's policer, into its group's CPU queue (counted: PACKETS,
 * BYTES), and reaches the agent as a {@link SaiNotification.PacketEvent} with the trap's id and the ingress port. A
 * type without a trap (or whose group is disabled) is not trapped: the pipeline does what it did without. From
 * the CPU: frames the agent sends ({@code send_hostif_packet}) become packets at the current simulated instant,
 * out of their port as they are (PIPELINE_BYPASS) or routed (PIPELINE_LOOKUP).
 */
final class CpuPort implements EventHandler {

    /** What a trap did with a packet. */
    enum Outcome {
        /** No trap for the type: the pipeline goes on as it would without. */
        NOT_TRAPPED,
        /** Trapped or dropped: the packet is gone. */
        CONSUMED,
        /** A copy went to the CPU: the pipeline forwards the packet. */
        COPIED
    }

    private static final int TRANSMIT = 1;

    private final DataPlane plane;
    private final SaiMirror mirror;
    private final Simulation sim;
    private final StatBlock[] queues;
    private final Map<Integer, Trap> traps = new HashMap<>();
    private final Map<Long, Policer> policers = new HashMap<>();
    private long trapped;

    CpuPort(DataPlane plane, SaiMirror mirror, Simulation sim, StatBlock[] queues) {
        this.plane = plane;
        this.mirror = mirror;
        this.sim = sim;
        this.queues = queues;
    }

    static StatBlock queueStats(io.nosagent.sai.vasic.ObjectCounters counters) {
        return new StatBlock(counters, QueueStat.PACKETS, QueueStat.BYTES);
    }

    /** Packets delivered to the CPU so far. */
    long trapped() {
        return trapped;
    }

    // ---- compiling ------------------------------------------------------------------------------------------

    /** Traps, trap groups or policers changed: compile the traps again; policers keep their buckets. */
    void rebuild() {
        var live = new HashMap<Long, Policer>();
        for (var p : mirror.all(ObjectType.POLICER)) {
            Policer policer = policers.computeIfAbsent(p.oid, oid -> new Policer(plane.asic().counters().of(oid)));
            policer.configure((int) mirror.number(p.oid, PolicerAttr.METER_TYPE, SaiEnums.MeterType.PACKETS),
                    mirror.number(p.oid, PolicerAttr.CIR, 0), mirror.number(p.oid, PolicerAttr.CBS, 0),
                    mirror.number(p.oid, PolicerAttr.PBS, 0),
                    (int) mirror.number(p.oid, PolicerAttr.GREEN_PACKET_ACTION, SaiEnums.PacketAction.FORWARD),
                    (int) mirror.number(p.oid, PolicerAttr.YELLOW_PACKET_ACTION, SaiEnums.PacketAction.FORWARD),
                    (int) mirror.number(p.oid, PolicerAttr.RED_PACKET_ACTION, SaiEnums.PacketAction.FORWARD));
            live.put(p.oid, policer);
        }
        policers.keySet().retainAll(live.keySet());
        traps.clear();
        long defaultGroup = mirror.oid(plane.switchOid(), SwitchAttr.DEFAULT_TRAP_GROUP);
        for (var t : mirror.all(ObjectType.HOSTIF_TRAP)) {
            long group = mirror.holds(t.oid, HostifTrapAttr.TRAP_GROUP) ? mirror.oid(t.oid, HostifTrapAttr.TRAP_GROUP) : defaultGroup;
            boolean groupExists = group != 0 && mirror.exists(group);
            traps.put((int) mirror.number(t.oid, HostifTrapAttr.TRAP_TYPE, -1), new Trap(t.oid,
                    (int) mirror.number(t.oid, HostifTrapAttr.PACKET_ACTION, SaiEnums.PacketAction.FORWARD),
                    !groupExists || mirror.bool(group, HostifTrapGroupAttr.ADMIN_STATE, true),
                    groupExists ? (int) mirror.number(group, HostifTrapGroupAttr.QUEUE, 0) : 0,
                    groupExists ? policers.get(mirror.oid(group, HostifTrapGroupAttr.POLICER)) : null));
        }
    }

    // ---- toward the CPU ---------------------------------------------------------------------------------------

    /**
     * Applies the trap of {@code trapType} to {@code p}, which came in on {@code in} (null: from the CPU). On
     * {@link Outcome#CONSUMED} the packet is released; otherwise the caller still owns it.
     */
    Outcome trap(int trapType, SwitchPort in, Packet p, long now) {
        Trap t = traps.get(trapType);
        if (t == null || !t.enabled()) {
            return Outcome.NOT_TRAPPED;
        }
        return switch (t.action()) {
            case SaiEnums.PacketAction.TRAP -> {
                deliver(t, in, p, now);
                sim.packets().release(p);
                yield Outcome.CONSUMED;
            }
            case SaiEnums.PacketAction.COPY, SaiEnums.PacketAction.LOG -> {
                deliver(t, in, p, now);
                yield Outcome.COPIED;
            }
            case SaiEnums.PacketAction.DROP -> {
                if (in != null) {
                    in.stats.add(SwitchPort.IN_DISCARDS, p.count);
                }
                sim.packets().release(p);
                yield Outcome.CONSUMED;
            }
            default -> Outcome.NOT_TRAPPED;
        };
    }

    /** Each packet of the train that its group's policer passes goes to the CPU queue and up to the agent. */
    private void deliver(Trap t, SwitchPort in, Packet p, long now) {
        byte[] bytes = null;
        int size = p.size;
        for (int k = 0; k < p.count; k++) {
            if (t.policer() != null && !t.policer().pass(size, now)) {
                continue;
            }
            if (t.queue() < queues.length) {
                queues[t.queue()].add(0, 1);
                queues[t.queue()].add(1, size);
            }
            if (bytes == null) {
                bytes = Frames.bytes(p);
            }
            trapped++;
            plane.asic().raise(new SaiNotification.PacketEvent(plane.switchOid(), k == 0 ? bytes : bytes.clone(), t.oid(),
                    in == null ? plane.cpuPortOid() : in.oid(), 0));
        }
    }

    void flush() {
        for (StatBlock q : queues) {
            q.flush();
        }
        for (Policer p : policers.values()) {
            p.flush();
        }
    }

    /** Without a trap, packets to the CPU still show on the queue of their traffic class (and go no further). */
    void countUntrapped(Packet p) {
        if (queues.length > 0) {
            StatBlock q = queues[p.tc % queues.length];
            q.add(0, p.count);
            q.add(1, p.bytes());
        }
    }

    // ---- from the CPU ---------------------------------------------------------------------------------------

    /** A frame the agent sent: on the wire from the current simulated instant, whichever thread sent it. */
    void transmit(CpuFrame frame) {
        if (sim.onSimulationThread()) {
            sim.schedule(sim.now(), this, TRANSMIT, 0, frame);
        } else {
            sim.submit(() -> sim.schedule(sim.now(), this, TRANSMIT, 0, frame));
        }
    }

    @Override
    public void onEvent(int kind, long arg, Object subject) {
        CpuFrame frame = (CpuFrame) subject;
        Packet p = sim.packets().acquire();
        Frames.parse(frame.frame(), p);
        p.sentAt = sim.now();
        if (frame.bypass()) {
            SwitchPort out = plane.portByOid(frame.egressPort());
            if (out == null) {
                sim.packets().release(p); // a LAG: the simulation has none
                return;
            }
            plane.pipeline().bypass(out, Math.max(0, frame.egressQueue()), p, sim.now());
        } else {
            plane.pipeline().fromCpu(p, sim.now());
        }
    }
}
