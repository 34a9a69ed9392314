package io.nosagent.config.intent;

import java.util.Comparator;

/**
 * Orders interface names as an operator reads a front panel: digit runs compare as numbers, so
 * {@code eth1/2/1} comes before {@code eth1/10/1}.
 */
public final class InterfaceNameOrder implements Comparator<String> {

    /** The one instance (stateless). */
    public static final InterfaceNameOrder INSTANCE = new InterfaceNameOrder();

    private InterfaceNameOrder() {
    }

    @Override
    public int compare(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            char ca = a.charAt(i);
            char cb = b.charAt(j);
            if (Character.isDigit(ca) && Character.isDigit(cb)) {
                int ei = digitsEnd(a, i);
                int ej = digitsEnd(b, j);
                int c = compareDigits(a, i, ei, b, j, ej);
                if (c != 0) {
                    return c;
                }
                i = ei;
                j = ej;
            } else {
                if (ca != cb) {
                    return Character.compare(ca, cb);
                }
                i++;
                j++;
            }
        }
        int byRest = Integer.compare(a.length() - i, b.length() - j);
        // Equal under numeric reading (eth01 vs eth1) still needs a total order consistent with equals.
        return byRest != 0 ? byRest : a.compareTo(b);
    }

    private static int digitsEnd(String s, int from) {
        int k = from;
        while (k < s.length() && Character.isDigit(s.charAt(k))) {
            k++;
        }
        return k;
    }

    /** Compares the digit runs a[i..ei) and b[j..ej) as numbers of any length, without allocating. */
    private static int compareDigits(String a, int i, int ei, String b, int j, int ej) {
        while (i < ei - 1 && a.charAt(i) == '0') {
            i++;
        }
        while (j < ej - 1 && b.charAt(j) == '0') {
            j++;
        }
        if (ei - i != ej - j) {
            return Integer.compare(ei - i, ej - j);
        }
        for (; i < ei; i++, j++) {
            if (a.charAt(i) != b.charAt(j)) {
                return Character.compare(a.charAt(i), b.charAt(j));
            }
        }
        return 0;
    }
}
