package io.nosagent.agent.gnmi.paths;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.feature.gnmi.DataNode.Container;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.sai.ports.PortStatus;
import io.nosagent.sai.ports.PortStatusTracker;
import io.nosagent.agent.update.IntentService;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.platform.Platform;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static io.nosagent.feature.gnmi.LeafKind.BOOLEAN;
import static io.nosagent.feature.gnmi.LeafKind.ENUMERATION;
import static io.nosagent.feature.gnmi.LeafKind.IDENTITYREF;
import static io.nosagent.feature.gnmi.LeafKind.MAC_ADDRESS;
import static io.nosagent.feature.gnmi.LeafKind.STRING;
import static io.nosagent.feature.gnmi.LeafKind.UINT32;
import static io.nosagent.feature.gnmi.LeafKind.UINT64;
import static io.nosagent.feature.gnmi.Yang.container;
import static io.nosagent.feature.gnmi.Yang.leaf;
import static io.nosagent.feature.gnmi.Yang.list;
import static io.nosagent.feature.gnmi.Yang.state;

/**
 * The operational state of every front-panel port: admin status (from the intent: what the agent
 * programmed), oper status, last change and carrier transitions (from the port status tracker),
 * ifindex (panel position), Ethernet speed and MAC, and the status of its routed subinterface.
 */
public final class InterfaceStateHandler implements PathHandler {

    private static final List<Container> SCHEMA = List.of(container("openconfig-interfaces:interfaces",
            list("interface", List.of("name"), leaf("name", STRING),
                    state(leaf("ifindex", UINT32), leaf("admin-status", ENUMERATION), leaf("oper-status", ENUMERATION),
                            leaf("last-change", UINT64), leaf("logical", BOOLEAN), leaf("management", BOOLEAN),
                            leaf("cpu", BOOLEAN), container("counters", leaf("carrier-transitions", UINT64))),
                    container("subinterfaces", list("subinterface", List.of("index"), leaf("index", UINT32),
                            state(leaf("admin-status", ENUMERATION), leaf("oper-status", ENUMERATION)))),
                    container("openconfig-if-ethernet:ethernet",
                            state(leaf("port-speed", IDENTITYREF), leaf("negotiated-port-speed", IDENTITYREF),
                                    leaf("hw-mac-address", MAC_ADDRESS))))));

    /** An intent's interfaces by name, for as long as that (immutable) intent is the running one. */
    private record ByName(SwitchIntent intent, Map<String, InterfaceIntent> interfaces) {
    }

    private final IntentService intent;
    private final PortStatusTracker status;
    private final SwitchHandle sw;
    private volatile ByName byName;

    public InterfaceStateHandler(IntentService intent, PortStatusTracker status, SwitchHandle sw) {
        this.intent = intent;
        this.status = status;
        this.sw = sw;
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Published<?>> sources() {
        return Set.of(intent.commits(), status.changes());
    }

    @Override
    public void write(DataWriter out) {
        // By name in a hash map: one pass over the intent instead of a sorted-map lookup per port.
        // Written again on every port event, for every port: defaults and the MAC text are made only
        // when needed and once, not per port and event (they were most of this handler's garbage).
        Map<String, InterfaceIntent> configuredByName = configuredByName();
        String mac = sw.mac().toString();
        ObjectNode interfaces = out.container(out.root(), "openconfig-interfaces:interfaces");
        int ifindex = 0;
        for (Platform.PortSpec port : sw.platform().ports()) {
            ifindex++;
            if (sw.portId(port.name()).isEmpty()) {
                continue;
            }
            InterfaceIntent configured = configuredByName.get(port.name());
            if (configured == null) {
                configured = PortDefaults.unconfigured(port.name());
            }
            PortStatus oper = status.status(port.name()).orElseGet(() -> new PortStatus(port.name(), false, Instant.EPOCH, 0));
            String admin = configured.enabled() ? "UP" : "DOWN";
            String operStatus = oper.up() ? "UP" : "DOWN";

            ObjectNode entry = out.entry(interfaces, "interface", "name", port.name());
            ObjectNode state = out.container(entry, "state");
            state.put("ifindex", ifindex);
            state.put("admin-status", admin);
            state.put("oper-status", operStatus);
            state.set("last-change", DataWriter.uint64(DataWriter.nanos(oper.lastChange())));
            state.put("logical", false);
            state.put("management", false);
            state.put("cpu", false);
            out.container(state, "counters").set("carrier-transitions", DataWriter.uint64(oper.flaps()));

            if (!configured.addresses().isEmpty()) {
                ObjectNode sub = out.entry(out.container(entry, "subinterfaces"), "subinterface", "index", IntNode.valueOf(0));
                ObjectNode subState = out.container(sub, "state");
                subState.put("admin-status", admin);
                subState.put("oper-status", operStatus);
            }

            ObjectNode ethernet = out.container(out.container(entry, "openconfig-if-ethernet:ethernet"), "state");
            ethernet.put("port-speed", speedIdentity(port.speedMbps()));
            if (oper.up()) {
                ethernet.put("negotiated-port-speed", speedIdentity(port.speedMbps()));
            }
            ethernet.put("hw-mac-address", mac);
        }
    }

    /**
     * The running intent's interfaces in a hash map, made once per intent: one pass over the intent
     * instead of a lookup per port in its name-ordered map, and not again for every port event.
     */
    private Map<String, InterfaceIntent> configuredByName() {
        SwitchIntent now = intent.current();
        ByName b = byName;
        if (b == null || b.intent() != now) {
            b = new ByName(now, new HashMap<>(now.interfaces()));
            byName = b; // racing writers store equivalent maps
        }
        return b.interfaces();
    }

    /** The openconfig-if-ethernet identity of a port speed. */
    static String speedIdentity(long mbps) {
        return switch ((int) (mbps / 1000)) {
            case 1 -> "openconfig-if-ethernet:SPEED_1GB";
            case 10 -> "openconfig-if-ethernet:SPEED_10GB";
            case 25 -> "openconfig-if-ethernet:SPEED_25GB";
            case 40 -> "openconfig-if-ethernet:SPEED_40GB";
            case 50 -> "openconfig-if-ethernet:SPEED_50GB";
            case 100 -> "openconfig-if-ethernet:SPEED_100GB";
            case 200 -> "openconfig-if-ethernet:SPEED_200GB";
            case 400 -> "openconfig-if-ethernet:SPEED_400GB";
            case 800 -> "openconfig-if-ethernet:SPEED_800GB";
            case 1600 -> "openconfig-if-ethernet:SPEED_1600GB";
            default -> "openconfig-if-ethernet:SPEED_UNKNOWN";
        };
    }
}
