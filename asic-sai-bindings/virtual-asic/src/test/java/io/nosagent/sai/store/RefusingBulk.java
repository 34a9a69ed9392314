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

/**
 * A backend whose bulk calls, after the first {@code allowed}, fail as a whole with one status:
 * NOT_IMPLEMENTED from the start is a vendor library without bulk slots.
 */
final class RefusingBulk implements Sai {

    private final Sai delegate;
    private final SaiStatusCode answer;
    private int allowed;
    private int refusedBulkCalls;

    RefusingBulk(Sai delegate, SaiStatusCode answer, int allowed) {
        this.delegate = delegate;
        this.answer = answer;
        this.allowed = allowed;
    }

    static RefusingBulk withoutBulk(Sai delegate) {
        return new RefusingBulk(delegate, SaiStatusCode.NOT_IMPLEMENTED, 0);
    }

    int refusedBulkCalls() {
        return refusedBulkCalls;
    }

    private void refuseUnlessAllowed(SaiOperation op, ObjectType type) {
        if (allowed > 0) {
            allowed--;
            return;
        }
        refusedBulkCalls++;
        throw SaiException.of(SaiStatus.of(answer), op, type, "bulk call refused");
    }

    @Override
    public List<SaiStatus> createRoutes(List<RouteEntry> routes, List<List<Attribute>> attrs, BulkMode mode) {
        refuseUnlessAllowed(SaiOperation.BULK_CREATE, ObjectType.ROUTE_ENTRY);
        return delegate.createRoutes(routes, attrs, mode);
    }

    @Override
    public List<SaiStatus> removeRoutes(List<RouteEntry> routes, BulkMode mode) {
        refuseUnlessAllowed(SaiOperation.BULK_REMOVE, ObjectType.ROUTE_ENTRY);
        return delegate.removeRoutes(routes, mode);
    }

    @Override
    public BulkCreateResult createNextHopGroupMembers(long switchId, List<List<Attribute>> attrs, BulkMode mode) {
        refuseUnlessAllowed(SaiOperation.BULK_CREATE, ObjectType.NEXT_HOP_GROUP_MEMBER);
        return delegate.createNextHopGroupMembers(switchId, attrs, mode);
    }

    @Override
    public List<SaiStatus> removeNextHopGroupMembers(long[] memberIds, BulkMode mode) {
        refuseUnlessAllowed(SaiOperation.BULK_REMOVE, ObjectType.NEXT_HOP_GROUP_MEMBER);
        return delegate.removeNextHopGroupMembers(memberIds, mode);
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
