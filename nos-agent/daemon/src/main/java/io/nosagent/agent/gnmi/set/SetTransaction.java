package io.nosagent.agent.gnmi.set;

import io.grpc.Status;
import io.nosagent.agent.gnmi.paths.PortDefaults;
import io.nosagent.api.gnmi.proto.UpdateResult;
import io.nosagent.config.ConfigError;
import io.nosagent.api.gnmi.ErrorText;
import io.nosagent.config.ConfigException;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.codec.ConfigTree;
import io.nosagent.config.codec.EditScope;
import io.nosagent.config.codec.IntentCodec;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.validate.ValidationContext;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The edit a Set makes to the running intent, run by the intent service on the update thread
 * against the intent current at that moment: the config document of that intent (unconfigured
 * ports shown as {@link PortDefaults} shows them), every operation applied in order, the result
 * decoded and validated as a whole. Any failure is a {@link SetFailure} naming the operation.
 *
 * <p>It remembers what it started from ({@link #before()}) and the last operation that changed the
 * document ({@link #lastEffective()}), to which a later failure of the whole (the ASIC refusing
 * the result) is attributed.
 *
 * <p>Only the part of the document the operations reach is built and decoded ({@link EditScope}): the
 * rest of the running intent is kept as it is. Decoding and validating a large edit still takes time,
 * and the update thread is shared by every other Set and by fast failover: {@link #prepare} works the
 * edit out on the caller's thread first, and the update thread only checks that the running intent is
 * still the one it was worked out against. When another Set committed meanwhile (a one-line Set sent
 * while 20k routes decode) and left the part this edit reaches alone, the edit is moved onto it
 * ({@link IntentCodec#rebase}) rather than decoded again on the update thread; otherwise it is decoded
 * again there.
 */
final class SetTransaction implements UnaryOperator<SwitchIntent> {

    private final List<SetOperation> operations;
    private final List<EditScope.Target> targets;
    private final IntentCodec codec;
    private final ValidationContext context;
    private final PortDefaults ports;
    private volatile SwitchIntent before;
    private volatile int lastEffective = -1;
    private volatile Prepared prepared;

    /** The edit worked out against {@code base}: its result, or the failure it met. */
    private record Prepared(SwitchIntent base, EditScope scope, SwitchIntent next, int lastEffective, RuntimeException failure) {
    }

    /** The part of the document the operations reach. */
    private EditScope scope() {
        boolean unionReplace = !operations.isEmpty() && operations.getFirst().op() == UpdateResult.Operation.UNION_REPLACE;
        return unionReplace ? EditScope.WHOLE : EditScope.of(codec.schema(), targets);
    }

    SetTransaction(List<SetOperation> operations, IntentCodec codec, ValidationContext context, PortDefaults ports) {
        this.operations = List.copyOf(operations);
        this.targets = this.operations.stream().map(SetTransaction::target).toList();
        this.codec = codec;
        this.context = context;
        this.ports = ports;
    }

    /**
     * Works the edit out against {@code running}, the intent running now, off the update thread. The
     * work is pure (the same intent gives the same result or failure), so {@link #apply} reuses it
     * while {@code running} is still current and does it again otherwise.
     */
    void prepare(SwitchIntent running) {
        var edit = new int[] {-1};
        EditScope scope = scope();
        try {
            prepared = new Prepared(running, scope, compute(running, scope, edit), edit[0], null);
        } catch (SetFailure e) {
            prepared = new Prepared(running, scope, null, edit[0], e);
        }
    }

    @Override
    public SwitchIntent apply(SwitchIntent current) {
        before = current;
        Prepared p = prepared;
        prepared = null;
        if (p != null && p.base() == current) {
            lastEffective = p.lastEffective();
            if (p.failure() != null) {
                throw p.failure();
            }
            return p.next();
        }
        if (p != null && p.failure() == null) {
            var moved = codec.rebase(p.base(), p.next(), current, p.scope());
            if (moved.isPresent()) {
                lastEffective = p.lastEffective();
                return moved.get();
            }
        }
        var edit = new int[] {-1};
        try {
            return compute(current, p != null ? p.scope() : scope(), edit);
        } finally {
            lastEffective = edit[0];
        }
    }

    /** The edit applied to {@code current}; {@code lastEffective[0]} is set to the last operation that changed it. */
    private SwitchIntent compute(SwitchIntent current, EditScope scope, int[] lastEffective) {
        boolean unionReplace = !operations.isEmpty() && operations.getFirst().op() == UpdateResult.Operation.UNION_REPLACE;
        // Only the part of the document the operations reach is built, edited and decoded (the sections
        // they name; of the route table, the routes they name): a Set costs what it changes, not the table.
        SwitchIntent view = ports.withDefaults(current);
        if (!unionReplace) {
            // Whole routes added or deleted in plain JSON go straight into routes; anything else, and any
            // problem (reported at its path), takes the document below.
            var direct = codec.decodeRoutes(view, targets, scope, context);
            if (direct.isPresent()) {
                lastEffective[0] = direct.get().lastChanged();
                return ports.withoutUntouched(current, direct.get().intent());
            }
        }
        ConfigTree.Edits edits = codec.tree(view, scope).edits();
        if (unionReplace) {
            edits.delete(ConfigPath.ROOT); // the union replaces everything
        }
        for (int i = 0; i < operations.size(); i++) {
            SetOperation op = operations.get(i);
            boolean changed;
            try {
                changed = switch (op.op()) {
                    case DELETE -> edits.delete(op.path());
                    case REPLACE -> edits.replace(op.path(), op.value());
                    case UPDATE, UNION_REPLACE -> edits.update(op.path(), op.value());
                    default -> throw new IllegalArgumentException("operation " + op.op());
                };
            } catch (ConfigException e) {
                throw new SetFailure(i, code(e.errors().getFirst()), op.describe() + ": " + problems(e), e);
            }
            if (changed) {
                lastEffective[0] = i;
            }
        }
        ConfigTree tree = edits.tree();
        SwitchIntent next;
        try {
            next = codec.decode(view, tree, scope, "gNMI Set", context);
        } catch (ConfigException e) {
            ConfigError first = e.errors().getFirst();
            int culprit = culprit(first.path(), lastEffective[0] >= 0 ? lastEffective[0] : operations.size() - 1);
            throw new SetFailure(culprit, code(first), operations.get(culprit).describe() + ": " + problems(e), e);
        }
        return ports.withoutUntouched(current, next);
    }

    private static EditScope.Target target(SetOperation op) {
        EditScope.Kind kind = switch (op.op()) {
            case DELETE -> EditScope.Kind.DELETE;
            case REPLACE -> EditScope.Kind.REPLACE;
            default -> EditScope.Kind.UPDATE;
        };
        return new EditScope.Target(kind, op.path(), op.value());
    }

    /** The intent the transaction started from; null before it ran. */
    SwitchIntent before() {
        return before;
    }

    /** The last operation that changed the document; the last operation when none did. */
    int lastEffective() {
        return lastEffective >= 0 ? lastEffective : operations.size() - 1;
    }

    /** The last operation whose path leads to or lies under {@code errorPath}; else {@code lastEffective}. */
    private int culprit(ConfigPath errorPath, int lastEffective) {
        for (int i = operations.size() - 1; i >= 0; i--) {
            ConfigPath p = canonical(operations.get(i).path());
            if (related(p.elems(), errorPath.elems()) || related(errorPath.elems(), p.elems())) {
                return i;
            }
        }
        return lastEffective;
    }

    /**
     * {@code path} as error paths spell it (module-qualified members, canonical keys such as
     * {@code identifier=openconfig-policy-types:STATIC} for {@code identifier=STATIC}), up to its first
     * wildcard element; unchanged if it does not resolve.
     */
    private ConfigPath canonical(ConfigPath path) {
        try {
            var steps = codec.schema().resolveUntilWildcard(path);
            ConfigPath at = steps.isEmpty() ? ConfigPath.ROOT : steps.getLast().path();
            return at.append(new ConfigPath("", path.elems().subList(steps.size(), path.elems().size())));
        } catch (ConfigException e) {
            return path;
        }
    }

    /** Whether {@code prefix} is a prefix of {@code path}, by local names and the keys both give. */
    private static boolean related(List<ConfigPath.Elem> prefix, List<ConfigPath.Elem> path) {
        if (prefix.size() > path.size()) {
            return false;
        }
        for (int i = 0; i < prefix.size(); i++) {
            ConfigPath.Elem a = prefix.get(i);
            ConfigPath.Elem b = path.get(i);
            if (!a.localName().equals(b.localName())) {
                return false;
            }
            for (var k : a.keys().entrySet()) {
                String other = b.keys().get(k.getKey());
                if (other != null && !other.equals(k.getValue()) && !k.getValue().equals(ConfigPath.ANY)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Every problem, each at its path; the source is already named by the operation. */
    static String problems(ConfigException e) {
        return ErrorText.list(e.errors().stream().map(ConfigError::toString).toList());
    }

    static Status.Code code(ConfigError error) {
        return error.kind() == ConfigError.Kind.UNKNOWN_ELEMENT ? Status.Code.NOT_FOUND : Status.Code.INVALID_ARGUMENT;
    }
}
