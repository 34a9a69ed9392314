/**
 * gNMI Set: one transaction over the config intent. {@link io.nosagent.agent.gnmi.set.SetRpc} turns
 * the request into operations, {@link io.nosagent.agent.gnmi.set.SetTransaction} applies them
 * (delete, replace, update, in request order) to the running intent on the update thread, which
 * validates, programs, persists and publishes the result as one commit; any failure leaves
 * everything as it was and is reported as ABORTED naming the failing operation.
 * {@link io.nosagent.agent.gnmi.set.ConfirmedCommits} implements the commit-confirmed extension.
 */
package io.nosagent.agent.gnmi.set;
