package io.nosagent.agent.resources;

import io.nosagent.config.intent.platform.TableResource;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.store.SaiStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * Samples the tables: {@code free} is what SAI reports available (the switch's AVAILABLE_* attributes; ACL
 * entries through object-type availability, SAI's query for a type with no switch attribute), {@code used}
 * is what the agent's store holds of that table's objects (SAI reports no use; SONiC's CRM counts the same
 * way), and with it the most the store held at once, for the high watermark. A table the backend will not
 * report on is left out, and said once. Runs on the update thread,
 * which owns the store.
 */
public final class TableSampler {

    private static final Logger log = LoggerFactory.getLogger(TableSampler.class);

    private final Sai sai;
    private final SaiStore store;
    private final long switchId;
    private final Set<TableResource> unreported = EnumSet.noneOf(TableResource.class);
    /** Each reported table's last sample, what {@link #sampleChanged()} keeps for a table whose use did not move. */
    private final Map<TableResource, ResourceUtilization.Sample> last = new EnumMap<>(TableResource.class);

    public TableSampler(Sai sai, SaiStore store, long switchId) {
        this.sai = sai;
        this.store = store;
        this.switchId = switchId;
    }

    /** Every table the backend reports on, now. */
    public Map<TableResource, ResourceUtilization.Sample> sample() {
        return sample(false);
    }

    /**
     * As {@link #sample()}, but a table whose use the store counts as it was at the last sample keeps that
     * sample without asking SAI: only the agent writes these tables, so their room moves only with their use.
     */
    public Map<TableResource, ResourceUtilization.Sample> sampleChanged() {
        return sample(true);
    }

    private Map<TableResource, ResourceUtilization.Sample> sample(boolean onlyChanged) {
        var out = new EnumMap<TableResource, ResourceUtilization.Sample>(TableResource.class);
        for (TableResource r : TableResource.values()) {
            long used = used(r);
            long peak = peak(r);
            ResourceUtilization.Sample before = last.get(r);
            if (onlyChanged && before != null && before.used() == used && before.peak() == peak) {
                out.put(r, before);
                continue;
            }
            try {
                var now = new ResourceUtilization.Sample(used, available(r), peak);
                out.put(r, now);
                last.put(r, now);
                unreported.remove(r);
            } catch (SaiException e) {
                if (unreported.add(r)) {
                    log.info("{} not reported: the backend answers {} to its availability query", r.resourceName(), e.status());
                }
            }
        }
        return out;
    }

    private long used(TableResource r) {
        return switch (r) {
            case IPV4_ROUTES -> store.count(ObjectType.ROUTE_ENTRY, true);
            case IPV6_ROUTES -> store.count(ObjectType.ROUTE_ENTRY, false);
            case IPV4_NEXT_HOPS -> store.count(ObjectType.NEXT_HOP, true);
            case IPV6_NEXT_HOPS -> store.count(ObjectType.NEXT_HOP, false);
            case NEXT_HOP_GROUPS -> store.count(ObjectType.NEXT_HOP_GROUP);
            case NEXT_HOP_GROUP_MEMBERS -> store.count(ObjectType.NEXT_HOP_GROUP_MEMBER);
            case IPV4_NEIGHBORS -> store.count(ObjectType.NEIGHBOR_ENTRY, true);
            case IPV6_NEIGHBORS -> store.count(ObjectType.NEIGHBOR_ENTRY, false);
            case ACL_ENTRIES -> store.count(ObjectType.ACL_ENTRY);
        };
    }

    /** The most the store held of that table at once: between samples too. */
    private long peak(TableResource r) {
        return switch (r) {
            case IPV4_ROUTES -> store.peak(ObjectType.ROUTE_ENTRY, true);
            case IPV6_ROUTES -> store.peak(ObjectType.ROUTE_ENTRY, false);
            case IPV4_NEXT_HOPS -> store.peak(ObjectType.NEXT_HOP, true);
            case IPV6_NEXT_HOPS -> store.peak(ObjectType.NEXT_HOP, false);
            case NEXT_HOP_GROUPS -> store.peak(ObjectType.NEXT_HOP_GROUP);
            case NEXT_HOP_GROUP_MEMBERS -> store.peak(ObjectType.NEXT_HOP_GROUP_MEMBER);
            case IPV4_NEIGHBORS -> store.peak(ObjectType.NEIGHBOR_ENTRY, true);
            case IPV6_NEIGHBORS -> store.peak(ObjectType.NEIGHBOR_ENTRY, false);
            case ACL_ENTRIES -> store.peak(ObjectType.ACL_ENTRY);
        };
    }

    private long available(TableResource r) {
        return switch (r) {
            case IPV4_ROUTES -> switchAttr(SwitchAttr.AVAILABLE_IPV4_ROUTE_ENTRY);
            case IPV6_ROUTES -> switchAttr(SwitchAttr.AVAILABLE_IPV6_ROUTE_ENTRY);
            case IPV4_NEXT_HOPS -> switchAttr(SwitchAttr.AVAILABLE_IPV4_NEXTHOP_ENTRY);
            case IPV6_NEXT_HOPS -> switchAttr(SwitchAttr.AVAILABLE_IPV6_NEXTHOP_ENTRY);
            case NEXT_HOP_GROUPS -> switchAttr(SwitchAttr.AVAILABLE_NEXT_HOP_GROUP_ENTRY);
            case NEXT_HOP_GROUP_MEMBERS -> switchAttr(SwitchAttr.AVAILABLE_NEXT_HOP_GROUP_MEMBER_ENTRY);
            case IPV4_NEIGHBORS -> switchAttr(SwitchAttr.AVAILABLE_IPV4_NEIGHBOR_ENTRY);
            case IPV6_NEIGHBORS -> switchAttr(SwitchAttr.AVAILABLE_IPV6_NEIGHBOR_ENTRY);
            case ACL_ENTRIES -> sai.objectAvailability(switchId, ObjectType.ACL_ENTRY, java.util.List.of());
        };
    }

    private long switchAttr(AttrSpec attr) {
        AttrValue v = sai.get(ObjectType.SWITCH, switchId, attr);
        if (v instanceof AttrValue.U32 u) {
            return u.value();
        }
        throw new IllegalStateException(attr.name() + " answered " + v + ", not a u32");
    }
}
