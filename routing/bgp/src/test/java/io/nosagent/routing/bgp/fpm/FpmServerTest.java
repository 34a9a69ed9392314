package io.nosagent.routing.bgp.fpm;

import io.nosagent.net.Cidr;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.DataInputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static io.nosagent.routing.bgp.fpm.Netlink.*;
import static org.assertj.core.api.Assertions.assertThat;

/** A client speaking FPM to the server over loopback, as zebra does: good frames, bad ones, a reconnect. */
class FpmServerTest {

    private final BlockingQueue<Object> events = new LinkedBlockingQueue<>();
    /** How many messages each frame handed over whole held. */
    private final List<Integer> frames = new java.util.concurrent.CopyOnWriteArrayList<>();
    private FpmServer server;

    @AfterEach
    void close() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void badFramesAreCountedAndSkippedAndTheGoodOnesAroundThemArrive() throws Exception {
        server = start();
        try (var zebra = connect()) {
            assertThat(next()).isEqualTo("connected 1");
            OutputStream out = zebra.getOutputStream();
            out.write(Rtnetlink.nextHop(true, AF_INET).u32(NHA_ID, 1).u32(NHA_OIF, 3).frame());
            byte[] unknownVersion = Rtnetlink.nextHop(true, AF_INET).u32(NHA_ID, 2).frame();
            unknownVersion[0] = 9;
            out.write(unknownVersion);
            out.write(FpmCodec.frame(new byte[]{24, 0, 0, 0, 77, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})); // wrong nlmsg_len
            byte[] unknownType = Rtnetlink.nextHop(true, AF_INET).u32(NHA_ID, 3).netlink();
            ByteBuffer.wrap(unknownType).order(java.nio.ByteOrder.nativeOrder()).putShort(4, (short) 77);
            out.write(FpmCodec.frame(unknownType));
            out.write(FpmCodec.frame(unknownType));
            out.write(Rtnetlink.route(true, Cidr.parse("10.1.0.0/16")).u32(RTA_NH_ID, 1).frame());
            out.flush();
            assertThat(next()).isEqualTo(new FpmMessage.NextHop(1, java.util.Optional.empty(), 3, List.of(), false));
            assertThat(((FpmMessage.Route) next()).prefix()).isEqualTo(Cidr.parse("10.1.0.0/16"));
            assertThat(server.faults()).containsEntry("unknown frame version or type", 1L)
                    .containsEntry("netlink length differs from the frame's", 1L)
                    .containsEntry("unknown message type 77", 2L);
            assertThat(server.messages()).isEqualTo(2);
        }
        assertThat(next()).isEqualTo("disconnected 1");
    }

    @Test
    void aChangedRouteSentAsDeleteAndAddInOneFrameArrivesAsBothInOneHandOver() throws Exception {
        server = start();
        try (var zebra = connect()) {
            assertThat(next()).isEqualTo("connected 1");
            byte[] delete = Rtnetlink.route(false, Cidr.parse("10.1.0.0/16")).u32(RTA_NH_ID, 1).netlink();
            byte[] add = Rtnetlink.route(true, Cidr.parse("10.1.0.0/16")).u32(RTA_NH_ID, 2).netlink();
            int padded = (delete.length + 3) & ~3; // zebra aligns each netlink message to 4 bytes
            byte[] both = java.util.Arrays.copyOf(delete, padded + add.length);
            System.arraycopy(add, 0, both, padded, add.length);
            zebra.getOutputStream().write(FpmCodec.frame(both));
            zebra.getOutputStream().flush();
            assertThat(next()).isEqualTo(new FpmMessage.RouteDeleted(Cidr.parse("10.1.0.0/16"), 254));
            assertThat(((FpmMessage.Route) next()).nextHopId()).hasValue(2);
            assertThat(frames).as("both handed over in one call, so a batching listener never takes the delete alone")
                    .containsExactly(2);
            assertThat(server.faults()).isEmpty();
        }
    }

    @Test
    void aHeaderThatLosesTheStreamClosesTheConnectionAndZebraCanComeBack() throws Exception {
        server = start();
        try (var zebra = connect()) {
            assertThat(next()).isEqualTo("connected 1");
            zebra.getOutputStream().write(new byte[]{1, 1, 0, 2});
            assertThat(next()).isEqualTo("disconnected 1");
            assertThat(zebra.getInputStream().read()).as("the server closed it").isEqualTo(-1);
        }
        try (var zebra = connect()) {
            assertThat(next()).isEqualTo("connected 2");
            zebra.getOutputStream().write(Rtnetlink.nextHop(true, AF_INET).u32(NHA_ID, 1).frame());
            assertThat(next()).isInstanceOf(FpmMessage.NextHop.class);
        }
    }

    @Test
    void echoesReachZebraAsFrames() throws Exception {
        var connection = new java.util.concurrent.atomic.AtomicReference<FpmServer.Connection>();
        server = FpmServer.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), new Recorder() {
            @Override
            public void received(FpmServer.Connection c, FpmMessage m) {
                if (m instanceof FpmMessage.Route r) {
                    c.send(FpmCodec.offloaded(r));
                }
            }
        });
        try (var zebra = connect()) {
            zebra.getOutputStream().write(Rtnetlink.route(true, Cidr.parse("10.1.0.0/16")).u32(RTA_NH_ID, 1).frame());
            var in = new DataInputStream(zebra.getInputStream());
            byte[] header = new byte[FPM_HEADER];
            in.readFully(header);
            byte[] body = new byte[FpmCodec.frameLength(ByteBuffer.wrap(header)) - FPM_HEADER];
            in.readFully(body);
            var echo = (FpmMessage.Route) FpmCodec.decode(ByteBuffer.wrap(body));
            assertThat(echo.prefix()).isEqualTo(Cidr.parse("10.1.0.0/16"));
            assertThat(echo.flags() & RTM_F_OFFLOAD).isNotZero();
        }
    }

    private FpmServer start() throws Exception {
        return FpmServer.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), new Recorder());
    }

    private Socket connect() throws Exception {
        return new Socket(InetAddress.getLoopbackAddress(), server.port());
    }

    private Object next() throws InterruptedException {
        Object e = events.poll(5, TimeUnit.SECONDS);
        assertThat(e).as("an event within 5 s").isNotNull();
        return e;
    }

    private class Recorder implements FpmServer.Listener {
        @Override
        public void connected(FpmServer.Connection c) {
            events.add("connected " + c.id());
        }

        @Override
        public void received(FpmServer.Connection c, FpmMessage m) {
            events.add(m);
        }

        @Override
        public void receivedFrame(FpmServer.Connection c, List<FpmMessage> messages) {
            frames.add(messages.size());
            FpmServer.Listener.super.receivedFrame(c, messages);
        }

        @Override
        public void disconnected(FpmServer.Connection c) {
            events.add("disconnected " + c.id());
        }
    }
}
