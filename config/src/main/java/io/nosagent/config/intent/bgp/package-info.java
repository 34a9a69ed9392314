/**
 * The BGP section of the intent (OpenConfig BGP under the DEFAULT network instance): the switch's AS,
 * router id and multipath, its neighbors and peer groups with their address families, graceful restart
 * and add-paths, and which downlinks a host's BGP sidecar may announce task VIPs from.
 */
package io.nosagent.config.intent.bgp;
