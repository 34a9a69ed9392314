package io.nosagent.watchdog.pfc;

import java.util.Comparator;
import java.util.Objects;

/**
 * A unicast queue of a front-panel port.
 *
 * @param port  interface name
 * @param queue queue index
 */
public record QueueRef(String port, int queue) implements Comparable<QueueRef> {

    private static final Comparator<QueueRef> ORDER = Comparator.comparing(QueueRef::port, QueueRef::comparePorts)
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

    /** Panel order: eth1/2/1 before eth1/10/1 (numbers compared as numbers). */
    static int comparePorts(String a, String b) {
        String[] x = a.split("(?<=\\D)(?=\\d)|(?<=\\d)(?=\\D)");
        String[] y = b.split("(?<=\\D)(?=\\d)|(?<=\\d)(?=\\D)");
        for (int i = 0; i < Math.min(x.length, y.length); i++) {
            int c = Character.isDigit(x[i].charAt(0)) && Character.isDigit(y[i].charAt(0))
                    ? Long.compare(Long.parseLong(x[i]), Long.parseLong(y[i])) : x[i].compareTo(y[i]);
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(x.length, y.length);
    }
}
