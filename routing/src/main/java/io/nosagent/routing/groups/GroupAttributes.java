package io.nosagent.routing.groups;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.SaiObject;

import java.util.Collection;
import java.util.List;

/**
 * Attributes another routing programmer adds to a next-hop group (flowlets: the group's ARS object),
 * decided by the group's member ports. The group programmer asks for them whenever it ensures a group.
 */
@FunctionalInterface
public interface GroupAttributes {

    GroupAttributes NONE = members -> List.of();

    /** The extra attributes of a group whose members leave through {@code memberInterfaces}. */
    List<Attribute.Of<SaiObject.NextHopGroup>> forMembers(Collection<String> memberInterfaces);
}
