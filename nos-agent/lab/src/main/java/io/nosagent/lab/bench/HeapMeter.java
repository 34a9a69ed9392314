package io.nosagent.lab.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;

/** Heap retained after full collections: what a data structure really keeps alive. */
public final class HeapMeter {

    private final MemoryMXBean memory = ManagementFactory.getMemoryMXBean();

    /** Bytes of heap in use after repeated full GCs settle. */
    public long retainedBytes() {
        long last = Long.MAX_VALUE;
        for (int i = 0; i < 5; i++) {
            System.gc();
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            long used = memory.getHeapMemoryUsage().getUsed();
            if (Math.abs(last - used) < 256 * 1024) {
                return used;
            }
            last = used;
        }
        return last;
    }

    public static String mib(long bytes) {
        return String.format("%.1f MB", bytes / (1024.0 * 1024.0));
    }
}
