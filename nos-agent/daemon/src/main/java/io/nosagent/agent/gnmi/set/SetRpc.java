package io.nosagent.agent.gnmi.set;

import com.google.protobuf.Any;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import io.nosagent.api.gnmi.ErrorText;
import io.nosagent.api.gnmi.GnmiException;
import io.nosagent.api.gnmi.PathCodec;
import io.nosagent.agent.gnmi.paths.PortDefaults;
import io.nosagent.api.gnmi.proto.Commit;
import io.nosagent.api.gnmi.proto.Extension;
import io.nosagent.api.gnmi.proto.Path;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.SetResponse;
import io.nosagent.api.gnmi.proto.Update;
import io.nosagent.api.gnmi.proto.UpdateResult;
import io.nosagent.agent.gnmi.schema.DataSchema;
import io.nosagent.agent.update.CommitException;
import io.nosagent.agent.update.IntentService;
import io.nosagent.config.ConfigException;
import io.nosagent.config.ConfigPath;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiStatusCode;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;

/**
 * Set: parses the request into operations (deletes, then replaces, then updates, each in request
 * order; or union_replace alone), runs them as one {@link SetTransaction} through the intent
 * service under {@link ConfirmedCommits}, and answers with one UpdateResult per operation.
 *
 * <p>A failing operation fails the Set with ABORTED; the status message names the operation, its
 * path and the specific code (INVALID_ARGUMENT, NOT_FOUND, UNIMPLEMENTED, RESOURCE_EXHAUSTED ...),
 * and its details carry a {@code gnmi.SetResponse} whose UpdateResults hold each operation's error:
 * the specific code for the failing one, ABORTED for the others.
 */
public final class SetRpc {

    private final IntentService intent;
    private final PortDefaults ports;
    private final ConfirmedCommits confirmed;
    private final Clock clock;
    private final OperationsSet operational;

    public SetRpc(IntentService intent, PortDefaults ports, ConfirmedCommits confirmed, Clock clock, OperationsSet operational) {
        this.intent = intent;
        this.ports = ports;
        this.confirmed = confirmed;
        this.clock = clock;
        this.operational = operational;
    }

    /** Applies {@code request} for {@code user}. */
    public SetResponse set(SetRequest request, String user) {
        ConfirmedCommits.Action action = action(request);
        List<SetOperation> operations = new ArrayList<>();
        try {
            parse(request, operations);
        } catch (SetFailure f) {
            throw aborted(request, operations, f);
        }
        if (operational.handles(operations)) {
            if (!(action instanceof ConfirmedCommits.Action.None)) {
                throw GnmiException.invalid("commit-confirmed applies to configuration, not to operations (origin nosagent)");
            }
            try {
                operational.apply(operations, user);
            } catch (SetFailure f) {
                throw aborted(request, operations, f);
            }
            return respond(request, operations);
        }
        // Decoded before the commit lock, on this thread: a one-line Set sent meanwhile commits beside it
        // rather than waiting for the decode of a large one (the update thread then only applies it).
        SetTransaction transaction = null;
        if (!operations.isEmpty()) {
            transaction = new SetTransaction(operations, intent.codec(), intent.validationContext(), ports);
            transaction.prepare(intent.current());
        }
        SetTransaction prepared = transaction;
        confirmed.run(action, !operations.isEmpty(), () -> prepared == null ? intent.current()
                : commit(request, operations, prepared, note(user, operations, action)));
        return respond(request, operations);
    }

    private SetResponse respond(SetRequest request, List<SetOperation> operations) {
        var response = SetResponse.newBuilder().setPrefix(request.getPrefix()).setTimestamp(nowNanos());
        for (SetOperation op : operations) {
            response.addResponse(UpdateResult.newBuilder().setPath(op.asGiven()).setOp(op.op()));
        }
        return response.build();
    }

    /** Runs the transaction; returns the intent it started from. */
    private io.nosagent.config.intent.SwitchIntent commit(SetRequest request, List<SetOperation> operations,
                                                          SetTransaction transaction, String note) {
        try {
            intent.commit(transaction, note).get();
            return transaction.before();
        } catch (ExecutionException e) {
            throw aborted(request, operations, failure(e.getCause(), transaction, operations));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GnmiException(Status.Code.ABORTED, "interrupted while committing");
        }
    }

