/**
 * The ingress and egress ACL stages compiled from ACL tables, table groups, entries and counters: match
 * on DSCP, ECN, TC, IP protocol, L4 ports, addresses, ingress port (egress port at egress), RoCE BTH
 * opcode and UDF bytes; act by drop, punt, TC/DSCP rewrite, counting and (at ingress) redirect to a
 * next hop or group, in priority order.
 */
package io.nosagent.sai.vasic.dataplane.acl;
