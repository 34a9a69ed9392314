/**
 * TE overrides: per (ingress port, destination prefix) a redirect to a chosen next hop, as entries of an
 * ingress ACL table bound to the switch, withdrawn while the next hop's port is down or drained.
 */
package io.nosagent.routing.te;
