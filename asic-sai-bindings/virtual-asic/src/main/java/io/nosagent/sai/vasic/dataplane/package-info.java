/**
 * The virtual ASIC's forwarding plane: {@link io.nosagent.sai.vasic.dataplane.DataPlane} follows the
 * SAI objects the agent programs (through the store's object listener, queued for the simulation's
 * thread), compiles them into forwarding, QoS and ACL state, and moves packets through the
 * {@code Pipeline} between {@link io.nosagent.sai.vasic.dataplane.SwitchPort}s, counting under the SAI
 * stat ids. Sub-packages hold the compiled state: {@code route} (LPM, neighbors, next hops and groups),
 * {@code balance} (hashing, UDF, fine-grained ECMP, ARS flowlets), {@code qos} (maps, buffers, PFC,
 * queues, scheduling, WRED), {@code voq} (a VOQ switch's VOQs and credit schedulers), {@code acl} and
 * {@code stats}.
 */
package io.nosagent.sai.vasic.dataplane;
