/**
 * The lab: the agent on the virtual ASIC with simulated hosts, a whole virtual zone, and the benchmarks.
 * {@code LabMain} is the command of the lab build, which carries every subcommand.
 */
package io.nosagent.lab;
