package io.nosagent.config;

import io.nosagent.config.codec.IntentCodec;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.validate.ValidationContext;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.IntStream;

/** The RTSW profile as config tests see it: its 34 ports and the shipped example startup file. */
public final class Rtsw {

    public static final String EXAMPLE = "/io/nosagent/config/examples/rtsw-startup.json";

    private Rtsw() {
    }

    /** eth1/1/1 .. eth1/34/1. */
    public static List<String> ports() {
        return IntStream.rangeClosed(1, 34).mapToObj(i -> "eth1/" + i + "/1").toList();
    }

    public static ValidationContext context() {
        return ValidationContext.forInterfaces(ports());
    }

    public static String exampleText() {
        try (InputStream in = Rtsw.class.getResourceAsStream(EXAMPLE)) {
            if (in == null) {
                throw new IllegalStateException(EXAMPLE + " is not on the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static SwitchIntent exampleIntent() {
        return new IntentCodec().parse(exampleText(), "rtsw-startup.json", context());
    }
}
