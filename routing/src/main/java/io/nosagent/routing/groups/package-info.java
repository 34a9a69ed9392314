/**
 * Next-hop groups: ECMP and fine-grained groups shared by routes with the same next-hop set, their
 * members, fast failover and drain.
 */
package io.nosagent.routing.groups;
