/**
 * QoS for RoCE: {@link io.nosagent.qos.QosProgrammer}, the QoS section's programmer (DSCP -> TC ->
 * queue / priority-group maps, DSCP-based PFC with one lossless queue, buffer pools and profiles with
 * the headroom of each port's cable, WRED/ECN, schedulers with the strict CTS queue, the ACK
 * re-marking ACL, VOQ credits), and {@link io.nosagent.qos.BthOpcodeCapability}, the ASIC's answer to
 * whether ACLs match the BTH opcode natively.
 *
 * <p>Depends on {@code io.nosagent.sai} and {@code io.nosagent.config} only; never on another
 * feature module or on the agent.
 */
package io.nosagent.qos;
