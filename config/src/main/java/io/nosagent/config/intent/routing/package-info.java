/**
 * The routing section of the intent: static routes, load balancing with RoCE QP hashing, flowlets,
 * fine-grained ECMP for task VIPs, drain and TE overrides, as immutable records with the defaults a
 * switch has before anyone configures it.
 */
package io.nosagent.config.intent.routing;
