package io.nosagent.cli;

import io.grpc.StatusRuntimeException;
import io.nosagent.api.cli.TextTable;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnoi.ComponentPath;
import io.nosagent.api.gnoi.healthz.ArtifactRequest;
import io.nosagent.api.gnoi.healthz.ComponentStatus;
import io.nosagent.api.gnoi.healthz.GetRequest;
import io.nosagent.api.gnoi.healthz.HealthzGrpc;
import io.nosagent.api.gnoi.healthz.ListRequest;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

/** {@code nos-agent healthz list|get|artifact}: component health and its artifacts, over gNOI Healthz. */
@Command(name = "healthz", mixinStandardHelpOptions = true,
        description = "Component health (gNOI Healthz): the events a watchdog case raised and their fault snapshots.",
        subcommands = {HealthzCommand.ListEvents.class, HealthzCommand.Get.class, HealthzCommand.Artifact.class})
public final class HealthzCommand {

    /** The connection and output every subcommand shares. */
    abstract static class Sub implements Callable<Integer> {
        @Mixin
        GnmiConnection connection;

        @Spec
        CommandSpec spec;

        PrintWriter out;

        abstract void run(HealthzGrpc.HealthzBlockingStub healthz) throws IOException;

        @Override
        public Integer call() {
            out = spec.commandLine().getOut();
            try (GnmiClient client = connection.connect()) {
                run(HealthzGrpc.newBlockingStub(client.channel()).withDeadlineAfter(60, TimeUnit.SECONDS));
                return 0;
            } catch (StatusRuntimeException e) {
                return Rendering.fail(e, spec.commandLine().getErr());
            } catch (IOException e) {
                spec.commandLine().getErr().println("error: " + e.getMessage());
                return 1;
            }
        }

        static String status(ComponentStatus s) {
            return s.getStatus().name().substring("STATUS_".length());
        }
    }

    @Command(name = "list", mixinStandardHelpOptions = true, description = "A component's health events: id, time, status, acknowledged, artifact.")
    static final class ListEvents extends Sub {
        @Parameters(index = "0", paramLabel = "COMPONENT", description = "The component's name (port-eth1/1/1, asic0, ...).")
        String name;

        @Option(names = "--all", description = "Include acknowledged events.")
        boolean all;

        @Override
        void run(HealthzGrpc.HealthzBlockingStub healthz) {
            var events = healthz.list(ListRequest.newBuilder().setPath(ComponentPath.of(name)).setIncludeAcknowledged(all).build());
            var t = new TextTable().left("Id").left("Time").left("Status").left("Acknowledged").left("Artifact");
            for (ComponentStatus s : events.getStatusesList()) {
                t.row(s.getId(), Instant.ofEpochSecond(s.getCreated().getSeconds(), s.getCreated().getNanos()).toString(), status(s),
                        s.getAcknowledged() ? "yes" : "no", s.getArtifactsCount() == 0 ? "-" : s.getArtifacts(0).getFile().getName());
            }
            t.print(out);
        }
    }

    @Command(name = "get", mixinStandardHelpOptions = true, description = "A component's health now.")
    static final class Get extends Sub {
        @Parameters(index = "0", paramLabel = "COMPONENT", description = "The component's name (port-eth1/1/1, asic0, ...).")
        String name;

        @Override
        void run(HealthzGrpc.HealthzBlockingStub healthz) {
            ComponentStatus s = healthz.get(GetRequest.newBuilder().setPath(ComponentPath.of(name)).build()).getComponent();
            out.printf("%s: %s%s%n", name, status(s), s.getId().isEmpty() ? "" : " (event " + s.getId() + ")");
        }
    }

    @Command(name = "artifact", mixinStandardHelpOptions = true,
            description = "Streams an event's artifact (its fault snapshot) to a file and checks its SHA-256.")
    static final class Artifact extends Sub {
        @Parameters(index = "0", paramLabel = "ID", description = "The artifact's id (see healthz list).")
        String id;

        @Option(names = {"-o", "--output"}, required = true, description = "Where to write it.")
        java.nio.file.Path output;

        @Override
        void run(HealthzGrpc.HealthzBlockingStub healthz) throws IOException {
            byte[] expected = null;
            try (var download = new HashedDownload(output, "SHA-256")) {
                for (var it = healthz.artifact(ArtifactRequest.newBuilder().setId(id).build()); it.hasNext(); ) {
                    var r = it.next();
                    if (r.hasHeader()) {
                        expected = r.getHeader().getFile().getHash().getHash().toByteArray();
                    } else if (r.hasBytes()) {
                        download.write(r.getBytes());
                    }
                }
                String hash = download.verify("artifact " + id, expected);
                out.printf("%s: %d bytes to %s, SHA-256 %s verified%n", id, download.bytes(), output, hash);
            }
        }
    }
}
