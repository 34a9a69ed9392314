/**
 * The agent's configuration <em>intent</em>: what the operator wants, as immutable records, read from
 * a startup file or edited by gNMI Set in OpenConfig JSON_IETF (RFC 7951).
 *
 * <p>This package holds the shared vocabulary: {@link io.nosagent.config.ConfigPath} (a gNMI-style
 * path), {@link io.nosagent.config.ConfigError} (one problem at an exact path) and
 * {@link io.nosagent.config.ConfigException} (every problem of a rejected input). Sub-packages:
 * {@code intent} (the records), {@code schema} (the served YANG subset as data), {@code validate}
 * (checks that need the switch's context), {@code codec} (JSON_IETF documents and path edits) and
 * {@code store} (persisted running config with history).
 */
package io.nosagent.config;
