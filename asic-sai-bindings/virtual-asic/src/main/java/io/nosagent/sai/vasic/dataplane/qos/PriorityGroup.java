package io.nosagent.sai.vasic.dataplane.qos;

import io.nosagent.sai.StatId;
import io.nosagent.sai.meta.IngressPriorityGroupStat;
import io.nosagent.sai.vasic.ObjectCounters;
import io.nosagent.sai.vasic.dataplane.stats.StatBlock;

/**
 * Ingress accounting of one priority group of a port: every byte that arrived on it and has not left
 * the switch is charged here, first to the profile's reservation, then to the shared pool up to the
 * profile's limit. A packet that does not fit there is the XOFF trigger: a lossless group takes it into
 * headroom and asks for PFC XOFF; further packets go to headroom until XON; when headroom is full, or
 * for a lossy group, the packet is dropped. XON is due once the group's shared and headroom bytes fall
 * to max(XON_TH, limit - XON_OFFSET_TH). A group without a profile is lossy with no reservation and
 * only the switch's memory as its limit.
 */
public final class PriorityGroup {

    /** Outcomes of {@link #admit}. */
    public static final int ADMITTED = 0;
    public static final int ADMITTED_SEND_XOFF = 1;
    public static final int DROPPED = 2;

    private static final int PACKETS = 0;
    private static final int BYTES = 1;
    private static final int DROPPED_PACKETS = 2;
    private static final int OCCUPANCY = 0;
    private static final int SHARED = 1;
    private static final int HEADROOM = 2;

    private final int portIndex;
    private final int index;
    private final StatBlock stats;
    private BufferProfile profile;
    private BufferMemory memory;
    private long reservedUsed;
    private long sharedUsed;
    private long headroomUsed;
    private boolean xoff;

    public PriorityGroup(int portIndex, int index, BufferMemory memory, StatBlock stats) {
        this.portIndex = portIndex;
        this.index = index;
        this.memory = memory;
        this.stats = stats;
    }

    public static StatBlock statBlock(ObjectCounters target) {
        return new StatBlock(target,
                new StatId[]{IngressPriorityGroupStat.PACKETS, IngressPriorityGroupStat.BYTES, IngressPriorityGroupStat.DROPPED_PACKETS},
                new StatId[]{IngressPriorityGroupStat.CURR_OCCUPANCY_BYTES, IngressPriorityGroupStat.SHARED_CURR_OCCUPANCY_BYTES,
                        IngressPriorityGroupStat.XOFF_ROOM_CURR_OCCUPANCY_BYTES},
                new StatId[]{IngressPriorityGroupStat.WATERMARK_BYTES, IngressPriorityGroupStat.SHARED_WATERMARK_BYTES,
                        IngressPriorityGroupStat.XOFF_ROOM_WATERMARK_BYTES});
    }

    /** The port it belongs to, by index. */
    public int portIndex() {
        return portIndex;
    }

    public int index() {
        return index;
    }

    public BufferProfile profile() {
        return profile;
    }

    /** Takes a new profile; bytes already held stay charged where they are. */
    public void configure(BufferProfile profile, BufferMemory memory) {
        this.profile = profile;
        this.memory = memory;
        publishLevels();
    }

    public long occupancy() {
        return reservedUsed + sharedUsed + headroomUsed;
    }

    public long headroomUsed() {
        return headroomUsed;
    }

    /** Charges {@code bytes} ({@code packets} packets) arriving now; see the class comment. */
    public int admit(long bytes, int packets) {
        stats.add(PACKETS, packets);
        stats.add(BYTES, bytes);
        if (!memory.fits(bytes)) {
            return drop(packets);
        }
        long reserved = profile == null ? 0 : profile.reserved();
        long fromReserved = Math.min(bytes, Math.max(0, reserved - reservedUsed));
        long rest = bytes - fromReserved;
        int outcome = ADMITTED;
        if (rest > 0) {
            if (!xoff && sharedUsed + rest <= sharedLimit()) {
                sharedUsed += rest;
                if (profile != null && profile.pool() != null) {
                    profile.pool().take(rest);
                }
            } else if (profile != null && profile.lossless() && headroomUsed + rest <= profile.xoffTh()) {
                headroomUsed += rest;
                if (!xoff) {
                    xoff = true;
                    outcome = ADMITTED_SEND_XOFF;
                }
            } else {
                return drop(packets);
            }
        }
        reservedUsed += fromReserved;
        memory.take(bytes);
        publishLevels();
        return outcome;
    }

    /** Gives back {@code bytes} of a packet that left; true when XON is due now. */
    public boolean release(long bytes) {
        long fromHeadroom = Math.min(bytes, headroomUsed);
        long fromShared = Math.min(bytes - fromHeadroom, sharedUsed);
        long fromReserved = bytes - fromHeadroom - fromShared;
        headroomUsed -= fromHeadroom;
        sharedUsed -= fromShared;
        reservedUsed -= fromReserved;
        if (fromShared > 0 && profile != null && profile.pool() != null) {
            profile.pool().give(fromShared);
        }
        memory.give(bytes);
        publishLevels();
        if (xoff && sharedUsed + headroomUsed <= xonLevel()) {
            xoff = false;
            return true;
        }
        return false;
    }

    private long sharedLimit() {
        return profile == null ? Long.MAX_VALUE : profile.sharedLimit();
    }

    private long xonLevel() {
        long limit = sharedLimit();
        return Math.max(profile.xonTh(), limit - profile.xonOffsetTh());
    }

    private int drop(int packets) {
        stats.add(DROPPED_PACKETS, packets);
        return DROPPED;
    }

    private void publishLevels() {
        stats.setLevel(OCCUPANCY, reservedUsed + sharedUsed + headroomUsed);
        stats.setLevel(SHARED, sharedUsed);
        stats.setLevel(HEADROOM, headroomUsed);
    }

    public void flush() {
        stats.flush();
    }
}
