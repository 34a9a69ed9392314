package io.nosagent.sai.vasic.nic;

import java.util.NoSuchElementException;

/** A FIFO of longs without boxing: chunk and message sizes a flow's receiver keeps in order. */
final class LongQueue {

    private long[] values = new long[8];
    private int head;
    private int size;

    boolean isEmpty() {
        return size == 0;
    }

    int size() {
        return size;
    }

    void add(long v) {
        if (size == values.length) {
            var bigger = new long[size * 2];
            for (int i = 0; i < size; i++) {
                bigger[i] = values[(head + i) % values.length];
            }
            values = bigger;
            head = 0;
        }
        values[(head + size++) % values.length] = v;
    }

    long peek() {
        if (size == 0) {
            throw new NoSuchElementException();
        }
        return values[head];
    }

    long poll() {
        long v = peek();
        head = (head + 1) % values.length;
        size--;
        return v;
    }

    /** Replaces the head (what is left of a partly granted message). */
    void setHead(long v) {
        if (size == 0) {
            throw new NoSuchElementException();
        }
        values[head] = v;
    }
}
