package io.nosagent.routing.bgp.fpm;

import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import static io.nosagent.routing.bgp.fpm.Netlink.*;

/**
 * A stand-in for zebra's dplane_fpm_nl: connects to an FPM server and sends next-hop objects and routes as
 * zebra does; records the routes the server echoes with the offload flag.
 */
public final class FakeZebra implements AutoCloseable {

    private final Socket socket;
    private final OutputStream out;
    private final Set<Cidr> offloaded = ConcurrentHashMap.newKeySet();

    private FakeZebra(Socket socket) throws IOException {
        this.socket = socket;
        this.out = socket.getOutputStream();
        Thread.ofPlatform().daemon().name("fake-zebra").start(this::readEchoes);
    }

    public static FakeZebra connect(int port) throws IOException {
        return new FakeZebra(new Socket(InetAddress.getLoopbackAddress(), port));
    }

    /** A single next hop: {@code gateway} through kernel interface {@code ifindex}. */
    public FakeZebra nextHop(int id, String gateway, int ifindex) {
        InetAddress gw = IpAddresses.parse(gateway);
        return send(Rtnetlink.nextHop(true, Rtnetlink.family(gw)).u32(NHA_ID, id).attribute(NHA_GATEWAY, gw.getAddress())
                .u32(NHA_OIF, ifindex));
    }

    /** A group of next hops, weight 1 each. */
    public FakeZebra group(int id, int... members) {
        int[] pairs = new int[members.length * 2];
        for (int i = 0; i < members.length; i++) {
            pairs[2 * i] = members[i];
            pairs[2 * i + 1] = 1;
        }
        return send(Rtnetlink.nextHop(true, 0).u32(NHA_ID, id).group(pairs));
    }

    /** A BGP route in the main table through next-hop object {@code nextHopId}. */
    public FakeZebra route(Cidr prefix, int nextHopId) {
        offloaded.remove(prefix);
        return send(Rtnetlink.route(true, prefix).u32(RTA_TABLE, RT_TABLE_MAIN).u32(RTA_NH_ID, nextHopId));
    }

    /** A BGP route with its own gateway and interface. */
    public FakeZebra routeVia(Cidr prefix, String gateway, int ifindex) {
        offloaded.remove(prefix);
        return send(Rtnetlink.route(true, prefix).attribute(RTA_GATEWAY, IpAddresses.parse(gateway).getAddress())
                .u32(RTA_OIF, ifindex));
    }

    public FakeZebra deleteRoute(Cidr prefix) {
        offloaded.remove(prefix);
        return send(Rtnetlink.route(false, prefix).u32(RTA_TABLE, RT_TABLE_MAIN));
    }

    /** Whether the server echoed {@code prefix}'s latest route with the offload flag. */
    public boolean offloaded(Cidr prefix) {
        return offloaded.contains(prefix);
    }

    private FakeZebra send(Rtnetlink message) {
        try {
            out.write(message.frame());
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    private void readEchoes() {
        try (var in = new DataInputStream(socket.getInputStream())) {
            byte[] header = new byte[FPM_HEADER];
            while (true) {
                in.readFully(header);
                byte[] body = new byte[FpmCodec.frameLength(ByteBuffer.wrap(header)) - FPM_HEADER];
                in.readFully(body);
                if (FpmCodec.decode(ByteBuffer.wrap(body)) instanceof FpmMessage.Route r && (r.flags() & RTM_F_OFFLOAD) != 0) {
                    offloaded.add(r.prefix());
                }
            }
        } catch (IOException | FpmFormatException e) {
            // closed
        }
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // closing
        }
    }
}
