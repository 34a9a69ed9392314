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
     * The kernel name of router interface {@code routerInterface}: Linux names hold no '/' and at most 15
     * characters, so eth1/17/1 is eth1_17_1.
     */
    static String kernelName(String routerInterface) {
        String name = routerInterface.replace('/', '_');
        if (name.length() > 15) {
            throw new IllegalArgumentException("router interface " + routerInterface
                    + " has no kernel name: " + name + " is longer than 15 characters");
        }
        return name;
    }
}
