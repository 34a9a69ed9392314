package io.nosagent.config.codec;

import io.nosagent.config.ConfigErrors;
import io.nosagent.config.intent.DefaultInstance;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.validate.BgpHostsValidator;
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
 * The one place config sections are registered. A new section (QoS, routing, watchdog) is one line
 * here plus its record component in {@link SwitchIntent}, its {@link SectionCodec} and its validator.
 *
 * <p>The routing intent is two sections, one per document member: its static routes are OpenConfig
 * ({@code openconfig-network-instance:network-instances}), the rest is the project's
 * {@code nosagent-routing:routing}. Each puts only its own part into the intent being built. The
 * network-instances member also carries BGP ({@link DefaultInstance}), which goes to {@code SwitchIntent.bgp}.
 */
public final class Sections {

    private Sections() {
    }

    /** Every section, in document order. */
    public static List<Section<?>> all() {
        return List.of(
                new Section<>(new SystemCodec(), new SystemValidator(),
                        SwitchIntent::system, SwitchIntent.Builder::system),
                new Section<>(new InterfacesCodec(), new InterfacesValidator(),
                        SwitchIntent::interfaces, SwitchIntent.Builder::interfaces),
                new Section<>(new NetworkInstancesCodec(), Sections::validateDefaultInstance,
                        DefaultInstance::of,
                        (builder, instance) -> builder.editRouting(r -> r.withStaticRoutes(instance.staticRoutes().values()))
                                .bgp(instance.bgp())),
                new Section<>(new RoutingCodec(), new RoutingValidator(),
                        SwitchIntent::routing,
                        (builder, features) -> builder.editRouting(r -> features.withStaticRoutes(r.staticRoutes().values()))),
                new Section<>(new QosCodec(), new QosValidator(), SwitchIntent::qos, SwitchIntent.Builder::qos),
                new Section<>(new PfcWatchdogCodec(), new PfcWatchdogValidator(),
                        SwitchIntent::pfcWatchdog, SwitchIntent.Builder::pfcWatchdog));
    }

    /** Every check that relates sections, run on the whole intent once each section is valid. */
    public static List<IntentValidator> intentValidators() {
        return List.of(new ConnectedNextHopsValidator(), new QosHeadroomValidator(), new BgpHostsValidator(),
                new BgpNextHopsValidator());
    }

    /** The DEFAULT instance's two parts, each by its own validator. */
    private static void validateDefaultInstance(DefaultInstance instance, ValidationContext context, ConfigErrors errors) {
        new StaticRoutesValidator().validate(instance.staticRoutes(), context, errors);
        new BgpValidator().validate(instance.bgp(), context, errors);
    }
}
