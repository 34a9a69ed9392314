package io.nosagent.api.cli;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * A plain-text table for the show views and the benchmarks: each column aligned as declared
 * (counts right, names left), so an address or a timestamp is never mistaken for a number.
 */
public final class TextTable {

    private final List<String> header = new ArrayList<>();
    private final List<Boolean> right = new ArrayList<>();
    private final List<List<String>> rows = new ArrayList<>();

    /** A left-aligned column. */
    public TextTable left(String name) {
        header.add(name);
        right.add(false);
        return this;
    }

    /** A right-aligned column (counts). */
    public TextTable right(String name) {
        header.add(name);
        right.add(true);
        return this;
    }

    public TextTable row(Object... cells) {
        if (cells.length != header.size()) {
            throw new IllegalArgumentException("row has " + cells.length + " cells, table has " + header.size() + " columns");
        }
        var r = new ArrayList<String>();
        for (Object c : cells) {
            r.add(String.valueOf(c));
        }
        rows.add(r);
        return this;
    }

    public void print(PrintStream out) {
        var writer = new PrintWriter(out, true);
        print(writer);
        writer.flush();
    }

    public void print(PrintWriter out) {
        int[] width = new int[header.size()];
        for (int i = 0; i < width.length; i++) {
            width[i] = header.get(i).length();
            for (var r : rows) {
                width[i] = Math.max(width[i], r.get(i).length());
            }
        }
        out.println(line(header, width));
        var rule = new StringBuilder();
        for (int w : width) {
            rule.append(rule.isEmpty() ? "" : "-+-").append("-".repeat(w));
        }
        out.println(rule);
        rows.forEach(r -> out.println(line(r, width)));
    }

    private String line(List<String> cells, int[] width) {
        var sb = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            String c = cells.get(i);
            String pad = " ".repeat(width[i] - c.length());
            sb.append(i == 0 ? "" : " | ").append(right.get(i) ? pad + c : c + pad);
        }
        return sb.toString().stripTrailing();
    }
}
