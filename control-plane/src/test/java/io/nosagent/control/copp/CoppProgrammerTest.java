package io.nosagent.control.copp;

import io.nosagent.config.codec.ShippedCopp;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.copp.CoppIntent;
import io.nosagent.config.intent.copp.QueueOverride;
import io.nosagent.config.intent.copp.TrapName;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.meta.HostifTrapAttr;
import io.nosagent.sai.meta.HostifTrapGroupAttr;
import io.nosagent.sai.meta.PolicerAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.trace.SaiCall;
import io.nosagent.sai.vasic.testkit.VirtualSwitch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the shipped CoPP profile programs on an RTSW, read back from the ASIC, and what each override costs in
 * SAI calls.
 */
class CoppProgrammerTest {

    private final VirtualSwitch sw = VirtualSwitch.rtsw(3);
    private final CoppProgrammer copp = new CoppProgrammer(sw.store(), ShippedCopp.profile());
    private SwitchIntent running = SwitchIntent.named("rtsw001");

    @AfterEach
    void close() {
        sw.close();
    }

    private void commit(SwitchIntent next) {
        var delta = IntentDelta.between(running, next);
        try {
            copp.apply(delta);
        } catch (RuntimeException e) {
            copp.apply(delta.reversed());
            throw e;
        }
        running = next;
    }

    private void commit(CoppIntent next) {
        commit(running.with(CoppIntent.SECTION, next));
    }

    private AttrValue get(ObjectType type, long oid, AttrSpec attr) {
        return sw.asic().get(type, oid, attr);
    }

    private long groupOf(TrapName trap) {
        return ((AttrValue.Oid) get(ObjectType.HOSTIF_TRAP, copp.trap(trap).orElseThrow(), HostifTrapAttr.TRAP_GROUP)).value();
    }

    private long queueOf(TrapName trap) {
        return ((AttrValue.U32) get(ObjectType.HOSTIF_TRAP_GROUP, groupOf(trap), HostifTrapGroupAttr.QUEUE)).value();
    }

    private long cir(int queue) {
        return ((AttrValue.U64) get(ObjectType.POLICER, copp.policer(queue).orElseThrow(), PolicerAttr.CIR)).value();
    }

    @Test
    void theFirstCommitProgramsTheShippedProfileOnePolicedGroupPerCpuQueue() {
        commit(running);

        assertThat(sw.asic().objects(ObjectType.POLICER)).hasSize(6);
        assertThat(sw.asic().objects(ObjectType.HOSTIF_TRAP)).hasSize(TrapName.values().length);
        for (TrapName trap : TrapName.values()) {
            int queue = ShippedCopp.profile().queueOf(trap).index();
            assertThat(queueOf(trap)).as(trap.yangName()).isEqualTo(queue);
            assertThat(get(ObjectType.HOSTIF_TRAP, copp.trap(trap).orElseThrow(), HostifTrapAttr.PACKET_ACTION))
                    .isEqualTo(new AttrValue.S32(SaiEnums.PacketAction.TRAP));
            assertThat(get(ObjectType.HOSTIF_TRAP_GROUP, groupOf(trap), HostifTrapGroupAttr.POLICER))
                    .isEqualTo(new AttrValue.Oid(copp.policer(queue).orElseThrow()));
        }
        long high = copp.policer(7).orElseThrow();
        assertThat(get(ObjectType.POLICER, high, PolicerAttr.MODE)).isEqualTo(new AttrValue.S32(SaiEnums.PolicerMode.SR_TCM));
        assertThat(get(ObjectType.POLICER, high, PolicerAttr.METER_TYPE)).isEqualTo(new AttrValue.S32(SaiEnums.MeterType.PACKETS));
        assertThat(get(ObjectType.POLICER, high, PolicerAttr.RED_PACKET_ACTION)).isEqualTo(new AttrValue.S32(SaiEnums.PacketAction.DROP));
        assertThat(cir(7)).isEqualTo(6000);
        assertThat(((AttrValue.U64) get(ObjectType.POLICER, high, PolicerAttr.CBS)).value()).isEqualTo(6000);
        assertThat(copp.programmed()).contains(ShippedCopp.profile());
    }

