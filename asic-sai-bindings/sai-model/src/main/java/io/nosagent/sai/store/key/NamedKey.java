package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;

import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * An object the configuration gives a name: buffer profile {@code lossless-400g}, scheduler
 * {@code cts-strict}, hash {@code ecmp-v4}, ACL table {@code ack-remark}, QoS map {@code dscp-to-tc
 * rtsw} (a map named after the classifier it comes from is edited in place, one set, where a
 * {@link QosMapKey} names a map by its content and a change is a new map). Types with a key of their
 * own (ports, next hops, groups, ...) cannot be named, so one object never has two keys.
 */
public record NamedKey(ObjectType type, String name) implements HostKey {

    private static final Set<ObjectType> TYPED = EnumSet.of(ObjectType.SWITCH, ObjectType.PORT, ObjectType.QUEUE,
            ObjectType.INGRESS_PRIORITY_GROUP, ObjectType.SCHEDULER_GROUP, ObjectType.SYSTEM_PORT,
            ObjectType.ROUTER_INTERFACE, ObjectType.NEXT_HOP, ObjectType.NEXT_HOP_GROUP,
            ObjectType.NEXT_HOP_GROUP_MEMBER);

    public NamedKey {
        Objects.requireNonNull(type, "type");
        if (!type.isObjectId()) {
            throw new IllegalArgumentException(type + " is entry-keyed: use its EntryKey");
        }
        if (TYPED.contains(type)) {
            throw new IllegalArgumentException(type + " has a key of its own; it cannot be named");
        }
        if (name == null || name.isBlank() || name.chars().anyMatch(Character::isISOControl)) {
            throw new IllegalArgumentException("a " + type + " needs a name, got '" + name + "'");
        }
    }

    @Override
    public String toString() {
        return type + "{" + name + "}";
    }
}
