package io.nosagent.sai.store;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.AttrValue.QosMapParams;
import io.nosagent.sai.AttrValue.QosMapping;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.bringup.SwitchBringUp;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QosMapAttr;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.store.key.PortKey;
import io.nosagent.sai.store.key.PriorityGroupKey;
import io.nosagent.sai.store.key.QosMapKey;
import io.nosagent.sai.store.key.QueueKey;
import io.nosagent.sai.store.key.QueueType;
import io.nosagent.sai.store.key.SchedulerGroupKey;
import io.nosagent.sai.store.key.SwitchKey;
import io.nosagent.sai.store.key.SystemPortKey;
import io.nosagent.sai.trace.SaiCall;
import io.nosagent.sai.trace.TracingSai;
import io.nosagent.sai.vasic.VirtualAsic;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Ports, queues and the rest that create_switch builds: adopted, set, never created or removed. */
class SwitchBuiltObjectsTest {

    private static final PortKey PORT = new PortKey("eth1/1/1");

    private final List<SaiCall> calls = new ArrayList<>();
    private VirtualAsic asic;
    private SwitchHandle sw;
    private SaiStore store;

    private void bringUp(String platform) {
        asic = new VirtualAsic(new PlatformLoader().load(platform));
        sw = new SwitchBringUp(asic, asic.platform()).bringUp();
        store = new SaiStore(TracingSai.recordingInto(asic, calls), sw.switchId());
    }

    private long portId() {
        return sw.portId(PORT.interfaceName()).orElseThrow();
    }

    @Test
    void adoptingWhatTheSwitchBuiltWritesNothing() {
        bringUp("rtsw");

        int adopted = store.adoptSwitch(sw);

        // The switch, and per port: itself, 8 queues, 8 priority groups, a root and 8 leaf scheduler groups.
        assertThat(adopted).isEqualTo(1 + 34 * (1 + 8 + 8 + 9));
        assertThat(TracingSai.writes(calls)).isEmpty();
        assertThat(store.oidOf(new QueueKey("eth1/1/1", QueueType.UNICAST, 3))).contains(sw.portObjects().get("eth1/1/1")
                .queues().get(new QueueKey("eth1/1/1", QueueType.UNICAST, 3)));
        assertThat(store.oidOf(new PriorityGroupKey("eth1/1/1", 7))).isPresent();
        assertThat(store.oidOf(new SchedulerGroupKey("eth1/1/1", 1, 7))).isPresent();
        assertThat(store.oidOf(SwitchKey.SWITCH)).contains(sw.switchId());
    }

    @Test
    void onAVoqSwitchSystemPortsAndTheirVoqsAreAdoptedToo() {
        bringUp("ctsw");

        store.adoptSwitch(sw);

        String first = sw.portsByName().keySet().iterator().next();
        assertThat(store.oidOf(new SystemPortKey(first))).contains(sw.portObjects().get(first).systemPortId());
        assertThat(asic.objectTypeOf(store.oidOf(new SystemPortKey(first)).orElseThrow())).isEqualTo(ObjectType.SYSTEM_PORT);
        assertThat(store.oidOf(new QueueKey(first, QueueType.UNICAST_VOQ, 0))).isPresent();
        assertThat(TracingSai.writes(calls)).isEmpty();
    }

    @Test
    void anAdoptedPortTakesAnMtuWithExactlyOneSet() {
        bringUp("rtsw");
        store.adoptSwitch(sw);

        var port = store.ensure(PORT, List.of(PortAttr.MTU.u32(9100)));

        assertThat(TracingSai.writes(calls)).singleElement().satisfies(c -> {
            assertThat(c.operation()).isEqualTo(SaiOperation.SET);
            assertThat(c.objectId()).isEqualTo(portId());
            assertThat(c.attributes()).containsExactly(PortAttr.MTU.u32(9100));
        });
        assertThat(port.oid()).isEqualTo(portId());
    }

    @Test
    void droppingTheLastPortHandleRestoresTheDefaultMtuAndRemovesNothing() {
        bringUp("rtsw");
        store.adoptSwitch(sw);
        var port = store.ensure(PORT, List.of(PortAttr.MTU.u32(9100)));
        calls.clear();

        port.close();

        assertThat(TracingSai.writes(calls)).singleElement().satisfies(c -> {
            assertThat(c.operation()).isEqualTo(SaiOperation.SET);
            assertThat(c.attributes()).containsExactly(PortAttr.MTU.u32(1514));
        });
        assertThat(asic.objects(ObjectType.PORT)).contains(portId());
        assertThat(store.contains(PORT)).as("still adopted").isTrue();
    }

