package io.nosagent.sai.trace;

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
import io.nosagent.sai.StatId;
import io.nosagent.sai.StatsMode;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A {@link Sai} that forwards every call to another backend and reports it, with its outcome, to
 * a sink. Bulk calls are reported once per object, as the equivalent single calls, so traces of a
 * backend with bulk support and one without compare equal; {@link SaiCall#bulkCall()} tells which
 * objects went in one bulk call ({@link #bulkCalls} counts them).
 */
public final class TracingSai implements Sai {

    private final Sai delegate;
    private final Consumer<SaiCall> sink;
    private long bulkCalls;

    public TracingSai(Sai delegate, Consumer<SaiCall> sink) {
        this.delegate = delegate;
        this.sink = sink;
    }

    /** Wraps {@code delegate}, collecting calls into {@code calls} (not thread-safe: one caller thread). */
    public static TracingSai recordingInto(Sai delegate, List<SaiCall> calls) {
        return new TracingSai(delegate, calls::add);
    }

    @Override
    public long create(ObjectType type, long switchId, List<? extends Attribute> attrs) {
        try {
            long oid = delegate.create(type, switchId, attrs);
            sink.accept(new SaiCall(SaiOperation.CREATE, type, oid, null, List.copyOf(attrs), List.of(), SaiStatus.SUCCESS));
            return oid;
        } catch (SaiException e) {
            sink.accept(new SaiCall(SaiOperation.CREATE, type, 0, null, List.copyOf(attrs), List.of(), e.status()));
            throw e;
        }
    }

    @Override
    public void remove(ObjectType type, long oid) {
        run(new SaiCall(SaiOperation.REMOVE, type, oid, null, List.of(), List.of(), SaiStatus.SUCCESS),
                () -> delegate.remove(type, oid));
    }

    @Override
    public void set(ObjectType type, long oid, Attribute attr) {
        run(new SaiCall(SaiOperation.SET, type, oid, null, List.of(attr), List.of(), SaiStatus.SUCCESS),
                () -> delegate.set(type, oid, attr));
    }

    @Override
    public List<AttrValue> get(ObjectType type, long oid, List<? extends AttrSpec> attrs, int listCapacity) {
        return call(new SaiCall(SaiOperation.GET, type, oid, null, List.of(), List.copyOf(attrs), SaiStatus.SUCCESS),
                () -> delegate.get(type, oid, attrs, listCapacity));
    }

    @Override
    public void create(EntryKey key, List<? extends Attribute> attrs) {
        run(new SaiCall(SaiOperation.CREATE, key.objectType(), 0, key, List.copyOf(attrs), List.of(), SaiStatus.SUCCESS),
                () -> delegate.create(key, attrs));
    }

    @Override
    public void remove(EntryKey key) {
        run(new SaiCall(SaiOperation.REMOVE, key.objectType(), 0, key, List.of(), List.of(), SaiStatus.SUCCESS),
                () -> delegate.remove(key));
    }

    @Override
    public void set(EntryKey key, Attribute attr) {
        run(new SaiCall(SaiOperation.SET, key.objectType(), 0, key, List.of(attr), List.of(), SaiStatus.SUCCESS),
                () -> delegate.set(key, attr));
    }

    @Override
    public List<AttrValue> get(EntryKey key, List<? extends AttrSpec> attrs, int listCapacity) {
        return call(new SaiCall(SaiOperation.GET, key.objectType(), 0, key, List.of(), List.copyOf(attrs), SaiStatus.SUCCESS),
                () -> delegate.get(key, attrs, listCapacity));
    }

    @Override
    public long[] getStats(ObjectType type, long oid, List<StatId> stats, StatsMode mode) {
        return call(new SaiCall(SaiOperation.GET_STATS, type, oid, null, List.of(), List.of(), SaiStatus.SUCCESS),
                () -> delegate.getStats(type, oid, stats, mode));
    }

    @Override
    public void clearStats(ObjectType type, long oid, List<StatId> stats) {
        run(new SaiCall(SaiOperation.CLEAR_STATS, type, oid, null, List.of(), List.of(), SaiStatus.SUCCESS),
                () -> delegate.clearStats(type, oid, stats));
    }

    @Override
    public List<SaiStatus> createRoutes(List<RouteEntry> routes, List<? extends List<? extends Attribute>> attrs, BulkMode mode) {
        List<SaiStatus> statuses = delegate.createRoutes(routes, attrs, mode);
        long call = ++bulkCalls;
        for (int i = 0; i < routes.size(); i++) {
            sink.accept(new SaiCall(SaiOperation.CREATE, ObjectType.ROUTE_ENTRY, 0, routes.get(i), List.copyOf(attrs.get(i)), List.of(),
                    statuses.get(i), call));
        }
        return statuses;
    }

    @Override
    public List<SaiStatus> removeRoutes(List<RouteEntry> routes, BulkMode mode) {
        List<SaiStatus> statuses = delegate.removeRoutes(routes, mode);
        long call = ++bulkCalls;
        for (int i = 0; i < routes.size(); i++) {
            sink.accept(new SaiCall(SaiOperation.REMOVE, ObjectType.ROUTE_ENTRY, 0, routes.get(i), List.of(), List.of(),
                    statuses.get(i), call));
        }
        return statuses;
    }

    @Override
    public BulkCreateResult createNextHopGroupMembers(long switchId, List<? extends List<? extends Attribute>> attrs, BulkMode mode) {
        BulkCreateResult result = delegate.createNextHopGroupMembers(switchId, attrs, mode);
        long call = ++bulkCalls;
        for (int i = 0; i < attrs.size(); i++) {
            sink.accept(new SaiCall(SaiOperation.CREATE, ObjectType.NEXT_HOP_GROUP_MEMBER, result.objectId(i), null,
                    List.copyOf(attrs.get(i)), List.of(), result.statuses().get(i), call));
        }
        return result;
    }

    @Override
    public List<SaiStatus> removeNextHopGroupMembers(long[] memberIds, BulkMode mode) {
        List<SaiStatus> statuses = delegate.removeNextHopGroupMembers(memberIds, mode);
        long call = ++bulkCalls;
        for (int i = 0; i < memberIds.length; i++) {
            sink.accept(new SaiCall(SaiOperation.REMOVE, ObjectType.NEXT_HOP_GROUP_MEMBER, memberIds[i], null,
                    List.of(), List.of(), statuses.get(i), call));
        }
        return statuses;
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
        run(new SaiCall(SaiOperation.SEND_PACKET, ObjectType.HOSTIF_PACKET, switchId, null, List.copyOf(attrs), List.of(),
                SaiStatus.SUCCESS), () -> delegate.sendHostifPacket(switchId, frame, attrs));
    }

    @Override
    public AutoCloseable subscribe(Consumer<SaiNotification> listener) {
        return delegate.subscribe(listener);
    }

    @Override
    public void close() {
        delegate.close();
    }

    private void run(SaiCall call, Runnable action) {
        call(call, () -> {
            action.run();
            return null;
        });
    }

    private <T> T call(SaiCall call, Supplier<T> action) {
        try {
            T result = action.get();
            sink.accept(call);
            return result;
        } catch (SaiException e) {
            sink.accept(new SaiCall(call.operation(), call.objectType(), call.objectId(), call.entry(),
                    call.attributes(), call.specs(), e.status()));
            throw e;
        }
    }

    /** How many bulk calls the traced {@code calls} were made in. */
    public static long bulkCalls(List<SaiCall> calls) {
        return calls.stream().mapToLong(SaiCall::bulkCall).filter(n -> n != 0).distinct().count();
    }

    /** Only the calls that change ASIC state, in order. */
    public static List<SaiCall> writes(List<SaiCall> calls) {
        var out = new ArrayList<SaiCall>();
        for (SaiCall c : calls) {
            if (c.isWrite()) {
                out.add(c);
            }
        }
        return out;
    }
}
