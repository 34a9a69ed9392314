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
                int c = compareDigits(a.substring(i, ei), b.substring(j, ej));
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

    private static int compareDigits(String x, String y) {
        String sx = x.replaceFirst("^0+(?=.)", "");
        String sy = y.replaceFirst("^0+(?=.)", "");
        return sx.length() != sy.length() ? Integer.compare(sx.length(), sy.length()) : sx.compareTo(sy);
    }
}
