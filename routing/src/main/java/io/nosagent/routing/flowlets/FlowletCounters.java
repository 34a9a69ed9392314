package io.nosagent.routing.flowlets;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.meta.NextHopGroupAttr;

import java.util.OptionalLong;

/**
 * Reads a next-hop group's flowlet counters from the ASIC, for operational state: each is a SAI GET of
 * a read-only group attribute (SAI has no stats for them), so a caller that serves many reads should
 * cache. Safe on any thread: it touches the {@link Sai} only, never the store.
 */
public final class FlowletCounters {

    private final Sai sai;

    public FlowletCounters(Sai sai) {
        this.sai = sai;
    }

    /** The counters of the group {@code groupId} (its SAI object id); one GET each, so one unanswered leaves the others. */
    public GroupFlowletCounters of(long groupId) {
        return new GroupFlowletCounters(read(groupId, NextHopGroupAttr.ARS_NEXT_HOP_REASSIGNMENTS),
                read(groupId, NextHopGroupAttr.ARS_PORT_REASSIGNMENTS), read(groupId, NextHopGroupAttr.ARS_PACKET_DROPS));
    }

    private OptionalLong read(long groupId, AttrSpec counter) {
        try {
            return sai.get(ObjectType.NEXT_HOP_GROUP, groupId, counter) instanceof AttrValue.U32(long v)
                    ? OptionalLong.of(v) : OptionalLong.empty();
        } catch (SaiException e) {
            return OptionalLong.empty();
        }
    }
}