    /** The operation a failed commit is attributed to, with the code its cause maps to. */
    private static SetFailure failure(Throwable cause, SetTransaction transaction, List<SetOperation> operations) {
        if (cause instanceof SetFailure f) {
            return f;
        }
        int op = transaction.lastEffective();
        if (cause instanceof CommitException c) {
            String why = c.getCause() instanceof ConfigException ce ? SetTransaction.problems(ce) : c.getMessage();
            Status.Code code = switch (c.phase()) {
                case VALIDATION -> c.getCause() instanceof ConfigException ce
                        ? SetTransaction.code(ce.errors().getFirst()) : Status.Code.INVALID_ARGUMENT;
                case PROGRAMMING -> c.getCause() instanceof SaiException sai ? code(sai) : Status.Code.INTERNAL;
                case PERSISTENCE -> Status.Code.INTERNAL;
                case PRECONDITION -> Status.Code.FAILED_PRECONDITION;
            };
            return new SetFailure(op, code, operations.get(op).describe() + ": " + why, c);
        }
        return new SetFailure(op, Status.Code.INTERNAL, operations.get(op).describe() + ": " + cause, cause);
    }

    /** How an ASIC refusal reads to a gNMI client. */
    private static Status.Code code(SaiException e) {
        SaiStatusCode s = e.status().code();
        return switch (s) {
            case TABLE_FULL, NO_MEMORY, INSUFFICIENT_RESOURCES -> Status.Code.RESOURCE_EXHAUSTED;
            case NOT_SUPPORTED, NOT_IMPLEMENTED, ATTR_NOT_IMPLEMENTED, ATTR_NOT_SUPPORTED -> Status.Code.UNIMPLEMENTED;
            case INVALID_PARAMETER, INVALID_ATTR_VALUE, INVALID_ATTRIBUTE -> Status.Code.INVALID_ARGUMENT;
            default -> Status.Code.FAILED_PRECONDITION;
        };
    }

    private static void parse(SetRequest request, List<SetOperation> out) {
        boolean union = request.getUnionReplaceCount() > 0;
        if (union && (request.getDeleteCount() + request.getReplaceCount() + request.getUpdateCount() > 0)) {
            throw GnmiException.invalid("union_replace cannot be combined with delete, replace or update in one Set");
        }
        Path prefix = request.getPrefix();
        for (Path p : request.getDeleteList()) {
            out.add(new SetOperation(UpdateResult.Operation.DELETE, p, path(prefix, p, out.size(), checked(out)), null));
        }
        for (Update u : request.getReplaceList()) {
            add(prefix, u, UpdateResult.Operation.REPLACE, out);
        }
        for (Update u : request.getUpdateList()) {
            add(prefix, u, UpdateResult.Operation.UPDATE, out);
        }
        for (Update u : request.getUnionReplaceList()) {
            add(prefix, u, UpdateResult.Operation.UNION_REPLACE, out);
        }
    }

    @SuppressWarnings("deprecation") // reads the deprecated Update.value only to refuse it
    private static void add(Path prefix, Update u, UpdateResult.Operation op, List<SetOperation> out) {
        int index = out.size();
        ConfigPath path = path(prefix, u.getPath(), index, checked(out));
        String where = op.name().toLowerCase() + " " + path;
        if (u.hasValue()) {
            throw new SetFailure(index, Status.Code.INVALID_ARGUMENT, where + ": Update.value is deprecated; use val", null);
        }
        try {
            out.add(new SetOperation(op, u.getPath(), path, ValueDecoder.decode(u.getVal(), where)));
        } catch (GnmiException e) {
            out.add(new SetOperation(op, u.getPath(), path, null));
            throw new SetFailure(index, e.code(), e.getMessage(), e);
        }
    }

    /** The path of the last operation parsed, whose syntax passed; null before the first. */
    private static ConfigPath checked(List<SetOperation> parsed) {
        return parsed.isEmpty() ? null : parsed.getLast().path();
    }

    private static ConfigPath path(Path prefix, Path p, int index, ConfigPath checked) {
        try {
            ConfigPath path = PathCodec.join(prefix, p);
            DataSchema.checkSyntax(path, checked);
            return path;
        } catch (GnmiException e) {
            throw new SetFailure(index, e.code(), e.getMessage(), e);
        }
    }