    @Test
    void aCommitThatLeavesCoppAloneMakesNoCall() {
        commit(running);
        sw.forgetCalls();

        commit(running.withSystem(running.system().withHostname("rtsw002")));

        assertThat(sw.calls()).isEmpty();
    }

    @Test
    void aNewRateIsOneSetOfItsPolicersCir() {
        commit(running);
        sw.forgetCalls();

        commit(CoppIntent.NONE.withQueue(new QueueOverride(5, Optional.empty(), OptionalInt.of(100), OptionalInt.empty())));

        assertThat(sw.writes()).singleElement().satisfies(c -> {
            assertThat(c.operation()).isEqualTo(SaiOperation.SET);
            assertThat(c.objectId()).isEqualTo(copp.policer(5).orElseThrow());
            assertThat(c.attributes()).containsExactly(PolicerAttr.CIR.u64(100));
        });
        assertThat(cir(5)).isEqualTo(100);
    }

    @Test
    void aTrapMovedToAnotherQueueIsOneSetOfItsGroup() {
        commit(running);
        sw.forgetCalls();

        commit(CoppIntent.NONE.withTrap(TrapName.LLDP, 7));

        assertThat(sw.writes()).singleElement().extracting(SaiCall::objectId).isEqualTo(copp.trap(TrapName.LLDP).orElseThrow());
        assertThat(queueOf(TrapName.LLDP)).isEqualTo(7);
    }

    @Test
    void aQueueAddedForOneTrapComesAndGoesWithItsPolicerAndGroup() {
        commit(running);
        sw.forgetCalls();

        commit(CoppIntent.NONE.withQueue(new QueueOverride(3, Optional.of("bgp"), OptionalInt.of(3000), OptionalInt.of(300)))
                .withTrap(TrapName.BGP, 3));

        assertThat(sw.writes()).extracting(SaiCall::operation, SaiCall::objectType).containsExactly(
                org.assertj.core.groups.Tuple.tuple(SaiOperation.CREATE, ObjectType.POLICER),
                org.assertj.core.groups.Tuple.tuple(SaiOperation.CREATE, ObjectType.HOSTIF_TRAP_GROUP),
                org.assertj.core.groups.Tuple.tuple(SaiOperation.SET, ObjectType.HOSTIF_TRAP));
        assertThat(queueOf(TrapName.BGP)).isEqualTo(3);
        assertThat(queueOf(TrapName.BGPV6)).isEqualTo(7);
        sw.forgetCalls();

        commit(CoppIntent.NONE);

        assertThat(sw.writes()).extracting(SaiCall::operation, SaiCall::objectType).containsExactly(
                org.assertj.core.groups.Tuple.tuple(SaiOperation.SET, ObjectType.HOSTIF_TRAP),
                org.assertj.core.groups.Tuple.tuple(SaiOperation.REMOVE, ObjectType.HOSTIF_TRAP_GROUP),
                org.assertj.core.groups.Tuple.tuple(SaiOperation.REMOVE, ObjectType.POLICER));
        assertThat(queueOf(TrapName.BGP)).isEqualTo(7);
        assertThat(sw.asic().objects(ObjectType.POLICER)).hasSize(6);
        assertThat(copp.programmed()).contains(ShippedCopp.profile());
    }

    @Test
    void aCommitTheAsicRefusesIsRolledBackToTheProfileBefore() {
        commit(running);
        var tooFar = CoppIntent.NONE.withQueue(new QueueOverride(5, Optional.empty(), OptionalInt.of(50), OptionalInt.empty()))
                .withQueue(new QueueOverride(12, Optional.of("beyond"), OptionalInt.of(10), OptionalInt.of(10)))
                .withTrap(TrapName.DHCP, 12);

        org.assertj.core.api.Assertions.assertThatThrownBy(() -> commit(tooFar)).hasMessageContaining("QUEUE");

        assertThat(copp.programmed()).contains(ShippedCopp.profile());
        assertThat(cir(5)).isEqualTo(600);
        assertThat(queueOf(TrapName.DHCP)).isEqualTo(2);
        assertThat(sw.asic().objects(ObjectType.HOSTIF_TRAP_GROUP)).hasSize(6 + 1).as("the switch's default trap group too");
    }
}
