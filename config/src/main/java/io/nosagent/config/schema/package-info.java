/**
 * The part of the OpenConfig YANG tree this agent serves, as data: containers, lists with their keys,
 * leaves with their types ({@link io.nosagent.config.schema.LeafType}), config vs state, mandatory
 * leaves and module names (for RFC 7951 qualification). One class per section describes its subtree
 * ({@link io.nosagent.config.schema.InterfacesSchema}, {@link io.nosagent.config.schema.SystemSchema},
 * {@link io.nosagent.config.schema.NetworkInstancesSchema}, {@link io.nosagent.config.schema.RoutingSchema})
 * and names its paths; {@link io.nosagent.config.schema.ConfigSchema} joins them and resolves gNMI
 * paths against them. The codec checks and edits JSON generically over this description.
 */
package io.nosagent.config.schema;
