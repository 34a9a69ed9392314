package io.nosagent.sai.backend;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.time.AgentTime;
import org.slf4j.LoggerFactory;

import java.util.Optional;

/**
 * A SAI implementation as the agent runs on it: the SAI calls, plus what the agent needs from the
 * backend beyond them, each a capability with the answer of a backend that lacks it. The agent asks
 * these, never which backend it is.
 */
public interface SaiBackend extends Sai {

    /**
     * Whether the switch of an earlier run is still there for a warm start to adopt. A vendor library
     * restores it from the state it saved at the warm stop; a backend that lives in the agent's
     * process only when it outlived that agent.
     */
    default boolean holdsSwitch() {
        return true;
    }

    /**
     * Hands the backend's notifications (port state, PFC deadlock) to {@code time}'s workers, so that in
     * simulation mode they are events of the one simulation. A backend whose notifications come on its
     * own threads (a vendor library's callbacks) ignores it.
     */
    default void deliverNotificationsOn(AgentTime time) {
    }

    /** Every object and entry the ASIC holds, for a fault snapshot; empty when the backend cannot list them. */
    default Optional<ObjectListing> objectListing() {
        return Optional.empty();
    }

    /**
     * Shuts the backend down leaving the ASIC forwarding, for the next start to adopt: a vendor library is
     * told the restart is warm ({@code SWITCH_ATTR_RESTART_WARM}) before it shuts down. A library that
     * refuses is shut down anyway, and its next start may be cold.
     */
    default void closeWarm(long switchId) {
        try {
            set(ObjectType.SWITCH, switchId, SwitchAttr.RESTART_WARM.bool(true));
        } catch (SaiException e) {
            LoggerFactory.getLogger(SaiBackend.class).error(
                    "the SAI library refused a warm restart ({}); its next start may be cold", e.getMessage());
        }
        close();
    }
}
