package io.nosagent.sai.vasic.link;

import io.nosagent.sai.vasic.sim.EventHandler;

/**
 * One end of a {@link Link}: a switch port or a NIC. The link delivers to it as events of its own
 * handler: {@link Link#ARRIVAL} (subject: the packet, now the end's to keep or release) and
 * {@link Link#PFC} (arg: {@link Link#pfcPriority} and {@link Link#pfcQuanta}).
 */
public interface LinkEnd extends EventHandler {

    String name();

    long speedMbps();

    /** Whether this end lights its laser: a switch port that is administratively up; a NIC always. */
    boolean enabled();

    /** Called once when a link is plugged in here. */
    void attached(Link link);

    /** The cable plugged in here is now {@code link} (cables swapped, {@link Link#swapFarEnds}). */
    void moved(Link link);

    /** The link's carrier came up or went down (cable, or the far end enabled or disabled). */
    void carrierChanged(boolean up);
}
