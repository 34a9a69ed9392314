package io.nosagent.routing.flowlets;

import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.meta.ArsAttr;
import io.nosagent.sai.meta.ArsProfileAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.SaiEnums;

import java.util.List;

/** The SAI attributes of the switch's ARS profile, the ARS object and an ARS member port, from the intent. */
final class ArsAttributes {

    /**
     * How often port load is sampled, in microseconds: SAI's default, below the 22 us unloaded RTT of a
     * production zone, so a flowlet's choice rests on load at most about one round trip old.
     */
    static final int SAMPLING_INTERVAL_MICROS = 16;

    /** Each new sample weighs 2^-2 in the moving average of past load (SAI's default). */
    static final int PORT_LOAD_EXPONENT = 2;

    private ArsAttributes() {
    }

    /**
     * Path quality as FBOSS measures it: an EWMA of the bytes each port sent (past) and the bytes queued
     * for it (future), weighted by the intent, for IPv4 and IPv6 alike.
     */
    static List<Attribute.Of<SaiObject.ArsProfile>> profile(Flowlets f) {
        return List.of(
                ArsProfileAttr.ALGO.s32(SaiEnums.ArsProfileAlgo.EWMA),
                ArsProfileAttr.SAMPLING_INTERVAL.u32(SAMPLING_INTERVAL_MICROS),
                ArsProfileAttr.PORT_LOAD_PAST.bool(true),
                ArsProfileAttr.PORT_LOAD_PAST_WEIGHT.u8(f.pastLoadWeight()),
                ArsProfileAttr.PORT_LOAD_FUTURE.bool(true),
                ArsProfileAttr.PORT_LOAD_FUTURE_WEIGHT.u8(f.futureLoadWeight()),
                ArsProfileAttr.PORT_LOAD_EXPONENT.u8(PORT_LOAD_EXPONENT),
                ArsProfileAttr.ENABLE_IPV4.bool(true),
                ArsProfileAttr.ENABLE_IPV6.bool(true));
    }

    /** The flowlet table groups share: its mode, the idle time that ends a flowlet, its size. */
    static List<Attribute.Of<SaiObject.Ars>> ars(Flowlets f) {
        return List.of(
                ArsAttr.MODE.s32(mode(f.mode())),
                ArsAttr.IDLE_TIME.u32(f.idleTimeMicros()),
                ArsAttr.MAX_FLOWS.u32(f.tableSize()));
    }

    /** What a member port needs for its load to count: ARS on, the load's scale and weights. */
    static List<Attribute.Of<SaiObject.Port>> port(Flowlets f) {
        return List.of(
                PortAttr.ARS_ENABLE.bool(true),
                PortAttr.ARS_PORT_LOAD_SCALING_FACTOR.u32(f.loadScalingFactor()),
                PortAttr.ARS_PORT_LOAD_PAST_WEIGHT.u32(f.pastLoadWeight()),
                PortAttr.ARS_PORT_LOAD_FUTURE_WEIGHT.u32(f.futureLoadWeight()));
    }

    private static int mode(Flowlets.Mode mode) {
        return switch (mode) {
            case FLOWLET_QUALITY -> SaiEnums.ArsMode.FLOWLET_QUALITY;
            case PER_PACKET_QUALITY -> SaiEnums.ArsMode.PER_PACKET_QUALITY;
            case FIXED -> SaiEnums.ArsMode.FIXED;
        };
    }
}
