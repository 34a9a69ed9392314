package io.nosagent.config.store;

import io.nosagent.config.intent.SwitchIntent;

import java.time.Instant;
import java.util.Objects;

/**
 * One committed version of the running config.
 *
 * @param version     1 for the first commit in a state directory, then one more per commit; never reused
 * @param committedAt when it was committed
 * @param note        who and why, e.g. {@code gnmi:alice set mtu on eth1/1/1}
 * @param intent      what was committed
 */
public record Commit(long version, Instant committedAt, String note, SwitchIntent intent) {

    public Commit {
        if (version < 1) {
            throw new IllegalArgumentException("version " + version + " < 1");
        }
        Objects.requireNonNull(committedAt, "committedAt");
        Objects.requireNonNull(note, "note");
        Objects.requireNonNull(intent, "intent");
    }
}
