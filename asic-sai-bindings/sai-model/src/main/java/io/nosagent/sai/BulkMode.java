package io.nosagent.sai;

/** What a bulk call does after the first failing object ({@code sai_bulk_op_error_mode_t}). */
public enum BulkMode {
    /** Objects after the failing one are not attempted and report NOT_EXECUTED. */
    STOP_ON_ERROR(0),
    /** Every object is attempted; each reports its own status. */
    IGNORE_ERROR(1);

    private final int value;

    BulkMode(int value) {
        this.value = value;
    }

    public int value() {
        return value;
    }
}
