package io.nosagent.sai;

import java.util.List;
import java.util.function.Consumer;

/**
 * A {@link Sai} that hands every call to another: extend it and override only what a wrapper changes
 * (a backend that refuses bulk calls, one that answers a capability query like an older ASIC).
 */
public abstract class ForwardingSai implements Sai {

    private final Sai delegate;

    protected ForwardingSai(Sai delegate) {
        this.delegate = delegate;
    }

    protected Sai delegate() {
        return delegate;
    }

    @Override
    public long create(ObjectType type, long switchId, List<? extends Attribute> attrs) {
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
    public List<AttrValue> get(ObjectType type, long oid, List<? extends AttrSpec> attrs, int listCapacity) {
        return delegate.get(type, oid, attrs, listCapacity);
    }

    @Override
    public void create(EntryKey key, List<? extends Attribute> attrs) {
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
    public List<AttrValue> get(EntryKey key, List<? extends AttrSpec> attrs, int listCapacity) {
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
    public List<SaiStatus> createRoutes(List<RouteEntry> routes, List<? extends List<? extends Attribute>> attrs, BulkMode mode) {
        return delegate.createRoutes(routes, attrs, mode);
    }

    @Override
    public List<SaiStatus> removeRoutes(List<RouteEntry> routes, BulkMode mode) {
        return delegate.removeRoutes(routes, mode);
    }

    @Override
    public BulkCreateResult createNextHopGroupMembers(long switchId, List<? extends List<? extends Attribute>> attrs, BulkMode mode) {
        return delegate.createNextHopGroupMembers(switchId, attrs, mode);
    }

    @Override
    public List<SaiStatus> removeNextHopGroupMembers(long[] memberIds, BulkMode mode) {
        return delegate.removeNextHopGroupMembers(memberIds, mode);
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
    public long objectAvailability(long switchId, ObjectType type, List<? extends Attribute> attrs) {
        return delegate.objectAvailability(switchId, type, attrs);
    }

    @Override
    public void sendHostifPacket(long switchId, byte[] frame, List<? extends Attribute> attrs) {
        delegate.sendHostifPacket(switchId, frame, attrs);
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
