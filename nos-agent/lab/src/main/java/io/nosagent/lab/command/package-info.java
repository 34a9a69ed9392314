/** The lab's subcommands: {@code run} on the virtual ASIC with simulated hosts, {@code fabric}, {@code bench}. */
package io.nosagent.lab.command;
