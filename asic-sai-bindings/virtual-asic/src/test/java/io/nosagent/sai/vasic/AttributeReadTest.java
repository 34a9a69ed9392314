package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.meta.HashAttr;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.meta.UdfAttr;
import io.nosagent.sai.meta.UdfGroupAttr;
import io.nosagent.sai.meta.UdfMatchAttr;
import io.nosagent.sai.meta.VirtualRouterAttr;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** What GET answers: held values, SAI defaults, computed read-only values, and list buffers that are too small. */
class AttributeReadTest {

    private final TestSwitch t = TestSwitch.of("rtsw");

    @AfterEach
    void close() {
        t.close();
    }

    @Test
    void anAttributeNeverSetReadsAsItsMetadataDefault() {
        long rif = t.routerInterface(t.port(0));
        t.ecmpGroup(1);
        long member = t.asic.objects(ObjectType.NEXT_HOP_GROUP_MEMBER).getFirst();

        assertThat(t.asic.get(ObjectType.ROUTER_INTERFACE, rif, List.of(RouterInterfaceAttr.MTU, RouterInterfaceAttr.ADMIN_V4_STATE,
                RouterInterfaceAttr.INGRESS_ACL, RouterInterfaceAttr.NEIGHBOR_MISS_PACKET_ACTION)))
                .containsExactly(new AttrValue.U32(1514), AttrValue.Bool.TRUE, AttrValue.Oid.NULL,
                        new AttrValue.S32(SaiEnums.PacketAction.TRAP));
        assertThat(t.asic.get(ObjectType.NEXT_HOP_GROUP_MEMBER, member, NextHopGroupMemberAttr.WEIGHT)).isEqualTo(new AttrValue.U32(1));
    }

    @Test
    void anEmptyListDefaultReadsAsAnEmptyListOfItsKind() {
        long hash = t.asic.create(ObjectType.HASH, t.switchId, List.of());

        assertThat(t.asic.get(ObjectType.HASH, hash, List.of(HashAttr.NATIVE_HASH_FIELD_LIST, HashAttr.UDF_GROUP_LIST)))
                .containsExactly(AttrValue.S32List.of(), AttrValue.OidList.EMPTY);
    }

    @Test
    void sourceMacsDefaultToTheSwitchMacAndFollowIt() {
        long rif = t.routerInterface(t.port(0));
        var platformMac = new AttrValue.Mac(t.asic.platform().baseMac());
        assertThat(t.asic.get(ObjectType.ROUTER_INTERFACE, rif, RouterInterfaceAttr.SRC_MAC_ADDRESS)).isEqualTo(platformMac);
        assertThat(t.asic.get(ObjectType.VIRTUAL_ROUTER, t.defaultRouter(), VirtualRouterAttr.SRC_MAC_ADDRESS)).isEqualTo(platformMac);

        var mac = MacAddress.parse("02:de:ad:be:ef:01");
        t.asic.set(ObjectType.SWITCH, t.switchId, SwitchAttr.SRC_MAC_ADDRESS.mac(mac));

        assertThat(t.asic.get(ObjectType.ROUTER_INTERFACE, rif, RouterInterfaceAttr.SRC_MAC_ADDRESS)).isEqualTo(new AttrValue.Mac(mac));
    }

    @Test
    void aUdfHashMaskDefaultsToAllOnesOverItsGroupLength() {
        // RoCE destination QP: 3 bytes at L4 offset 13 of UDP port 4791
        long match = t.asic.create(ObjectType.UDF_MATCH, t.switchId, List.of(
                UdfMatchAttr.L4_DST_PORT_TYPE.of(AttrValue.AclField.match(new AttrValue.U16(4791), new AttrValue.U16(0xFFFF)))));
        long group = t.asic.create(ObjectType.UDF_GROUP, t.switchId, List.of(
                UdfGroupAttr.TYPE.s32(SaiEnums.UdfGroupType.HASH), UdfGroupAttr.LENGTH.u16(3)));
        long udf = t.asic.create(ObjectType.UDF, t.switchId, List.of(UdfAttr.MATCH_ID.oid(match), UdfAttr.GROUP_ID.oid(group),
                UdfAttr.BASE.s32(SaiEnums.UdfBase.L4), UdfAttr.OFFSET.u16(13)));

        assertThat(t.asic.get(ObjectType.UDF, udf, UdfAttr.HASH_MASK)).isEqualTo(AttrValue.U8List.of(0xFF, 0xFF, 0xFF));
        assertThat(t.asic.get(ObjectType.UDF_GROUP, group, UdfGroupAttr.UDF_LIST)).isEqualTo(AttrValue.OidList.of(udf));
    }

