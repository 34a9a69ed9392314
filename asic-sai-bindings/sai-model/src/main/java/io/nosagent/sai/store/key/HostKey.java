package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

/**
 * What the agent means by an object-id SAI object, independent of the id the ASIC gave it: a port by
 * its interface name, a next hop by its IP and router interface, a group by its member set, a buffer
 * pool by its configured name and create-only settings. One record per kind of object, with typed
 * fields, so one object never has two keys. Keys name the objects they refer to by their host keys,
 * never by object id, so a restarted agent finds its objects again from a warm-boot file.
 *
 * <p>Entry-keyed objects (routes, neighbors) need no host key: their {@link io.nosagent.sai.EntryKey}
 * already is their identity.
 *
 * @param <O> the object type, a {@link SaiObject} marker: the store takes only this type's attributes for the key
 */
public sealed interface HostKey<O extends SaiObject> permits SwitchKey, PortKey, QueueKey, PriorityGroupKey,
        SchedulerGroupKey, SystemPortKey, RouterInterfaceKey, NextHopKey, NextHopGroupKey, NextHopGroupMemberKey,
        QosMapKey, NamedQosMapKey, BufferPoolKey, BufferProfileKey, SchedulerKey, WredKey, HashKey, UdfMatchKey,
        UdfGroupKey, UdfKey, ArsProfileKey, ArsKey, AclTableKey, AclEntryKey, AclCounterKey, AclTableGroupKey,
        AclTableGroupMemberKey, PolicerKey, TrapGroupKey, TrapKey {

    /** The SAI object type the key names. */
    ObjectType type();

    /**
     * Whether create_switch builds the object (switch, ports, queues, priority groups, scheduler groups,
     * system ports): the store adopts it at bring-up and sets its attributes, but never creates or
     * removes it.
     */
    default boolean isSwitchBuilt() {
        return false;
    }
}
