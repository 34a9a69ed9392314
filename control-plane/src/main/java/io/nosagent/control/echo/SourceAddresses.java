package io.nosagent.control.echo;

import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.net.Cidr;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.util.Comparator;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Which of the switch's addresses (in the running intent) a packet the CPU originates comes from: the address on
 * the subnet that holds the destination, else the interface's own (an error answered out of the port it concerns),
 * else the first of that family (interfaces by name), as a host's kernel picks.
 */
public final class SourceAddresses {

    private final Supplier<SwitchIntent> running;

    public SourceAddresses(Supplier<SwitchIntent> running) {
        this.running = running;
    }

    /** The address to send to {@code destination} from; empty when the switch has none of its family. */
    public Optional<InetAddress> toward(InetAddress destination) {
        return interfaces().flatMap(i -> i.addresses().stream())
                .filter(a -> new Cidr(a.ip(), a.prefixLength()).contains(destination) && !a.ip().equals(destination))
                .max(Comparator.comparingInt(InterfaceAddress::prefixLength)).map(InterfaceAddress::ip)
                .or(() -> anyOf(destination));
    }

    /** The address to answer {@code destination} from, about a packet that came in on {@code interfaceName}. */
    public Optional<InetAddress> on(String interfaceName, InetAddress destination) {
        return interfaces().filter(i -> i.name().equals(interfaceName)).flatMap(i -> i.addresses().stream())
                .map(InterfaceAddress::ip).filter(ip -> sameFamily(ip, destination)).findFirst()
                .or(() -> toward(destination));
    }

    /** Whether {@code address} is one of the switch's own. */
    public boolean isOwn(InetAddress address) {
        return interfaces().flatMap(i -> i.addresses().stream()).anyMatch(a -> a.ip().equals(address));
    }

    private Optional<InetAddress> anyOf(InetAddress destination) {
        return interfaces().flatMap(i -> i.addresses().stream()).map(InterfaceAddress::ip)
                .filter(ip -> sameFamily(ip, destination)).findFirst();
    }

    private java.util.stream.Stream<InterfaceIntent> interfaces() {
        return running.get().interfaces().values().stream().sorted(Comparator.comparing(InterfaceIntent::name));
    }

    private static boolean sameFamily(InetAddress a, InetAddress b) {
        return (a instanceof Inet4Address) == (b instanceof Inet4Address);
    }
}
