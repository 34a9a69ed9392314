/**
 * Routes, next hops, ECMP and fine-grained ECMP groups, hash programming (native fields and the UDF on the RoCE destination QP), ARS flowlets, fast failover and TE overrides. Will hold one programmer per feature that turns the routing intent into SAI objects through SaiStore.
 *
 * <p>Depends on {@code io.nosagent.sai} and {@code io.nosagent.config} only; never on another
 * feature module or on the agent.
 */
package io.nosagent.routing;
