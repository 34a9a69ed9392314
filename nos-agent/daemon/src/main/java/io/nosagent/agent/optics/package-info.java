/**
 * The optics in the front-panel ports' cages, simulated (the agent has no transceiver driver): what each
 * one is, its readings per lane, the {@code sim optic-degrade} fault that dims a lane step by step, and
 * the alarm and health mark raised when a lane's receive power falls below its thresholds.
 */
package io.nosagent.agent.optics;
