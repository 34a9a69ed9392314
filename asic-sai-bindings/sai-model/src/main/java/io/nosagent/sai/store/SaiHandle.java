package io.nosagent.sai.store;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.SaiObject;

import java.util.List;

/**
 * One owner's reference to an object in a {@link SaiStore}, with the attributes that owner sets on it
 * (its share). The object carries the union of its handles' shares. Closing the handle gives its share
 * up; the last close removes an object the store created, or resets a switch-built one to its SAI
 * defaults. Closing twice is harmless.
 *
 * @param <O> the object type: {@link #update} takes only its attributes
 */
public final class SaiHandle<O extends SaiObject> implements AutoCloseable {

    private final SaiStore store;
    final Tracked tracked;
    /** The attributes this handle sets, replaced only once the ASIC holds them; null once closed. */
    private List<Attribute.Of<O>> share;

    SaiHandle(SaiStore store, Tracked tracked, List<Attribute.Of<O>> share) {
        this.store = store;
        this.tracked = tracked;
        this.share = share;
    }

    /** The ASIC's object id; 0 for entry-keyed objects. */
    public long oid() {
        return tracked.oid;
    }

    /** The host key ({@link io.nosagent.sai.store.key.HostKey}) or the entry ({@link EntryKey}). */
    public Object key() {
        return tracked.key;
    }

    /** The attributes this handle sets (none once closed). */
    public List<Attribute.Of<O>> attributes() {
        return share == null ? List.of() : share;
    }

    public boolean isOpen() {
        return share != null;
    }

    /**
     * Makes {@code attrs} this handle's share: sets what differs on the ASIC, and resets to its SAI
     * default what this handle stops setting and no other handle sets. The reference count is unchanged.
     *
     * @throws IllegalStateException    when another handle sets one of the attributes to another value
     * @throws IllegalArgumentException when a create-only attribute would change
     */
    public void update(List<Attribute.Of<O>> attrs) {
        requireOpen();
        store.update(this, attrs);
    }

    /** Another reference to the same object, setting the same attributes. */
    public SaiHandle<O> retain() {
        requireOpen();
        return store.retain(tracked, share);
    }

    @Override
    public void close() {
        if (markClosed()) {
            store.release(this);
        }
    }

    /** Closes without releasing (the store releases in bulk); false when already closed. */
    boolean markClosed() {
        boolean was = share != null;
        share = null;
        return was;
    }

    /** Takes on {@code attrs} once the ASIC holds them. */
    void share(List<Attribute.Of<O>> attrs) {
        share = attrs;
    }

    private void requireOpen() {
        if (share == null) {
            throw new IllegalStateException("handle of " + tracked.key + " is closed");
        }
    }

    @Override
    public String toString() {
        return tracked.key + (oid() != 0 ? "@0x" + Long.toHexString(oid()) : "") + (isOpen() ? "" : " (closed)");
    }
}
