package io.nosagent.sai.store;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.BulkCreateResult;
import io.nosagent.sai.BulkMode;
import io.nosagent.sai.ForwardingSai;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;

import java.util.List;

/**
 * A backend whose bulk calls, after the first {@code allowed}, fail as a whole with one status:
 * NOT_IMPLEMENTED from the start is a vendor library without bulk slots.
 */
final class RefusingBulk extends ForwardingSai {

    private final SaiStatusCode answer;
    private int allowed;
    private int refusedBulkCalls;

    RefusingBulk(Sai delegate, SaiStatusCode answer, int allowed) {
        super(delegate);
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
    public List<SaiStatus> createRoutes(List<RouteEntry> routes, List<? extends List<? extends Attribute>> attrs, BulkMode mode) {
        refuseUnlessAllowed(SaiOperation.BULK_CREATE, ObjectType.ROUTE_ENTRY);
        return delegate().createRoutes(routes, attrs, mode);
    }

    @Override
    public List<SaiStatus> removeRoutes(List<RouteEntry> routes, BulkMode mode) {
        refuseUnlessAllowed(SaiOperation.BULK_REMOVE, ObjectType.ROUTE_ENTRY);
        return delegate().removeRoutes(routes, mode);
    }

    @Override
    public BulkCreateResult createNextHopGroupMembers(long switchId, List<? extends List<? extends Attribute>> attrs, BulkMode mode) {
        refuseUnlessAllowed(SaiOperation.BULK_CREATE, ObjectType.NEXT_HOP_GROUP_MEMBER);
        return delegate().createNextHopGroupMembers(switchId, attrs, mode);
    }

    @Override
    public List<SaiStatus> removeNextHopGroupMembers(long[] memberIds, BulkMode mode) {
        refuseUnlessAllowed(SaiOperation.BULK_REMOVE, ObjectType.NEXT_HOP_GROUP_MEMBER);
        return delegate().removeNextHopGroupMembers(memberIds, mode);
    }

}
