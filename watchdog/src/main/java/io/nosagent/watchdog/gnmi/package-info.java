/** The watchdog's gNMI state: the alarms, the PFC watchdog's queues, the correlator's cases and the buffer pools' use. */
package io.nosagent.watchdog.gnmi;
