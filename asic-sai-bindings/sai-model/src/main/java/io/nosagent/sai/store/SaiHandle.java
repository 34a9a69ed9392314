package io.nosagent.sai.store;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.EntryKey;

import java.util.List;

/**
 * One reference to an object in a {@link SaiStore}. Closing it drops the reference; the last
 * close removes the object from the ASIC. Closing twice is harmless.
 */
public final class SaiHandle implements AutoCloseable {

    private final SaiStore store;
    private final SaiStore.Tracked tracked;
    private boolean open = true;

    SaiHandle(SaiStore store, SaiStore.Tracked tracked) {
        this.store = store;
        this.tracked = tracked;
    }

    /** The ASIC's object id; 0 for entry-keyed objects. */
    public long oid() {
        return tracked.oid;
    }

    /** The host key ({@link SaiKey}) or the entry ({@link EntryKey}). */
    public Object key() {
        return tracked.key;
    }

    public boolean isOpen() {
        return open;
    }

    /** Brings the object's attributes to {@code attrs}, setting only what differs; the reference count is unchanged. */
    public void update(List<Attribute> attrs) {
        if (!open) {
            throw new IllegalStateException("handle of " + tracked.key + " is closed");
        }
        store.reconcile(tracked, attrs);
    }

    /** Another reference to the same object. */
    public SaiHandle retain() {
        if (!open) {
            throw new IllegalStateException("handle of " + tracked.key + " is closed");
        }
        return store.retain(tracked);
    }

    @Override
    public void close() {
        if (open) {
            open = false;
            store.release(tracked);
        }
    }

    @Override
    public String toString() {
        return tracked.key + (oid() != 0 ? "@0x" + Long.toHexString(oid()) : "") + (open ? "" : " (closed)");
    }
}
