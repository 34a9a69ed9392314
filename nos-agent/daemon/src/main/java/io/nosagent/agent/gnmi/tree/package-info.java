/**
 * The path tree: a registry of {@link io.nosagent.feature.gnmi.PathHandler}s, each serving one
 * subtree (interfaces config, interface state, counters, AFT, system, ...) as RFC 7951 JSON, and
 * the generic machinery every RPC shares on top of it: merging the relevant handlers' data,
 * filtering by data type, matching request paths with wildcards, and flattening to leaves.
 * Adding served paths is one handler plus one line in {@code io.nosagent.agent.gnmi.paths.ServedPaths}.
 */
package io.nosagent.agent.gnmi.tree;
