/**
 * gNSI on the gNMI server's port: certz, rotating the server's certificate and its client trust bundle
 * while it serves (an upload applies to new connections at once and is rolled back unless finalized on
 * the same stream; a finalized one is kept in the state directory for the next start).
 */
package io.nosagent.agent.gnsi;
