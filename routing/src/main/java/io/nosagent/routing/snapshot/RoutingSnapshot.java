package io.nosagent.routing.snapshot;

import com.fasterxml.jackson.core.JsonGenerator;
import io.nosagent.config.rib.LearnedRoute;
import io.nosagent.config.rib.Rib;
import io.nosagent.feature.RibInput;
import io.nosagent.feature.SnapshotPart;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.routing.state.RoutingStates;

import java.io.IOException;
import java.net.InetAddress;

/** Routing's parts of a fault snapshot: what it programmed ({@code routing}) and what it learned ({@code learned-routes}). */
public final class RoutingSnapshot {

    private RoutingSnapshot() {
    }

    /**
     * {@code routing}: every group with its members and their status, how many routes, and the routes not
     * programmed with why (every route is in the ASIC dump as programmed).
     */
    public static SnapshotPart programmed(RoutingStates states) {
        return new SnapshotPart() {
            @Override
            public String member() {
                return "routing";
            }

            @Override
            public Captured capture() {
                RoutingState r = states.current();
                return g -> write(g, r);
            }
        };
    }

    /** {@code learned-routes}: the learned routes with their origin and next hops, and the table's version. */
    public static SnapshotPart learned(RibInput rib) {
        return new SnapshotPart() {
            @Override
            public String member() {
                return "learned-routes";
            }

            @Override
            public Captured capture() {
                Rib table = rib.learned();
                return g -> write(g, table);
            }
        };
    }

    private static void write(JsonGenerator g, RoutingState r) throws IOException {
        g.writeStartObject();
        g.writeNumberField("version", r.version());
        g.writeArrayFieldStart("groups");
        for (RoutingState.Group grp : r.groups().values()) {
            g.writeStartObject();
            g.writeNumberField("id", grp.id());
            g.writeStringField("type", grp.type().name());
            g.writeNumberField("buckets", grp.buckets());
            g.writeNumberField("routes", grp.routes());
            g.writeArrayFieldStart("members");
            for (RoutingState.Member mem : grp.members()) {
                g.writeStartObject();
                g.writeStringField("ip", IpAddresses.format(mem.ip()));
                g.writeStringField("interface", mem.interfaceName());
                g.writeNumberField("weight", mem.weight());
                g.writeStringField("status", mem.status().name());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeNumberField("route-count", r.routes().size());
        g.writeArrayFieldStart("unresolved-routes");
        for (RoutingState.Route route : r.routes().values()) {
            if (route.target() instanceof RoutingState.Unresolved u) {
                g.writeStartArray();
                g.writeString(route.prefix().toString());
                g.writeString(u.reason());
                g.writeEndArray();
            }
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void write(JsonGenerator g, Rib rib) throws IOException {
        g.writeStartObject();
        g.writeNumberField("version", rib.version());
        g.writeArrayFieldStart("routes");
        for (LearnedRoute route : rib.routes().values()) {
            g.writeStartObject();
            g.writeStringField("prefix", route.prefix().toString());
            g.writeStringField("origin", route.origin().name());
            g.writeArrayFieldStart("next-hops");
            for (InetAddress nh : route.nextHops()) {
                g.writeString(IpAddresses.format(nh));
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }
}
