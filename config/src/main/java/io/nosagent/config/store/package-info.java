/**
 * The persisted running config: {@link io.nosagent.config.store.ConfigStore} keeps the committed
 * intent in a state directory with a monotonically increasing version and a bounded history for
 * rollback: each commit appended to a checksummed journal as what it changed
 * ({@link io.nosagent.config.store.CommitJournal}), snapshots written whole so that a crash never
 * leaves a half-written file visible ({@link io.nosagent.config.store.AtomicFile}).
 */
package io.nosagent.config.store;
