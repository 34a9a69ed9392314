/** BGP's gNMI state: sessions and prefix counts per neighbor, the daemon link, task VIPs, refused announcements. */
package io.nosagent.routing.bgp.gnmi;
