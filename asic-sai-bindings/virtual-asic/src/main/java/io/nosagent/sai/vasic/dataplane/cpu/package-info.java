/**
 * The way to the switch's CPU as its SAI objects configure it: each host interface trap compiled with its trap
 * group's CPU queue and policer ({@link io.nosagent.sai.vasic.dataplane.cpu.Trap}), and the policers' single-rate
 * three-color meters ({@link io.nosagent.sai.vasic.dataplane.cpu.Policer}) with their counters.
 */
package io.nosagent.sai.vasic.dataplane.cpu;
