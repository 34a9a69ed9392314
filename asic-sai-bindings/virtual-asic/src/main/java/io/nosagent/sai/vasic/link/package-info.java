/**
 * The simulated wire: {@link io.nosagent.sai.vasic.link.Link} (propagation delay, carrier, loss)
 * between two {@link io.nosagent.sai.vasic.link.LinkEnd}s (switch ports, NICs), and the
 * {@link io.nosagent.sai.vasic.link.Transmitter} that paces frames at line rate.
 */
package io.nosagent.sai.vasic.link;