    private static ConfirmedCommits.Action action(SetRequest request) {
        Commit commit = null;
        for (Extension e : request.getExtensionList()) {
            if (e.getExtCase() != Extension.ExtCase.COMMIT) {
                throw GnmiException.unimplemented("Set extension " + e.getExtCase() + " is not supported (only commit)");
            }
            if (commit != null) {
                throw GnmiException.invalid("more than one commit extension in one Set");
            }
            commit = e.getCommit();
        }
        if (commit == null) {
            return new ConfirmedCommits.Action.None();
        }
        return switch (commit.getActionCase()) {
            case COMMIT -> new ConfirmedCommits.Action.Commit(commit.getId(),
                    duration(commit.getCommit().getRollbackDuration()));
            case CONFIRM -> new ConfirmedCommits.Action.Confirm(commit.getId());
            case CANCEL -> new ConfirmedCommits.Action.Cancel(commit.getId());
            case SET_ROLLBACK_DURATION -> new ConfirmedCommits.Action.SetRollbackDuration(commit.getId(),
                    duration(commit.getSetRollbackDuration().getRollbackDuration()));
            case ACTION_NOT_SET -> throw GnmiException.invalid("commit extension '" + commit.getId() + "' has no action");
        };
    }

    private static Duration duration(com.google.protobuf.Duration d) {
        return Duration.ofSeconds(d.getSeconds(), d.getNanos());
    }

    private static String note(String user, List<SetOperation> operations, ConfirmedCommits.Action action) {
        var sb = new StringBuilder("gnmi:").append(user).append(" set");
        operations.stream().limit(3).forEach(op -> sb.append(' ').append(op.describe()).append(';'));
        if (operations.size() > 3) {
            sb.append(" and ").append(operations.size() - 3).append(" more");
        }
        if (action instanceof ConfirmedCommits.Action.Commit c) {
            sb.append(" (commit-confirmed '").append(c.id()).append("')");
        }
        return sb.toString();
    }

    /**
     * ABORTED naming the failing operation, with every operation's result in the details. The
     * per-operation error uses UpdateResult.message, deprecated in the proto but still where the
     * specification (3.4.7) puts it.
     */
    @SuppressWarnings("deprecation")
    private StatusRuntimeException aborted(SetRequest request, List<SetOperation> operations, SetFailure f) {
        var details = SetResponse.newBuilder().setPrefix(request.getPrefix()).setTimestamp(nowNanos());
        List<Path> given = givenPaths(request);
        for (int i = 0; i < given.size(); i++) {
            boolean failing = i == f.operation();
            details.addResponse(UpdateResult.newBuilder()
                    .setPath(given.get(i))
                    .setOp(i < operations.size() ? operations.get(i).op() : opAt(request, i))
                    .setMessage(io.nosagent.api.gnmi.proto.Error.newBuilder()
                            .setCode((failing ? f.code() : Status.Code.ABORTED).value())
                            .setMessage(failing ? ErrorText.bounded(f.getMessage()) : "not applied: another operation failed")));
        }
        var status = com.google.rpc.Status.newBuilder()
                .setCode(Status.Code.ABORTED.value())
                .setMessage(ErrorText.bounded(f.code() + ": " + f.getMessage() + " (nothing was changed)"))
                .addDetails(Any.pack(details.build()))
                .build();
        return StatusProto.toStatusRuntimeException(status);
    }

    /** Every operation's path as the request gave it, in processing order. */
    private static List<Path> givenPaths(SetRequest request) {
        var out = new ArrayList<Path>(request.getDeleteList());
        request.getReplaceList().forEach(u -> out.add(u.getPath()));
        request.getUpdateList().forEach(u -> out.add(u.getPath()));
        request.getUnionReplaceList().forEach(u -> out.add(u.getPath()));
        return out;
    }

    private static UpdateResult.Operation opAt(SetRequest request, int i) {
        if (i < request.getDeleteCount()) {
            return UpdateResult.Operation.DELETE;
        }
        i -= request.getDeleteCount();
        if (i < request.getReplaceCount()) {
            return UpdateResult.Operation.REPLACE;
        }
        i -= request.getReplaceCount();
        return i < request.getUpdateCount() ? UpdateResult.Operation.UPDATE : UpdateResult.Operation.UNION_REPLACE;
    }

    private long nowNanos() {
        var now = clock.instant();
        return now.getEpochSecond() * 1_000_000_000L + now.getNano();
    }
}
