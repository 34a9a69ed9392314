/**
 * Virtual output queues of a VOQ switch (the CTSW): a packet waits at its ingress in the VOQ of its
 * egress port and queue ({@link io.nosagent.sai.vasic.dataplane.voq.Voq}) until the egress port's
 * credit scheduler ({@link io.nosagent.sai.vasic.dataplane.voq.CreditScheduler}) grants it credit; an
 * idle VOQ starts with an initial credit, asks for more with a credit request whose grant comes back a
 * credit loop later (the platform's latency), and a credit rate that ramps to line rate
 * ({@link io.nosagent.sai.vasic.dataplane.voq.CreditSettings}, the vendor's custom port attributes),
 * and the credit watchdog deletes what a VOQ holds when no credit came for its timer.
 */
package io.nosagent.sai.vasic.dataplane.voq;
