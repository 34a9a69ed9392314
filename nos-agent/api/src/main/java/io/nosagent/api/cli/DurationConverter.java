package io.nosagent.api.cli;

import picocli.CommandLine;

import java.time.Duration;
import java.util.regex.Pattern;

/** Durations as engineers type them: {@code 100ms}, {@code 1s}, {@code 10m}, {@code 1h} (or ISO-8601 {@code PT1S}). */
public final class DurationConverter implements CommandLine.ITypeConverter<Duration> {

    private static final Pattern SIMPLE = Pattern.compile("(\\d+)(ns|us|ms|s|m|h)");

    @Override
    public Duration convert(String text) {
        return parse(text);
    }

    public static Duration parse(String text) {
        var m = SIMPLE.matcher(text.trim());
        if (m.matches()) {
            long n = Long.parseLong(m.group(1));
            return switch (m.group(2)) {
                case "ns" -> Duration.ofNanos(n);
                case "us" -> Duration.ofNanos(n * 1_000);
                case "ms" -> Duration.ofMillis(n);
                case "s" -> Duration.ofSeconds(n);
                case "m" -> Duration.ofMinutes(n);
                default -> Duration.ofHours(n);
            };
        }
        try {
            return Duration.parse(text);
        } catch (RuntimeException e) {
            throw new CommandLine.TypeConversionException("'" + text + "' is not a duration (e.g. 100ms, 1s, 10m)");
        }
    }
}
