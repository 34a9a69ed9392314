/**
 * The PFC watchdog, buffer / drop / flap monitors, events, alarms and their correlation into cases. Will hold the monitors that read the stats snapshot and the notifications.
 *
 * <p>Depends on {@code io.nosagent.sai} and {@code io.nosagent.config} only; never on another
 * feature module or on the agent.
 */
package io.nosagent.watchdog;
