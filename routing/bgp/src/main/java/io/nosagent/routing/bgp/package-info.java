/**
 * Routes from BGP: with GoBGP, the speaker pushes the BGP intent into gobgpd, follows its best paths
 * (multipath) and programs them through the routing feature as learned routes; with FRR, the FRR speaker
 * renders the intent for zebra and bgpd and learns zebra's routes over FPM.
 */
package io.nosagent.routing.bgp;
