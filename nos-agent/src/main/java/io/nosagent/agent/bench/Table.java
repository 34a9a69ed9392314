package io.nosagent.agent.bench;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/** A plain-text table with aligned columns, for benchmark results. */
public final class Table {

    private final List<String> header;
    private final List<List<String>> rows = new ArrayList<>();

    public Table(String... header) {
        this.header = List.of(header);
    }

    public Table row(Object... cells) {
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
        for (var r : rows) {
            out.println(line(r, width));
        }
    }

    private static String line(List<String> cells, int[] width) {
        var sb = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            String c = cells.get(i);
            sb.append(i == 0 ? "" : " | ");
            // numbers right-aligned, text left-aligned
            boolean numeric = !c.isEmpty() && (Character.isDigit(c.charAt(0)) || c.charAt(0) == '-' && c.length() > 1);
            sb.append(numeric ? " ".repeat(width[i] - c.length()) + c : c + " ".repeat(width[i] - c.length()));
        }
        return sb.toString().stripTrailing();
    }
}
