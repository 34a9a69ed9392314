/**
 * Observing SAI traffic: {@link io.nosagent.sai.trace.TracingSai} wraps any backend and records
 * each call as a {@link io.nosagent.sai.trace.SaiCall} (the objects of a bulk call one by one, tagged
 * with the bulk call they went in), for tests that count calls, for comparing
 * what two backends were asked to do, and for debugging a switch.
 */
package io.nosagent.sai.trace;
