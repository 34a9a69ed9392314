/**
 * Choosing the SAI backend: the virtual ASIC by default, a vendor libsai over FFM on hardware.
 */
package io.nosagent.agent.asic;
