package io.nosagent.config.intent.platform;

import io.nosagent.config.intent.SectionKey;
import io.nosagent.config.intent.SwitchIntent;

import java.util.Collections;
import java.util.NavigableMap;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The {@code /components} section: per component, the thresholds set on its resources. Only the
 * integrated circuit {@link #ASIC} has any (the validator refuses other components); a component listed
 * with nothing set is kept, so a client's {@code config/name} reads back.
 *
 * @param components by name
 */
public record ComponentsIntent(NavigableMap<String, Component> components) {

    /** The switch ASIC's INTEGRATED_CIRCUIT component, as the agent names it in {@code /components}. */
    public static final String ASIC = "asic0";

    public static final ComponentsIntent NONE = new ComponentsIntent(new TreeMap<>());

    /** This section's key in a {@link SwitchIntent}: nothing configured is {@link #NONE}. */
    public static final SectionKey<ComponentsIntent> SECTION = SectionKey.of("components", NONE);

    public static ComponentsIntent of(SwitchIntent intent) {
        return intent.get(SECTION);
    }

    public ComponentsIntent {
        components = Collections.unmodifiableNavigableMap(new TreeMap<>(components));
        components.forEach((name, c) -> {
            if (!name.equals(c.name())) {
                throw new IllegalArgumentException("component keyed '" + name + "' is named '" + c.name() + "'");
            }
        });
    }

    /** One component's settings: its resources' thresholds by resource name. */
    public record Component(String name, NavigableMap<String, ResourceThreshold> resources) {
        public Component {
            Objects.requireNonNull(name, "name");
            resources = Collections.unmodifiableNavigableMap(new TreeMap<>(resources));
            resources.forEach((key, r) -> {
                if (!key.equals(r.name())) {
                    throw new IllegalArgumentException("resource keyed '" + key + "' is named '" + r.name() + "'");
                }
            });
        }

        public static Component named(String name) {
            return new Component(name, new TreeMap<>());
        }

        public Component with(ResourceThreshold threshold) {
            var next = new TreeMap<>(resources);
            next.put(threshold.name(), threshold);
            return new Component(name, next);
        }
    }

    /** This intent with {@code threshold} set on {@code component}'s resource (replacing what it had). */
    public ComponentsIntent with(String component, ResourceThreshold threshold) {
        var next = new TreeMap<>(components);
        next.put(component, next.getOrDefault(component, Component.named(component)).with(threshold));
        return new ComponentsIntent(next);
    }

    /** The thresholds in effect on {@code resource} of {@code component}: as configured, else the defaults. */
    public Thresholds thresholds(String component, TableResource resource) {
        Component c = components.get(component);
        ResourceThreshold t = c == null ? null : c.resources().get(resource.resourceName());
        return t == null ? Thresholds.DEFAULT : t.effective();
    }
}
