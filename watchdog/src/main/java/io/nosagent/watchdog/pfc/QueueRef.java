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

    /**
     * Panel order: eth1/2/1 before eth1/10/1. Both names are read as runs of ASCII digits and of other
     * characters; runs of digits compare as numbers, others as text, and a name that runs out first comes
     * first. Walked in place: this orders every lossless queue on each commit, and a regex split compiled
     * two patterns per comparison.
     */
    static int comparePorts(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int endA = runEnd(a, i);
            int endB = runEnd(b, j);
            int c = isDigit(a.charAt(i)) && isDigit(b.charAt(j))
                    ? compareNumbers(a, i, endA, b, j, endB)
                    : a.substring(i, endA).compareTo(b.substring(j, endB));
            if (c != 0) {
                return c;
            }
            i = endA;
            j = endB;
        }
        return Boolean.compare(i < a.length(), j < b.length());
    }

    /** Where the run of digits or of other characters starting at {@code from} ends. */
    private static int runEnd(String s, int from) {
        boolean digits = isDigit(s.charAt(from));
        int end = from + 1;
        while (end < s.length() && isDigit(s.charAt(end)) == digits) {
            end++;
        }
        return end;
    }

    /** Two runs of digits by value: leading zeros skipped, then the longer is larger, then digit by digit. */
    private static int compareNumbers(String a, int fromA, int endA, String b, int fromB, int endB) {
        while (fromA < endA - 1 && a.charAt(fromA) == '0') {
            fromA++;
        }
        while (fromB < endB - 1 && b.charAt(fromB) == '0') {
            fromB++;
        }
        int c = Integer.compare(endA - fromA, endB - fromB);
        for (int k = 0; c == 0 && fromA + k < endA; k++) {
            c = Character.compare(a.charAt(fromA + k), b.charAt(fromB + k));
        }
        return c;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
