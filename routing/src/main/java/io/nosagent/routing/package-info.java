/**
 * Routing: the programmers that turn the intent's ports, interfaces, static routes, drain and TE
 * overrides into SAI objects through {@code SaiStore}; {@link io.nosagent.routing.RoutingProgrammer}
 * runs the routing section of a commit and owns fast failover.
 *
 * <p>Depends on {@code io.nosagent.sai} and {@code io.nosagent.config} only; never on another
 * feature module, a SAI backend or the agent.
 */
package io.nosagent.routing;
