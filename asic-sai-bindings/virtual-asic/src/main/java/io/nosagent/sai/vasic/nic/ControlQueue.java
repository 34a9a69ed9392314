package io.nosagent.sai.vasic.nic;

import io.nosagent.sai.vasic.packet.Packet;

/**
 * A NIC's transport control packets (ACKs, clear-to-sends) waiting to be sent, each with the PFC
 * priority it goes out on. The NIC sends them ahead of data, as RDMA NICs do, in order except where a
 * paused priority holds one back. A ring, so sending control packets allocates nothing.
 */
final class ControlQueue {

    private Packet[] packets = new Packet[16];
    private int[] priorities = new int[16];
    private int head;
    private int size;

    boolean isEmpty() {
        return size == 0;
    }

    void add(Packet p, int priority) {
        if (size == packets.length) {
            var biggerPackets = new Packet[size * 2];
            var biggerPriorities = new int[size * 2];
            for (int i = 0; i < size; i++) {
                biggerPackets[i] = packets[(head + i) % packets.length];
                biggerPriorities[i] = priorities[(head + i) % packets.length];
            }
            packets = biggerPackets;
            priorities = biggerPriorities;
            head = 0;
        }
        int at = (head + size) % packets.length;
        packets[at] = p;
        priorities[at] = priority;
        size++;
    }

    /** Takes the first packet whose priority is not paused at {@code now}, or null. */
    Packet take(long[] pausedUntil, long now) {
        for (int i = 0; i < size; i++) {
            int at = (head + i) % packets.length;
            if (pausedUntil[priorities[at]] <= now) {
                Packet p = packets[at];
                for (int j = i; j > 0; j--) {
                    int to = (head + j) % packets.length;
                    int from = (head + j - 1) % packets.length;
                    packets[to] = packets[from];
                    priorities[to] = priorities[from];
                }
                packets[head] = null;
                head = (head + 1) % packets.length;
                size--;
                return p;
            }
        }
        return null;
    }
}
