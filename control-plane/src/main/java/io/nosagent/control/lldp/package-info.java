/**
 * LLDP in the agent: the LLDPDU codec ({@link io.nosagent.control.lldp.Lldpdu}), the agent that announces the
 * switch on every port and keeps what each port hears until its TTL runs out ({@link io.nosagent.control.lldp.LldpAgent}),
 * and the cabling check against each interface's expected peer ({@link io.nosagent.control.lldp.CablingCheck}).
 */
package io.nosagent.control.lldp;
