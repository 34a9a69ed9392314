/**
 * When SAI's conditional attributes apply. The SAI metadata flags 106 attributes of SAI 1.18.1 as
 * conditional but does not carry the condition; the headers state it ({@code @condition}), and the
 * committed table {@code sai-1.18.1-conditions.txt} records it, one line per attribute.
 *
 * <p>{@link io.nosagent.sai.conditions.SaiConditions} loads that table: every line as written
 * ({@link io.nosagent.sai.conditions.ConditionLine}, names only) and, for the object types the
 * generated tables of {@code io.nosagent.sai.meta} describe, resolved to their
 * {@link io.nosagent.sai.AttrSpec}s and enum numbers ({@link io.nosagent.sai.conditions.AttrCondition}).
 * Nothing here types an attribute or enum value by hand: names resolve through the generated tables,
 * and the tests check the table against the shared metadata.
 */
package io.nosagent.sai.conditions;
