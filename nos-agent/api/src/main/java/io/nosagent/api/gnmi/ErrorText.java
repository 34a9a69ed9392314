package io.nosagent.api.gnmi;

import java.util.List;

/**
 * Error text a client can always receive. A gRPC status travels in HTTP/2 trailers, and clients cap
 * those (grpc-java at 8 KiB, grpc-js similarly): an error that echoes a request of 1,000 unknown keys
 * or a 70 KB value never arrives, and the connection's other calls stall behind it. So every error the
 * agent sends names the first few offending paths, counts the rest and truncates long values.
 */
public final class ErrorText {

    /**
     * Longest status message sent, in characters: with the rich details ({@code BoundedStatus}, 2 KiB,
     * base64 on the wire) the trailers stay under the 8 KiB a client accepts.
     */
    public static final int MAX_CHARS = 3072;
    /** Longest single problem in a list (a path with a long key value, a long value). */
    public static final int MAX_ITEM_CHARS = 500;
    /** Problems named in a list; the rest are counted. */
    public static final int MAX_ITEMS = 5;

    private ErrorText() {
    }

    /** {@code text}, or its start and how much was left out when it is longer than {@link #MAX_CHARS}. */
    public static String bounded(String text) {
        return truncated(text, MAX_CHARS);
    }

    /** One problem or path, bounded to {@link #MAX_ITEM_CHARS} so the rest of a message still fits. */
    public static String item(String text) {
        return truncated(text, MAX_ITEM_CHARS);
    }

    /** The first {@link #MAX_ITEMS} problems, each bounded, joined by "; ", and how many more there are. */
    public static String list(List<String> problems) {
        var out = new StringBuilder();
        for (int i = 0; i < Math.min(problems.size(), MAX_ITEMS); i++) {
            out.append(i == 0 ? "" : "; ").append(item(problems.get(i)));
        }
        int more = problems.size() - MAX_ITEMS;
        if (more > 0) {
            out.append("; and ").append(more).append(more == 1 ? " more problem" : " more problems");
        }
        return out.toString();
    }

    private static String truncated(String text, int max) {
        if (text == null || text.length() <= max) {
            return text;
        }
        String note = "... (" + (text.length() - max) + " more characters)";
        return text.substring(0, max - note.length()) + note;
    }
}
