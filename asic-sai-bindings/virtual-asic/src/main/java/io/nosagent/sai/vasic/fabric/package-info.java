/**
 * Composition of a simulated network: {@link io.nosagent.sai.vasic.fabric.Fabric} puts switches, NICs,
 * links, traffic and faults on one simulation, small fabrics (4 RTSW x 2 CTSW) included.
 */
package io.nosagent.sai.vasic.fabric;
