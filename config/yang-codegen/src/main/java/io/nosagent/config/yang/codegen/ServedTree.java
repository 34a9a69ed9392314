package io.nosagent.config.yang.codegen;

import io.nosagent.config.yang.codegen.Manifest.ServedPath;
import org.opendaylight.yangtools.yang.common.QName;
import org.opendaylight.yangtools.yang.model.api.ContainerSchemaNode;
import org.opendaylight.yangtools.yang.model.api.DataNodeContainer;
import org.opendaylight.yangtools.yang.model.api.DataSchemaNode;
import org.opendaylight.yangtools.yang.model.api.EffectiveModelContext;
import org.opendaylight.yangtools.yang.model.api.LeafListSchemaNode;
import org.opendaylight.yangtools.yang.model.api.LeafSchemaNode;
import org.opendaylight.yangtools.yang.model.api.ListSchemaNode;
import org.opendaylight.yangtools.yang.model.api.Module;
import org.opendaylight.yangtools.yang.model.api.TypeDefinition;
import org.opendaylight.yangtools.yang.model.api.TypedDataSchemaNode;
import org.opendaylight.yangtools.yang.model.api.type.LeafrefTypeDefinition;
import org.opendaylight.yangtools.yang.model.util.SchemaInferenceStack;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The manifest's subset of an effective model: the served top-level nodes, each pruned to the paths
 * the manifest names (whole subtrees below a path's end), with config flags, keys, mandatory leaves and
 * value types as the YANG (deviations applied) has them. A path naming a node the YANG lacks fails,
 * quoting the manifest line.
 */
final class ServedTree {

    /** The manifest as a tree of steps; a node with {@code whole} set serves everything below it. */
    private static final class Step {
        final Map<String, Step> children = new LinkedHashMap<>();
        boolean whole;
        int line;
    }

    private final EffectiveModelContext context;
    private final Manifest manifest;
    private final LeafTypes types;
    private final DeclaredOrder declaredOrder;

    ServedTree(EffectiveModelContext context, Manifest manifest) {
        this.context = context;
        this.manifest = manifest;
        this.types = new LeafTypes(context);
        this.declaredOrder = new DeclaredOrder(context);
    }

    /** The served top-level nodes, in manifest order. */
    List<Served.Inner> tops() {
        var root = new Step();
        for (ServedPath p : manifest.paths()) {
            Step at = root;
            for (String s : p.steps()) {
                at = at.children.computeIfAbsent(s, k -> new Step());
                if (at.line == 0) {
                    at.line = p.line();
                }
            }
            at.whole = true;
        }
        var out = new ArrayList<Served.Inner>();
        root.children.forEach((qualified, step) -> {
            String module = qualified.substring(0, qualified.indexOf(':'));
            String local = qualified.substring(qualified.indexOf(':') + 1);
            Module m = context.findModules(module).stream().findFirst().orElseThrow(() -> problem(step,
                    "module '" + module + "' is not in the model"));
            DataSchemaNode top = m.getChildNodes().stream().filter(n -> n.getQName().getLocalName().equals(local))
                    .findFirst().orElseThrow(() -> problem(step, "module " + module + " has no top-level node '" + local + "'"));
            var stack = SchemaInferenceStack.of(context);
            stack.enterSchemaTree(top.getQName());
            if (!(walk(top, step, "/" + qualified, null, stack) instanceof Served.Inner inner)) {
                throw problem(step, "'/" + qualified + "' is a leaf: a top-level served node is a container");
            }
            out.add(inner);
        });
        return out;
    }

    private Served walk(DataSchemaNode node, Step step, String path, String parentModule, SchemaInferenceStack stack) {
        String module = types.moduleName(node.getQName());
        boolean config = node.effectiveConfig().orElse(true);
        Optional<String> description = node.getDescription().map(ServedTree::firstSentence);
        return switch (node) {
            case LeafSchemaNode leaf -> {
                requireNoChildren(step, path);
                yield new Served.Leaf(leaf.getQName().getLocalName(), module, config, type(leaf, path, stack),
                        config && leaf.isMandatory(), false, leaf.getType().getUnits(), description);
            }
            case LeafListSchemaNode leafList -> {
                requireNoChildren(step, path);
                yield new Served.Leaf(leafList.getQName().getLocalName(), module, config, type(leafList, path, stack),
                        false, true, leafList.getType().getUnits(), description);
            }
            case ContainerSchemaNode c -> new Served.Inner(c.getQName().getLocalName(), module, config, false, List.of(),
                    children(c, step, path, module, List.of(), stack), description, path);
            case ListSchemaNode l -> {
                List<String> keys = l.getKeyDefinition().stream().map(QName::getLocalName).toList();
                yield new Served.Inner(l.getQName().getLocalName(), module, config, true, keys,
                        children(l, step, path, module, keys, stack), description, path);
            }
            default -> throw problem(step, path + ": a " + node.getClass().getSimpleName()
                    + " is not served (only containers, lists, leaves and leaf-lists)");
        };
    }

    private List<Served> children(DataNodeContainer parent, Step step, String path, String module, List<String> keys,
                                  SchemaInferenceStack stack) {
        var out = new ArrayList<Served>();
        var matched = new ArrayList<String>();
        for (DataSchemaNode child : ordered(parent, module)) {
            String local = child.getQName().getLocalName();
            String childModule = types.moduleName(child.getQName());
            String member = childModule.equals(module) ? local : childModule + ":" + local;
            Step below = step.whole ? step : step.children.get(member);
            if (below == null && keys.contains(local)) {
                below = new Step();
                below.whole = true;
            }
            if (below == null) {
                continue;
            }
            matched.add(member);
            stack.enterSchemaTree(child.getQName());
            out.add(walk(child, below, path + "/" + member, module, stack));
            stack.exit();
        }
        for (var wanted : step.children.entrySet()) {
            if (!step.whole && !matched.contains(wanted.getKey())) {
                throw problem(wanted.getValue(), "'" + wanted.getKey() + "' is not in the YANG under " + path + " (it has: "
                        + String.join(", ", parent.getChildNodes().stream().map(c -> {
                            String m = types.moduleName(c.getQName());
                            return m.equals(module) ? c.getQName().getLocalName() : m + ":" + c.getQName().getLocalName();
                        }).toList()) + ")");
            }
        }
        return out;
    }

    /**
     * The parent's own nodes in the order its YANG text writes them ({@link DeclaredOrder}), then each
     * augmenting module's (by module name) in the order they are declared there. The effective model's
     * order is no guide: it changes from one JVM to another.
     */
    private List<DataSchemaNode> ordered(DataNodeContainer parent, String module) {
        var children = parent.getChildNodes();
        List<String> declared = declaredOrder.of(parent);
        var own = children.stream().filter(c -> types.moduleName(c.getQName()).equals(module))
                .sorted(java.util.Comparator.comparingInt((DataSchemaNode c) -> position(declared, c))
                        .thenComparing(c -> c.getQName().getLocalName()));
        var augmenting = children.stream().filter(c -> !types.moduleName(c.getQName()).equals(module))
                .sorted(java.util.Comparator.comparing((DataSchemaNode c) -> types.moduleName(c.getQName()))
                        .thenComparingInt(ServedTree::declaredLine));
        return java.util.stream.Stream.concat(own, augmenting).map(DataSchemaNode.class::cast).toList();
    }

    private static int position(List<String> declared, DataSchemaNode child) {
        int at = declared.indexOf(child.getQName().getLocalName());
        return at < 0 ? Integer.MAX_VALUE : at;
    }

    private static int declaredLine(DataSchemaNode node) {
        if (node instanceof org.opendaylight.yangtools.yang.model.api.meta.EffectiveStatement<?, ?> e && e.getDeclared() != null
                && e.getDeclared().declarationReference().orElse(null)
                        instanceof org.opendaylight.yangtools.yang.model.api.meta.DeclarationInText at) {
            return at.startLine();
        }
        throw new IllegalStateException(node.getQName() + " has no declaration reference");
    }

    private Served.ValueType type(TypedDataSchemaNode leaf, String path, SchemaInferenceStack stack) {
        TypeDefinition<?> type = leaf.getType();
        String target = path;
        if (type instanceof LeafrefTypeDefinition ref) {
            SchemaInferenceStack at = stack.copy();
            type = at.resolveLeafref(ref);
            SchemaInferenceStack to = stack.copy();
            to.resolvePathExpression(ref.getPathStatement());
            target = pathOf(to.toSchemaNodeIdentifier().getNodeIdentifiers());
        }
        return types.of(type, leaf.getQName(), Optional.ofNullable(manifest.identities().get(target)), path);
    }

    private String pathOf(List<QName> names) {
        var steps = new ArrayList<String>();
        String module = null;
        for (QName q : names) {
            String m = types.moduleName(q);
            steps.add(m.equals(module) ? q.getLocalName() : m + ":" + q.getLocalName());
            module = m;
        }
        return Manifest.key(steps);
    }

    private void requireNoChildren(Step step, String path) {
        if (!step.children.isEmpty()) {
            throw problem(step.children.values().iterator().next(), path + " is a leaf: nothing is below it");
        }
    }

    private IllegalArgumentException problem(Step step, String message) {
        return new IllegalArgumentException(manifest.file() + ":" + step.line + ": " + message);
    }

    private static String firstSentence(String text) {
        String flat = text.strip().replaceAll("\\s+", " ");
        int end = flat.indexOf(". ");
        return end < 0 ? flat : flat.substring(0, end + 1);
    }
}
