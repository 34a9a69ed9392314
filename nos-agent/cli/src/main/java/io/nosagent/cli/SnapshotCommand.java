package io.nosagent.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.GetRequest;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.TypedValue;
import io.nosagent.api.gnmi.proto.Update;
import io.nosagent.api.cli.TextTable;
import io.nosagent.config.yang.SnapshotsYang;
import io.nosagent.config.yang.SnapshotsYang.Snapshot;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.concurrent.Callable;
import java.util.zip.GZIPInputStream;

import static io.nosagent.cli.Rendering.count;
import static io.nosagent.cli.Rendering.member;

/** {@code nos-agent snapshot list|show|take|fetch}: the agent's fault snapshots, over gNMI. */
@Command(name = "snapshot", mixinStandardHelpOptions = true,
        description = "Fault snapshots: what the agent knew when a case opened or an operator asked (a gNMI client).",
        subcommands = {SnapshotCommand.ListSnapshots.class, SnapshotCommand.Show.class, SnapshotCommand.Take.class,
                SnapshotCommand.Fetch.class})
public final class SnapshotCommand {

    static final String INDEX = PathArgument.project(SnapshotsYang.path());

    /** The connection and output every subcommand shares. */
    abstract static class Sub implements Callable<Integer> {
        @Mixin
        GnmiConnection connection;

        @Spec
        CommandSpec spec;

        PrintWriter out;

        abstract void run(GnmiClient client) throws IOException;

        @Override
        public Integer call() {
            out = spec.commandLine().getOut();
            try (GnmiClient client = connection.connect()) {
                run(client);
                return 0;
            } catch (StatusRuntimeException e) {
                return Rendering.fail(e, spec.commandLine().getErr());
            } catch (IOException e) {
                spec.commandLine().getErr().println("error: " + e.getMessage());
                return 1;
            }
        }

        static JsonNode read(GnmiClient client, String path) {
            var r = client.get(GetRequest.newBuilder().setEncoding(Encoding.JSON_IETF).addPath(PathArgument.parse(path)).build());
            return Rendering.json(r.getNotification(0).getUpdate(0).getVal());
        }

        static byte[] content(GnmiClient client, long id) {
            JsonNode v = read(client, PathArgument.project(Snapshot.path(id).child(Snapshot.CONTENT)));
            JsonNode content = v.isTextual() ? v : member(v, Snapshot.CONTENT);
            return Base64.getDecoder().decode(content.asText());
        }
    }

    @Command(name = "list", mixinStandardHelpOptions = true, description = "The snapshots held: id, time, trigger, case, size, reason.")
    static final class ListSnapshots extends Sub {
        @Override
        void run(GnmiClient client) {
            JsonNode top = read(client, INDEX);
            JsonNode state = member(top, SnapshotsYang.STATE);
            out.printf("%s snapshots in %s; %s suppressed by the rate limit%n", member(state, SnapshotsYang.State.COUNT).asText("0"),
                    member(state, SnapshotsYang.State.DIRECTORY).asText("?"), count(member(state, SnapshotsYang.State.SUPPRESSED)));
            var t = new TextTable().right("Id").left("Time").left("Trigger").left("Case").right("Bytes").left("Reason");
            for (JsonNode s : member(top, SnapshotsYang.SNAPSHOT)) {
                JsonNode st = member(s, Snapshot.STATE);
                t.row(member(s, Snapshot.ID).asText(), Rendering.instant(member(st, Snapshot.State.TIME)),
                        member(st, Snapshot.State.TRIGGER).asText(), member(st, Snapshot.State.CASE).asText("-"),
                        count(member(st, Snapshot.State.SIZE)), member(st, Snapshot.State.REASON).asText());
            }
            t.print(out);
        }
    }

    @Command(name = "show", mixinStandardHelpOptions = true, description = "A summary of one snapshot (--json: all of it).")
    static final class Show extends Sub {
        @Parameters(index = "0", paramLabel = "ID", description = "The snapshot's id (see snapshot list).")
        long id;

