/**
 * The control plane as the agent runs it ({@link io.nosagent.control.ControlPlaneFeature}): what the switch's
 * CPU receives and sends. Control-plane policing ({@code .copp}), packet I/O through the SAI callback channel
 * ({@code .packet}) and neighbors learned by ARP and ND ({@code .neighbor}).
 */
package io.nosagent.control;
