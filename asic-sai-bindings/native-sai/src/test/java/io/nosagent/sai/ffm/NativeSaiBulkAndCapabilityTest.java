package io.nosagent.sai.ffm;

import io.nosagent.sai.AttrCapability;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrFlag;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.BulkMode;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.ValueType;
import io.nosagent.sai.meta.NextHopGroupMemberAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.store.SaiStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Bulk routes and next-hop-group members through the library's bulk slots; a library that leaves those
 * slots NULL answers NOT_IMPLEMENTED and the store goes one by one with the same results; capability
 * queries, and NOT_SUPPORTED when the library does not export them.
 */
class NativeSaiBulkAndCapabilityTest {

    @TempDir
    Path dir;

    private static List<RouteEntry> routes(NativeSaiFixture f, String... prefixes) {
        return java.util.Arrays.stream(prefixes).map(p -> new RouteEntry(f.switchId, f.defaultVr, IpPrefix.parse(p))).toList();
    }

    @Test
    void bulkRoutesReportOneStatusPerRouteAndStopOnTheFirstError() {
        try (var f = new NativeSaiFixture(TestSaiLibrary.full(), dir, 2)) {
            var existing = routes(f, "10.0.2.0/24").getFirst();
            f.sai.create(existing, List.of());
            var batch = routes(f, "10.0.1.0/24", "10.0.2.0/24", "10.0.3.0/24");
            var attrs = batch.stream()
                    .map(r -> List.of(RouteEntryAttr.PACKET_ACTION.s32(SaiEnums.PacketAction.FORWARD))).toList();

            var statuses = f.sai.createRoutes(batch, attrs, BulkMode.STOP_ON_ERROR);

            assertThat(statuses).extracting(SaiStatus::code).containsExactly(
                    SaiStatusCode.SUCCESS, SaiStatusCode.ITEM_ALREADY_EXISTS, SaiStatusCode.NOT_EXECUTED);
            assertThat(f.sai.get(batch.get(0), RouteEntryAttr.PACKET_ACTION)).isEqualTo(new AttrValue.S32(SaiEnums.PacketAction.FORWARD));
            assertThatThrownBy(() -> f.sai.get(batch.get(2), RouteEntryAttr.PACKET_ACTION)).isInstanceOf(SaiException.class);
            var creates = f.calls().stream().filter(c -> c.objectType() == ObjectType.ROUTE_ENTRY).map(NativeCallTrace.Call::op).toList();
            assertThat(creates).as("the library's bulk slot").contains(NativeCallTrace.Op.BULK_CREATE);
        }
    }

    @Test
    void ignoreErrorAttemptsEveryRouteAndBulkRemoveRemovesThem() {
        try (var f = new NativeSaiFixture(TestSaiLibrary.full(), dir, 2)) {
            var batch = routes(f, "10.0.1.0/24", "10.0.1.0/24", "2001:db8::/32");
            var attrs = batch.stream().map(r -> List.<Attribute>of()).toList();

            assertThat(f.sai.createRoutes(batch, attrs, BulkMode.IGNORE_ERROR)).extracting(SaiStatus::code)
                    .containsExactly(SaiStatusCode.SUCCESS, SaiStatusCode.ITEM_ALREADY_EXISTS, SaiStatusCode.SUCCESS);
            assertThat(f.sai.removeRoutes(batch, BulkMode.IGNORE_ERROR)).extracting(SaiStatus::code)
                    .containsExactly(SaiStatusCode.SUCCESS, SaiStatusCode.ITEM_NOT_FOUND, SaiStatusCode.SUCCESS);
        }
    }

    @Test
    void nextHopGroupMembersAreCreatedAndRemovedInBulk() {
        try (var f = new NativeSaiFixture(TestSaiLibrary.full(), dir, 2)) {
            long group = f.sai.create(ObjectType.NEXT_HOP_GROUP, f.switchId, List.of());
            var members = IntStream.range(0, 16).mapToObj(i -> List.of(
                    NextHopGroupMemberAttr.NEXT_HOP_GROUP_ID.oid(group),
                    NextHopGroupMemberAttr.NEXT_HOP_ID.oid(0x0004_0000_0000_0100L + i),
                    NextHopGroupMemberAttr.WEIGHT.u32(1))).toList();

            var result = f.sai.createNextHopGroupMembers(f.switchId, members, BulkMode.STOP_ON_ERROR);

            assertThat(result.allSucceeded()).isTrue();
            assertThat(java.util.Arrays.stream(result.objectIds()).distinct().count()).isEqualTo(16);
            assertThat(f.sai.get(ObjectType.NEXT_HOP_GROUP_MEMBER, result.objectId(5), NextHopGroupMemberAttr.NEXT_HOP_ID))
                    .isEqualTo(new AttrValue.Oid(0x0004_0000_0000_0105L));
            long[] ids = result.objectIds();
            ids[3] = 0x002d_0000_dead_beefL;
            assertThat(f.sai.removeNextHopGroupMembers(ids, BulkMode.STOP_ON_ERROR)).extracting(SaiStatus::code)
                    .startsWith(SaiStatusCode.SUCCESS, SaiStatusCode.SUCCESS, SaiStatusCode.SUCCESS, SaiStatusCode.INVALID_OBJECT_ID,
                            SaiStatusCode.NOT_EXECUTED);
        }
    }

