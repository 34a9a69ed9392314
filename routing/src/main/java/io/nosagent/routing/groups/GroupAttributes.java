package io.nosagent.routing.groups;

import java.util.Collection;

/**
 * Attributes another routing programmer adds to a next-hop group (flowlets: the group's ARS object),
 * decided by the group's member ports. The group programmer asks whenever it ensures a group, and
 * releases the returned hold when the group stops carrying them.
 */
@FunctionalInterface
public interface GroupAttributes {

    GroupAttributes NONE = members -> GroupExtras.NONE;

    /** The extra attributes of a group whose members leave through {@code memberInterfaces}, held for it. */
    GroupExtras forMembers(Collection<String> memberInterfaces);
}
