package io.nosagent.sai.vasic.nic;

/**
 * DCQCN, the congestion control of RoCEv2 NICs (Zhu et al., SIGCOMM'15), as a NIC's settings. A receiver
 * (notification point) answers data that arrived ECN-marked (CE) with a congestion notification packet
 * (CNP: BTH opcode {@code 0x81}) to the sender's queue pair, at most one per flow every
 * {@code cnpIntervalNs}. A sender (reaction point) cuts the flow's rate on each CNP, {@code rate *= 1 -
 * alpha/2}, remembering the rate before as its target, and raises {@code alpha = (1 - g) alpha + g}; while
 * no CNP comes, alpha decays every {@code alphaPeriodNs} and the rate climbs back on a timer
 * ({@code increasePeriodNs}) and a byte counter ({@code increaseBytes}): {@code fastRecoverySteps}
 * steps halfway to the target, then additive ({@code additiveMbps}) and, when both timer and counter
 * passed that many steps, hyper ({@code hyperMbps}) increases of the target.
 *
 * @param g                 alpha's gain
 * @param alphaPeriodNs     how often alpha decays without CNP
 * @param increasePeriodNs  the rate-increase timer
 * @param increaseBytes     the rate-increase byte counter
 * @param fastRecoverySteps increase steps that only move halfway back to the target
 * @param additiveMbps      additive increase of the target
 * @param hyperMbps         hyper increase of the target
 * @param minRateMbps       the floor of a cut
 * @param cnpIntervalNs     the receiver's least time between two CNPs of one flow
 * @param cnpDscp           DSCP of the CNPs
 * @param cnpPriority       PFC priority (and so the NIC's send class) of the CNPs
 */
public record Dcqcn(double g, long alphaPeriodNs, long increasePeriodNs, long increaseBytes, int fastRecoverySteps,
                    long additiveMbps, long hyperMbps, long minRateMbps, long cnpIntervalNs, int cnpDscp, int cnpPriority) {

    /** BTH opcode of a RoCEv2 congestion notification packet. */
    public static final int CNP_OPCODE = 0x81;
    /** Bytes after the BTH of a CNP (reserved), before the ICRC. */
    public static final int CNP_PAYLOAD = 16;

    /**
     * The published defaults: g = 1/256, alpha and rate timers 55 us, byte counter 10 MB, 5 fast-recovery
     * steps, additive 40 Mb/s, hyper 100 Mb/s, CNPs at most every 50 us per flow (the DCQCN paper); CNPs on
     * DSCP 48, priority 6 (NVIDIA's cnp_dscp and cnp_802p_prio defaults).
     */
    public static final Dcqcn DEFAULT = new Dcqcn(1.0 / 256, 55_000, 55_000, 10_000_000, 5, 40, 100, 10, 50_000, 48, 6);

    public Dcqcn {
        if (!(g > 0 && g <= 1) || alphaPeriodNs <= 0 || increasePeriodNs <= 0 || increaseBytes <= 0 || fastRecoverySteps < 0
                || additiveMbps <= 0 || hyperMbps <= 0 || minRateMbps <= 0 || cnpIntervalNs < 0) {
            throw new IllegalArgumentException("DCQCN settings out of range: " + this);
        }
    }
}
