/**
 * The schema model: the served part of the YANG tree as data ({@link io.nosagent.config.schema.SchemaNode}:
 * containers, lists with their keys, leaves with their value types ({@link io.nosagent.config.schema.LeafType}),
 * config vs state, mandatory leaves and module names for RFC 7951 qualification), built by the code
 * {@code io.nosagent.config.yang} generates from the YANG. {@link io.nosagent.config.schema.ConfigSchema}
 * joins the sections' top containers and resolves gNMI paths against them; the codec checks and edits
 * JSON generically over this description. {@link io.nosagent.config.schema.IntentPaths} names the keys
 * of the one routing table and the paths of items the intent keys by typed values.
 */
package io.nosagent.config.schema;
