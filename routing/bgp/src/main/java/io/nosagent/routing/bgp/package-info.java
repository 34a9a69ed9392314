/**
 * Routes from BGP on FRR: the FRR speaker renders the BGP intent for zebra and bgpd, learns zebra's routes over
 * FPM and programs them through the routing feature as learned routes; the task-VIP policy, the rack
 * aggregates and BGP's state.
 */
package io.nosagent.routing.bgp;
