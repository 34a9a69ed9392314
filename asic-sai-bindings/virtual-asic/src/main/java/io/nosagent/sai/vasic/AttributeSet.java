package io.nosagent.sai.vasic;

import io.nosagent.sai.Attribute;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.RandomAccess;

/**
 * The attributes one object or entry holds: what it was created with, what was set since, and what
 * the switch filled in. Attribute specs are the metadata's own, so lookups go by id. Held as a bare
 * array because a route holds one or two attributes and there are a hundred thousand routes.
 *
 * <p>As a {@link java.util.List} it is a read-only live view, handed to {@link ObjectListener}s
 * without copying; the store mutates it only under its write lock.
 */
final class AttributeSet extends AbstractList<Attribute> implements RandomAccess {

    private Attribute[] items;

    /** Takes ownership of {@code items} (ids distinct). */
    AttributeSet(Attribute[] items) {
        this.items = items;
    }

    @Override
    public Attribute get(int index) {
        return items[index];
    }

    @Override
    public int size() {
        return items.length;
    }

    /** The attribute with this id, or null when it is not held. */
    Attribute find(int id) {
        for (Attribute a : items) {
            if (a.spec().id() == id) {
                return a;
            }
        }
        return null;
    }

    /** Adds or replaces the attribute with {@code attr}'s id; returns the one it replaced, or null. */
    Attribute put(Attribute attr) {
        int id = attr.spec().id();
        for (int i = 0; i < items.length; i++) {
            if (items[i].spec().id() == id) {
                Attribute previous = items[i];
                items[i] = attr;
                return previous;
            }
        }
        items = Arrays.copyOf(items, items.length + 1);
        items[items.length - 1] = attr;
        return null;
    }
}
