/**
 * Checks that need more than the schema: the switch's own context
 * ({@link io.nosagent.config.validate.ValidationContext}: which interfaces exist, which are uplinks and
 * downlinks, the largest MTU, the routing table limits in {@link io.nosagent.config.validate.RoutingLimits})
 * and relations between values (overlapping subnets across interfaces, host-name syntax, QP hash bytes
 * inside the RoCE header). One {@link io.nosagent.config.validate.SectionValidator} per section, and
 * {@link io.nosagent.config.validate.IntentValidator}s for what relates sections (a route's next hop
 * against the interfaces' subnets); each reports every problem at its exact path instead of stopping at
 * the first.
 */
package io.nosagent.config.validate;
