/**
 * Routes from BGP with GoBGP as the routing daemon: the speaker pushes the BGP intent into gobgpd,
 * follows its best paths (multipath) and programs them through the routing feature as learned routes.
 */
package io.nosagent.routing.bgp;
