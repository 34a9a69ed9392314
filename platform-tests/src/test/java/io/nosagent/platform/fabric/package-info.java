/**
 * Acceptance scenarios of the virtual AI zone: every RTSW and CTSW a full agent with its own gNMI server
 * on one simulation, booted from a zone template.
 */
package io.nosagent.platform.fabric;
