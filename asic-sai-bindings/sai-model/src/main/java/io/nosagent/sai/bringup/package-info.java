/**
 * Switch bring-up, the same on every backend: create the switch, then learn what the ASIC built
 * (default virtual router, CPU port, front-panel ports matched to interface names by their lanes, and
 * each port's queues, priority groups, scheduler groups and system port, by host key)
 * into a {@link io.nosagent.sai.bringup.SwitchHandle} that feature programmers use.
 */
package io.nosagent.sai.bringup;
