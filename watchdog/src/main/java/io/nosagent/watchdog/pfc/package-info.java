/**
 * The PFC watchdog: which queues are lossless (read from what QoS programmed), one state machine per
 * watched queue fed by the counter snapshots (or by the ASIC's deadlock notifications where the chip
 * detects in hardware), the storm actions through {@code SaiStore} and their exact undoing, and the
 * per-queue state served over gNMI.
 */
package io.nosagent.watchdog.pfc;
