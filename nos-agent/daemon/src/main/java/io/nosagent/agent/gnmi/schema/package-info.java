/**
 * The served data tree as data: per gNMI origin, the handlers' fragments of the tree generated from the
 * YANG ({@code io.nosagent.config.yang}) merged, every container, list (with its keys) and leaf (with its
 * type and module) that Get and Subscribe answer for. Resolving a request path against it is where an
 * unserved element (UNIMPLEMENTED) or a malformed one (INVALID_ARGUMENT) is caught; {@link
 * io.nosagent.agent.gnmi.schema.PathKeys} gives a path's key values as the data holds them.
 */
package io.nosagent.agent.gnmi.schema;
