/**
 * The SAI 1.18.1 tables the agent uses, generated from the shared SAI metadata and committed: one
 * {@code *Attr} class per object type (every attribute as an {@link io.nosagent.sai.AttrSpec} typed by
 * its object's {@link io.nosagent.sai.SaiObject} marker and its value kind), one
 * {@code *Stat} class per stats enum, {@code SaiEnums} (value enums as int constants), and the
 * {@code SaiMetadata} lookup. Never edit them by hand: regenerate with
 * {@code ./mvnw -pl asic-sai-bindings/sai-model test -Dtest=GeneratedTablesMatchSharedMetadataTest -Dsai.regenerate=true}.
 */
package io.nosagent.sai.meta;
