/**
 * The ingress ACL stage compiled from ACL tables, table groups, entries and counters: match on DSCP,
 * ECN, IP protocol, L4 ports, addresses, ingress port, RoCE BTH opcode and UDF bytes; act by drop,
 * punt, TC/DSCP rewrite, counting and redirect to a next hop or group, in priority order.
 */
package io.nosagent.sai.vasic.dataplane.acl;
