package io.nosagent.sai;

/** How a stats read treats the counters ({@code sai_stats_mode_t}). */
public enum StatsMode {
    READ(1),
    READ_AND_CLEAR(2);

    private final int value;

    StatsMode(int value) {
        this.value = value;
    }

    /** The {@code sai_stats_mode_t} number. */
    public int value() {
        return value;
    }
}
