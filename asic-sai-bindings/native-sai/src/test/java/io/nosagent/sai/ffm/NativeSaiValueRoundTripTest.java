package io.nosagent.sai.ffm;

import io.nosagent.sai.AttrFlag;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.ValueType;
import io.nosagent.sai.meta.AclEntryAttr;
import io.nosagent.sai.meta.AclRangeAttr;
import io.nosagent.sai.meta.BufferProfileAttr;
import io.nosagent.sai.meta.FineGrainedHashFieldAttr;
import io.nosagent.sai.meta.HashAttr;
import io.nosagent.sai.meta.HostifAttr;
import io.nosagent.sai.meta.LagAttr;
import io.nosagent.sai.meta.NextHopAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QosMapAttr;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.SaiMetadata;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.meta.SystemPortAttr;
import io.nosagent.sai.meta.UdfAttr;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static io.nosagent.sai.AttrValue.AclAction;
import static io.nosagent.sai.AttrValue.AclField;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every {@link AttrValue} kind goes into the C library's {@code sai_attribute_t} and comes back
 * equal: set, then get. The library's trace shows it received exactly the bytes the Java-side
 * encoding of the trace format predicts.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class NativeSaiValueRoundTripTest {

    /** Attributes the SAI metadata has no example of for these kinds: vendor-range ids. */
    static final AttrSpec CUSTOM_S16 = AttrSpec.custom(ObjectType.PORT, 0x1000_0001, "VENDOR_S16", ValueType.INT16, Set.of(AttrFlag.CREATE_AND_SET));
    static final AttrSpec CUSTOM_S64 = AttrSpec.custom(ObjectType.PORT, 0x1000_0002, "VENDOR_S64", ValueType.INT64, Set.of(AttrFlag.CREATE_AND_SET));
    static final AttrSpec CUSTOM_PREFIX = AttrSpec.custom(ObjectType.PORT, 0x1000_0003, "VENDOR_PREFIX", ValueType.IP_PREFIX, Set.of(AttrFlag.CREATE_AND_SET));
    static final AttrSpec CUSTOM_U16_LIST = AttrSpec.custom(ObjectType.PORT, 0x1000_0004, "VENDOR_U16_LIST", ValueType.UINT16_LIST, Set.of(AttrFlag.CREATE_AND_SET));

    private TestSaiLibrary lib;
    private NativeSai sai;
    private Path trace;
    private final Map<ObjectType, Long> objects = new EnumMap<>(ObjectType.class);

    @BeforeAll
    void open(@TempDir Path dir) {
        Path library = TestSaiLibrary.full();
        lib = new TestSaiLibrary(library);
        trace = dir.resolve("trace.txt");
        sai = NativeSai.open(library, Map.of("SAI_TEST_TRACE_FILE", trace.toString(), "SAI_TEST_PORTS", "2"));
        objects.put(ObjectType.SWITCH, sai.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true))));
        lib.declare(CUSTOM_U16_LIST);
    }

    @AfterAll
    void close() {
        sai.close();
        lib.close();
    }

    static Stream<Attribute> everyValueKind() throws Exception {
        var v4 = java.net.InetAddress.getByName("10.1.2.3");
        var v6 = java.net.InetAddress.getByName("2001:db8::7");
        var mac = MacAddress.parse("02:00:5e:10:20:30");
        return Stream.of(
                PortAttr.ADMIN_STATE.bool(true),
                HostifAttr.NAME.chars("Ethernet1/34/1"),
                QueueAttr.INDEX.u8(250),
                BufferProfileAttr.SHARED_DYNAMIC_TH.of(new AttrValue.S8(-3)),
                LagAttr.PORT_VLAN_ID.u16(4094),
                Attribute.checked(CUSTOM_S16, new AttrValue.S16(-30000)),
                PortAttr.SPEED.u32(4_000_000_000L),
                PortAttr.FEC_MODE.s32(-2),
                BufferProfileAttr.RESERVED_BUFFER_SIZE.u64(-1L),
                Attribute.checked(CUSTOM_S64, new AttrValue.S64(Long.MIN_VALUE + 1)),
                SwitchAttr.PORT_STATE_CHANGE_NOTIFY.of(new AttrValue.Pointer(0x7f00_1234_5678L)),
                NextHopAttr.TUNNEL_MAC.mac(mac),
                FineGrainedHashFieldAttr.IPV4_MASK.of(new AttrValue.Ipv4((java.net.Inet4Address) v4)),
                FineGrainedHashFieldAttr.IPV6_MASK.of(new AttrValue.Ipv6((java.net.Inet6Address) v6)),
                NextHopAttr.IP.ip(v4),
                NextHopAttr.IP.ip(v6),
                Attribute.checked(CUSTOM_PREFIX, new AttrValue.Prefix(IpPrefix.parse("10.128.0.0/9"))),
                Attribute.checked(CUSTOM_PREFIX, new AttrValue.Prefix(IpPrefix.parse("2001:db8:ab00::/40"))),
                PortAttr.INGRESS_ACL.oid(0x0007_0000_0000_0042L),
                PortAttr.EGRESS_MIRROR_SESSION.oids(0x0e00_0000_0000_0001L, 0x0e00_0000_0000_0002L, 0x0e00_0000_0000_0003L),
                UdfAttr.HASH_MASK.of(AttrValue.U8List.of(0xff, 0xff, 0x0f)),
                PortAttr.SERDES_FW_REVISION.of(new AttrValue.S8List(new int[]{-1, 0, 127})),
                Attribute.checked(CUSTOM_U16_LIST, AttrValue.U16List.of(4791, 65535, 0)),
                PortAttr.HW_LANE_LIST.u32s(1, 2, 3, 4, 5, 6, 7, 0xffff_ffffL),
                HashAttr.NATIVE_HASH_FIELD_LIST.s32s(0x22, 0x23, 1),
                AclRangeAttr.LIMIT.of(new AttrValue.U32Range(1024, 65535)),
                QosMapAttr.MAP_TO_VALUE_LIST.of(new AttrValue.QosMapList(List.of(
                        new AttrValue.QosMapping(AttrValue.QosMapParams.ofDscp(50), AttrValue.QosMapParams.ofTc(2)),
                        new AttrValue.QosMapping(new AttrValue.QosMapParams(3, 48, 7, 6, 5, 4, 2, 7, 9),
                                new AttrValue.QosMapParams(7, 63, 1, 2, 3, 6, 1, 3, 200))))),
                PortAttr.PFC_TC_DLD_INTERVAL.of(new AttrValue.MapList(List.of(
                        new AttrValue.MapEntry(3, 200), new AttrValue.MapEntry(4, -1)))),
                SystemPortAttr.CONFIG_INFO.of(new AttrValue.SystemPortConfig(12, 1, 0, 12, 400_000, 8)),
                SwitchAttr.SYSTEM_PORT_CONFIG_LIST.of(new AttrValue.SystemPortConfigList(List.of(
                        new AttrValue.SystemPortConfig(1, 0, 0, 1, 400_000, 8),
                        new AttrValue.SystemPortConfig(2, 0xffff_ffffL, 1, 2, 100_000, 16)))),
                AclEntryAttr.FIELD_HAS_VLAN_TAG.of(AclField.match(AttrValue.Bool.TRUE, null)),
                AclEntryAttr.FIELD_OUTER_VLAN_ID.of(AclField.match(new AttrValue.U16(100), new AttrValue.U16(0xfff))),
                AclEntryAttr.FIELD_ACL_IP_TYPE.of(AclField.match(new AttrValue.S32(3), new AttrValue.S32(-1))),
                AclEntryAttr.FIELD_DST_IP.of(AclField.match(new AttrValue.Ipv4((java.net.Inet4Address) v4),
                        AttrValue.Ipv4.parse("255.255.0.0"))),
                AclEntryAttr.FIELD_SRC_IPV6.of(AclField.match(new AttrValue.Ipv6((java.net.Inet6Address) v6),
                        AttrValue.Ipv6.parse("ffff:ffff::"))),
                AclEntryAttr.FIELD_SRC_MAC.of(AclField.match(new AttrValue.Mac(mac), new AttrValue.Mac(MacAddress.parse("ff:ff:ff:00:00:00")))),
                AclEntryAttr.FIELD_IN_PORT.of(AclField.match(new AttrValue.Oid(0x0001_0000_0000_0005L), null)),
                AclEntryAttr.FIELD_IN_PORTS.of(AclField.match(AttrValue.OidList.of(0x0001_0000_0000_0005L, 0x0001_0000_0000_0006L), null)),
                AclEntryAttr.FIELD_TUNNEL_VNI.of(AclField.match(new AttrValue.U32(0xabcdef), new AttrValue.U32(0xffffff))),
                AclEntryAttr.FIELD_DSCP.of(AclField.match(new AttrValue.U8(46), new AttrValue.U8(0x3f))),
                AclEntryAttr.FIELD_MACSEC_SCI.of(AclField.match(new AttrValue.U64(0x0102_0304_0506_0708L), new AttrValue.U64(-1L))),
                AclEntryAttr.USER_DEFINED_FIELD_GROUP_1.of(AclField.match(AttrValue.U8List.of(0x11, 0x00), AttrValue.U8List.of(0xff, 0x0f))),
                AclEntryAttr.FIELD_TCP_FLAGS.of(AclField.DISABLED),
                AclEntryAttr.ACTION_PACKET_ACTION.of(AclAction.of(new AttrValue.S32(1))),
                AclEntryAttr.ACTION_SET_TC.of(AclAction.of(new AttrValue.U8(7))),
                AclEntryAttr.ACTION_DECREMENT_TTL.of(AclAction.of(AttrValue.Bool.TRUE)),
                AclEntryAttr.ACTION_COUNTER.of(AclAction.of(new AttrValue.Oid(0x0009_0000_0000_0001L))),
                AclEntryAttr.ACTION_REDIRECT_LIST.of(AclAction.of(AttrValue.OidList.of(1, 2, 3))),
                AclEntryAttr.ACTION_SET_L4_SRC_PORT.of(AclAction.of(new AttrValue.U16(4791))),
                AclEntryAttr.ACTION_SET_ACL_META_DATA.of(AclAction.of(new AttrValue.U32(0xdead_beefL))),
                AclEntryAttr.ACTION_SET_DST_IPV6.of(AclAction.of(new AttrValue.Ipv6((java.net.Inet6Address) v6))),
                AclEntryAttr.ACTION_SET_DST_MAC.of(AclAction.of(new AttrValue.Mac(mac))),
                AclEntryAttr.ACTION_SET_SRC_IP.of(AclAction.of(new AttrValue.Ipv4((java.net.Inet4Address) v4))),
                AclEntryAttr.ACTION_ENDPOINT_IP.of(AclAction.of(new AttrValue.IpAddress(v6))),
                AclEntryAttr.ACTION_SET_ECN.of(AclAction.DISABLED)
        );
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyValueKind")
    void aValueSetThroughTheLibraryReadsBackEqual(Attribute attr) {
        long oid = objectOf(attr.spec().objectType());

        sai.set(attr.spec().objectType(), oid, attr);

        assertThat(sai.get(attr.spec().objectType(), oid, attr.spec())).isEqualTo(attr.value());
        var set = NativeCallTrace.read(trace).stream()
                .filter(c -> c.op() == NativeCallTrace.Op.SET && c.oid() == oid).toList().getLast();
        assertThat(set.attrs()).containsExactly(new NativeCallTrace.Attr(attr.spec().id(), NativeCallTrace.value(attr)));
    }

    @Test
    void theCasesCoverEveryKindTheBackendMarshals() throws Exception {
        var covered = everyValueKind().map(a -> a.spec().valueType()).collect(Collectors.toSet());
        var usedByTheAgent = SaiMetadata.describedTypes().stream().flatMap(t -> SaiMetadata.attributes(t).stream())
                .map(AttrSpec::valueType).collect(Collectors.toSet());
        // every plain kind, and each ACL field/action kind some attribute of the agent's types has
        var needed = Stream.of(ValueType.values()).filter(ValueCodec::supports)
                .filter(t -> !t.name().startsWith("ACL_") || usedByTheAgent.contains(t)).toList();
        assertThat(covered).containsAll(needed);
    }

    @Test
    void listsPassedAtCreateAreCopiedByTheLibrary() {
        long hash = sai.create(ObjectType.HASH, objects.get(ObjectType.SWITCH), List.of(
                HashAttr.NATIVE_HASH_FIELD_LIST.s32s(0x23, 0x22),
                HashAttr.UDF_GROUP_LIST.oids(0x1f00_0000_0000_0001L)));

        assertThat(sai.get(ObjectType.HASH, hash, List.of(HashAttr.NATIVE_HASH_FIELD_LIST,
                HashAttr.UDF_GROUP_LIST)))
                .containsExactly(AttrValue.S32List.of(0x23, 0x22), AttrValue.OidList.of(0x1f00_0000_0000_0001L));
    }

    private long objectOf(ObjectType type) {
        return objects.computeIfAbsent(type, t -> sai.create(t, objects.get(ObjectType.SWITCH), List.of()));
    }
}