    @Test
    void anAttributeSaiGivesNoDefaultForGoesBackToWhatTheSwitchHad() {
        bringUp("rtsw");
        store.adoptSwitch(sw);
        AttrValue built = asic.value(portId(), PortAttr.SPEED);
        var port = store.ensure(PORT, List.of(PortAttr.SPEED.u32(200_000)));

        port.close();

        assertThat(asic.value(portId(), PortAttr.SPEED)).isEqualTo(built);
    }

    @Test
    void portsAndQosOwnTheirOwnAttributesOfOnePort() {
        bringUp("rtsw");
        store.adoptSwitch(sw);
        var ports = store.ensure(PORT, List.of(PortAttr.MTU.u32(9100), PortAttr.ADMIN_STATE.bool(true)));
        var map = store.ensure(dscpToTc(), List.of(QosMapAttr.TYPE.s32(SaiEnums.QosMapType.DSCP_TO_TC),
                QosMapAttr.MAP_TO_VALUE_LIST.of(new AttrValue.QosMapList(dscpToTc().entries()))));
        var qos = store.ensure(PORT, List.of(PortAttr.QOS_DSCP_TO_TC_MAP.oid(map.oid()), PortAttr.PRIORITY_FLOW_CONTROL.u8(0x08)));
        calls.clear();

        ports.update(List.of(PortAttr.MTU.u32(4200), PortAttr.ADMIN_STATE.bool(true)));
        qos.close();

        // The MTU change is one set; QoS leaving resets only what QoS had set, and the port stays up.
        assertThat(TracingSai.writes(calls)).extracting(SaiCall::attributes).containsExactly(
                List.of(PortAttr.MTU.u32(4200)),
                List.of(PortAttr.QOS_DSCP_TO_TC_MAP.oid(0)),
                List.of(PortAttr.PRIORITY_FLOW_CONTROL.u8(0)));
        assertThat(asic.value(portId(), PortAttr.ADMIN_STATE)).isEqualTo(AttrValue.Bool.TRUE);
        assertThat(store.programmed(PORT)).contains(List.of(PortAttr.MTU.u32(4200), PortAttr.ADMIN_STATE.bool(true)));
    }

    @Test
    void conflictingValuesFromTwoOwnersAreRefusedNamingKeyAttributeAndBothValues() {
        bringUp("rtsw");
        store.adoptSwitch(sw);
        var ports = store.ensure(PORT, List.of(PortAttr.MTU.u32(9100)));
        var other = store.ensure(PORT, List.of(PortAttr.ADMIN_STATE.bool(true)));
        calls.clear();

        assertThatThrownBy(() -> store.ensure(PORT, List.of(PortAttr.ADMIN_STATE.bool(true), PortAttr.MTU.u32(4200))))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("PORT{eth1/1/1}").hasMessageContaining("SAI_PORT_ATTR_MTU")
                .hasMessageContaining("9100").hasMessageContaining("4200");
        assertThatThrownBy(() -> other.update(List.of(PortAttr.ADMIN_STATE.bool(true), PortAttr.MTU.u32(1500))))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("1500");

        assertThat(TracingSai.writes(calls)).isEmpty();
        assertThat(store.references(PORT)).isEqualTo(2);
        assertThat(asic.value(ports.oid(), PortAttr.MTU)).isEqualTo(PortAttr.MTU.u32(9100).value());
    }

    @Test
    void ensureOfASwitchBuiltKeyThatWasNeverAdoptedIsAnErrorNamingTheKey() {
        bringUp("rtsw");

        assertThatThrownBy(() -> store.ensure(new QueueKey("eth1/1/1", QueueType.UNICAST, 3),
                List.of(QueueAttr.SCHEDULER_PROFILE_ID.oid(0))))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("QUEUE{eth1/1/1 UNICAST 3}").hasMessageContaining("never adopted");
        assertThat(calls).isEmpty();
    }

    @Test
    void theSwitchItselfIsSetLikeAnyObject() {
        bringUp("rtsw");
        store.adoptSwitch(sw);

        var h = store.ensure(SwitchKey.SWITCH, List.of(SwitchAttr.ECMP_DEFAULT_HASH_SEED.u32(7)));
        h.close();

        assertThat(TracingSai.writes(calls)).extracting(SaiCall::attributes).containsExactly(
                List.of(SwitchAttr.ECMP_DEFAULT_HASH_SEED.u32(7)), List.of(SwitchAttr.ECMP_DEFAULT_HASH_SEED.u32(0)));
        assertThat(asic.objects(ObjectType.SWITCH)).contains(sw.switchId());
    }

    private static QosMapKey dscpToTc() {
        var entries = new ArrayList<QosMapping>();
        for (int dscp = 0; dscp < 64; dscp++) {
            entries.add(new QosMapping(QosMapParams.ofDscp(dscp), QosMapParams.ofTc(dscp == 50 ? 3 : 0)));
        }
        return new QosMapKey(SaiEnums.QosMapType.DSCP_TO_TC, entries);
    }
}
