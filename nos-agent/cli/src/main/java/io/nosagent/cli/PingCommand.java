package io.nosagent.cli;

import io.grpc.StatusRuntimeException;
import io.nosagent.api.cli.DurationConverter;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnoi.system.PingRequest;
import io.nosagent.api.gnoi.system.PingResponse;
import io.nosagent.api.gnoi.system.SystemGrpc;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

/** {@code nos-agent ping}: the switch pings an address through its own data plane (gNOI System Ping). */
@Command(name = "ping", mixinStandardHelpOptions = true,
        description = "The switch sends ICMP (ICMPv6) echo requests through its own data plane and prints the replies and a summary (gNOI System Ping).")
public final class PingCommand implements Callable<Integer> {

    @Mixin
    GnmiConnection connection;

    @Spec
    CommandSpec spec;

    @Mixin
    EchoOptions echo;

    @Option(names = "--count", paramLabel = "N", defaultValue = "5", description = "Echo requests to send (default 5).")
    int count;

    @Option(names = "--interval", paramLabel = "DURATION", defaultValue = "1s", converter = DurationConverter.class,
            description = "Between requests (default 1s).")
    Duration interval;

    @Option(names = "--size", paramLabel = "BYTES", defaultValue = "56", description = "Data bytes in each request (default 56).")
    int size;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        long deadline = interval.multipliedBy(Math.max(count, 1)).plus(echo.wait).plusSeconds(30).toSeconds();
        try (GnmiClient client = connection.connect()) {
            var replies = SystemGrpc.newBlockingStub(client.channel()).withDeadlineAfter(deadline, TimeUnit.SECONDS)
                    .ping(PingRequest.newBuilder().setDestination(echo.destination).setSource(echo.source).setCount(count)
                            .setInterval(interval.toNanos()).setWait(echo.wait.toNanos()).setSize(size)
                            .setDoNotFragment(echo.doNotFragment).build());
            out.printf("PING %s: %d data bytes%n", echo.destination, size);
            replies.forEachRemaining(r -> print(r, out));
            return 0;
        } catch (StatusRuntimeException e) {
            return Rendering.fail(e, spec.commandLine().getErr());
        }
    }

    private void print(PingResponse r, PrintWriter out) {
        if (r.getSent() == 0) {
            out.printf("%d bytes from %s: icmp_seq=%d ttl=%d time=%s%n", r.getBytes(), r.getSource(), r.getSequence(), r.getTtl(),
                    EchoOptions.ms(r.getTime()));
            return;
        }
        int lost = 100 * (r.getSent() - r.getReceived()) / r.getSent();
        out.printf("--- %s ping statistics ---%n%d packets transmitted, %d received, %d%% packet loss%n",
                echo.destination, r.getSent(), r.getReceived(), lost);
        if (r.getReceived() > 0) {
            out.printf("rtt min/avg/max/stddev = %s/%s/%s/%s%n", EchoOptions.ms(r.getMinTime()), EchoOptions.ms(r.getAvgTime()), EchoOptions.ms(r.getMaxTime()),
                    EchoOptions.ms(r.getStdDev()));
        }
    }
}
