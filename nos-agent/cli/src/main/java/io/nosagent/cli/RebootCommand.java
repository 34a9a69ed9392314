package io.nosagent.cli;

import io.grpc.StatusRuntimeException;
import io.nosagent.api.cli.DurationConverter;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnoi.system.CancelRebootRequest;
import io.nosagent.api.gnoi.system.RebootMethod;
import io.nosagent.api.gnoi.system.RebootRequest;
import io.nosagent.api.gnoi.system.RebootStatusRequest;
import io.nosagent.api.gnoi.system.RebootStatusResponse;
import io.nosagent.api.gnoi.system.SystemGrpc;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

/** {@code nos-agent reboot}: asks the switch to reboot (gNOI System Reboot), or shows or cancels a pending one. */
@Command(name = "reboot", mixinStandardHelpOptions = true,
        description = "Reboot the switch (gNOI System): cold (the ASIC re-initialises and the persisted config is programmed) "
                + "or --warm (the ASIC keeps forwarding); --status shows a pending one, --cancel stops it.")
public final class RebootCommand implements Callable<Integer> {

    @Mixin
    GnmiConnection connection;

    @Spec
    CommandSpec spec;

    @ArgGroup(exclusive = true)
    Other other;

    /** Instead of asking for a reboot. */
    static final class Other {
        @Option(names = "--status", description = "Show the pending reboot, if any, and the reboots so far.")
        boolean status;

        @Option(names = "--cancel", description = "Cancel the pending reboot.")
        boolean cancel;
    }

    @Option(names = "--warm", description = "Warm: the agent restarts and adopts the ASIC as it forwards.")
    boolean warm;

    @Option(names = "--delay", paramLabel = "DURATION", defaultValue = "0s", converter = DurationConverter.class,
            description = "Reboot after this long (e.g. 30s, 5m; default now).")
    Duration delay;

    @Option(names = "--message", paramLabel = "TEXT", defaultValue = "", description = "Why: shown by --status and logged.")
    String message;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        try (GnmiClient client = connection.connect()) {
            var system = SystemGrpc.newBlockingStub(client.channel()).withDeadlineAfter(30, TimeUnit.SECONDS);
            if (other != null && other.status) {
                print(system.rebootStatus(RebootStatusRequest.getDefaultInstance()), out);
            } else if (other != null && other.cancel) {
                system.cancelReboot(CancelRebootRequest.newBuilder().setMessage(message).build());
                out.println("pending reboot cancelled");
            } else {
                system.reboot(RebootRequest.newBuilder().setMethod(warm ? RebootMethod.WARM : RebootMethod.COLD)
                        .setDelay(delay.toNanos()).setMessage(message).build());
                out.printf("%s reboot %s%n", warm ? "warm" : "cold", delay.isZero() ? "now" : "in " + delay.toSeconds() + " s");
            }
            return 0;
        } catch (StatusRuntimeException e) {
            return Rendering.fail(e, spec.commandLine().getErr());
        }
    }

    private static void print(RebootStatusResponse s, PrintWriter out) {
        if (s.getActive()) {
            out.printf("pending: %s reboot at %s (in %d s)%s%n", s.getMethod(), instant(s.getWhen()),
                    TimeUnit.NANOSECONDS.toSeconds(s.getWait()), s.getReason().isEmpty() ? "" : ": " + s.getReason());
        } else {
            out.println("no reboot pending");
        }
        out.printf("reboots since the agent's process started: %d%n", s.getCount());
    }

    private static Instant instant(long nanos) {
        return Instant.ofEpochSecond(0, nanos);
    }
}
