/**
 * Sharing the ACL bind points. A port or the switch has one INGRESS_ACL and one EGRESS_ACL attribute,
 * and several features want a table there (QoS's ACK re-marking, the PFC watchdog's drop action, TE
 * overrides). Each bind point that has a table gets one table group of a fixed shape
 * ({@link io.nosagent.sai.store.acl.AclBindPoint}), which every feature ensures identically, so the
 * store shares it; each feature adds its own member at the priority {@link io.nosagent.sai.store.acl.AclUser}
 * gives it. The group and the binding go when the last member's owner lets go.
 */
package io.nosagent.sai.store.acl;
