package io.nosagent.config.yang.codegen;

import org.opendaylight.yangtools.yang.common.QName;
import org.opendaylight.yangtools.yang.model.api.EffectiveModelContext;
import org.opendaylight.yangtools.yang.model.api.GroupingDefinition;
import org.opendaylight.yangtools.yang.model.api.Module;
import org.opendaylight.yangtools.yang.model.api.Submodule;
import org.opendaylight.yangtools.yang.model.api.meta.DeclaredStatement;
import org.opendaylight.yangtools.yang.model.api.meta.EffectiveStatement;
import org.opendaylight.yangtools.yang.model.api.stmt.DataDefinitionStatement;
import org.opendaylight.yangtools.yang.model.api.stmt.UsesStatement;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The order a node's children are written in its YANG text, {@code uses} expanded where they stand.
 * yangtools' effective model merges groupings and deviated nodes in an order that changes from one
 * JVM to another, and the generated code must not.
 */
final class DeclaredOrder {

    private final Map<String, DeclaredStatement<?>> groupings = new HashMap<>();

    DeclaredOrder(EffectiveModelContext context) {
        for (Module m : context.getModules()) {
            addGroupings(m.getGroupings());
            for (Submodule s : m.getSubmodules()) {
                addGroupings(s.getGroupings());
            }
        }
    }

    private void addGroupings(java.util.Collection<? extends GroupingDefinition> found) {
        for (GroupingDefinition g : found) {
            if (g instanceof EffectiveStatement<?, ?> e && e.getDeclared() != null) {
                groupings.putIfAbsent(key(g.getQName()), e.getDeclared());
            }
        }
    }

    /** The local names of {@code node}'s data children as its declaration writes them (empty if unknown). */
    List<String> of(Object node) {
        var out = new ArrayList<String>();
        if (node instanceof EffectiveStatement<?, ?> e && e.getDeclared() != null) {
            collect(e.getDeclared(), out, 0);
        }
        return out;
    }

    /** A grouping's name within its namespace (a uses names it without the defining revision). */
    private static String key(QName name) {
        return name.getNamespace() + " " + name.getLocalName();
    }

    private void collect(DeclaredStatement<?> parent, List<String> out, int depth) {
        if (depth > 32) {
            throw new IllegalStateException("groupings nest deeper than 32 uses");
        }
        for (DeclaredStatement<?> sub : parent.declaredSubstatements()) {
            // uses is a data definition statement too: expand it first
            if (sub instanceof UsesStatement uses) {
                DeclaredStatement<?> grouping = groupings.get(key(uses.argument()));
                if (grouping != null) {
                    collect(grouping, out, depth + 1);
                }
            } else if (sub instanceof DataDefinitionStatement d) {
                out.add(d.argument().getLocalName());
            }
        }
    }
}
