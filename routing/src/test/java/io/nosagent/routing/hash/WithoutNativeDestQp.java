package io.nosagent.routing.hash;

import io.nosagent.sai.AttrCapability;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.BulkCreateResult;
import io.nosagent.sai.BulkMode;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiNotification;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.StatId;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.HashAttr;
import io.nosagent.sai.meta.SaiEnums;

import java.util.List;
import java.util.function.Consumer;

/**
 * The virtual ASIC as an ASIC before SAI 1.16 would answer the capability query: everything passes
 * through, except that HASH NATIVE_HASH_FIELD_LIST does not list RDMA_BTH_DEST_QP.
 */
final class WithoutNativeDestQp implements Sai {

    private final Sai asic;

    WithoutNativeDestQp(Sai asic) {
        this.asic = asic;
    }

    @Override
    public List<Integer> enumValuesCapability(long switchId, ObjectType type, AttrSpec attr) {
        List<Integer> values = asic.enumValuesCapability(switchId, type, attr);
        if (type == ObjectType.HASH && attr.equals(HashAttr.NATIVE_HASH_FIELD_LIST)) {
            return values.stream().filter(v -> v != SaiEnums.NativeHashField.RDMA_BTH_DEST_QP).toList();
        }
        return values;
    }

    @Override
    public long create(ObjectType type, long switchId, List<Attribute> attrs) {
        return asic.create(type, switchId, attrs);
    }

    @Override
    public void remove(ObjectType type, long oid) {
        asic.remove(type, oid);
    }

    @Override
    public void set(ObjectType type, long oid, Attribute attr) {
        asic.set(type, oid, attr);
    }

    @Override
    public List<AttrValue> get(ObjectType type, long oid, List<AttrSpec> attrs, int listCapacity) {
        return asic.get(type, oid, attrs, listCapacity);
    }

    @Override
    public void create(EntryKey key, List<Attribute> attrs) {
        asic.create(key, attrs);
    }

    @Override
    public void remove(EntryKey key) {
        asic.remove(key);
    }

    @Override
    public void set(EntryKey key, Attribute attr) {
        asic.set(key, attr);
    }

    @Override
    public List<AttrValue> get(EntryKey key, List<AttrSpec> attrs, int listCapacity) {
        return asic.get(key, attrs, listCapacity);
    }

    @Override
    public long[] getStats(ObjectType type, long oid, List<StatId> stats, StatsMode mode) {
        return asic.getStats(type, oid, stats, mode);
    }

    @Override
    public void clearStats(ObjectType type, long oid, List<StatId> stats) {
        asic.clearStats(type, oid, stats);
    }

    @Override
    public List<SaiStatus> createRoutes(List<RouteEntry> routes, List<List<Attribute>> attrs, BulkMode mode) {
        return asic.createRoutes(routes, attrs, mode);
    }

    @Override
    public List<SaiStatus> removeRoutes(List<RouteEntry> routes, BulkMode mode) {
        return asic.removeRoutes(routes, mode);
    }

    @Override
    public BulkCreateResult createNextHopGroupMembers(long switchId, List<List<Attribute>> attrs, BulkMode mode) {
        return asic.createNextHopGroupMembers(switchId, attrs, mode);
    }

    @Override
    public List<SaiStatus> removeNextHopGroupMembers(long[] memberIds, BulkMode mode) {
        return asic.removeNextHopGroupMembers(memberIds, mode);
    }

    @Override
    public AttrCapability attributeCapability(long switchId, ObjectType type, AttrSpec attr) {
        return asic.attributeCapability(switchId, type, attr);
    }

    @Override
    public long objectAvailability(long switchId, ObjectType type, List<Attribute> attrs) {
        return asic.objectAvailability(switchId, type, attrs);
    }

    @Override
    public AutoCloseable subscribe(Consumer<SaiNotification> listener) {
        return asic.subscribe(listener);
    }

    @Override
    public void close() {
        asic.close();
    }
}
