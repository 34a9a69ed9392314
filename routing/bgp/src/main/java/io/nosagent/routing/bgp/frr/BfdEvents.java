package io.nosagent.routing.bgp.frr;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.net.IpAddresses;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.net.InetAddress;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * bfdd's peer state changes, as they happen, from its control socket ({@code bfdd --bfdctl}): one subscription to
 * every peer's state, then a notification per change. FRR's own path from a BFD down to a route without that peer
 * (bgpd ends the session, clears its paths, zebra re-sends the route) takes a few hundred ms after the detection
 * time; the agent takes the peer's paths out of the ASIC at once instead ({@link FpmRoutes#bfd}).
 *
 * <p>The protocol (FRR's bfdctl.h): an 8-byte header (payload length, u32 big-endian; message id, u16 big-endian;
 * type; version 1) and a payload. The agent sends NOTIFY (type 4) with the flags word PEER_STATE (bit 0, in the
 * host's order: bfdd reads it as a native u64); bfdd answers RESPONSE (type 1) and then sends NOTIFY messages with id
 * 0 whose JSON says {@code "op":"status"}, {@code "peer-address"} and {@code "state"} (up, down, init, adm-down).
 * A thread of its own reads them, and connects again while bfdd restarts.
 */
public final class BfdEvents implements AutoCloseable {

    /**
     * Told each change of a peer's BFD state: {@code up} false only when bfdd says "down" (detection expired or the
     * peer said so); init, up and adm-down (BFD turned off for it) leave its paths to BGP.
     */
    @FunctionalInterface
    public interface Listener {
        void changed(InetAddress peer, boolean up);
    }

    static final int HEADER = 8;
    static final byte TYPE_RESPONSE = 1;
    static final byte TYPE_NOTIFY = 4;
    static final byte VERSION = 1;
    static final long NOTIFY_PEER_STATE = 1;
    private static final long RETRY_MS = 200;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Logger log = LoggerFactory.getLogger(BfdEvents.class);

    private final Path socket;
    private final Listener listener;
    private final Thread thread;
    private volatile boolean running = true;
    private volatile SocketChannel channel;

    private BfdEvents(Path socket, Listener listener) {
        this.socket = socket;
        this.listener = listener;
        this.thread = Thread.ofPlatform().daemon().name("bfdd-events").unstarted(this::run);
    }

    /** Starts watching bfdd's control socket at {@code socket} (bfdd may not have made it yet). */
    public static BfdEvents start(Path socket, Listener listener) {
        var events = new BfdEvents(socket, listener);
        events.thread.start();
        return events;
    }

    /** The subscription bfdd expects: NOTIFY with the PEER_STATE flag. */
    static ByteBuffer subscription() {
        var out = ByteBuffer.allocate(HEADER + Long.BYTES);
        out.putInt(Long.BYTES).putShort((short) 1).put(TYPE_NOTIFY).put(VERSION);
        out.order(ByteOrder.nativeOrder()).putLong(NOTIFY_PEER_STATE).order(ByteOrder.BIG_ENDIAN);
        return out.flip();
    }

    /**
     * What one message's payload says of a peer, when it is a status notification: calls the listener and says
     * whether it was one. A payload that is not JSON or not a status is skipped.
     */
    static boolean deliver(byte type, byte[] payload, Listener listener) {
        if (type != TYPE_NOTIFY) {
            return false;
        }
        int length = payload.length;
        while (length > 0 && payload[length - 1] == 0) {
            length--; // bfdd may send the string's NUL
        }
        try {
            JsonNode n = JSON.readTree(new String(payload, 0, length, StandardCharsets.UTF_8));
            if (!"status".equals(n.path("op").asText()) || !n.hasNonNull("peer-address")) {
                return false;
            }
            listener.changed(IpAddresses.parse(n.get("peer-address").asText()), !"down".equals(n.path("state").asText()));
            return true;
        } catch (IOException | RuntimeException e) {
            log.debug("bfdd: an unreadable notification skipped: {}", e.getMessage());
            return false;
        }
    }

    private void run() {
        while (running) {
            try (var ch = SocketChannel.open(StandardProtocolFamily.UNIX)) {
                if (!Files.exists(socket)) {
                    throw new IOException("no control socket yet");
                }
                ch.connect(UnixDomainSocketAddress.of(socket));
                channel = ch;
                var subscription = subscription();
                while (subscription.hasRemaining()) {
                    ch.write(subscription);
                }
                log.debug("bfdd: watching peer state on {}", socket);
                var header = ByteBuffer.allocate(HEADER);
                while (running) {
                    header.clear();
                    readFully(ch, header);
                    int length = header.getInt(0);
                    if (length < 0 || length > 1 << 20) {
                        throw new IOException("a message of " + length + " bytes");
                    }
                    var payload = ByteBuffer.allocate(length);
                    readFully(ch, payload);
                    deliver(header.get(6), payload.array(), listener);
                }
            } catch (IOException e) {
                if (running) {
                    sleep();
                }
            }
        }
    }

    private static void readFully(SocketChannel ch, ByteBuffer into) throws IOException {
        while (into.hasRemaining()) {
            if (ch.read(into) < 0) {
                throw new IOException("bfdd closed its control socket");
            }
        }
    }

    private static void sleep() {
        try {
            TimeUnit.MILLISECONDS.sleep(RETRY_MS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        running = false;
        var ch = channel;
        if (ch != null) {
            try {
                ch.close();
            } catch (IOException ignored) {
                // closing: nothing to do
            }
        }
        thread.interrupt();
    }
}
