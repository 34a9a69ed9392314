/**
 * The kernel path for TCP daemons (FBOSS's tun manager): {@link io.nosagent.control.kernel.KernelInterfaces} keeps an
 * L3 TUN interface per router interface in a {@link io.nosagent.control.kernel.KernelNamespace} (addresses, MTU,
 * link as its port), writes the packets trapped for the switch's own addresses to it and routes what the kernel
 * sends back through the pipeline. The TUN device is opened through the Foreign Function and Memory API (no JNI);
 * addresses, MTU and link go through iproute2. {@link io.nosagent.control.kernel.KernelAccess} says why the path
 * cannot run here (no /dev/net/tun, not root, no ip).
 */
package io.nosagent.control.kernel;
