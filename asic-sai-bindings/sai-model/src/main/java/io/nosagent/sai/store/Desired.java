package io.nosagent.sai.store;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.store.key.HostKey;

import java.util.List;
import java.util.Objects;

/**
 * One attribute of an {@link ObjectSpec}: a value, or a reference to other objects by host key, resolved
 * to their ids when the spec is ensured (the objects must exist by then: desired specs come in
 * dependency order).
 *
 * @param <O> the object type the attribute belongs to
 */
public sealed interface Desired<O extends SaiObject> permits Desired.Value, Desired.Ref, Desired.Refs {

    /** The attribute set. */
    AttrSpec spec();

    /** A plain value. */
    record Value<O extends SaiObject>(Attribute.Of<O> attribute) implements Desired<O> {
        public Value {
            Objects.requireNonNull(attribute, "attribute");
        }

        @Override
        public AttrSpec spec() {
            return attribute.spec();
        }
    }

    /** An object-id attribute naming another object, of a type the attribute may name. */
    record Ref<O extends SaiObject>(AttrSpec.Oid<O> spec, HostKey<?> target) implements Desired<O> {
        public Ref {
            Objects.requireNonNull(spec, "spec");
            requireNameable(spec, target);
        }
    }

    /** An object-list attribute naming other objects, in order. */
    record Refs<O extends SaiObject>(AttrSpec.OidList<O> spec, List<HostKey<?>> targets) implements Desired<O> {
        public Refs {
            Objects.requireNonNull(spec, "spec");
            targets = List.copyOf(targets);
            targets.forEach(t -> requireNameable(spec, t));
        }
    }

    static <O extends SaiObject> Desired<O> value(Attribute.Of<O> attribute) {
        return new Value<>(attribute);
    }

    static <O extends SaiObject> Desired<O> ref(AttrSpec.Oid<O> spec, HostKey<?> target) {
        return new Ref<>(spec, target);
    }

    static <O extends SaiObject> Desired<O> refs(AttrSpec.OidList<O> spec, List<? extends HostKey<?>> targets) {
        return new Refs<>(spec, List.copyOf(targets));
    }

    private static void requireNameable(AttrSpec spec, HostKey<?> target) {
        Objects.requireNonNull(target, "target");
        if (!spec.objects().isEmpty() && !spec.objects().contains(target.type())) {
            throw new IllegalArgumentException(spec.name() + " names a " + spec.objects() + ", not " + target);
        }
    }
}
