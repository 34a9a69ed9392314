/**
 * The served data tree as data: every container, list (with its keys) and leaf (with its value kind
 * and module) that Get and Subscribe answer for, per gNMI origin. The config part is imported from
 * the config module's schema; state and counters are declared by the path handlers that serve them.
 * Resolving a request path against it is where an unserved element (UNIMPLEMENTED) or a malformed
 * one (INVALID_ARGUMENT) is caught.
 */
package io.nosagent.agent.gnmi.schema;
