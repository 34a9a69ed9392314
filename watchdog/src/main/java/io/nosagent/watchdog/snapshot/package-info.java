/** The watchdog's parts of a fault snapshot: alarms, cases, events and the PFC watchdog's queues. */
package io.nosagent.watchdog.snapshot;
