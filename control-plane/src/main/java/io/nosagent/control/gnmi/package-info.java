/**
 * The control plane's gNMI state: the neighbors on each routed subinterface (OpenConfig's
 * {@code ipv4|ipv6/neighbors}) and CoPP in effect with the CPU queues' and traps' counters ({@code nosagent-copp}).
 */
package io.nosagent.control.gnmi;
