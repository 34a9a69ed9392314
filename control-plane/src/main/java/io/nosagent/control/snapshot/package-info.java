/** The control plane's parts of a fault snapshot: the neighbor table, and CoPP with its counters. */
package io.nosagent.control.snapshot;
