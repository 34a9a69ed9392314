package io.nosagent.agent.asic;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.trace.SaiCall;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The writes of a call trace with every object id replaced by the order in which it first
 * appears, so traces from backends that number objects differently compare equal when the agent
 * asked both for the same thing.
 */
final class CanonicalCalls {

    /** A canonical write: operation, object type, object, entry, attributes. */
    record Write(SaiOperation op, String objectType, long object, String entry, List<Attribute> attributes) {
    }

    private final Map<Long, Long> numbering = new HashMap<>();

    static List<Write> of(List<SaiCall> calls) {
        var canon = new CanonicalCalls();
        var out = new ArrayList<Write>();
        for (SaiCall c : calls) {
            if (!c.isWrite() || c.operation() == SaiOperation.CLEAR_STATS) {
                continue;
            }
            String entry = c.entry() == null ? null : canon.entry(c.entry());
            var attrs = c.attributes().stream().map(a -> Attribute.unchecked(a.spec(), canon.value(a.value()))).toList();
            out.add(new Write(c.operation(), c.objectType().name(), canon.oid(c.objectId()), entry, attrs));
        }
        return out;
    }

    private long oid(long oid) {
        return oid == 0 ? 0 : numbering.computeIfAbsent(oid, o -> (long) numbering.size() + 1);
    }

    private String entry(EntryKey key) {
        return switch (key) {
            case RouteEntry r -> "route sw" + oid(r.switchId()) + " vr" + oid(r.vrId()) + " " + r.destination();
            case NeighborEntry n -> "neighbor sw" + oid(n.switchId()) + " rif" + oid(n.rifId()) + " " + n.ip().getHostAddress();
        };
    }

    private AttrValue value(AttrValue v) {
        return switch (v) {
            case AttrValue.Oid o -> new AttrValue.Oid(oid(o.value()));
            case AttrValue.OidList l -> {
                long[] mapped = new long[l.size()];
                for (int i = 0; i < mapped.length; i++) {
                    mapped[i] = oid(l.get(i));
                }
                yield new AttrValue.OidList(mapped);
            }
            default -> v;
        };
    }
}
