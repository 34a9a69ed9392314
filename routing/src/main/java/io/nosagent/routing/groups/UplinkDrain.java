package io.nosagent.routing.groups;

import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.delta.RoutingDelta;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.feature.Programmer;
import io.nosagent.config.intent.routing.Drain;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.platform.Platform;

import java.util.HashSet;

/**
 * Drain from config: the uplinks {@link Drain#drains} names are {@linkplain PortAvailability#setDrained
 * drained}, so they leave every group (and their TE overrides are withdrawn) while their links stay up;
 * undrained, they come back. Downlinks are never drained (hosts have no other way in). Reconciles from
 * the drained set it last applied, so the reversed delta of a failed commit undoes it.
 */
public final class UplinkDrain implements Programmer {

    private final SwitchHandle sw;
    private final PortAvailability ports;

    public UplinkDrain(SwitchHandle sw, PortAvailability ports) {
        this.sw = sw;
        this.ports = ports;
    }

    @Override
    public void apply(IntentDelta delta) {
        if (RoutingDelta.of(delta).drain().isEmpty()) {
            return;
        }
        Drain drain = RoutingIntent.of(delta.desired()).drain();
        var drained = new HashSet<String>();
        for (Platform.PortSpec p : sw.platform().ports()) {
            if (p.role() == Platform.PortRole.UPLINK && drain.drains(p.name())) {
                drained.add(p.name());
            }
        }
        ports.setDrained(drained);
    }
}
