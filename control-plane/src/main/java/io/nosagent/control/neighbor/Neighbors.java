package io.nosagent.control.neighbor;

import io.nosagent.control.packet.PacketIo;
import io.nosagent.feature.update.UpdateLoop;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.ports.PortStatus;
import io.nosagent.sai.ports.PortStatusTracker;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.time.AgentTime;
import io.nosagent.sai.time.Timer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The neighbor side of the control plane as it runs: the {@link NeighborTable}, its packets ({@link NeighborPackets}
 * on the agent's packet I/O), the ager on the agent's time source every {@link NeighborTimers#ager()}, the retries
 * of unresolved entries every {@link NeighborTimers#retry()}, and the
 * ports' oper changes, all as work of the update loop.
 */
public final class Neighbors implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(Neighbors.class);

    private final NeighborTable table;
    private final UpdateLoop loop;
    private final Timer ager;
    private final Timer retries;
    private final AutoCloseable ports;

    public Neighbors(SaiStore store, SwitchHandle sw, AgentTime time, UpdateLoop loop, PortStatusTracker portStatus, PacketIo io,
                     NeighborTimers timers) {
        this.loop = loop;
        var packets = new NeighborPackets(io, sw.mac(), loop);
        this.table = new NeighborTable(store, sw, time, timers, packets);
        packets.serve(table);
        this.ager = time.scheduleAtFixedRate(timers.ager(), timers.ager(), () -> loop.run("the neighbor ager", table::age));
        this.retries = time.scheduleAtFixedRate(timers.retry(), timers.retry(), () -> loop.run("the neighbor retries", table::retry));
        this.ports = portStatus.changes().subscribe(this::portChanged);
    }

    /** The table: routing's resolution, the commit step, the published neighbors. */
    public NeighborTable table() {
        return table;
    }

    private void portChanged(PortStatus status) {
        String port = status.interfaceName();
        loop.run("neighbors on " + port, () -> {
            if (status.up()) {
                table.portUp(port);
            } else {
                table.portDown(port);
            }
        });
    }


    @Override
    public void close() {
        ager.cancel();
        retries.cancel();
        try {
            ports.close();
        } catch (Exception e) {
            log.debug("unsubscribing from port changes failed", e);
        }
    }
}
