package io.nosagent.sai.vasic;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.ObjectType;

import java.util.List;

/**
 * Observes every change to the virtual ASIC's objects and entries, so the data-plane simulator can
 * keep its compiled forwarding tables in step incrementally instead of re-reading the store.
 *
 * <p>Events arrive on the thread that made the change, in the order of the changes, after the change
 * is applied and while the store's write lock is still held: a listener sees the store exactly as of
 * its event and may read it ({@link VirtualAsic#value}, {@link VirtualAsic#objects}, ...), but must
 * be quick and must not call the mutating SAI methods. Attribute lists are live read-only views with
 * the metadata's own specs, valid during the call; copy what you keep. A listener that throws is
 * logged and does not undo the change.
 *
 * <p>create_switch announces the switch first, then every object it built (ports, queues, scheduler
 * groups, priority groups, default router, hashes, trap group, system ports); register before it, or
 * with {@link VirtualAsic#addObjectListener(ObjectListener, boolean) replayExisting} to hear about what
 * exists first.
 */
public interface ObjectListener {

    default void objectCreated(long oid, ObjectType type, List<Attribute> attributes) {
    }

    /**
     * An attribute of an object changed: a SAI set, or the ASIC itself (a port's OPER_STATUS when its
     * link or admin state changes).
     */
    default void objectChanged(long oid, ObjectType type, Attribute attribute) {
    }

    default void objectRemoved(long oid, ObjectType type) {
    }

    /**
     * A bulk call removed the first {@code count} of {@code oids}, all of {@code type}, in that order: told once,
     * after the last of them (the store is as of then). The array is the store's, valid during the call: copy what
     * you keep. By default one {@link #objectRemoved} each; a listener that has nothing to do per object, or can
     * take them together, says so here, so a failover's thousands of member removals cost it one call.
     */
    default void objectsRemoved(ObjectType type, long[] oids, int count) {
        for (int i = 0; i < count; i++) {
            objectRemoved(oids[i], type);
        }
    }

    default void entryCreated(EntryKey key, List<Attribute> attributes) {
    }

    default void entryChanged(EntryKey key, Attribute attribute) {
    }

    default void entryRemoved(EntryKey key) {
    }
}
