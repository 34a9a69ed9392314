/**
 * The monitors besides the PFC watchdog, each turning counters or port events into events: buffer pools
 * filling past a threshold, congestion drops on lossless queues and priority groups, ports pausing their
 * peers most of the time (back-pressure), links down and links flapping.
 */
package io.nosagent.watchdog.monitor;
