/**
 * Platform descriptions: what a switch model has (front-panel ports with lanes and speeds,
 * buffer size and carving, table capacities, and the ASIC features the SAI metadata cannot say:
 * whether ACLs match the RoCE BTH opcode, the ids of the vendor's custom VOQ credit attributes) and its
 * latency (pipeline, VOQ credit request and grant; the shipped figures calibrated to a 22 us unloaded RTT). The
 * virtual ASIC builds its switch from one; the agent maps interface names to ports with it and finds
 * the vendor's attribute ids in it. Two profiles ship as data files: {@code rtsw} and {@code ctsw}.
 * A description may name the vendor SAI's {@link io.nosagent.sai.platform.Personality} (what that SAI lacks
 * or does not implement; shipped: {@code full}, {@code minimal}), or a name may add one: {@code rtsw:minimal}.
 */
package io.nosagent.sai.platform;
