/**
 * Front-panel ports: programming their admin state and MTU from the intent, and tracking their
 * operational state from the ASIC's notifications.
 */
package io.nosagent.agent.ports;
