/**
 * Correlation of events into cases: events inside a look-back window that share topology (the same
 * port; ports to the same peer; many ports of one ASIC; members of one next-hop group; a PFC storm and
 * the back-pressure and congestion it spreads) become one case with a suggested root cause, raised as
 * one alarm and cleared when every condition in it has ended.
 */
package io.nosagent.watchdog.correlate;
