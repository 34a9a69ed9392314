package io.nosagent.routing.bgp.fpm;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The FPM server zebra connects to. One zebra at a time: a new connection replaces the one before (zebra
 * reconnects after losing the link and then re-sends its whole table). Each connection is read on its own
 * thread; decoded messages go to the {@link Listener} in order, a frame at a time, on that thread. A frame or message it
 * cannot read is counted by kind, logged the first time its kind occurs, and skipped; only a frame header
 * that no longer says where the next frame starts closes the connection (zebra connects again).
 */
public final class FpmServer implements AutoCloseable {

    /** What the server hands on; all calls for one connection come from its reading thread. */
    public interface Listener {
        void connected(Connection connection);

        void received(Connection connection, FpmMessage message);

        /**
         * The messages of one frame, in order. zebra 8.4 sends a changed route as RTM_DELROUTE + RTM_NEWROUTE in one
         * frame: a listener that batches should take a frame whole (this default hands the messages on one by one).
         */
        default void receivedFrame(Connection connection, List<FpmMessage> messages) {
            for (FpmMessage m : messages) {
                received(connection, m);
            }
        }

        void disconnected(Connection connection);
    }

    private static final Logger log = LoggerFactory.getLogger(FpmServer.class);

    private final ServerSocket socket;
    private final Listener listener;
    private final Map<String, AtomicLong> faults = new ConcurrentHashMap<>();
    private final AtomicLong messages = new AtomicLong();
    private final Thread acceptor;
    private volatile Connection current;
    private volatile boolean closed;

    private FpmServer(ServerSocket socket, Listener listener) {
        this.socket = socket;
        this.listener = listener;
        this.acceptor = Thread.ofPlatform().daemon().name("fpm-accept-" + socket.getLocalPort()).start(this::accept);
    }

    /** Listens at {@code address} (port 0: any free one). */
    public static FpmServer start(InetSocketAddress address, Listener listener) throws IOException {
        return new FpmServer(bind(address), listener);
    }

    /** A server socket bound to {@code address}, in the namespace of the calling thread. */
    static ServerSocket bind(InetSocketAddress address) throws IOException {
        var s = new ServerSocket();
        s.setReuseAddress(true);
        s.bind(address);
        return s;
    }

    /** Serves on {@code bound}, a socket already bound (e.g. in another network namespace). */
    public static FpmServer start(ServerSocket bound, Listener listener) {
        return new FpmServer(bound, listener);
    }

    public int port() {
        return socket.getLocalPort();
    }

    /** Messages decoded so far. */
    public long messages() {
        return messages.get();
    }

    /** Frames or messages that could not be read, by kind. */
    public Map<String, Long> faults() {
        var out = new TreeMap<String, Long>();
        faults.forEach((k, v) -> out.put(k, v.get()));
        return out;
    }

    /** The connected zebra, if any. */
    public boolean isConnected() {
        Connection c = current;
        return c != null && !c.socket.isClosed();
    }

    private void accept() {
        long n = 0;
        while (!closed) {
            Socket s;
            try {
                s = socket.accept();
            } catch (IOException e) {
                if (!closed) {
                    log.warn("FPM: accepting failed: {}", e.getMessage());
                }
                return;
            }
            Connection before = current;
            if (before != null) {
                before.close();
            }
            var c = new Connection(++n, s);
            current = c;
            Thread.ofPlatform().daemon().name("fpm-zebra-" + n).start(() -> read(c));
        }
    }

    private void read(Connection c) {
        log.info("FPM: zebra connected from {}", c.socket.getRemoteSocketAddress());
        listener.connected(c);
        try (var in = new DataInputStream(new BufferedInputStream(c.socket.getInputStream(), 1 << 16))) {
            byte[] header = new byte[Netlink.FPM_HEADER];
            byte[] body = new byte[0xffff];
            while (true) {
                in.readFully(header);
                int length;
                try {
                    length = FpmCodec.frameLength(ByteBuffer.wrap(header));
                } catch (FpmCodec.SkippableFrame e) {
                    fault(e);
                    in.skipNBytes(e.length() - Netlink.FPM_HEADER);
                    continue;
                } catch (FpmFormatException e) {
                    fault(e);
                    log.warn("FPM: closing zebra's connection, the stream cannot be followed");
                    return;
                }
                int size = length - Netlink.FPM_HEADER;
                in.readFully(body, 0, size);
                List<ByteBuffer> netlink;
                try {
                    netlink = FpmCodec.messages(ByteBuffer.wrap(body, 0, size));
                } catch (FpmFormatException e) {
                    fault(e);
                    continue;
                }
                var frame = new ArrayList<FpmMessage>(netlink.size());
                for (ByteBuffer one : netlink) {
                    try {
                        frame.add(FpmCodec.decode(one));
                    } catch (FpmFormatException e) {
                        fault(e);
                    }
                }
                if (!frame.isEmpty()) {
                    messages.addAndGet(frame.size());
                    listener.receivedFrame(c, frame);
                }
            }
        } catch (EOFException e) {
            log.info("FPM: zebra closed its connection");
        } catch (IOException e) {
            if (!closed && !c.socket.isClosed()) {
                log.warn("FPM: lost zebra: {}", e.getMessage());
            }
        } catch (RuntimeException e) {
            log.error("FPM: handling a message failed; closing the connection", e);
        } finally {
            c.close();
            listener.disconnected(c);
        }
    }

    private void fault(FpmFormatException e) {
        if (faults.computeIfAbsent(e.kind(), k -> new AtomicLong()).getAndIncrement() == 0) {
            log.warn("FPM: skipped what zebra sent ({}); further ones of this kind are only counted", e.getMessage());
        }
    }

    @Override
    public void close() {
        closed = true;
        try {
            socket.close();
        } catch (IOException e) {
            log.debug("closing the FPM socket", e);
        }
        Connection c = current;
        if (c != null) {
            c.close();
        }
        try {
            acceptor.join(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** One zebra connection: what is read from it and where echoes go. */
    public static final class Connection {
        private final long id;
        private final Socket socket;
        private final OutputStream out;

        private Connection(long id, Socket socket) {
            this.id = id;
            this.socket = socket;
            OutputStream o;
            try {
                o = socket.getOutputStream();
            } catch (IOException e) {
                o = OutputStream.nullOutputStream();
            }
            this.out = o;
        }

        /** Which connection this is, counting from 1 since the server started. */
        public long id() {
            return id;
        }

        /** Sends {@code netlink} in a frame; a closed connection drops it (zebra re-sends everything anyway). */
        public void send(byte[] netlink) {
            sendFrames(FpmCodec.frame(netlink));
        }

        /** Sends whole frames, back to back, in one write; a closed connection drops them. */
        public void sendFrames(byte[] frames) {
            synchronized (this) {
                try {
                    out.write(frames);
                } catch (IOException e) {
                    log.debug("FPM: send on a lost connection: {}", e.getMessage());
                }
            }
        }

        void close() {
            try {
                socket.close();
            } catch (IOException e) {
                log.debug("closing zebra's connection", e);
            }
        }
    }
}
