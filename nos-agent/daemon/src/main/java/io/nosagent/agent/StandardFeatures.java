package io.nosagent.agent;

import io.nosagent.agent.resources.ResourcesFeature;
import io.nosagent.control.ControlPlaneFeature;
import io.nosagent.control.kernel.KernelNamespace;
import io.nosagent.control.neighbor.NeighborTimers;
import io.nosagent.feature.Feature;
import io.nosagent.feature.FeatureContext;
import io.nosagent.qos.QosFeature;
import io.nosagent.routing.RoutingFeature;
import io.nosagent.routing.bgp.BgpFeature;
import io.nosagent.watchdog.WatchdogFeature;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The features the agent runs, and what each needs of another, passed as data: routing follows the control plane's
 * neighbor resolution and its router interfaces run after the control plane's neighbors, QoS runs after routing's
 * ports, the watchdog after QoS and with routing's groups for its correlation, BGP with routing's state.
 * The order of their programmers comes from what each step declares, not from this list.
 */
final class StandardFeatures {

    private StandardFeatures() {
    }

    /**
     * Builds the features in {@code context}; {@code started} hears each as soon as it exists (so a failure
     * later still closes it).
     */
    static List<Feature> of(FeatureContext context, AgentOptions options, Consumer<Feature> started) {
        var controlPlane = started(new ControlPlaneFeature(context, NeighborTimers.FBOSS, options.kernelInterfaces()), started);
        var routing = started(new RoutingFeature(context, controlPlane.neighbors(), ControlPlaneFeature.NEIGHBORS), started);
        var qos = started(new QosFeature(context, RoutingFeature.PORTS), started);
        var watchdog = started(new WatchdogFeature(context, routing::groupsByPort, controlPlane::peersSeen, QosFeature.QOS), started);
        var bgp = started(options.bgp().map(frr -> BgpFeature.withFrr(context, routing.state(),
                        frr.suite(context.stateDir().resolve("frr")), frr.namespace(),
                        tunsBesideFrr(controlPlane, options, frr)))
                .orElseGet(() -> BgpFeature.off(context)), started);
        var resources = started(new ResourcesFeature(context), started);
        return List.of(controlPlane, routing, qos, watchdog, bgp, resources);
    }

    /** Whether the control plane's TUN interfaces are where FRR runs: zebra then needs no interface of BGP's own. */
    private static boolean tunsBesideFrr(ControlPlaneFeature controlPlane, AgentOptions options, BgpOptions frr) {
        return controlPlane.kernelInterfaces().isPresent()
                && options.kernelInterfaces().map(KernelNamespace::name).equals(Optional.of(frr.namespace()));
    }

    private static <F extends Feature> F started(F feature, Consumer<Feature> started) {
        started.accept(feature);
        return feature;
    }
}
