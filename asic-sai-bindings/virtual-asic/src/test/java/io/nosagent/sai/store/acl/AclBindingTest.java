package io.nosagent.sai.store.acl;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.bringup.SwitchBringUp;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.meta.AclTableAttr;
import io.nosagent.sai.meta.AclTableGroupAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.store.SaiHandle;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.store.key.AclTableKey;
import io.nosagent.sai.store.key.PortKey;
import io.nosagent.sai.vasic.VirtualAsic;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two features binding tables at one port's INGRESS_ACL through the shared group: the port holds one
 * group with both tables; the first to let go leaves the other's table bound; the last one out unbinds
 * the port and removes the group.
 */
class AclBindingTest {

    private static final PortKey PORT = new PortKey("eth1/1/1");
    private static final AclTableKey ACK = AclTableKey.ACK_REMARK_UDF;
    private static final AclTableKey DROP = AclTableKey.PFC_WATCHDOG_INGRESS;

    private VirtualAsic asic;
    private SaiStore store;
    private long port;

    @BeforeEach
    void bringUp() {
        asic = new VirtualAsic(new PlatformLoader().load("rtsw"));
        SwitchHandle sw = new SwitchBringUp(asic, asic.platform()).bringUp();
        store = new SaiStore(asic, sw.switchId());
        store.adoptSwitch(sw);
        port = sw.portId(PORT.interfaceName()).orElseThrow();
    }

    private SaiHandle<SaiObject.AclTable> table(AclTableKey key) {
        return store.ensure(key, List.of(AclTableAttr.ACL_STAGE.s32(SaiEnums.AclStage.INGRESS),
                AclTableAttr.ACL_BIND_POINT_TYPE_LIST.s32s(SaiEnums.AclBindPointType.PORT),
                AclTableAttr.FIELD_IN_PORT.bool(true)));
    }

    private long boundAtPort() {
        return ((AttrValue.Oid) asic.get(ObjectType.PORT, port, PortAttr.INGRESS_ACL)).value();
    }

    private int members(long group) {
        return ((AttrValue.OidList) asic.get(ObjectType.ACL_TABLE_GROUP, group, AclTableGroupAttr.MEMBER_LIST)).values().length;
    }

    @Test
    void twoFeaturesShareThePortsGroupAndTheLastOneOutUnbindsIt() {
        table(ACK);
        table(DROP);
        var point = AclBindPoint.ingress(PORT);

        AclBinding ack = AclBinding.bind(store, point, AclUser.ACK_REMARK, ACK);
        AclBinding drop = AclBinding.bind(store, point, AclUser.PFC_WATCHDOG, DROP);

        long group = boundAtPort();
        assertThat(asic.objects(ObjectType.ACL_TABLE_GROUP)).containsExactly(group);
        assertThat(members(group)).isEqualTo(2);

        drop.close();
        assertThat(boundAtPort()).as("the ACK table's group stays bound").isEqualTo(group);
        assertThat(members(group)).isEqualTo(1);

        ack.close();
        assertThat(boundAtPort()).isZero();
        assertThat(asic.objects(ObjectType.ACL_TABLE_GROUP)).isEmpty();
        assertThat(asic.objects(ObjectType.ACL_TABLE_GROUP_MEMBER)).isEmpty();
    }

    @Test
    void aBindingRefusedByTheAsicLeavesNothingBehind() {
        // A switch-only table cannot join a port's group: the ASIC refuses the member.
        store.ensure(ACK, List.of(AclTableAttr.ACL_STAGE.s32(SaiEnums.AclStage.INGRESS),
                AclTableAttr.ACL_BIND_POINT_TYPE_LIST.s32s(SaiEnums.AclBindPointType.SWITCH),
                AclTableAttr.FIELD_IN_PORT.bool(true)));
        int before = store.size();

        org.assertj.core.api.Assertions.assertThatThrownBy(() ->
                AclBinding.bind(store, AclBindPoint.ingress(PORT), AclUser.ACK_REMARK, ACK)).hasMessageContaining("cannot be bound at");

        assertThat(store.size()).isEqualTo(before);
        assertThat(asic.objects(ObjectType.ACL_TABLE_GROUP)).isEmpty();
        assertThat(boundAtPort()).isZero();
    }
}
