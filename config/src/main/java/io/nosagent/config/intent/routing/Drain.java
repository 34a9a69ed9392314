package io.nosagent.config.intent.routing;

import io.nosagent.config.intent.InterfaceNameOrder;

import java.util.Collections;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Traffic taken off uplinks without taking links down: a drained uplink leaves every ECMP group it is
 * a member of (it stays up, keeps its routes to directly connected peers, and can be watched), so an
 * operator can move traffic off a degrading circuit or CTSW first.
 *
 * @param switchDrained every uplink drained
 * @param interfaces    uplinks drained one by one, in panel order
 */
public record Drain(boolean switchDrained, SortedSet<String> interfaces) {

    public static final Drain NONE = new Drain(false, new TreeSet<>());

    public Drain {
        var sorted = new TreeSet<String>(InterfaceNameOrder.INSTANCE);
        sorted.addAll(interfaces);
        interfaces = Collections.unmodifiableSortedSet(sorted);
    }

    public boolean drains(String interfaceName) {
        return switchDrained || interfaces.contains(interfaceName);
    }

    public Drain withSwitchDrained(boolean value) {
        return new Drain(value, interfaces);
    }

    public Drain withInterface(String name, boolean drained) {
        var set = new TreeSet<>(interfaces);
        if (drained) {
            set.add(name);
        } else {
            set.remove(name);
        }
        return new Drain(switchDrained, set);
    }
}
