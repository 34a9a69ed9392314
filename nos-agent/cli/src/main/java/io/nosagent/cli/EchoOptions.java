package io.nosagent.cli;

import io.nosagent.api.cli.DurationConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.time.Duration;
import java.util.Locale;

/**
 * What {@code ping} and {@code traceroute} both ask of the switch's echo through its data plane (gNOI System Ping
 * and Traceroute share these fields): where to, from which of the switch's addresses, how long to wait for each
 * answer, whether the requests may be fragmented.
 */
public final class EchoOptions {

    @Parameters(index = "0", paramLabel = "DESTINATION", description = "An IPv4 or IPv6 address.")
    String destination;

    @Option(names = "--source", paramLabel = "ADDRESS", defaultValue = "",
            description = "One of the switch's addresses to send from (default: the one toward DESTINATION).")
    String source;

    @Option(names = "--wait", paramLabel = "DURATION", defaultValue = "2s", converter = DurationConverter.class,
            description = "How long to wait for each answer (default 2s).")
    Duration wait;

    @Option(names = "--do-not-fragment", description = "Set IPv4's don't-fragment bit on the requests.")
    boolean doNotFragment;

    /** A round-trip time as ping prints it. */
    static String ms(long nanos) {
        return String.format(Locale.ROOT, "%.3f ms", nanos / 1e6);
    }
}
