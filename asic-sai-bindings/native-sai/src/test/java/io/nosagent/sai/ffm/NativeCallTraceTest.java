package io.nosagent.sai.ffm;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.SaiEnums;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The test library's call trace parses into calls, and a scenario's trace equals the one
 * written from the Java side (op, object type, attribute ids and encoded values): the comparison
 * the virtual-ASIC-versus-native check builds on.
 */
class NativeCallTraceTest {

    @TempDir
    Path dir;

    @Test
    void parsesEveryFieldOfALine() {
        var call = NativeCallTrace.parse("7 api=2 op=set ot=1 oid=0x1000000000003 status=-131070 attr=31:801a0600 attr=30:02+0100000002000000");

        assertThat(call.seq()).isEqualTo(7);
        assertThat(call.api()).isEqualTo(SaiEnums.Api.PORT);
        assertThat(call.op()).isEqualTo(NativeCallTrace.Op.SET);
        assertThat(call.objectType()).isEqualTo(ObjectType.PORT);
        assertThat(call.oid()).isEqualTo(0x1_0000_0000_0003L);
        assertThat(call.status().code()).isEqualTo(SaiStatusCode.INVALID_ATTR_VALUE);
        assertThat(call.attrs()).containsExactly(new NativeCallTrace.Attr(31, "801a0600"), new NativeCallTrace.Attr(30, "02+0100000002000000"));
        assertThat(NativeCallTrace.parse("9 api=2 op=get_stats ot=1 oid=0x1 status=0 stat=0:12 stat=9:0 extra=1").stats())
                .containsExactly(new NativeCallTrace.Stat(0, 12L), new NativeCallTrace.Stat(9, 0L));
    }

    @Test
    void theJavaSideEncodingFollowsTheDocumentedForm() {
        assertThat(NativeCallTrace.value(PortAttr.SPEED.u32(400_000))).isEqualTo("801a06");
        assertThat(NativeCallTrace.value(PortAttr.ADMIN_STATE.bool(false))).isEqualTo("00");
        assertThat(NativeCallTrace.value(PortAttr.HW_LANE_LIST.u32s(1, 2))).isEqualTo("02+0100000002000000");
        assertThat(NativeCallTrace.value(PortAttr.HW_LANE_LIST.u32s())).isEqualTo("00+");
        assertThat(NativeCallTrace.key(new RouteEntry(1, 2, IpPrefix.parse("10.0.0.0/8"))))
                .hasSize(112).startsWith("0100000000000000" + "0200000000000000" + "00000000" + "0a000000");
    }

    @Test
    void aMalformedLineIsNamedByFileAndLine() throws Exception {
        Path file = Files.writeString(dir.resolve("bad.trace"), "1 api=2 op=set ot=1 oid=0x1 status=0\n2 api=2 op=frobnicate ot=1 status=0\n");

        assertThatThrownBy(() -> NativeCallTrace.read(file)).hasMessageStartingWith(file + ":2:");
    }

    @Test
    void aScenariosTraceEqualsTheJavaSideRecordOfIt() {
        try (var f = new NativeSaiFixture(TestSaiLibrary.full(), dir, 2)) {
            var expected = new ArrayList<Expected>();
            List<Attribute> group = List.of(NextHopGroupAttr.TYPE.s32(SaiEnums.NextHopGroupType.DYNAMIC_UNORDERED_ECMP));
            long nhg = f.sai.create(ObjectType.NEXT_HOP_GROUP, f.switchId, group);
            expected.add(new Expected(NativeCallTrace.Op.CREATE, ObjectType.NEXT_HOP_GROUP, null, group));
            List<Attribute> member = List.of(NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(nhg),
                    NextHopGroupMemberAttr.NEXT_HOP_ID.oid(0x0004_0000_0000_0001L));
            f.sai.create(ObjectType.NEXT_HOP_GROUP_MEMBER, f.switchId, member);
            expected.add(new Expected(NativeCallTrace.Op.CREATE, ObjectType.NEXT_HOP_GROUP_MEMBER, null, member));
            var route = new RouteEntry(f.switchId, f.defaultVr, IpPrefix.parse("192.168.0.0/16"));
            List<Attribute> routeAttrs = List.of(RouteEntryAttr.NEXT_HOP_ID.oid(nhg));
            f.sai.create(route, routeAttrs);
            expected.add(new Expected(NativeCallTrace.Op.CREATE, ObjectType.ROUTE_ENTRY, NativeCallTrace.key(route), routeAttrs));
            Attribute speed = PortAttr.SPEED.u32(200_000);
            f.sai.set(ObjectType.PORT, f.ports.get(1), speed);
            expected.add(new Expected(NativeCallTrace.Op.SET, ObjectType.PORT, null, List.of(speed)));

            var traced = f.calls().stream()
                    .filter(c -> c.op() != NativeCallTrace.Op.GET && c.objectType() != ObjectType.SWITCH)
                    .map(c -> new Expected(c.op(), c.objectType(), c.key(), null).withTraced(c.attrs()))
                    .toList();

            assertThat(traced).containsExactlyElementsOf(expected.stream().map(Expected::encoded).toList());
            assertThat(f.calls()).allMatch(c -> c.status().isSuccess());
        }
    }

    /** A call as the Java side records it: attributes encoded with {@link NativeCallTrace#value}. */
    private record Expected(NativeCallTrace.Op op, ObjectType type, String key, List<Attribute> attrs,
                            List<NativeCallTrace.Attr> encodedAttrs) {
        Expected(NativeCallTrace.Op op, ObjectType type, String key, List<Attribute> attrs) {
            this(op, type, key, attrs, null);
        }

        Expected encoded() {
            return new Expected(op, type, key, null,
                    attrs.stream().map(a -> new NativeCallTrace.Attr(a.spec().id(), NativeCallTrace.value(a))).toList());
        }

        Expected withTraced(List<NativeCallTrace.Attr> traced) {
            return new Expected(op, type, key, null, traced);
        }
    }
}
