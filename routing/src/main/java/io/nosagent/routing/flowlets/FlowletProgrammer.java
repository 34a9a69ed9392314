package io.nosagent.routing.flowlets;

import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.delta.RoutingDelta;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.feature.Programmer;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.routing.groups.GroupAttributes;
import io.nosagent.routing.groups.GroupExtras;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.store.Desired;
import io.nosagent.sai.store.ObjectSpec;
import io.nosagent.sai.store.OwnedObjects;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.store.key.ArsKey;
import io.nosagent.sai.store.key.ArsProfileKey;
import io.nosagent.sai.store.key.PortKey;
import io.nosagent.sai.store.key.SwitchKey;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Flowlet switching (SAI ARS): the switch's ARS profile (how port load is measured), one ARS object
 * (the flowlet table every qualifying group uses), ARS on each member port, and, as the groups'
 * {@link GroupAttributes}, the ARS object for groups whose members qualify (all on uplinks, or all
 * groups).
 *
 * <p>One step, before the group programmer. Each group that names the ARS object holds a lease on it and
 * on its member ports' ARS settings; what the intent no longer needs goes as soon as no lease covers it:
 * at once when no group uses it, else when the group programmer, later in the same commit, takes the ARS
 * object off the last group that named it. So nothing is removed while a group still uses it, and the
 * reversed delta undoes a half-applied commit the same way. Ports are the switch's own: this programmer's
 * handle on a port owns just its ARS attributes, next to the port programmer's MTU and admin state.
 */
public final class FlowletProgrammer implements Programmer, GroupAttributes {

    static final ArsProfileKey PROFILE = ArsProfileKey.SWITCH;
    static final ArsKey ARS = ArsKey.FLOWLETS;

    private final OwnedObjects owned;
    private final SwitchHandle sw;
    private final Set<String> uplinks = new LinkedHashSet<>();
    /** The ports whose ARS settings this programmer owns. */
    private final Set<String> ports = new TreeSet<>();
    /** Per member port, how many groups' leases cover its ARS settings. */
    private final Map<String, Integer> leasedPorts = new HashMap<>();
    private int leases;
    private Flowlets wanted = Flowlets.OFF;
    private boolean settled;

    public FlowletProgrammer(SaiStore store, SwitchHandle sw) {
        this.owned = new OwnedObjects(store);
        this.sw = sw;
        for (Platform.PortSpec p : sw.platform().ports()) {
            if (p.role() == Platform.PortRole.UPLINK && sw.portId(p.name()).isPresent()) {
                uplinks.add(p.name());
            }
        }
    }

    /**
     * Makes what the intent's flowlets need, before the groups are programmed: the profile, then the
     * switch's ARS_PROFILE, the member ports, and the ARS object the groups will name. Then lets go of
     * what the intent no longer needs and no group holds.
     */
    @Override
    public void apply(IntentDelta delta) {
        if (settled && RoutingDelta.of(delta).flowlets().isEmpty()) {
            return;
        }
        Flowlets f = RoutingIntent.of(delta.desired()).flowlets();
        wanted = f;
        if (f.enabled()) {
            owned.ensure(ObjectSpec.of(PROFILE, ArsAttributes.profile(f)));
            owned.ensure(new ObjectSpec<>(SwitchKey.SWITCH, List.of(Desired.ref(SwitchAttr.ARS_PROFILE, PROFILE))));
            var portAttrs = ArsAttributes.port(f);
            for (String name : memberPorts(f)) {
                owned.ensure(ObjectSpec.of(new PortKey(name), portAttrs));
                ports.add(name);
            }
            owned.ensure(ObjectSpec.of(ARS, ArsAttributes.ars(f)));
        }
        settled = true;
        releaseUnused();
    }

    /** The ARS object, leased, for a group whose members all qualify, else nothing (plain ECMP). */
    @Override
    public GroupExtras forMembers(Collection<String> memberInterfaces) {
        var ars = owned.oidOf(ARS);
        if (!wanted.enabled() || ars.isEmpty() || memberInterfaces.isEmpty()) {
            return GroupExtras.NONE;
        }
        boolean qualifies = wanted.groups() == Flowlets.GroupClass.ALL || uplinks.containsAll(memberInterfaces);
        if (!qualifies) {
            return GroupExtras.NONE;
        }
        var covered = Set.copyOf(memberInterfaces);
        leases++;
        covered.forEach(p -> leasedPorts.merge(p, 1, Integer::sum));
        return new GroupExtras(List.of(NextHopGroupAttr.ARS_OBJECT_ID.oid(ars.get())), new Lease(covered));
    }

    /** Groups holding the ARS object. */
    int leases() {
        return leases;
    }

    /** The ports of the switch that qualify as members: its uplinks, or every front-panel port. */
    private Collection<String> memberPorts(Flowlets f) {
        return f.groups() == Flowlets.GroupClass.ALL ? sw.portsByName().keySet() : uplinks;
    }

    /**
     * Takes ARS off the ports the intent no longer names and no group's lease covers; with flowlets off
     * and no group left on it, removes the ARS object, then the switch's profile, then the profile.
     */
    private void releaseUnused() {
        Collection<String> keep = wanted.enabled() ? memberPorts(wanted) : Set.of();
        for (String name : new ArrayList<>(ports)) {
            if (!keep.contains(name) && !leasedPorts.containsKey(name)) {
                ports.remove(name);
                owned.release(new PortKey(name));
            }
        }
        if (!wanted.enabled() && leases == 0) {
            owned.release(ARS);
            owned.release(SwitchKey.SWITCH);
            owned.release(PROFILE);
        }
    }

    /** One group's hold on the ARS object and on its member ports' ARS settings. */
    private final class Lease implements GroupExtras.Hold {

        private final Set<String> covered;
        private boolean released;

        Lease(Set<String> covered) {
            this.covered = covered;
        }

        @Override
        public void release() {
            if (released) {
                return;
            }
            released = true;
            leases--;
            covered.forEach(p -> leasedPorts.computeIfPresent(p, (k, n) -> n == 1 ? null : n - 1));
            releaseUnused();
        }
    }
}
