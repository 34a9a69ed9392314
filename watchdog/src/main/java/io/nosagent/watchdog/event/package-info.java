/**
 * Detections as events: what was seen ({@link io.nosagent.watchdog.event.EventType}), on which resource
 * (its gNMI path), how bad, when, and the counters that showed it; raised when a condition starts and
 * cleared when it ends. {@link io.nosagent.watchdog.event.EventLog} keeps the recent ones and hands
 * each to its listeners (the correlator).
 */
package io.nosagent.watchdog.event;
