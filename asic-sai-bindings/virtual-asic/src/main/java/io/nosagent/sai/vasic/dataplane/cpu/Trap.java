package io.nosagent.sai.vasic.dataplane.cpu;

/**
 * A HOSTIF_TRAP compiled: what happens to the packets it matches and where the trapped ones go.
 *
 * @param oid     the trap object (the packet event's HOSTIF_TRAP_ID)
 * @param action  its PACKET_ACTION ({@code sai_packet_action_t})
 * @param enabled its trap group's ADMIN_STATE
 * @param queue   its trap group's CPU queue
 * @param policer its trap group's policer, or null
 */
public record Trap(long oid, int action, boolean enabled, int queue, Policer policer) {
}
