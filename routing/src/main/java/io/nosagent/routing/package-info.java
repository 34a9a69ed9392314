/**
 * Routing: the programmers that turn the intent's ports, interfaces and (later) routes into SAI
 * objects through {@code SaiStore}.
 *
 * <p>Depends on {@code io.nosagent.sai} and {@code io.nosagent.config} only; never on another
 * feature module, a SAI backend or the agent.
 */
package io.nosagent.routing;
