package io.nosagent.control.lldp;

import io.nosagent.sai.observe.Published;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The system each port's cable last reached, as LLDP named it. Kept after the neighbor goes (a port going down
 * forgets its LLDP neighbor at once), so a link-down case names what the cable really reached rather than what
 * the config expected. Any thread.
 */
public final class PeersSeen implements AutoCloseable {

    private final Map<String, String> byPort = new ConcurrentHashMap<>();
    private final AutoCloseable subscription;

    public PeersSeen(Published<LldpState> lldp) {
        subscription = lldp.subscribe(state -> state.neighbors().forEach(
                (port, n) -> n.lldpdu().systemName().ifPresent(name -> byPort.put(port, name))));
    }

    /** Port to the system name last heard on it; ports that never heard one are absent. */
    public Map<String, String> byPort() {
        return new TreeMap<>(byPort);
    }

    @Override
    public void close() throws Exception {
        subscription.close();
    }
}
