/**
 * Address literals as text: the one strict, DNS-free parser and canonical printer of IPv4 and IPv6
 * addresses ({@link io.nosagent.net.IpAddresses}), address/length prefixes
 * ({@link io.nosagent.net.Cidr}) and MAC addresses ({@link io.nosagent.net.MacAddresses}).
 *
 * <p>Both the SAI model and config read and print addresses through this package, so a value means
 * the same and prints the same in a startup file, a gNMI path, a SAI key and a warm-boot file.
 * It depends on nothing but the JDK.
 */
package io.nosagent.net;
