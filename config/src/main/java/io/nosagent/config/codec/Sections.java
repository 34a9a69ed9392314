package io.nosagent.config.codec;

import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.validate.InterfacesValidator;
import io.nosagent.config.validate.SystemValidator;

import java.util.List;

/**
 * The one place config sections are registered. A new section (QoS, routing, watchdog) is one line
 * here plus its record component in {@link SwitchIntent}, its {@link SectionCodec} and its validator.
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
                        SwitchIntent::interfaces, SwitchIntent.Builder::interfaces));
    }
}
