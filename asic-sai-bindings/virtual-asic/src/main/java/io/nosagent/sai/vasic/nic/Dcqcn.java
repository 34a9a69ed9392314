package io.nosagent.sai.vasic.nic;

/**
 * DCQCN, the congestion control of RoCEv2 NICs (Zhu et al., SIGCOMM'15), as a NIC's settings, named after
 * NVIDIA ConnectX's parameters. A receiver (notification point) answers data that arrived ECN-marked (CE)
 * with a congestion notification packet (CNP: BTH opcode {@code 0x81}) to the sender's queue pair, at most
 * one per queue pair every {@code cnpIntervalNs}. A sender (reaction point) keeps a rate, a target rate and
 * alpha per queue pair:
 * <ul>
 * <li>alpha is updated every {@code alphaPeriodNs}: {@code alpha = (1 - g) alpha + g} when a CNP arrived in
 * the period, {@code (1 - g) alpha} otherwise; the first CNP of a flow at line rate starts it at
 * {@code initialAlpha};</li>
 * <li>the rate is cut at most once per {@code rateReducePeriodNs} (the first CNP at once, later ones at the
 * start of the period after the one they arrived in): {@code rate *= max(1 - alpha/2, minDecreaseFactor)},
 * not below {@code minRateMbps}; the target becomes the rate before the cut, unless {@code clampTarget} is
 * off and the rate has not risen since the last cut (then the target stays);</li>
 * <li>the rate climbs back on a timer ({@code increasePeriodNs}) and a byte counter ({@code increaseBytes}),
 * both restarted by a cut; each step moves the rate halfway to the target; while neither counted more
 * than {@code fastRecoverySteps} steps that is all (fast recovery), when one did the target first grows by
 * {@code additiveMbps}, when both did by {@code hyperMbps}.</li>
 * </ul>
 *
 * @param g                  alpha's gain
 * @param alphaPeriodNs      how often alpha is updated (dce_tcp_rtt)
 * @param initialAlpha       alpha at a flow's first CNP (initial_alpha_value / 1024)
 * @param rateReducePeriodNs the least time between two cuts of one flow (rate_reduce_monitor_period)
 * @param minDecreaseFactor  the most one cut may take away: the new rate is at least this share of the old
 *                           (rpg_min_dec_fac / 100)
 * @param clampTarget        every cut sets the target to the rate before it (clamp_tgt_rate)
 * @param increasePeriodNs   the rate-increase timer (rpg_time_reset)
 * @param increaseBytes      the rate-increase byte counter (rpg_byte_reset)
 * @param fastRecoverySteps  increase steps of a counter that only move halfway back to the target (rpg_threshold)
 * @param additiveMbps       additive increase of the target (rpg_ai_rate)
 * @param hyperMbps          hyper increase of the target (rpg_hai_rate)
 * @param minRateMbps        the floor of a cut (rpg_min_rate)
 * @param cnpIntervalNs      the receiver's least time between two CNPs of one queue pair (min_time_between_cnps)
 * @param cnpDscp            DSCP of the CNPs (cnp_dscp)
 * @param cnpPriority        PFC priority (and so the NIC's send class) of the CNPs (cnp_802p_prio)
 */
public record Dcqcn(double g, long alphaPeriodNs, double initialAlpha, long rateReducePeriodNs, double minDecreaseFactor,
                    boolean clampTarget, long increasePeriodNs, long increaseBytes, int fastRecoverySteps, long additiveMbps,
                    long hyperMbps, long minRateMbps, long cnpIntervalNs, int cnpDscp, int cnpPriority) {

    /** BTH opcode of a RoCEv2 congestion notification packet. */
    public static final int CNP_OPCODE = 0x81;
    /** Bytes after the BTH of a CNP (reserved), before the ICRC. */
    public static final int CNP_PAYLOAD = 16;

    /**
     * NVIDIA ConnectX's defaults (ConnectX-4 and later, the DCQCN parameters of MLNX_OFED / mlxconfig):
     * dce_tcp_g 1019 (g = 5/1024) every dce_tcp_rtt 1 us, initial_alpha_value 1023 (of 1024),
     * rate_reduce_monitor_period 4 us, rpg_min_dec_fac 50 %, clamp_tgt_rate off (clamp_tgt_rate_after_time_inc
     * on), rpg_time_reset 300 us, rpg_byte_reset 32,767 bytes, rpg_threshold 1, rpg_ai_rate 5 Mb/s,
     * rpg_hai_rate 50 Mb/s, rpg_min_rate 1 Mb/s, min_time_between_cnps 4 us, cnp_dscp 48, cnp_802p_prio 6.
     */
    public static final Dcqcn DEFAULT = new Dcqcn((1024 - 1019) / 1024.0, 1_000, 1023 / 1024.0, 4_000, 0.5, false,
            300_000, 32_767, 1, 5, 50, 1, 4_000, 48, 6);

    public Dcqcn {
        if (!(g > 0 && g <= 1) || alphaPeriodNs <= 0 || !(initialAlpha > 0 && initialAlpha <= 1) || rateReducePeriodNs < 0
                || !(minDecreaseFactor >= 0 && minDecreaseFactor <= 1) || increasePeriodNs <= 0 || increaseBytes <= 0
                || fastRecoverySteps < 0 || additiveMbps <= 0 || hyperMbps <= 0 || minRateMbps <= 0 || cnpIntervalNs < 0) {
            throw new IllegalArgumentException("DCQCN settings out of range: " + this);
        }
    }
}
