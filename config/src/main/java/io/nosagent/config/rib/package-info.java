/**
 * The routes the switch learned ({@link io.nosagent.config.rib.Rib}): the input of programming beside the
 * intent, versioned, not persisted, untouched by config commits and rollbacks.
 */
package io.nosagent.config.rib;
