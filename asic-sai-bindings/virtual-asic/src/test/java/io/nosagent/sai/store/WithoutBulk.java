package io.nosagent.sai.store;

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
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiNotification;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.StatId;
import io.nosagent.sai.StatsMode;

import java.util.List;
import java.util.function.Consumer;

/** A backend whose bulk calls answer NOT_IMPLEMENTED, as a vendor library without bulk slots does. */
final class WithoutBulk implements Sai {

    private final Sai delegate;
    private int refusedBulkCalls;

    WithoutBulk(Sai delegate) {
        this.delegate = delegate;
    }

    int refusedBulkCalls() {
        return refusedBulkCalls;
    }

    private SaiException notImplemented(SaiOperation op, ObjectType type) {
        refusedBulkCalls++;
        return SaiException.of(SaiStatus.of(SaiStatusCode.NOT_IMPLEMENTED), op, type, "no bulk in this library");
    }

    @Override
    public List<SaiStatus> createRoutes(List<RouteEntry> routes, List<List<Attribute>> attrs, BulkMode mode) {
        throw notImplemented(SaiOperation.BULK_CREATE, ObjectType.ROUTE_ENTRY);
    }

    @Override
    public List<SaiStatus> removeRoutes(List<RouteEntry> routes, BulkMode mode) {
        throw notImplemented(SaiOperation.BULK_REMOVE, ObjectType.ROUTE_ENTRY);
    }

    @Override
    public BulkCreateResult createNextHopGroupMembers(long switchId, List<List<Attribute>> attrs, BulkMode mode) {
        throw notImplemented(SaiOperation.BULK_CREATE, ObjectType.NEXT_HOP_GROUP_MEMBER);
    }

    @Override
    public List<SaiStatus> removeNextHopGroupMembers(long[] memberIds, BulkMode mode) {
        throw notImplemented(SaiOperation.BULK_REMOVE, ObjectType.NEXT_HOP_GROUP_MEMBER);
    }

    @Override
    public long create(ObjectType type, long switchId, List<Attribute> attrs) {
        return delegate.create(type, switchId, attrs);
    }

    @Override
    public void remove(ObjectType type, long oid) {
        delegate.remove(type, oid);
    }

    @Override
    public void set(ObjectType type, long oid, Attribute attr) {
        delegate.set(type, oid, attr);
    }

    @Override
    public List<AttrValue> get(ObjectType type, long oid, List<AttrSpec> attrs, int listCapacity) {
        return delegate.get(type, oid, attrs, listCapacity);
    }

    @Override
    public void create(EntryKey key, List<Attribute> attrs) {
        delegate.create(key, attrs);
    }

    @Override
    public void remove(EntryKey key) {
        delegate.remove(key);
    }

    @Override
    public void set(EntryKey key, Attribute attr) {
        delegate.set(key, attr);
    }

    @Override
    public List<AttrValue> get(EntryKey key, List<AttrSpec> attrs, int listCapacity) {
        return delegate.get(key, attrs, listCapacity);
    }

    @Override
    public long[] getStats(ObjectType type, long oid, List<StatId> stats, StatsMode mode) {
        return delegate.getStats(type, oid, stats, mode);
    }

    @Override
    public void clearStats(ObjectType type, long oid, List<StatId> stats) {
        delegate.clearStats(type, oid, stats);
    }

    @Override
    public AttrCapability attributeCapability(long switchId, ObjectType type, AttrSpec attr) {
        return delegate.attributeCapability(switchId, type, attr);
    }

    @Override
    public List<Integer> enumValuesCapability(long switchId, ObjectType type, AttrSpec attr) {
        return delegate.enumValuesCapability(switchId, type, attr);
    }

    @Override
    public long objectAvailability(long switchId, ObjectType type, List<Attribute> attrs) {
        return delegate.objectAvailability(switchId, type, attrs);
    }

    @Override
    public AutoCloseable subscribe(Consumer<SaiNotification> listener) {
        return delegate.subscribe(listener);
    }

    @Override
    public void close() {
        delegate.close();
    }
}
