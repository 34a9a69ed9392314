/**
 * Fault injection into a running simulation ({@link io.nosagent.sai.vasic.fault.Faults}): link down/up,
 * PFC storms ({@link io.nosagent.sai.vasic.fault.PfcStorm}), NICs that stop draining, lossy links.
 */
package io.nosagent.sai.vasic.fault;
