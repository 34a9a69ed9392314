package io.nosagent.qos.plan;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.store.key.HostKey;

import java.util.Objects;

/**
 * One attribute as the plan wants it: a value, or a reference to another planned object by its host
 * key, resolved to that object's id once it exists.
 */
public sealed interface Desired permits Desired.Value, Desired.Ref {

    /** A plain value. */
    record Value(Attribute attribute) implements Desired {
        public Value {
            Objects.requireNonNull(attribute, "attribute");
        }
    }

    /** An object-id attribute naming another planned object. */
    record Ref(AttrSpec spec, HostKey target) implements Desired {
        public Ref {
            Objects.requireNonNull(spec, "spec");
            Objects.requireNonNull(target, "target");
        }
    }

    static Desired value(Attribute attribute) {
        return new Value(attribute);
    }

    static Desired ref(AttrSpec spec, HostKey target) {
        return new Ref(spec, target);
    }
}