    @Test
    void anEntryReportsItsAddressFamily() {
        t.createRoute("10.1.0.0/16", 0);
        t.createRoute("2001:db8::/32", 0);

        assertThat(t.asic.get(t.route("10.1.0.0/16"), RouteEntryAttr.IP_ADDR_FAMILY)).isEqualTo(new AttrValue.S32(SaiEnums.IpAddrFamily.IPV4));
        assertThat(t.asic.get(t.route("2001:db8::/32"), RouteEntryAttr.IP_ADDR_FAMILY)).isEqualTo(new AttrValue.S32(SaiEnums.IpAddrFamily.IPV6));
        assertThat(t.asic.get(t.route("2001:db8::/32"), RouteEntryAttr.PACKET_ACTION)).isEqualTo(new AttrValue.S32(SaiEnums.PacketAction.FORWARD));
    }

    @Test
    void aListLongerThanTheCallersBufferIsBufferOverflowWithTheCountItNeeds() {
        var e = TestSwitch.saiFailure(() -> t.asic.get(ObjectType.SWITCH, t.switchId,
                List.of(SwitchAttr.CPU_PORT, SwitchAttr.PORT_LIST), 16));

        assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.BUFFER_OVERFLOW));
        assertThat(e.requiredCount()).isEqualTo(34);
        assertThat(e.attribute()).isEqualTo(SwitchAttr.PORT_LIST);
        assertThat(((AttrValue.OidList) t.asic.get(ObjectType.SWITCH, t.switchId, List.of(SwitchAttr.PORT_LIST), 34).getFirst()).size())
                .isEqualTo(34);
    }

    @Test
    void aReadOnlyAttributeTheAsicDoesNotModelIsAttrNotImplementedAtItsIndex() {
        var e = TestSwitch.saiFailure(() -> t.asic.get(ObjectType.PORT, t.port(0),
                List.of(PortAttr.SPEED, PortAttr.REMOTE_ADVERTISED_SPEED)));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.ATTR_NOT_IMPLEMENTED, 1));
        assertThat(e.attribute()).isEqualTo(PortAttr.REMOTE_ADVERTISED_SPEED);
    }

    @Test
    void aConditionalAttributeThatDoesNotApplyIsInvalidAttributeAtItsIndex() {
        long rif = t.routerInterface(t.port(0));

        var e = TestSwitch.saiFailure(() -> t.asic.get(ObjectType.ROUTER_INTERFACE, rif,
                List.of(RouterInterfaceAttr.PORT_ID, RouterInterfaceAttr.OUTER_VLAN_ID)));

        assertThat(e.status()).isEqualTo(SaiStatus.at(SaiStatusCode.INVALID_ATTRIBUTE, 1));
    }

    @Test
    void theReadHooksAnswerLikeGetWithoutStatuses() {
        long rif = t.routerInterface(t.port(2));

        assertThat(t.asic.value(rif, RouterInterfaceAttr.PORT_ID)).isEqualTo(new AttrValue.Oid(t.port(2)));
        assertThat(t.asic.value(rif, RouterInterfaceAttr.MTU)).isEqualTo(new AttrValue.U32(1514));
        assertThat(t.asic.value(rif, RouterInterfaceAttr.OUTER_VLAN_ID)).isNull();
        assertThat(t.asic.attributes(rif)).extracting(a -> a.spec()).containsExactly(
                RouterInterfaceAttr.VIRTUAL_ROUTER_ID, RouterInterfaceAttr.TYPE, RouterInterfaceAttr.PORT_ID);
    }
}
