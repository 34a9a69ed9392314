/**
 * gNMI scenarios: the whole agent on the virtual ASIC behind its TLS gNMI server, driven only
 * through a gNMI client (and the virtual ASIC's fault hooks), checked by what an operator would see
 * over gNMI, on the ASIC and in the persisted config.
 */
package io.nosagent.platform.gnmi;
