package io.nosagent.cli;

import io.nosagent.api.cli.DurationConverter;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.TypedValue;
import io.nosagent.api.gnmi.proto.Update;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.yang.SimYang.Interfaces.Interface;
import io.nosagent.config.yang.SimYang.Interfaces.Interface.PfcStorms.PfcStorm;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.Callable;

/**
 * {@code nos-agent sim ...}: faults injected into a running agent's simulated hosts (virtual ASIC only),
 * through gNMI Set under the project's origin ({@code nosagent:/sim}). A hardware agent answers
 * UNIMPLEMENTED.
 */
@Command(name = "sim", mixinStandardHelpOptions = true,
        description = "Inject faults into the simulated hosts of an agent on the virtual ASIC (a gNMI client).",
        subcommands = {SimCommand.Storm.class, SimCommand.StopStorm.class, SimCommand.LinkDown.class, SimCommand.LinkUp.class,
                SimCommand.StopDraining.class, SimCommand.ResumeDraining.class, SimCommand.Lossy.class,
                SimCommand.Miswire.class, SimCommand.Rewire.class, SimCommand.OpticDegrade.class, SimCommand.OpticRepair.class},
        footer = {"", "Examples:",
                "  nos-agent sim storm eth1/3/1 --priority 2 --for 5s -u admin",
                "  nos-agent sim link-down eth1/5/1 -u admin",
                "  nos-agent sim miswire eth1/1/1 eth1/2/1 -u admin",
                "  nos-agent sim optic-degrade eth1/3/1 --lane 2 -u admin"})
public final class SimCommand {

    /** A path below a port of {@code /sim}, in the project's origin. */
    static String at(ConfigPath path) {
        return PathArgument.project(path);
    }

    /** One Set on the sim paths. */
    abstract static class Fault implements Callable<Integer> {
        @Mixin
        GnmiConnection connection;

        @Spec
        CommandSpec spec;

        @Parameters(index = "0", paramLabel = "INTERFACE", description = "The port whose host (or link) to act on.")
        String port;

        abstract SetRequest request();

        abstract String done();

        @Override
        public Integer call() {
            try (GnmiClient client = connection.connect()) {
                client.set(request());
                spec.commandLine().getOut().println(done());
                return 0;
            } catch (StatusRuntimeException e) {
                return Rendering.fail(e, spec.commandLine().getErr());
            }
        }

        static SetRequest update(String path, String json) {
            return SetRequest.newBuilder().addUpdate(Update.newBuilder().setPath(PathArgument.parse(path))
                    .setVal(TypedValue.newBuilder().setJsonIetfVal(com.google.protobuf.ByteString.copyFrom(json, StandardCharsets.UTF_8))))
                    .build();
        }
    }

    @Command(name = "storm", mixinStandardHelpOptions = true, description = "The port's peer storms PFC on a priority.")
    static final class Storm extends Fault {
        @Option(names = "--priority", required = true, paramLabel = "0-7", description = "The PFC priority.")
        int priority;

        @Option(names = "--for", paramLabel = "DURATION", converter = DurationConverter.class,
                description = "How long (e.g. 5s); without it, until sim stop-storm.")
        Duration duration;

        @Override
        SetRequest request() {
            return update(at(PfcStorm.Config.path(port, priority)),
                    "{\"" + PfcStorm.Config.DURATION + "\": " + (duration == null ? 0 : duration.toMillis()) + "}");
        }

        @Override
        String done() {
            return "PFC storm on " + port + " priority " + priority + (duration == null ? " until stopped" : " for " + duration.toMillis() + " ms");
        }
    }

    @Command(name = "stop-storm", mixinStandardHelpOptions = true, description = "Stops a storm.")
    static final class StopStorm extends Fault {
        @Option(names = "--priority", required = true, paramLabel = "0-7", description = "The PFC priority.")
        int priority;

        @Override
        SetRequest request() {
            return SetRequest.newBuilder().addDelete(PathArgument.parse(at(PfcStorm.path(port, priority))))
                    .build();
        }

        @Override
        String done() {
            return "storm on " + port + " priority " + priority + " stopped";
        }
    }

