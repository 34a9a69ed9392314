package io.nosagent.control.copp;

import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.intent.copp.CoppIntent;
import io.nosagent.config.intent.copp.CoppProfile;
import io.nosagent.config.intent.copp.CpuQueue;
import io.nosagent.config.intent.copp.TrapName;
import io.nosagent.feature.Programmer;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.meta.HostifTrapAttr;
import io.nosagent.sai.meta.HostifTrapGroupAttr;
import io.nosagent.sai.meta.PolicerAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.store.Desired;
import io.nosagent.sai.store.ObjectSpec;
import io.nosagent.sai.store.OwnedObjects;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.store.key.PolicerKey;
import io.nosagent.sai.store.key.TrapGroupKey;
import io.nosagent.sai.store.key.TrapKey;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Programs the CoPP profile in effect (the shipped profile with the config's overrides): per CPU queue a
 * policer (packets per second, srTCM, committed rate and burst, red dropped) and a trap group (the queue, the
 * policer, enabled); per kind of packet a trap (TRAP to the CPU, in its queue's group). The first commit
 * programs the shipped profile; later commits only when the CoPP section changed, reconciled from what it
 * owns, so a rate is one set of the policer's CIR, a trap moved one set of its TRAP_GROUP, and the reversed
 * delta of a refused commit puts back what was there. Update thread only.
 */
public final class CoppProgrammer implements Programmer {

    /** CPU queues a profile may name: nosagent-copp's range. */
    static final int MAX_QUEUES = 64;

    private final OwnedObjects owned;
    private final CoppProfile shipped;
    private volatile Optional<CoppProfile> programmed = Optional.empty();
    /** Each trap's object id by {@link TrapName} ordinal (0: none), for the packet events' threads. */
    private final AtomicLongArray trapIds = new AtomicLongArray(TrapName.values().length);
    /** Each CPU queue's policer id by index (0: none), for the counters' thread. */
    private final AtomicLongArray policerIds = new AtomicLongArray(MAX_QUEUES);

    public CoppProgrammer(SaiStore store, CoppProfile shipped) {
        this.owned = new OwnedObjects(store);
        this.shipped = Objects.requireNonNull(shipped, "shipped");
    }

    @Override
    public void apply(IntentDelta delta) {
        if (programmed.isPresent() && delta.change(CoppIntent.SECTION).isEmpty()) {
            return;
        }
        CoppProfile profile = CoppIntent.of(delta.desired()).over(shipped);
        programmed = Optional.empty();
        try {
            owned.reconcile(specs(profile));
        } finally {
            for (TrapName t : TrapName.values()) {
                trapIds.set(t.ordinal(), owned.oidOf(new TrapKey(TrapTypes.of(t))).orElse(0L));
            }
            for (int q = 0; q < policerIds.length(); q++) {
                policerIds.set(q, owned.oidOf(policerKey(q)).orElse(0L));
            }
        }
        programmed = Optional.of(profile);
    }

    /** The profile on the ASIC; empty before the first commit and while a commit programs it. */
    public Optional<CoppProfile> programmed() {
        return programmed;
    }

    /** The object id of queue {@code index}'s policer, once programmed; any thread. */
    public Optional<Long> policer(int index) {
        long id = index < 0 || index >= MAX_QUEUES ? 0 : policerIds.get(index);
        return id == 0 ? Optional.empty() : Optional.of(id);
    }

    /** The object id of the trap of {@code trap}, once programmed; any thread. */
    public Optional<Long> trap(TrapName trap) {
        long id = trapIds.get(trap.ordinal());
        return id == 0 ? Optional.empty() : Optional.of(id);
    }

    /** Which trap a trap object id is, among the traps programmed now; any thread. */
    public Optional<TrapName> trapOf(long oid) {
        for (TrapName t : TrapName.values()) {
            if (trapIds.get(t.ordinal()) == oid) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /** Policers first, then the groups naming them, then the traps naming the groups. */
    private static List<ObjectSpec<?>> specs(CoppProfile profile) {
        var specs = new ArrayList<ObjectSpec<?>>();
        for (CpuQueue q : profile.queues().values()) {
            specs.add(ObjectSpec.of(policerKey(q.index()), List.of(
                    PolicerAttr.METER_TYPE.s32(SaiEnums.MeterType.PACKETS),
                    PolicerAttr.MODE.s32(SaiEnums.PolicerMode.SR_TCM),
                    PolicerAttr.CIR.u64(q.rate()),
                    PolicerAttr.CBS.u64(q.burst()),
                    PolicerAttr.RED_PACKET_ACTION.s32(SaiEnums.PacketAction.DROP))));
        }
        for (CpuQueue q : profile.queues().values()) {
            specs.add(new ObjectSpec<SaiObject.HostifTrapGroup>(groupKey(q.index()), List.of(
                    Desired.value(HostifTrapGroupAttr.ADMIN_STATE.bool(true)),
                    Desired.value(HostifTrapGroupAttr.QUEUE.u32(q.index())),
                    Desired.ref(HostifTrapGroupAttr.POLICER, policerKey(q.index())))));
        }
        profile.traps().forEach((trap, queue) -> specs.add(new ObjectSpec<SaiObject.HostifTrap>(new TrapKey(TrapTypes.of(trap)), List.of(
                Desired.value(HostifTrapAttr.TRAP_TYPE.s32(TrapTypes.of(trap))),
                Desired.value(HostifTrapAttr.PACKET_ACTION.s32(SaiEnums.PacketAction.TRAP)),
                Desired.ref(HostifTrapAttr.TRAP_GROUP, groupKey(queue))))));
        return specs;
    }

    /** Keyed by queue index, not name: renaming a queue touches no object. */
    static PolicerKey policerKey(int queue) {
        return new PolicerKey("copp-q" + queue);
    }

    static TrapGroupKey groupKey(int queue) {
        return new TrapGroupKey("copp-q" + queue);
    }
}
