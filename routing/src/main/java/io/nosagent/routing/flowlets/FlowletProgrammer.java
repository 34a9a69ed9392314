package io.nosagent.routing.flowlets;

import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.delta.RoutingDelta;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.feature.Programmer;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.routing.groups.GroupAttributes;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.store.SaiHandle;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.store.key.ArsKey;
import io.nosagent.sai.store.key.ArsProfileKey;
import io.nosagent.sai.store.key.HostKey;
import io.nosagent.sai.store.key.PortKey;
import io.nosagent.sai.store.key.SwitchKey;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Flowlet switching (SAI ARS): the switch's ARS profile (how port load is measured), one ARS object
 * (the flowlet table every qualifying group uses), ARS on each member port, and, as the groups'
 * {@link GroupAttributes}, the ARS object for groups whose members qualify (all on uplinks, or all
 * groups).
 *
 * <p>Two steps around the group programmer, so nothing is removed while a group still uses it:
 * {@link #apply} (before the groups) makes what the intent needs; {@link #afterGroups()} (after the
 * groups dropped or took the ARS object) removes what it no longer needs. Each reconciles from what
 * this programmer owns, so the reversed delta undoes a half-applied commit. Ports are the switch's
 * own: this programmer's handle on a port owns just its ARS attributes, next to the port programmer's
 * MTU and admin state.
 */
public final class FlowletProgrammer implements Programmer, GroupAttributes {

    static final ArsProfileKey PROFILE = ArsProfileKey.SWITCH;
    static final ArsKey ARS = ArsKey.FLOWLETS;

    private final SaiStore store;
    private final SwitchHandle sw;
    private final Set<String> uplinks = new LinkedHashSet<>();
    private final Map<String, SaiHandle<SaiObject.Port>> ports = new TreeMap<>();
    private SaiHandle<SaiObject.ArsProfile> profile;
    private SaiHandle<SaiObject.Switch> switchProfile;
    private SaiHandle<SaiObject.Ars> ars;
    private Flowlets wanted = Flowlets.OFF;
    private boolean settled;

    public FlowletProgrammer(SaiStore store, SwitchHandle sw) {
        this.store = store;
        this.sw = sw;
        for (Platform.PortSpec p : sw.platform().ports()) {
            if (p.role() == Platform.PortRole.UPLINK && sw.portId(p.name()).isPresent()) {
                uplinks.add(p.name());
            }
        }
    }

    /**
     * Makes what the intent's flowlets need, before the groups are programmed: the profile, then the
     * switch's ARS_PROFILE, the member ports, and the ARS object the groups will name. Turning flowlets
     * off only stops offering the ARS object here; {@link #afterGroups()} removes it.
     */
    @Override
    public void apply(IntentDelta delta) {
        if (settled && RoutingDelta.of(delta).flowlets().isEmpty()) {
            return;
        }
        Flowlets f = RoutingIntent.of(delta.desired()).flowlets();
        wanted = f;
        if (f.enabled()) {
            profile = ensure(profile, PROFILE, ArsAttributes.profile(f));
            switchProfile = ensure(switchProfile, SwitchKey.SWITCH, List.of(SwitchAttr.ARS_PROFILE.oid(profile.oid())));
            var portAttrs = ArsAttributes.port(f);
            for (String name : memberPorts(f)) {
                ports.put(name, ensure(ports.get(name), new PortKey(name), portAttrs));
            }
            ars = ensure(ars, ARS, ArsAttributes.ars(f));
        }
        settled = true;
    }

    /**
     * The second step, to run after the group programmer: takes ARS off the ports the intent no longer
     * names and, with flowlets off, removes the ARS object, the switch's profile and the profile.
     */
    public Programmer afterGroups() {
        return delta -> release(RoutingIntent.of(delta.desired()).flowlets());
    }

    /** The ARS object for a group whose members all qualify, else nothing (plain ECMP). */
    @Override
    public List<Attribute.Of<SaiObject.NextHopGroup>> forMembers(Collection<String> memberInterfaces) {
        if (!wanted.enabled() || ars == null || memberInterfaces.isEmpty()) {
            return List.of();
        }
        boolean qualifies = wanted.groups() == Flowlets.GroupClass.ALL || uplinks.containsAll(memberInterfaces);
        return qualifies ? List.of(NextHopGroupAttr.ARS_OBJECT_ID.oid(ars.oid())) : List.of();
    }

    /** The ports of the switch that qualify as members: its uplinks, or every front-panel port. */
    private Collection<String> memberPorts(Flowlets f) {
        return f.groups() == Flowlets.GroupClass.ALL ? sw.portsByName().keySet() : uplinks;
    }

    private void release(Flowlets f) {
        Collection<String> keep = f.enabled() ? memberPorts(f) : Set.of();
        for (String name : new ArrayList<>(ports.keySet())) {
            if (!keep.contains(name)) {
                ports.remove(name).close();
            }
        }
        if (!f.enabled()) {
            // The groups let go of the ARS object; the switch then lets go of the profile.
            var a = ars;
            ars = null;
            close(a);
            var s = switchProfile;
            switchProfile = null;
            close(s);
            var p = profile;
            profile = null;
            close(p);
        }
    }

    private <O extends SaiObject> SaiHandle<O> ensure(SaiHandle<O> owned, HostKey<O> key, List<Attribute.Of<O>> attrs) {
        if (owned == null) {
            return store.ensure(key, attrs);
        }
        owned.update(attrs);
        return owned;
    }

    /** Fields are cleared before their handle closes: a close that fails leaves no closed handle behind. */
    private static void close(SaiHandle<?> h) {
        if (h != null) {
            h.close();
        }
    }
}
