package io.nosagent.watchdog.pfc;

import io.nosagent.config.intent.InterfaceNameOrder;

import java.util.Comparator;
import java.util.Objects;

/**
 * A unicast queue of a front-panel port.
 *
 * @param port  interface name
 * @param queue queue index
 */
public record QueueRef(String port, int queue) implements Comparable<QueueRef> {

    private static final Comparator<QueueRef> ORDER = Comparator.comparing(QueueRef::port, InterfaceNameOrder.INSTANCE)
            .thenComparingInt(QueueRef::queue);

    public QueueRef {
        Objects.requireNonNull(port, "port");
    }

    /** Its gNMI path in the watchdog's tree. */
    public String path() {
        return "/nosagent-pfcwd:pfc-watchdog/interfaces/interface[name=" + port + "]/queues/queue[index=" + queue + "]";
    }

    @Override
    public int compareTo(QueueRef o) {
        return ORDER.compare(this, o);
    }

    @Override
    public String toString() {
        return port + " queue " + queue;
    }
}