        @Option(names = "--json", description = "Print the whole snapshot as JSON.")
        boolean json;

        @Override
        void run(GnmiClient client) throws IOException {
            JsonNode doc;
            try (var in = new GZIPInputStream(new ByteArrayInputStream(content(client, id)))) {
                doc = Rendering.JSON.readTree(in);
            }
            if (json) {
                out.println(Rendering.pretty(doc));
                return;
            }
            JsonNode trigger = doc.path("trigger");
            out.printf("snapshot %d at %s%n", doc.path("id").asLong(), doc.path("time").asText());
            out.printf("trigger: %s on %s%s%n", trigger.path("kind").asText(), trigger.path("resource").asText(),
                    trigger.has("case") ? " (" + trigger.path("case").asText() + ")" : "");
            out.printf("reason: %s%n", trigger.path("reason").asText());
            out.printf("switch: %s, %s, %s%n", doc.path("facts").path("hostname").asText(), doc.path("facts").path("platform").asText(),
                    doc.path("facts").path("software-version").asText());
            out.printf("config: version %s (%s)%n", doc.path("config").path("version").asText("-"), doc.path("config").path("note").asText("-"));
            var t = new TextTable().left("Part").right("Entries");
            t.row("alarms", doc.path("alarms").size());
            t.row("cases", doc.path("cases").size());
            t.row("events", doc.path("events").size());
            t.row("watched queues", doc.path("pfc-watchdog").path("queues").size());
            t.row("ports counted", doc.path("counters").path("ports").size());
            t.row("counter history polls", doc.path("counter-history").path("polls").size());
            t.row("routes", doc.path("routing").path("routes").size());
            t.row("next-hop groups", doc.path("routing").path("groups").size());
            t.row("log lines", doc.path("log").size());
            t.row("ASIC objects", doc.path("asic").path("objects").size());
            t.row("ASIC entries", doc.path("asic").path("entries").size());
            t.print(out);
            for (JsonNode a : doc.path("alarms")) {
                out.printf("alarm %s %s: %s%n", a.path("id").asText(), a.path("severity").asText(), a.path("text").asText());
            }
        }
    }

    @Command(name = "take", mixinStandardHelpOptions = true, description = "Take a snapshot now; prints it once on disk.")
    static final class Take extends Sub {
        @Option(names = "--reason", paramLabel = "TEXT", defaultValue = "", description = "Why (kept with the snapshot).")
        String reason;

        @Override
        void run(GnmiClient client) {
            client.set(SetRequest.newBuilder().addUpdate(Update.newBuilder()
                            .setPath(PathArgument.parse(PathArgument.project(SnapshotsYang.Take.path().child(SnapshotsYang.Take.REASON))))
                    .setVal(TypedValue.newBuilder().setStringVal(reason))).build());
            JsonNode newest = null;
            for (JsonNode s : member(read(client, INDEX), SnapshotsYang.SNAPSHOT)) {
                newest = s;
            }
            if (newest == null) {
                out.println("taken; not in the index (retention removed it at once?)");
                return;
            }
            JsonNode st = member(newest, Snapshot.STATE);
            out.printf("snapshot %s taken: %s bytes, %s%n", member(newest, Snapshot.ID).asText(), count(member(st, Snapshot.State.SIZE)),
                    member(st, Snapshot.State.REASON).asText());
        }
    }

    @Command(name = "fetch", mixinStandardHelpOptions = true, description = "Save a snapshot's file (gzip JSON) here.")
    static final class Fetch extends Sub {
        @Parameters(index = "0", paramLabel = "ID", description = "The snapshot's id.")
        long id;

        @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Where (default snapshot-ID.json.gz).")
        Path output;

        @Override
        void run(GnmiClient client) throws IOException {
            byte[] bytes = content(client, id);
            Path file = output == null ? Path.of("snapshot-" + id + ".json.gz") : output;
            Files.write(file, bytes);
            out.printf("snapshot %d: %,d bytes to %s%n", id, bytes.length, file);
        }
    }
}
