package io.nosagent.sai.store.json;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.AttrValue.QosMapParams;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.MacAddress;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.util.List;

/** Values of every {@link AttrValue} kind, for the round-trip tests of the JSON forms and the warm-boot file. */
public final class AttrValueSamples {

    private AttrValueSamples() {
    }

    /** One or more values of every kind, edges included (unsigned 64-bit, empty lists, nested ACL data). */
    public static List<AttrValue> everyKind() {
        return List.of(
                AttrValue.Bool.TRUE, AttrValue.Bool.FALSE,
                new AttrValue.U8(255), new AttrValue.S8(-128), new AttrValue.U16(65535), new AttrValue.S16(-32768),
                new AttrValue.U32(0xFFFF_FFFFL), new AttrValue.S32(-1),
                new AttrValue.U64(-1L), new AttrValue.S64(Long.MIN_VALUE), new AttrValue.Pointer(0x7f00_dead_beefL),
                new AttrValue.Mac(MacAddress.parse("02:aa:bb:cc:dd:ee")),
                new AttrValue.Ipv4((Inet4Address) IpAddresses.parse("10.0.0.1")),
                new AttrValue.Ipv6((Inet6Address) IpAddresses.parse("2001:db8::1")),
                AttrValue.IpAddress.parse("fe80::1"), AttrValue.IpAddress.parse("192.0.2.7"),
                new AttrValue.Prefix(IpPrefix.parse("2001:db8::/32")), new AttrValue.Prefix(IpPrefix.parse("0.0.0.0/0")),
                new AttrValue.CharData("eth1/1/1"),
                new AttrValue.Oid(0x21000000000001L), AttrValue.Oid.NULL,
                AttrValue.OidList.of(0x1000000000002L, 0xffff_0000_0000_0001L), AttrValue.OidList.EMPTY,
                AttrValue.U8List.of(0, 255), new AttrValue.S8List(new int[]{-1, 1}), AttrValue.U16List.of(4791),
                AttrValue.U32List.of(0xFFFF_FFFFL, 0), AttrValue.S32List.of(-5, 5), AttrValue.S32List.of(),
                new AttrValue.U32Range(100, 200),
                AttrValue.AclField.match(new AttrValue.U16(4791), new AttrValue.U16(0xFFFF)),
                new AttrValue.AclField(true, new AttrValue.Ipv4((Inet4Address) IpAddresses.parse("10.1.0.0")), null),
                AttrValue.AclField.DISABLED,
                AttrValue.AclAction.of(new AttrValue.Oid(0x9000000000001L)), new AttrValue.AclAction(true, null),
                AttrValue.AclAction.DISABLED,
                new AttrValue.QosMapList(List.of(
                        new AttrValue.QosMapping(QosMapParams.ofDscp(50), QosMapParams.ofTc(3)),
                        new AttrValue.QosMapping(new QosMapParams(1, 2, 3, 4, 5, 6, 1, 7, 8), QosMapParams.NONE))),
                new AttrValue.MapList(List.of(new AttrValue.MapEntry(0xFFFF_FFFFL, -1), new AttrValue.MapEntry(3, 4))),
                new AttrValue.SystemPortConfig(7, 1, 0, 7, 400_000, 8),
                new AttrValue.SystemPortConfigList(List.of(new AttrValue.SystemPortConfig(1, 0, 0, 1, 400_000, 8),
                        new AttrValue.SystemPortConfig(2, 0, 1, 2, 200_000, 16))));
    }
}
