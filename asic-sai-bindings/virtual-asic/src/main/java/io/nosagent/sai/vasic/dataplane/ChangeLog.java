package io.nosagent.sai.vasic.dataplane;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.vasic.ObjectListener;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Consumer;

/**
 * Hears every change the agent makes to the virtual ASIC (on the agent's thread, inside the store's
 * lock) and queues a copy, so the simulation's thread can take the changes in, in order, between
 * batches without ever touching the store's lock.
 */
final class ChangeLog implements ObjectListener {

    private final ConcurrentLinkedQueue<SaiChange> queue = new ConcurrentLinkedQueue<>();

    @Override
    public void objectCreated(long oid, ObjectType type, List<Attribute> attributes) {
        queue.add(new SaiChange.ObjectCreated(oid, type, List.copyOf(attributes)));
    }

    @Override
    public void objectChanged(long oid, ObjectType type, Attribute attribute) {
        queue.add(new SaiChange.ObjectChanged(oid, type, attribute));
    }

    @Override
    public void objectRemoved(long oid, ObjectType type) {
        queue.add(new SaiChange.ObjectRemoved(oid, type));
    }

    @Override
    public void objectsRemoved(ObjectType type, long[] oids, int count) {
        queue.add(new SaiChange.ObjectsRemoved(type, Arrays.copyOf(oids, count)));
    }

    @Override
    public void entryCreated(EntryKey key, List<Attribute> attributes) {
        queue.add(new SaiChange.EntryCreated(key, List.copyOf(attributes)));
    }

    @Override
    public void entryChanged(EntryKey key, Attribute attribute) {
        queue.add(new SaiChange.EntryChanged(key, attribute));
    }

    @Override
    public void entryRemoved(EntryKey key) {
        queue.add(new SaiChange.EntryRemoved(key));
    }

    boolean isEmpty() {
        return queue.isEmpty();
    }

    /** Hands every queued change to {@code sink}, oldest first. */
    void drain(Consumer<SaiChange> sink) {
        SaiChange c;
        while ((c = queue.poll()) != null) {
            sink.accept(c);
        }
    }
}
