/**
 * Checks that need more than the schema: the switch's own context
 * ({@link io.nosagent.config.validate.ValidationContext}: which interfaces exist, the largest MTU) and
 * relations between values (overlapping subnets across interfaces, host-name syntax). One validator per
 * section; each reports every problem at its exact path instead of stopping at the first.
 */
package io.nosagent.config.validate;
