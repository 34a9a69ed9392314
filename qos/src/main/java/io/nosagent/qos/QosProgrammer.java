package io.nosagent.qos;

import io.nosagent.config.intent.qos.LosslessPlan;
import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.feature.FeatureContext;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.feature.Programmer;
import io.nosagent.qos.plan.Desired;
import io.nosagent.qos.plan.ObjectSpec;
import io.nosagent.qos.plan.QosPlan;
import io.nosagent.qos.plan.QosPlanner;
import io.nosagent.qos.state.QosStates;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.store.SaiHandle;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.store.key.HostKey;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SequencedMap;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * The QoS section's {@link Programmer}: maps, PFC, buffer pools and profiles, schedulers and WRED on
 * every port with QoS, the ACK re-marking ACL and VOQ credits. Each commit that changes QoS or the interfaces (an MTU changes headroom) plans
 * the whole QoS from the intent ({@link QosPlanner}, no ASIC access) and brings the ASIC to it through
 * the store, which writes only what differs: re-applying the same intent makes no call, one DSCP moved
 * is one set of its map.
 *
 * <p>Order: created objects first, each after what it refers to (pools before the profiles drawing on
 * them); then QoS's share of ports, queues and priority groups; then what is no longer planned is
 * released: switch-built objects get their SAI defaults back, created objects are removed newest
 * first, once nothing refers to them. A failure leaves the bookkeeping true to the ASIC, so the
 * reversed delta of a refused commit puts back what was there.
 */
public final class QosProgrammer implements Programmer {

    private final SaiStore store;
    private final QosPlanner planner;
    private final Function<IntentDelta, LosslessPlan> lossless;
    private final QosStates states = new QosStates();
    /** Objects QoS created, in creation order. */
    private final SequencedMap<HostKey, SaiHandle> created = new LinkedHashMap<>();
    /** QoS's handles on ports, queues and priority groups. */
    private final Map<HostKey, SaiHandle> bound = new LinkedHashMap<>();
    private boolean applied;

    /**
     * @param nativeBthOpcode whether the ASIC's ACLs match the BTH opcode natively (a
     *                        {@link BthOpcodeCapability}); asked only when ACK re-marking is on with match auto
     */
    public QosProgrammer(SaiStore store, SwitchHandle sw, BooleanSupplier nativeBthOpcode) {
        this(store, sw, nativeBthOpcode, FeatureContext.losslessOf(sw));
    }

    /** @param lossless the lossless plan of each commit, shared with the watchdog */
    public QosProgrammer(SaiStore store, SwitchHandle sw, BooleanSupplier nativeBthOpcode,
                         Function<IntentDelta, LosslessPlan> lossless) {
        this.store = store;
        this.planner = new QosPlanner(sw, nativeBthOpcode);
        this.lossless = lossless;
    }

    /** What QoS programmed, for gNMI and the stats collector. */
    public QosStates states() {
        return states;
    }

    @Override
    public void apply(IntentDelta delta) {
        if (applied && delta.change(QosIntent.SECTION).isEmpty() && delta.interfaces().isEmpty()) {
            return;
        }
        QosPlan plan = planner.plan(delta.desired(), delta.derived(lossless));
        program(plan);
        applied = true;
        var pools = new LinkedHashMap<String, Long>();
        plan.pools().forEach((name, key) -> pools.put(name, created.get(key).oid()));
        states.publish(plan.state(), pools);
    }

    private void program(QosPlan plan) {
        var wanted = new HashSet<HostKey>();
        for (ObjectSpec spec : plan.created()) {
            wanted.add(spec.key());
            ensure(created, spec);
        }
        var wantedBound = new HashSet<HostKey>();
        for (ObjectSpec spec : plan.bound()) {
            wantedBound.add(spec.key());
            ensure(bound, spec);
        }
        for (var key : new ArrayList<>(bound.keySet())) {
            if (!wantedBound.contains(key)) {
                bound.get(key).close();
                bound.remove(key);
            }
        }
        for (var key : new ArrayList<>(created.sequencedKeySet().reversed())) {
            if (!wanted.contains(key)) {
                created.get(key).close();
                created.remove(key);
            }
        }
    }

    private void ensure(Map<HostKey, SaiHandle> owned, ObjectSpec spec) {
        List<Attribute> attrs = resolve(spec);
        SaiHandle h = owned.get(spec.key());
        if (h == null) {
            owned.put(spec.key(), store.ensure(spec.key(), attrs));
        } else {
            h.update(attrs);
        }
    }

    private List<Attribute> resolve(ObjectSpec spec) {
        var out = new ArrayList<Attribute>(spec.attrs().size());
        for (Desired d : spec.attrs()) {
            out.add(switch (d) {
                case Desired.Value v -> v.attribute();
                case Desired.Ref r -> r.spec().oid(store.oidOf(r.target()).orElseThrow(() ->
                        new IllegalStateException(spec.key() + " refers to " + r.target() + ", which is not programmed")));
            });
        }
        return out;
    }
}
