package io.nosagent.qos;

import io.nosagent.config.intent.qos.LosslessPlan;
import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.feature.FeatureContext;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.feature.Programmer;
import io.nosagent.qos.plan.QosPlan;
import io.nosagent.qos.plan.QosPlanner;
import io.nosagent.qos.state.QosStates;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.store.ObjectSpec;
import io.nosagent.sai.store.OwnedObjects;
import io.nosagent.sai.store.SaiStore;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * The QoS section's {@link Programmer}: maps, PFC, buffer pools and profiles, schedulers and WRED on
 * every port with QoS, the ACK re-marking ACL and VOQ credits. Each commit that changes QoS or the interfaces (an MTU changes headroom) plans
 * the whole QoS from the intent ({@link QosPlanner}, no ASIC access) and brings the ASIC to it through
 * the store, which writes only what differs: re-applying the same intent makes no call, one DSCP moved
 * is one set of its map.
 *
 * <p>The plan is reconciled by {@link OwnedObjects}: created objects first, each after what it refers
 * to (pools before the profiles drawing on them); then QoS's share of ports, queues and priority
 * groups; then what is no longer planned is released newest first: QoS's shares of switch-built
 * objects go back to their SAI defaults, then created objects are removed once nothing refers to them.
 * A failure leaves the bookkeeping true to the ASIC, so the reversed delta of a refused commit puts
 * back what was there.
 */
public final class QosProgrammer implements Programmer {

    private final QosPlanner planner;
    private final Function<IntentDelta, LosslessPlan> lossless;
    private final QosStates states = new QosStates();
    /** What QoS created, and its shares of ports, queues and priority groups. */
    private final OwnedObjects owned;
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
        this.owned = new OwnedObjects(store);
        this.planner = new QosPlanner(sw, nativeBthOpcode);
        this.lossless = lossless;
    }

    /** What QoS programmed, for gNMI and the stats collector. */
    public QosStates states() {
        return states;
    }

    @Override
    public void apply(IntentDelta delta) {
        if (applied && delta.change(QosIntent.SECTION).isEmpty() && !interfacesChanged(delta)) {
            return;
        }
        QosPlan plan = planner.plan(delta.desired(), delta.derived(lossless));
        var objects = new ArrayList<ObjectSpec<?>>(plan.created());
        objects.addAll(plan.bound());
        owned.reconcile(objects);
        applied = true;
        var pools = new LinkedHashMap<String, Long>();
        plan.pools().forEach((name, key) -> pools.put(name, owned.oidOf(key).orElseThrow()));
        states.publish(plan.state(), pools);
    }

    /**
     * Whether the interfaces changed in anything but their descriptions, which no QoS plan reads: a one-line
     * description Set would otherwise plan and reconcile the QoS of every port (tens of ms on the update thread).
     */
    private static boolean interfacesChanged(IntentDelta delta) {
        var interfaces = delta.interfaces();
        if (!interfaces.added().isEmpty() || !interfaces.removed().isEmpty()) {
            return true;
        }
        for (var c : interfaces.changed().values()) {
            if (!c.after().equals(c.before().withDescription(c.after().description().orElse(null)))) {
                return true;
            }
        }
        return false;
    }
}
