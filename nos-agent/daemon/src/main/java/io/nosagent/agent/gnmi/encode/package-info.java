/**
 * Between the wire and the tree: gNMI {@code Path} messages to and from the internal
 * {@link io.nosagent.config.ConfigPath}, and data to {@code TypedValue} in the supported encodings.
 * JSON_IETF is RFC 7951 (module-qualified names where the module changes, and on the first level of
 * a returned subtree; 64-bit integers as strings); JSON is the same data with plain names and 64-bit
 * integers as numbers; PROTO sends one scalar per leaf, by the leaf's YANG type ({@code uint_val} for
 * unsigned, {@code int_val} for signed, {@code bool_val}, {@code string_val} for everything else,
 * {@code leaflist_val} for leaf-lists).
 */
package io.nosagent.agent.gnmi.encode;
