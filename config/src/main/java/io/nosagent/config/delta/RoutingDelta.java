package io.nosagent.config.delta;

import io.nosagent.config.intent.routing.Drain;
import io.nosagent.config.intent.routing.FineGrainedEcmp;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.config.intent.routing.LoadBalancing;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.config.intent.routing.TeOverride;
import io.nosagent.net.Cidr;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * What a commit changes in the routing section.
 *
 * @param staticRoutes  routes by prefix
 * @param loadBalancing the hash settings, when they changed
 * @param flowlets      the flowlet settings, when they changed
 * @param fineGrained   the VIP group settings, when they changed
 * @param drain         the drained uplinks, when they changed
 * @param teOverrides   overrides by (ingress port, prefix)
 */
public record RoutingDelta(MapDelta<Cidr, StaticRoute> staticRoutes, Optional<Change<LoadBalancing>> loadBalancing,
                           Optional<Change<Flowlets>> flowlets, Optional<Change<FineGrainedEcmp>> fineGrained,
                           Optional<Change<Drain>> drain, MapDelta<TeOverride.Key, TeOverride> teOverrides) {

    public RoutingDelta {
        Objects.requireNonNull(staticRoutes, "staticRoutes");
        Objects.requireNonNull(loadBalancing, "loadBalancing");
        Objects.requireNonNull(flowlets, "flowlets");
        Objects.requireNonNull(fineGrained, "fineGrained");
        Objects.requireNonNull(drain, "drain");
        Objects.requireNonNull(teOverrides, "teOverrides");
    }

    private static final RoutingDelta NONE = new RoutingDelta(MapDelta.none(), Optional.empty(), Optional.empty(),
            Optional.empty(), Optional.empty(), MapDelta.none());
    private static final Function<IntentDelta, RoutingDelta> OF = d -> d.change(RoutingIntent.SECTION)
            .map(c -> between(c.before(), c.after())).orElse(NONE);

    /** What {@code delta} changes in the routing section, computed once per delta. */
    public static RoutingDelta of(IntentDelta delta) {
        return delta.derived(OF);
    }

    public static RoutingDelta between(RoutingIntent before, RoutingIntent after) {
        return new RoutingDelta(MapDelta.between(before.staticRoutes(), after.staticRoutes()),
                change(before.loadBalancing(), after.loadBalancing()), change(before.flowlets(), after.flowlets()),
                change(before.fineGrained(), after.fineGrained()), change(before.drain(), after.drain()),
                MapDelta.between(before.teOverrides(), after.teOverrides()));
    }

    private static <T> Optional<Change<T>> change(T before, T after) {
        return before.equals(after) ? Optional.empty() : Optional.of(new Change<>(before, after));
    }

    private static <T> Optional<Change<T>> back(Optional<Change<T>> c) {
        return c.map(x -> new Change<>(x.after(), x.before()));
    }

    public boolean isEmpty() {
        return staticRoutes.isEmpty() && loadBalancing.isEmpty() && flowlets.isEmpty() && fineGrained.isEmpty()
                && drain.isEmpty() && teOverrides.isEmpty();
    }

    public RoutingDelta reversed() {
        return new RoutingDelta(staticRoutes.reversed(), back(loadBalancing), back(flowlets), back(fineGrained),
                back(drain), teOverrides.reversed());
    }
}
