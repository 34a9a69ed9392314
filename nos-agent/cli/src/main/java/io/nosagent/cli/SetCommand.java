package io.nosagent.cli;

import io.nosagent.api.cli.DurationConverter;
import com.fasterxml.jackson.databind.JsonNode;
import com.google.protobuf.ByteString;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.PathCodec;
import io.nosagent.api.gnmi.proto.Commit;
import io.nosagent.api.gnmi.proto.CommitCancel;
import io.nosagent.api.gnmi.proto.CommitConfirm;
import io.nosagent.api.gnmi.proto.CommitRequest;
import io.nosagent.api.gnmi.proto.Extension;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.TypedValue;
import io.nosagent.api.gnmi.proto.Update;
import io.nosagent.api.gnmi.proto.UpdateResult;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code nos-agent set}: one gNMI Set transaction. Values are JSON (a bare word is taken as a
 * string; {@code @FILE} reads the file). Deletes run first, then replaces, then updates.
 */
@Command(name = "set", mixinStandardHelpOptions = true,
        description = "Change the config over gNMI (Set), all or nothing.",
        footer = {"", "Examples:",
                "  nos-agent set -u admin --update /interfaces/interface[name=eth1/1/1]/config/mtu=9000",
                "  nos-agent set -u admin --delete /interfaces/interface[name=eth1/2/1]/config/description",
                "  nos-agent set -u admin --replace /system/config=@system.json --commit c1 --rollback 5m",
                "  nos-agent set -u admin --confirm c1"})
public final class SetCommand implements Callable<Integer> {

    @Mixin
    GnmiConnection connection;

    @Spec
    CommandSpec spec;

    @Option(names = "--delete", paramLabel = "PATH", description = "Remove what PATH names.")
    List<String> deletes = new ArrayList<>();

    @Option(names = "--replace", paramLabel = "PATH=VALUE", description = "Set PATH to exactly VALUE.")
    List<String> replaces = new ArrayList<>();

    @Option(names = "--update", paramLabel = "PATH=VALUE", description = "Merge VALUE into PATH.")
    List<String> updates = new ArrayList<>();

    @Option(names = "--union-replace", paramLabel = "PATH=VALUE",
            description = "Replace the whole config with the union of these (alone in a Set).")
    List<String> unionReplaces = new ArrayList<>();

    @Option(names = "--commit", paramLabel = "ID", description = "Commit-confirmed: roll back unless confirmed in --rollback.")
    String commit;

    @Option(names = "--rollback", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "With --commit: how long to wait for confirmation (default on the agent: 10m).")
    Duration rollback;

    @Option(names = "--confirm", paramLabel = "ID", description = "Confirm the pending commit ID.")
    String confirm;

    @Option(names = "--cancel", paramLabel = "ID", description = "Cancel the pending commit ID (rolls back now).")
    String cancel;

    @Override
    public Integer call() {
        var request = SetRequest.newBuilder();
        deletes.forEach(p -> request.addDelete(PathArgument.parse(p)));
        replaces.forEach(u -> request.addReplace(update(u)));
        updates.forEach(u -> request.addUpdate(update(u)));
        unionReplaces.forEach(u -> request.addUnionReplace(update(u)));
        extension().ifPresent(request::addExtension);
        try (var client = connection.connect()) {
            var response = client.set(request.build());
            for (UpdateResult r : response.getResponseList()) {
                out().println("ok  " + r.getOp().name().toLowerCase() + " " + PathCodec.text(r.getPath()));
            }
            if (commit != null) {
                out().println("commit '" + commit + "' applied; confirm with: nos-agent set --confirm " + commit);
            } else if (confirm != null) {
                out().println("commit '" + confirm + "' confirmed");
            } else if (cancel != null) {
                out().println("commit '" + cancel + "' cancelled: previous config restored");
            }
            return 0;
        } catch (StatusRuntimeException e) {
            return Rendering.fail(e, spec.commandLine().getErr());
        }
    }

    private java.util.Optional<Extension> extension() {
        int given = (commit != null ? 1 : 0) + (confirm != null ? 1 : 0) + (cancel != null ? 1 : 0);
        if (given > 1) {
            throw new CommandLine.ParameterException(new CommandLine(this), "--commit, --confirm and --cancel exclude each other");
        }
        var c = Commit.newBuilder();
        if (commit != null) {
            var req = CommitRequest.newBuilder();
            if (rollback != null) {
                req.setRollbackDuration(com.google.protobuf.Duration.newBuilder().setSeconds(rollback.toSeconds())
                        .setNanos(rollback.toNanosPart()));
            }
            c.setId(commit).setCommit(req);
        } else if (confirm != null) {
            c.setId(confirm).setConfirm(CommitConfirm.getDefaultInstance());
        } else if (cancel != null) {
            c.setId(cancel).setCancel(CommitCancel.getDefaultInstance());
        } else {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(Extension.newBuilder().setCommit(c).build());
    }

    /** {@code PATH=VALUE}: the path ends at the first {@code =} outside a key. */
    static Update update(String argument) {
        int depth = 0;
        for (int i = 0; i < argument.length(); i++) {
            char ch = argument.charAt(i);
            if (ch == '[') {
                depth++;
            } else if (ch == ']') {
                depth--;
            } else if (ch == '=' && depth == 0) {
                return Update.newBuilder().setPath(PathArgument.parse(argument.substring(0, i)))
                        .setVal(value(argument.substring(i + 1))).build();
            }
        }
        throw new CommandLine.TypeConversionException("'" + argument + "' is not PATH=VALUE");
    }

    private static TypedValue value(String text) {
        String json = text;
        if (text.startsWith("@")) {
            try {
                json = Files.readString(java.nio.file.Path.of(text.substring(1)));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + text.substring(1), e);
            }
        } else {
            try {
                JsonNode parsed = Rendering.JSON.readTree(text);
                json = parsed == null ? Rendering.JSON.writeValueAsString(text) : text;
            } catch (IOException notJson) {
                try {
                    json = Rendering.JSON.writeValueAsString(text); // a bare word: a string
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return TypedValue.newBuilder().setJsonIetfVal(ByteString.copyFromUtf8(json)).build();
    }

    private java.io.PrintWriter out() {
        return spec.commandLine().getOut();
    }

    private java.io.PrintWriter err() {
        return spec.commandLine().getErr();
    }
}
