package io.nosagent.routing.bgp.frr;

import java.util.Optional;

/**
 * The kernel's interfaces where zebra runs, by index: FPM next hops name their interface by kernel index.
 * The agent makes one kernel interface per router interface, named by {@link #kernelName}.
 */
public interface KernelInterfaces {

    /** The name of the kernel interface with {@code ifindex}, if there is one. */
    Optional<String> name(int ifindex);

    /**
     * The kernel name of router interface {@code routerInterface}: the name the control plane gives its TUN
     * interface (FPM's next hops name those), every character Linux refuses in a name ('/', ' ', ':') as '-',
     * so eth1/17/1 is eth1-17-1; Linux names hold at most 15 characters.
     */
    static String kernelName(String routerInterface) {
        var kept = new StringBuilder(routerInterface.length());
        routerInterface.chars().forEach(c -> kept.append(c < 128 && (Character.isLetterOrDigit(c) || c == '-' || c == '_' || c == '.')
                ? (char) c : '-'));
        String name = kept.toString();
        if (name.length() > 15) {
            throw new IllegalArgumentException("router interface " + routerInterface
                    + " has no kernel name: " + name + " is longer than 15 characters");
        }
        return name;
    }
}
