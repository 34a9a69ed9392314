/**
 * OpenConfig JSON_IETF (RFC 7951) in and out. {@link io.nosagent.config.codec.IntentCodec} turns a
 * document into a validated {@link io.nosagent.config.intent.SwitchIntent} and back;
 * {@link io.nosagent.config.codec.ConfigTree} reads and edits a document by gNMI path (read with
 * wildcards, delete, replace, update). Both check JSON generically against the
 * {@link io.nosagent.config.schema.ConfigSchema}; only the mapping between a section's JSON and its
 * record is written per section ({@link io.nosagent.config.codec.SectionCodec}), and every section is
 * registered once, in {@link io.nosagent.config.codec.Sections}. The routing intent is two sections:
 * OpenConfig static routes ({@link io.nosagent.config.codec.NetworkInstancesCodec}) and the project's
 * {@code nosagent-routing} ({@link io.nosagent.config.codec.RoutingCodec}).
 */
package io.nosagent.config.codec;
