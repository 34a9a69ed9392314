package io.nosagent.sai.vasic.sim;

import java.util.Arrays;

/**
 * The pending events, earliest first, ties in the order they were scheduled: a binary heap over
 * parallel primitive arrays, so the hot path neither allocates nor boxes. The sequence number makes
 * the order total, which is what makes a run repeatable bit for bit.
 */
public final class EventQueue {

    private long[] times = new long[256];
    private long[] seqs = new long[256];
    private int[] kinds = new int[256];
    private long[] args = new long[256];
    private EventHandler[] handlers = new EventHandler[256];
    private Object[] subjects = new Object[256];
    private int size;
    private long nextSeq;

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    /** Time of the earliest event; only valid when not empty. */
    public long peekTime() {
        return times[0];
    }

    public void add(long time, EventHandler handler, int kind, long arg, Object subject) {
        if (size == times.length) {
            grow();
        }
        long seq = nextSeq++;
        int hole = size++;
        while (hole > 0) {
            int parent = (hole - 1) >>> 1;
            if (before(times[parent], seqs[parent], time, seq)) {
                break;
            }
            move(parent, hole);
            hole = parent;
        }
        set(hole, time, seq, handler, kind, arg, subject);
    }

    /** Removes the earliest event, moves the clock to its time and runs it. */
    void fireNext(SimClock clock) {
        long time = times[0];
        EventHandler handler = handlers[0];
        int kind = kinds[0];
        long arg = args[0];
        Object subject = subjects[0];
        removeRoot();
        clock.advanceTo(time);
        handler.onEvent(kind, arg, subject);
    }

    private void removeRoot() {
        int last = --size;
        long time = times[last];
        long seq = seqs[last];
        EventHandler handler = handlers[last];
        int kind = kinds[last];
        long arg = args[last];
        Object subject = subjects[last];
        handlers[last] = null;
        subjects[last] = null;
        if (last == 0) {
            return;
        }
        int hole = 0;
        while (true) {
            int child = 2 * hole + 1;
            if (child >= last) {
                break;
            }
            if (child + 1 < last && before(times[child + 1], seqs[child + 1], times[child], seqs[child])) {
                child++;
            }
            if (before(time, seq, times[child], seqs[child])) {
                break;
            }
            move(child, hole);
            hole = child;
        }
        set(hole, time, seq, handler, kind, arg, subject);
    }

    private static boolean before(long t1, long s1, long t2, long s2) {
        return t1 < t2 || (t1 == t2 && s1 < s2);
    }

    private void move(int from, int to) {
        times[to] = times[from];
        seqs[to] = seqs[from];
        kinds[to] = kinds[from];
        args[to] = args[from];
        handlers[to] = handlers[from];
        subjects[to] = subjects[from];
    }

    private void set(int i, long time, long seq, EventHandler handler, int kind, long arg, Object subject) {
        times[i] = time;
        seqs[i] = seq;
        kinds[i] = kind;
        args[i] = arg;
        handlers[i] = handler;
        subjects[i] = subject;
    }

    private void grow() {
        int n = times.length * 2;
        times = Arrays.copyOf(times, n);
        seqs = Arrays.copyOf(seqs, n);
        kinds = Arrays.copyOf(kinds, n);
        args = Arrays.copyOf(args, n);
        handlers = Arrays.copyOf(handlers, n);
        subjects = Arrays.copyOf(subjects, n);
    }
}
