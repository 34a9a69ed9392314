/**
 * The agent's one time source. {@link io.nosagent.sai.time.AgentTime} says what time it is and runs
 * every timed piece of agent work (stats polls, commit-confirmed timers, the update loop's turns);
 * {@link io.nosagent.sai.time.WallClock} is production time, one timer thread on the system clock.
 * The virtual ASIC's simulation provides the other implementation, so a scenario of many agent minutes
 * runs deterministically in seconds.
 */
package io.nosagent.sai.time;
