/**
 * Black-box scenarios: the whole agent on the virtual ASIC, driven through gNMI and the
 * simulator's traffic and fault API, checked by what a network engineer would observe.
 */
package io.nosagent.platform;
