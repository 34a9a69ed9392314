/**
 * The virtual ASIC's test kit, in main code so feature modules can take it in test scope:
 * {@link io.nosagent.sai.vasic.testkit.VirtualSwitch} (a switch brought up as the agent does, for a
 * feature's programmers: given intent, when traffic or a fault, then counters and state), and
 * {@link io.nosagent.sai.vasic.testkit.TestRack} / {@link io.nosagent.sai.vasic.testkit.TestQos} (raw SAI
 * programming of a rack with hosts and uplinks, for the virtual ASIC's own data-plane tests).
 */
package io.nosagent.sai.vasic.testkit;
