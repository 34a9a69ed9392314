/**
 * The routing state as programmed, for gNMI and the CLI: {@link io.nosagent.routing.state.RoutingState}
 * (an immutable AFT-like snapshot: routes, next-hop groups with member status, next hops, TE overrides)
 * and {@link io.nosagent.routing.state.RoutingStates}, where the programmers record what they programmed
 * and readers take the latest snapshot or listen for changes.
 */
package io.nosagent.routing.state;
