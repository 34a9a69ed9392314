package io.nosagent.config.codec;

import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.copp.CoppIntent;
import io.nosagent.config.intent.platform.ComponentsIntent;
import io.nosagent.config.intent.pfcwd.PfcWatchdogIntent;
import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.intent.DefaultInstance;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.validate.BgpHostsValidator;
import io.nosagent.config.validate.ComponentsValidator;
import io.nosagent.config.validate.CoppValidator;
import io.nosagent.config.validate.BgpNextHopsValidator;
import io.nosagent.config.validate.BgpValidator;
import io.nosagent.config.validate.ConnectedNextHopsValidator;
import io.nosagent.config.validate.IntentValidator;
import io.nosagent.config.validate.InterfacesValidator;
import io.nosagent.config.validate.QosHeadroomValidator;
import io.nosagent.config.validate.QosValidator;
import io.nosagent.config.validate.PfcWatchdogValidator;
import io.nosagent.config.validate.RoutingValidator;
import io.nosagent.config.validate.StaticRoutesValidator;
import io.nosagent.config.validate.SystemValidator;
import io.nosagent.config.validate.ValidationContext;

import java.util.List;

/**
 * The config sections the agent's own features bring, in document order. A section is its key, its
 * {@link SectionCodec} and its validator ({@link Section#of}); a feature outside this list brings its own.
 *
 * <p>The routing intent is two sections, one per document member: its static routes are OpenConfig
 * ({@code openconfig-network-instance:network-instances}), the rest is the project's
 * {@code nosagent-routing:routing}. Each puts only its own part into the intent being built. The
 * network-instances member also carries BGP ({@link DefaultInstance}), which goes to the BGP section.
 */
public final class Sections {

    private Sections() {
    }

    /** Every section, in document order: the core sections, then routing's, QoS's, the watchdog's, the control plane's and the components'. */
    public static List<Section<?>> all() {
        var all = new java.util.ArrayList<Section<?>>(core());
        all.addAll(routing());
        all.add(qos());
        all.add(pfcWatchdog());
        all.add(copp());
        all.add(components());
        return List.copyOf(all);
    }

    /** The sections every feature reads: the system container and the interfaces. */
    public static List<Section<?>> core() {
        return List.of(
                Section.of(new SystemCodec(), new SystemValidator(), SwitchIntent.SYSTEM),
                new Section<>(new InterfacesCodec(), new InterfacesValidator(), SwitchIntent::interfaces,
                        SwitchIntent.Builder::interfaces));
    }

    /**
     * The routing feature's sections: the DEFAULT network instance (static routes and BGP) and the
     * project's routing features.
     */
    public static List<Section<?>> routing() {
        return List.of(
                new Section<>(new NetworkInstancesCodec(), Sections::validateDefaultInstance,
                        DefaultInstance::of,
                        (builder, instance) -> builder.edit(RoutingIntent.SECTION, r -> r.withStaticRoutes(instance.staticRoutes()))
                                .put(BgpIntent.SECTION, instance.bgp())),
                new Section<>(new RoutingCodec(), new RoutingValidator(),
                        RoutingIntent::of,
                        (builder, features) -> builder.edit(RoutingIntent.SECTION, r -> features.withStaticRoutes(r.staticRoutes()))));
    }

    /** The QoS section. */
    public static Section<?> qos() {
        return Section.of(new QosCodec(), new QosValidator(), QosIntent.SECTION);
    }

    /** The PFC watchdog section. */
    public static Section<?> pfcWatchdog() {
        return Section.of(new PfcWatchdogCodec(), new PfcWatchdogValidator(), PfcWatchdogIntent.SECTION);
    }

    /** The control plane's policing section: overrides of the shipped CoPP profile. */
    public static Section<?> copp() {
        return Section.of(new CoppCodec(), new CoppValidator(ShippedCopp.profile()), CoppIntent.SECTION);
    }

    /** The platform's components: the integrated circuit's resource-utilization thresholds. */
    public static Section<?> components() {
        return Section.of(new ComponentsCodec(), new ComponentsValidator(), ComponentsIntent.SECTION);
    }

    /** Every check that relates sections, run on the whole intent once each section is valid. */
    public static List<IntentValidator> intentValidators() {
        var all = new java.util.ArrayList<IntentValidator>(routingChecks());
        all.addAll(qosChecks());
        return List.copyOf(all);
    }

    /** Routing's checks across sections: next hops on connected subnets, BGP hosts and advertised next hops. */
    public static List<IntentValidator> routingChecks() {
        return List.of(new ConnectedNextHopsValidator(), new BgpHostsValidator(), new BgpNextHopsValidator());
    }

    /** QoS's check across sections: headroom from the interfaces' MTU. */
    public static List<IntentValidator> qosChecks() {
        return List.of(new QosHeadroomValidator());
    }

    /** The DEFAULT instance's two parts, each by its own validator. */
    private static void validateDefaultInstance(DefaultInstance instance, ValidationContext context, ConfigErrors errors) {
        new StaticRoutesValidator().validate(instance.staticRoutes(), context, errors);
        new BgpValidator().validate(instance.bgp(), context, errors);
    }
}