    @Test
    void aLibraryWithoutBulkSlotsAnswersNotImplementedAndTheStoreCreatesAndRemovesOneByOne() {
        try (var f = new NativeSaiFixture(TestSaiLibrary.minimal(), dir, 2)) {
            var batch = routes(f, "10.0.1.0/24", "10.0.2.0/24", "2001:db8::/32");
            assertThatThrownBy(() -> f.sai.createRoutes(batch, batch.stream().map(r -> List.<Attribute>of()).toList(),
                    BulkMode.IGNORE_ERROR)).isInstanceOfSatisfying(SaiException.class,
                    e -> assertThat(e.status()).isEqualTo(SaiStatus.of(SaiStatusCode.NOT_IMPLEMENTED)));
            assertThat(f.calls()).noneMatch(c -> c.objectType() == ObjectType.ROUTE_ENTRY);
            var store = new SaiStore(f.sai, f.switchId);
            var wanted = new LinkedHashMap<RouteEntry, List<Attribute.Of<SaiObject.RouteEntry>>>();
            batch.forEach(r -> wanted.put(r, List.of(RouteEntryAttr.PACKET_ACTION.s32(SaiEnums.PacketAction.FORWARD))));

            var handles = store.ensureRoutes(wanted);
            store.closeAll(handles);

            assertThat(handles).hasSize(3);
            var routeCalls = f.calls().stream().filter(c -> c.objectType() == ObjectType.ROUTE_ENTRY).toList();
            assertThat(routeCalls).extracting(NativeCallTrace.Call::op).containsExactly(NativeCallTrace.Op.CREATE,
                    NativeCallTrace.Op.CREATE, NativeCallTrace.Op.CREATE, NativeCallTrace.Op.REMOVE, NativeCallTrace.Op.REMOVE,
                    NativeCallTrace.Op.REMOVE);
            assertThat(routeCalls).allSatisfy(c -> assertThat(c.status().isSuccess()).isTrue());
            assertThat(store.bulkCallAnswers()).containsEntry("bulk route create", SaiStatus.of(SaiStatusCode.NOT_IMPLEMENTED))
                    .containsEntry("bulk route remove", SaiStatus.of(SaiStatusCode.NOT_IMPLEMENTED));
        }
    }

    @Test
    void aWholeBulkCallFailingIsAnError() {
        try (var f = new NativeSaiFixture(TestSaiLibrary.full(), dir, 1)) {
            f.hooks.failNext(SaiStatusCode.INVALID_PARAMETER.value());
            var batch = routes(f, "10.9.0.0/16");
            assertThatThrownBy(() -> f.sai.createRoutes(batch, List.of(List.of()), BulkMode.IGNORE_ERROR))
                    .isInstanceOfSatisfying(SaiException.class, e -> assertThat(e.status().code()).isEqualTo(SaiStatusCode.INVALID_PARAMETER));
        }
    }

    @Test
    void capabilityQueriesAnswerFromTheLibrary() {
        try (var f = new NativeSaiFixture(TestSaiLibrary.full(), dir, 2)) {
            var vendor = AttrSpec.custom(ObjectType.PORT, 0x1000_0100, "VENDOR_CREDIT_RAMP", ValueType.UINT32, Set.of(AttrFlag.CREATE_AND_SET));
            f.hooks.setEnumCapability(PortAttr.FEC_MODE, SaiEnums.PortFecMode.NONE, SaiEnums.PortFecMode.RS);
            int[] many = IntStream.range(0, 100).toArray();
            f.hooks.setEnumCapability(SwitchAttr.ECMP_DEFAULT_HASH_ALGORITHM, many);

            assertThat(f.sai.attributeCapability(f.switchId, ObjectType.PORT, PortAttr.SPEED)).isEqualTo(new AttrCapability(true, true, true));
            assertThat(f.sai.attributeCapability(f.switchId, ObjectType.PORT, vendor)).isEqualTo(new AttrCapability(false, false, false));
            assertThat(f.sai.enumValuesCapability(f.switchId, ObjectType.SWITCH, SwitchAttr.ECMP_DEFAULT_HASH_ALGORITHM))
                    .as("a list longer than the first buffer is re-read").hasSize(100).startsWith(0, 1, 2).endsWith(99);
            assertThat(f.sai.objectAvailability(f.switchId, ObjectType.NEXT_HOP_GROUP, List.of())).isEqualTo(4096);
            f.sai.create(ObjectType.NEXT_HOP_GROUP, f.switchId, List.of());
            assertThat(f.sai.objectAvailability(f.switchId, ObjectType.NEXT_HOP_GROUP, List.of())).isEqualTo(4095);
        }
    }

    @Test
    void aLibraryWithoutCapabilityQueriesAnswersNotSupported() {
        try (var f = new NativeSaiFixture(TestSaiLibrary.minimal(), dir, 1)) {
            assertThatThrownBy(() -> f.sai.attributeCapability(f.switchId, ObjectType.PORT, PortAttr.SPEED))
                    .isInstanceOfSatisfying(SaiException.class, e -> {
                        assertThat(e.status().code()).isEqualTo(SaiStatusCode.NOT_SUPPORTED);
                        assertThat(e).hasMessageContaining("sai_query_attribute_capability");
                    });
            assertThatThrownBy(() -> f.sai.enumValuesCapability(f.switchId, ObjectType.PORT, PortAttr.FEC_MODE))
                    .isInstanceOfSatisfying(SaiException.class, e -> assertThat(e.status().code()).isEqualTo(SaiStatusCode.NOT_SUPPORTED));
            assertThatThrownBy(() -> f.sai.objectAvailability(f.switchId, ObjectType.NEXT_HOP_GROUP, List.of()))
                    .isInstanceOfSatisfying(SaiException.class, e -> assertThat(e.status().code()).isEqualTo(SaiStatusCode.NOT_SUPPORTED));
        }
    }
}
