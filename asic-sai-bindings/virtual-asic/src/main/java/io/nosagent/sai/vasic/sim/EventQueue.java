package io.nosagent.sai.vasic.sim;

import java.util.Arrays;

/**
 * The pending events, earliest first, ties in the order they were scheduled: a 4-ary heap of
 * (time, order) keys in one primitive array, two longs per entry, so a node's four children share a
 * cache line; each entry's handler, kind, argument and subject stay put in slot arrays and only the
 * keys move. Nothing on the hot path allocates or boxes. The scheduling order makes the order total,
 * which is what makes a run repeatable bit for bit.
 */
public final class EventQueue {

    private static final int SLOT_BITS = 24;
    private static final long SLOT_MASK = (1L << SLOT_BITS) - 1;
    /** Scheduling order numbers live above the slot bits; renumbered before they run out. */
    private static final long MAX_ORDER = (1L << (63 - SLOT_BITS)) - 1;

    /** Entry i: keys[2i] = time, keys[2i+1] = order << SLOT_BITS | slot. */
    private long[] keys = new long[2 * 256];
    private int size;
    private long nextOrder;

    private EventHandler[] handlers = new EventHandler[256];
    private Object[] subjects = new Object[256];
    private int[] kinds = new int[256];
    private long[] args = new long[256];
    private int[] freeSlots = new int[256];
    private int freeCount;
    private int slotsUsed;

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    /** Time of the earliest event; only valid when not empty. */
    public long peekTime() {
        return keys[0];
    }

    public void add(long time, EventHandler handler, int kind, long arg, Object subject) {
        int slot = allocateSlot();
        handlers[slot] = handler;
        subjects[slot] = subject;
        kinds[slot] = kind;
        args[slot] = arg;
        if (nextOrder > MAX_ORDER) {
            renumber();
        }
        long tie = (nextOrder++ << SLOT_BITS) | slot;
        if (2 * (size + 1) > keys.length) {
            keys = Arrays.copyOf(keys, keys.length * 2);
        }
        int hole = size++;
        while (hole > 0) {
            int parent = (hole - 1) >>> 2;
            long pt = keys[2 * parent];
            if (pt < time || (pt == time && keys[2 * parent + 1] < tie)) {
                break;
            }
            keys[2 * hole] = pt;
            keys[2 * hole + 1] = keys[2 * parent + 1];
            hole = parent;
        }
        keys[2 * hole] = time;
        keys[2 * hole + 1] = tie;
    }

    /** Removes the earliest event, moves the clock to its time and runs it. */
    void fireNext(SimClock clock) {
        long time = keys[0];
        int slot = (int) (keys[1] & SLOT_MASK);
        EventHandler handler = handlers[slot];
        Object subject = subjects[slot];
        int kind = kinds[slot];
        long arg = args[slot];
        handlers[slot] = null;
        subjects[slot] = null;
        freeSlots[freeCount++] = slot;
        removeRoot();
        clock.advanceTo(time);
        handler.onEvent(kind, arg, subject);
    }

    private void removeRoot() {
        int last = --size;
        if (last == 0) {
            return;
        }
        long time = keys[2 * last];
        long tie = keys[2 * last + 1];
        int hole = 0;
        while (true) {
            int first = 4 * hole + 1;
            if (first >= last) {
                break;
            }
            int end = Math.min(first + 4, last);
            int best = first;
            long bt = keys[2 * first];
            long bo = keys[2 * first + 1];
            for (int c = first + 1; c < end; c++) {
                long ct = keys[2 * c];
                if (ct < bt || (ct == bt && keys[2 * c + 1] < bo)) {
                    best = c;
                    bt = ct;
                    bo = keys[2 * c + 1];
                }
            }
            if (time < bt || (time == bt && tie < bo)) {
                break;
            }
            keys[2 * hole] = bt;
            keys[2 * hole + 1] = bo;
            hole = best;
        }
        keys[2 * hole] = time;
        keys[2 * hole + 1] = tie;
    }

    private int allocateSlot() {
        if (freeCount > 0) {
            return freeSlots[--freeCount];
        }
        if (slotsUsed == handlers.length) {
            int n = handlers.length * 2;
            if (n > SLOT_MASK + 1) {
                throw new IllegalStateException("more than " + (SLOT_MASK + 1) + " pending events");
            }
            handlers = Arrays.copyOf(handlers, n);
            subjects = Arrays.copyOf(subjects, n);
            kinds = Arrays.copyOf(kinds, n);
            args = Arrays.copyOf(args, n);
            freeSlots = Arrays.copyOf(freeSlots, n);
        }
        return slotsUsed++;
    }

    /** Gives the pending events fresh order numbers 0..n-1, keeping their order; then rebuilds the heap. */
    private void renumber() {
        Long[] order = new Long[size];
        for (int i = 0; i < size; i++) {
            order[i] = (long) i;
        }
        Arrays.sort(order, (a, b) -> {
            int byTime = Long.compare(keys[(int) (2 * a)], keys[(int) (2 * b)]);
            return byTime != 0 ? byTime : Long.compare(keys[(int) (2 * a + 1)], keys[(int) (2 * b + 1)]);
        });
        long[] sorted = new long[keys.length];
        for (int i = 0; i < size; i++) {
            int from = (int) (long) order[i];
            sorted[2 * i] = keys[2 * from];
            sorted[2 * i + 1] = ((long) i << SLOT_BITS) | (keys[2 * from + 1] & SLOT_MASK);
        }
        // A sorted array is a valid heap.
        keys = sorted;
        nextOrder = size;
    }
}
