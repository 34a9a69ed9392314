package io.nosagent.agent.gnmi.paths;

import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;

/**
 * Front-panel ports the operator has not configured, seen through gNMI as what the agent programs
 * for them: an Ethernet interface, administratively down, default MTU. Get shows them that way
 * (so every port appears in {@code /interfaces}, as OpenConfig needs a config entry per interface),
 * and a Set starts from the same view, so updating one leaf of such a port configures it with
 * everything else as shown. Ports a Set leaves exactly as shown stay unconfigured.
 */
public final class PortDefaults {

    private final List<String> ports;

    /** @param ports every front-panel port, in panel order */
    public PortDefaults(List<String> ports) {
        this.ports = List.copyOf(ports);
    }

    /** How a port absent from the intent is shown and programmed. */
    public static InterfaceIntent unconfigured(String name) {
        return InterfaceIntent.named(name).withEnabled(false);
    }

    /** {@code intent} with every unconfigured port added as {@link #unconfigured}. */
    public SwitchIntent withDefaults(SwitchIntent intent) {
        // Hash lookups: the intent's map orders names with a comparator too slow to probe per port.
        var configured = new HashMap<>(intent.interfaces());
        var all = new ArrayList<>(configured.values());
        for (String p : ports) {
            if (!configured.containsKey(p)) {
                all.add(unconfigured(p));
            }
        }
        return all.size() == configured.size() ? intent : intent.withInterfaces(all);
    }

    /**
     * {@code edited} (which started from {@code withDefaults(before)}) without the ports that were
     * unconfigured in {@code before} and are still exactly as {@link #unconfigured} shows them.
     */
    public SwitchIntent withoutUntouched(SwitchIntent before, SwitchIntent edited) {
        var wasConfigured = new HashMap<>(before.interfaces());
        var kept = new ArrayList<InterfaceIntent>();
        for (InterfaceIntent i : edited.interfaces().values()) {
            boolean untouched = !wasConfigured.containsKey(i.name()) && i.equals(unconfigured(i.name()));
            if (!untouched) {
                kept.add(i);
            }
        }
        return kept.size() == edited.interfaces().size() ? edited : edited.withInterfaces(kept);
    }
}