    @Command(name = "link-down", mixinStandardHelpOptions = true, description = "Cuts the port's cable.")
    static final class LinkDown extends Fault {
        @Override
        SetRequest request() {
            return update(at(Interface.Config.path(port).child(Interface.Config.LINK_UP)), "false");
        }

        @Override
        String done() {
            return port + " cable cut";
        }
    }

    @Command(name = "link-up", mixinStandardHelpOptions = true, description = "Plugs the port's cable back.")
    static final class LinkUp extends Fault {
        @Override
        SetRequest request() {
            return update(at(Interface.Config.path(port).child(Interface.Config.LINK_UP)), "true");
        }

        @Override
        String done() {
            return port + " cable back";
        }
    }

    @Command(name = "stop-draining", mixinStandardHelpOptions = true,
            description = "The NIC on the port stops taking packets off its receive buffer (it pauses the switch, then drops).")
    static final class StopDraining extends Fault {
        @Override
        SetRequest request() {
            return update(at(Interface.Config.path(port).child(Interface.Config.DRAINING)), "false");
        }

        @Override
        String done() {
            return "the NIC on " + port + " stopped draining";
        }
    }

    @Command(name = "resume-draining", mixinStandardHelpOptions = true, description = "The NIC on the port drains again.")
    static final class ResumeDraining extends Fault {
        @Override
        SetRequest request() {
            return update(at(Interface.Config.path(port).child(Interface.Config.DRAINING)), "true");
        }

        @Override
        String done() {
            return "the NIC on " + port + " drains again";
        }
    }

    @Command(name = "lossy", mixinStandardHelpOptions = true, description = "The peer corrupts a share of the frames it sends (0 repairs).")
    static final class Lossy extends Fault {
        @Option(names = "--rate", required = true, paramLabel = "0..1", description = "Share of frames corrupted, e.g. 0.001.")
        double rate;

        @Override
        SetRequest request() {
            return update(at(Interface.Config.path(port).child(Interface.Config.LOSS_PPM)), Long.toString(Math.round(rate * 1_000_000)));
        }

        @Override
        String done() {
            return port + ": " + rate + " of the peer's frames corrupted";
        }
    }

    @Command(name = "miswire", mixinStandardHelpOptions = true,
            description = "Swaps the cables of two ports: each then reaches what the other did (rewire puts them back).")
    static final class Miswire extends Fault {
        @Parameters(index = "1", paramLabel = "OTHER", description = "The port whose cable it swaps with.")
        String other;

        @Override
        SetRequest request() {
            return update(at(Interface.Config.path(port).child(Interface.Config.SWAPPED_WITH)), "\"" + other + "\"");
        }

        @Override
        String done() {
            return port + " and " + other + " have each other's cable";
        }
    }

    @Command(name = "rewire", mixinStandardHelpOptions = true, description = "Puts back the cables of the swap the port is in.")
    static final class Rewire extends Fault {
        @Override
        SetRequest request() {
            return update(at(Interface.Config.path(port).child(Interface.Config.SWAPPED_WITH)), "\"\"");
        }

        @Override
        String done() {
            return port + "'s cables are back where they were";
        }
    }

    @Command(name = "optic-degrade", mixinStandardHelpOptions = true,
            description = "The port's optic loses receive power step by step until it is dark (an alarm when it crosses its thresholds).")
    static final class OpticDegrade extends Fault {
        @Option(names = "--lane", paramLabel = "N", description = "Only this lane (physical channel); without it, every lane.")
        Integer lane;

        @Override
        SetRequest request() {
            return lane == null
                    ? update(at(Interface.Config.path(port).child(Interface.Config.OPTIC_DEGRADED)), "true")
                    : update(at(Interface.Config.path(port).child(Interface.Config.OPTIC_DEGRADED_LANE)), Integer.toString(lane));
        }

        @Override
        String done() {
            return port + (lane == null ? ": every lane" : ": lane " + lane) + " of its optic fading";
        }
    }

    @Command(name = "optic-repair", mixinStandardHelpOptions = true, description = "Every lane of the port's optic back at its normal power.")
    static final class OpticRepair extends Fault {
        @Override
        SetRequest request() {
            return update(at(Interface.Config.path(port).child(Interface.Config.OPTIC_DEGRADED)), "false");
        }

        @Override
        String done() {
            return port + "'s optic repaired";
        }
    }
}
