package io.nosagent.cli;

import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnoi.system.SystemGrpc;
import io.nosagent.api.gnoi.system.TracerouteRequest;
import io.nosagent.api.gnoi.system.TracerouteResponse;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

/** {@code nos-agent traceroute}: the hops from the switch to an address, through its own data plane (gNOI System Traceroute). */
@Command(name = "traceroute", mixinStandardHelpOptions = true,
        description = "The switch sends ICMP (ICMPv6) echo requests with growing TTL through its own data plane and prints each hop "
                + "that answered (gNOI System Traceroute).")
public final class TracerouteCommand implements Callable<Integer> {

    @Mixin
    GnmiConnection connection;

    @Spec
    CommandSpec spec;

    @Mixin
    EchoOptions echo;

    @Option(names = "--max-ttl", paramLabel = "N", defaultValue = "30", description = "The last TTL tried (default 30).")
    int maxTtl;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        long deadline = echo.wait.multipliedBy(Math.max(maxTtl, 1)).plusSeconds(30).toSeconds();
        try (GnmiClient client = connection.connect()) {
            var hops = SystemGrpc.newBlockingStub(client.channel()).withDeadlineAfter(deadline, TimeUnit.SECONDS)
                    .traceroute(TracerouteRequest.newBuilder().setDestination(echo.destination).setSource(echo.source).setMaxTtl(maxTtl)
                            .setWait(echo.wait.toNanos()).setDoNotFragment(echo.doNotFragment).build());
            hops.forEachRemaining(h -> print(h, out));
            return 0;
        } catch (StatusRuntimeException e) {
            return Rendering.fail(e, spec.commandLine().getErr());
        }
    }

    private static void print(TracerouteResponse h, PrintWriter out) {
        if (h.getHop() == 0) {
            out.printf("traceroute to %s, %d hops max, %d byte packets%n", h.getDestinationAddress(), h.getHops(), h.getPacketSize());
        } else if (h.getAddress().isEmpty()) {
            out.printf("%2d  *%n", h.getHop());
        } else {
            String state = h.getState() == TracerouteResponse.State.DEFAULT ? "" : "  " + h.getState();
            out.printf("%2d  %s  %s%s%n", h.getHop(), h.getAddress(), EchoOptions.ms(h.getRtt()), state);
        }
    }
}
