package io.nosagent.sai.ffm;

import io.nosagent.sai.AttrFlag;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.SwitchAttr;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.LongStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * List GETs use caller-sized buffers: a short buffer gets BUFFER_OVERFLOW with the count the
 * library wrote back, and {@code Sai.get} without a capacity retries with exactly that size.
 */
class NativeSaiListOverflowTest {

    @TempDir
    Path dir;

    @Test
    void aShortListBufferReportsTheCountTheLibraryNeedsAndNamesTheAttribute() {
        try (var sai = NativeSai.open(TestSaiLibrary.full(), Map.of("SAI_TEST_PORTS", "34"))) {
            long sw = sai.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));

            assertThatThrownBy(() -> sai.get(ObjectType.SWITCH, sw, List.of(SwitchAttr.CPU_PORT, SwitchAttr.PORT_LIST), 16))
                    .isInstanceOfSatisfying(SaiException.class, e -> {
                        assertThat(e.status().code()).isEqualTo(SaiStatusCode.BUFFER_OVERFLOW);
                        assertThat(e.requiredCount()).isEqualTo(34);
                        assertThat(e.attribute()).isEqualTo(SwitchAttr.PORT_LIST);
                    });
            assertThat(((AttrValue.OidList) sai.get(ObjectType.SWITCH, sw, List.of(SwitchAttr.PORT_LIST), 34).getFirst()).size())
                    .isEqualTo(34);
        }
    }

    @Test
    void aPlainGetRetriesOnceWithTheReturnedSize() {
        Path trace = dir.resolve("trace.txt");
        try (var sai = NativeSai.open(TestSaiLibrary.full(), Map.of("SAI_TEST_TRACE_FILE", trace.toString()))) {
            long sw = sai.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));
            long group = sai.create(ObjectType.NEXT_HOP_GROUP, sw, List.of());
            long[] members = LongStream.rangeClosed(1, 100).map(i -> 0x002d_0000_0000_0000L | i).toArray();
            sai.set(ObjectType.NEXT_HOP_GROUP, group, NextHopGroupAttr.NEXT_HOP_MEMBER_LIST.oids(members));

            var value = (AttrValue.OidList) sai.get(ObjectType.NEXT_HOP_GROUP, group, NextHopGroupAttr.NEXT_HOP_MEMBER_LIST);

            assertThat(value.values()).containsExactly(members);
            var gets = NativeCallTrace.read(trace).stream().filter(c -> c.op() == NativeCallTrace.Op.GET).toList();
            assertThat(gets).extracting(c -> c.status().code())
                    .containsExactly(SaiStatusCode.BUFFER_OVERFLOW, SaiStatusCode.SUCCESS);
            assertThat(gets.getFirst().attrs()).as("the overflowing GET carries the id alone")
                    .containsExactly(new NativeCallTrace.Attr(NextHopGroupAttr.NEXT_HOP_MEMBER_LIST.id(), null));
            assertThat(gets.getLast().attrs().getFirst().value()).as("the retry got all 100")
                    .isEqualTo(NativeCallTrace.value(NextHopGroupAttr.NEXT_HOP_MEMBER_LIST.oids(members)));
        }
    }

    @Test
    void entryKeyedGetsRetryToo() {
        Path library = TestSaiLibrary.full();
        var tags = new AttrSpec.U32List<>(SaiObject.RouteEntry.class, 0x1000_0010, "VENDOR_ROUTE_TAGS",
                Set.of(AttrFlag.CREATE_AND_SET));
        try (var hooks = new TestSaiLibrary(library); var sai = NativeSai.open(library, Map.of())) {
            hooks.declare(tags);
            long sw = sai.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));
            long vr = ((AttrValue.Oid) sai.get(ObjectType.SWITCH, sw, SwitchAttr.DEFAULT_VIRTUAL_ROUTER_ID)).value();
            var route = new RouteEntry(sw, vr, IpPrefix.parse("10.0.0.0/8"));
            long[] values = LongStream.range(0, 200).toArray();
            sai.create(route, List.of(RouteEntryAttr.PACKET_ACTION.s32(1), tags.u32s(values)));

            assertThatThrownBy(() -> sai.get(route, List.of(tags), 64))
                    .isInstanceOfSatisfying(SaiException.class, e -> assertThat(e.requiredCount()).isEqualTo(200));
            assertThat(sai.get(route, tags)).isEqualTo(AttrValue.U32List.of(values));
            assertThat(sai.get(route, RouteEntryAttr.PACKET_ACTION)).isEqualTo(new AttrValue.S32(1));
        }
    }

    @Test
    void aNegativeCapacityIsRefused() {
        try (var sai = NativeSai.open(TestSaiLibrary.full(), Map.of())) {
            long sw = sai.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));
            assertThatThrownBy(() -> sai.get(ObjectType.SWITCH, sw, List.of(SwitchAttr.PORT_LIST), -1))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-1");
        }
    }
}
