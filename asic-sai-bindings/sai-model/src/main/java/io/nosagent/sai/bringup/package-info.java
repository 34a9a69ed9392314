/**
 * Switch bring-up, the same on every backend: create the switch, then learn what the ASIC built
 * (default virtual router, CPU port, front-panel ports matched to interface names by their lanes, and
 * each port's queues, priority groups, scheduler groups and system port, by host key)
 * into a {@link io.nosagent.sai.bringup.SwitchHandle} that feature programmers use, with the capability
 * record of the ASIC. It reads only the attributes {@link io.nosagent.sai.bringup.BringUpReads} declares;
 * an optional one the SAI does not answer is asked once and worked around.
 */
package io.nosagent.sai.bringup;
