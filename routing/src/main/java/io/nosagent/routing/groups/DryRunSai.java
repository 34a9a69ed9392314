package io.nosagent.routing.groups;

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

import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * The target of {@link FailoverRehearsal}: a SAI that holds nothing and reaches no switch. It gives out fresh ids
 * for the groups and members the rehearsal creates and takes every removal; anything else a failover never calls
 * is refused. Not final: the rehearsal drives three subclasses of it in turn (see there why).
 */
class DryRunSai implements Sai {

    private long nextId = 1;

    @Override
    public long create(ObjectType type, long switchId, List<? extends Attribute> attrs) {
        return nextId++;
    }

    @Override
    public void remove(ObjectType type, long oid) {
    }

    @Override
    public BulkCreateResult createNextHopGroupMembers(long switchId, List<? extends List<? extends Attribute>> attrs, BulkMode mode) {
        long[] ids = new long[attrs.size()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = nextId++;
        }
        return new BulkCreateResult(ids, successes(ids.length));
    }

    @Override
    public List<SaiStatus> removeNextHopGroupMembers(long[] memberIds, BulkMode mode) {
        return successes(memberIds.length);
    }

    private static List<SaiStatus> successes(int n) {
        var statuses = new SaiStatus[n];
        Arrays.fill(statuses, SaiStatus.SUCCESS);
        return List.of(statuses);
    }

    private static SaiException refused(SaiOperation op, ObjectType type) {
        return SaiException.of(SaiStatus.of(SaiStatusCode.NOT_SUPPORTED), op, type, "a failover rehearsal does not " + op);
    }

    @Override
    public void set(ObjectType type, long oid, Attribute attr) {
        throw refused(SaiOperation.SET, type);
    }

    @Override
    public List<AttrValue> get(ObjectType type, long oid, List<? extends AttrSpec> attrs, int listCapacity) {
        throw refused(SaiOperation.GET, type);
    }

    @Override
    public void create(EntryKey key, List<? extends Attribute> attrs) {
        throw refused(SaiOperation.CREATE, key.objectType());
    }

    @Override
    public void remove(EntryKey key) {
        throw refused(SaiOperation.REMOVE, key.objectType());
    }

    @Override
    public void set(EntryKey key, Attribute attr) {
        throw refused(SaiOperation.SET, key.objectType());
    }

    @Override
    public List<AttrValue> get(EntryKey key, List<? extends AttrSpec> attrs, int listCapacity) {
        throw refused(SaiOperation.GET, key.objectType());
    }

    @Override
    public long[] getStats(ObjectType type, long oid, List<StatId> stats, StatsMode mode) {
        throw refused(SaiOperation.GET_STATS, type);
    }

    @Override
    public void clearStats(ObjectType type, long oid, List<StatId> stats) {
        throw refused(SaiOperation.CLEAR_STATS, type);
    }

    @Override
    public List<SaiStatus> createRoutes(List<RouteEntry> routes, List<? extends List<? extends Attribute>> attrs, BulkMode mode) {
        throw refused(SaiOperation.BULK_CREATE, ObjectType.ROUTE_ENTRY);
    }

    @Override
    public List<SaiStatus> removeRoutes(List<RouteEntry> routes, BulkMode mode) {
        throw refused(SaiOperation.BULK_REMOVE, ObjectType.ROUTE_ENTRY);
    }

    @Override
    public AttrCapability attributeCapability(long switchId, ObjectType type, AttrSpec attr) {
        throw refused(SaiOperation.QUERY, type);
    }

    @Override
    public List<Integer> enumValuesCapability(long switchId, ObjectType type, AttrSpec attr) {
        throw refused(SaiOperation.QUERY, type);
    }

    @Override
    public long objectAvailability(long switchId, ObjectType type, List<? extends Attribute> attrs) {
        throw refused(SaiOperation.QUERY, type);
    }

    @Override
    public void sendHostifPacket(long switchId, byte[] frame, List<? extends Attribute> attrs) {
        throw refused(SaiOperation.SEND_PACKET, ObjectType.HOSTIF_PACKET);
    }

    @Override
    public AutoCloseable subscribe(Consumer<SaiNotification> listener) {
        return () -> {
        };
    }

    @Override
    public void close() {
    }
}
