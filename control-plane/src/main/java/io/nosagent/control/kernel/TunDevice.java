package io.nosagent.control.kernel;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;

/**
 * One L3 TUN interface (IFF_TUN | IFF_NO_PI: raw IP packets, no header before them), non-blocking. The interface is
 * not persistent: it lives while this descriptor is open, in the network namespace of the thread that opened it.
 * Writes (a packet for the kernel) may come from any thread; reads only from the thread that polls it; closing
 * waits for a write in progress.
 */
final class TunDevice implements AutoCloseable {

    private static final long TUNSETIFF = 0x4004_54CAL;
    private static final short IFF_TUN = 0x0001;
    private static final short IFF_NO_PI = 0x1000;
    private static final int IFNAMSIZ = 16;
    private static final int IFREQ = 40;
    /** The largest IP packet. */
    private static final int LARGEST = 65_535;

    private final Libc libc;
    private final String name;
    private final int fd;
    private final Arena arena = Arena.ofShared();
    private final MemorySegment out;
    private final MemorySegment outState;
    private boolean closed;

    private TunDevice(Libc libc, String name, int fd) {
        this.libc = libc;
        this.name = name;
        this.fd = fd;
        this.out = arena.allocate(LARGEST);
        this.outState = Libc.callState(arena);
    }

    /** Creates the TUN interface {@code name} in the calling thread's network namespace. */
    static TunDevice open(Libc libc, String name) throws IOException {
        byte[] ascii = name.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        if (ascii.length == 0 || ascii.length >= IFNAMSIZ) {
            throw new IllegalArgumentException("a kernel interface name has 1 to 15 characters: " + name);
        }
        int fd = libc.open("/dev/net/tun", Libc.O_RDWR | Libc.O_NONBLOCK | Libc.O_CLOEXEC);
        try (Arena a = Arena.ofConfined()) {
            MemorySegment ifreq = a.allocate(IFREQ);
            MemorySegment.copy(ascii, 0, ifreq, JAVA_BYTE, 0, ascii.length);
            ifreq.set(JAVA_SHORT, IFNAMSIZ, (short) (IFF_TUN | IFF_NO_PI));
            libc.ioctl(fd, TUNSETIFF, ifreq, "TUNSETIFF " + name);
        } catch (IOException | RuntimeException e) {
            libc.close(fd);
            throw e;
        }
        return new TunDevice(libc, name, fd);
    }

    String name() {
        return name;
    }

    int fd() {
        return fd;
    }

    /**
     * Hands {@code packet[from, from + length)} (one IP packet) to the kernel; false when it was not taken (the
     * interface's queue full, or closed).
     */
    synchronized boolean write(byte[] packet, int from, int length) throws IOException {
        if (closed || length > out.byteSize()) {
            return false;
        }
        MemorySegment.copy(packet, from, out, JAVA_BYTE, 0, length);
        return libc.write(fd, out.asSlice(0, length), outState) == length;
    }

    /** One packet the kernel sent, or null when none is waiting. */
    byte[] read(MemorySegment buffer, MemorySegment state) throws IOException {
        long n = libc.read(fd, buffer, state);
        return n < 0 ? null : buffer.asSlice(0, n).toArray(JAVA_BYTE);
    }

    /** Closes the descriptor: the kernel removes the interface. */
    @Override
    public synchronized void close() {
        if (!closed) {
            closed = true;
            libc.close(fd);
            arena.close();
        }
    }
}
