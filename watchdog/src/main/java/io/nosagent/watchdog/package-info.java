/**
 * The watchdog feature: {@link io.nosagent.watchdog.Watchdog} wires the PFC watchdog ({@code .pfc}), the
 * monitors ({@code .monitor}), the event log ({@code .event}), the correlator ({@code .correlate}) and the
 * alarm table ({@code .alarm}) to the counter snapshots and port events, and offers its share of a commit.
 *
 * <p>Depends on {@code io.nosagent.sai} and {@code io.nosagent.config} only; never on another
 * feature module or on the agent.
 */
package io.nosagent.watchdog;
