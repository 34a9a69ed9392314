/**
 * {@link io.nosagent.sai.observe.Published}: a typed value published as it changes, with its subscribers;
 * how every piece of agent state travels from its owner to its readers.
 */
package io.nosagent.sai.observe;
