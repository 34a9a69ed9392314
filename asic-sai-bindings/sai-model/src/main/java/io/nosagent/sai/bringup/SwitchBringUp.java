package io.nosagent.sai.bringup;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.capability.AsicCapabilities;
import io.nosagent.sai.capability.CapabilityProbe;
import io.nosagent.sai.capability.CapabilityQueries;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.platform.Platform;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;

/**
 * Creates the switch and learns what it built: the default virtual router, the CPU port, the
 * front-panel ports, matched to the platform's interface names by their SerDes lanes (what a real
 * SAI reports back; port ids themselves are the vendor's), and under each port its queues, priority
 * groups, scheduler groups and (VOQ switch) system port, so the store can adopt them; then asks the
 * capability queries how each feature of the agent runs on it ({@link SwitchHandle#capabilities()}). It
 * reads only {@link BringUpReads}: a SAI that does not answer an optional one is worked around, never a
 * failed boot.
 */
public final class SwitchBringUp {

    private static final Logger log = LoggerFactory.getLogger(SwitchBringUp.class);

    private final Sai sai;
    private final Platform platform;

    public SwitchBringUp(Sai sai, Platform platform) {
        this.sai = sai;
        this.platform = platform;
    }

    /** Initialises the switch (a cold start). */
    public SwitchHandle bringUp() {
        return bringUp(false);
    }

    /**
     * Creates the switch, or with {@code warm} connects to the one a previous run left forwarding
     * (INIT_SWITCH=false: the ASIC is not reset), then learns what it holds.
     */
    public SwitchHandle bringUp(boolean warm) {
        var attrs = new ArrayList<Attribute>();
        attrs.add(SwitchAttr.INIT_SWITCH.bool(!warm));
        if (!warm) {
            attrs.add(SwitchAttr.SRC_MAC_ADDRESS.mac(platform.baseMac()));
        }
        long switchId = sai.create(ObjectType.SWITCH, 0, attrs);

        List<AttrValue> info = sai.get(ObjectType.SWITCH, switchId,
                List.of(SwitchAttr.DEFAULT_VIRTUAL_ROUTER_ID, SwitchAttr.CPU_PORT, SwitchAttr.PORT_LIST));
        long vr = ((AttrValue.Oid) info.get(0)).value();
        long cpu = ((AttrValue.Oid) info.get(1)).value();
        var portList = (AttrValue.OidList) info.get(2);

        var byFirstLane = new HashMap<Integer, Long>();
        for (int i = 0; i < portList.size(); i++) {
            long port = portList.get(i);
            var lanes = (AttrValue.U32List) sai.get(ObjectType.PORT, port, PortAttr.HW_LANE_LIST);
            if (lanes.size() > 0) {
                byFirstLane.put((int) lanes.get(0), port);
            }
        }
        var ports = new LinkedHashMap<String, Long>();
        for (Platform.PortSpec spec : platform.ports()) {
            Long port = byFirstLane.get(spec.lanes().getFirst());
            if (port == null) {
                throw new IllegalStateException("the ASIC has no port on lanes " + spec.lanes() + " for " + spec.name()
                        + ": platform description and SAI disagree");
            }
            ports.put(spec.name(), port);
        }
        var queries = new CapabilityQueries(sai, switchId);
        var optional = new OptionalReads(sai, queries);
        var portObjects = new PortObjectsReader(sai, optional).read(switchId, ports, platform.switchType() == Platform.SwitchType.VOQ);
        log.info("switch 0x{} up: {} ({} ports, {}; SAI personality {})", Long.toHexString(switchId), platform.name(), ports.size(),
                platform.description(), platform.personality().name());
        AsicCapabilities capabilities = new CapabilityProbe(queries, platform).probe(optional.refused());
        return new SwitchHandle(switchId, vr, cpu, platform.baseMac(), platform, ports, portObjects, capabilities);
    }
}
