package io.nosagent.sai.ffm;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiNotification;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.meta.HostifPacketAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * Packet I/O over FFM: a packet the library traps reaches Java listeners through the packet-event callback (a C
 * callback into Java) with its bytes, trap and ingress port, on the backend's dispatcher thread; a frame sent with
 * send_hostif_packet reaches the library byte for byte with its port and TX type, and one bypassing the pipeline
 * without its port is refused with the library's status.
 */
class NativeSaiPacketTest {

    private static byte[] frame(int size, int seed) {
        byte[] f = new byte[size];
        for (int i = 0; i < size; i++) {
            f[i] = (byte) (seed + 7 * i);
        }
        return f;
    }

    @Test
    void aTrappedPacketReachesTheListenerWithItsBytesTrapAndPort() throws Exception {
        Path library = TestSaiLibrary.full();
        try (var hooks = new TestSaiLibrary(library); var sai = NativeSai.open(library, Map.of("SAI_TEST_PORTS", "4"))) {
            long sw = sai.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));
            long port = ((AttrValue.OidList) sai.get(ObjectType.SWITCH, sw, SwitchAttr.PORT_LIST)).get(2);
            BlockingQueue<SaiNotification> received = new LinkedBlockingQueue<>();
            BlockingQueue<String> threads = new LinkedBlockingQueue<>();
            sai.subscribe(n -> {
                received.add(n);
                threads.add(Thread.currentThread().getName());
            });
            byte[] arp = frame(60, 3);

            assertThat(hooks.firePacket(0x22_0000_0000_0005L, port, arp)).isTrue();

            var n = (SaiNotification.PacketEvent) received.poll(10, TimeUnit.SECONDS);
            assertThat(n).isNotNull();
            assertThat(n.frame()).isEqualTo(arp);
            assertThat(n.trapId()).isEqualTo(0x22_0000_0000_0005L);
            assertThat(n.ingressPort()).isEqualTo(port);
            assertThat(n.switchId()).isEqualTo(sw);
            assertThat(threads.poll(10, TimeUnit.SECONDS)).isEqualTo("sai-notifications"); // the listener adds it just after the notification
        }
    }

    @Test
    void aFrameSentOutOfAPortReachesTheLibraryByteForByte() {
        Path library = TestSaiLibrary.full();
        try (var hooks = new TestSaiLibrary(library); var sai = NativeSai.open(library, Map.of("SAI_TEST_PORTS", "4"))) {
            long sw = sai.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));
            long port = ((AttrValue.OidList) sai.get(ObjectType.SWITCH, sw, SwitchAttr.PORT_LIST)).get(1);
            byte[] reply = frame(1514, 9);

            sai.sendHostifPacket(sw, reply, List.of(HostifPacketAttr.HOSTIF_TX_TYPE.s32(SaiEnums.HostifTxType.PIPELINE_BYPASS),
                    HostifPacketAttr.EGRESS_PORT_OR_LAG.oid(port), HostifPacketAttr.EGRESS_QUEUE_INDEX.u8(7)));

            assertThat(hooks.sentPackets()).isEqualTo(1);
            assertThat(hooks.lastSent()).hasValueSatisfying(s -> {
                assertThat(s.frame()).isEqualTo(reply);
                assertThat(s.port()).isEqualTo(port);
                assertThat(s.txType()).isEqualTo(SaiEnums.HostifTxType.PIPELINE_BYPASS);
            });
        }
    }

    @Test
    void aFrameBypassingThePipelineWithoutItsPortIsRefusedWithTheLibrarysStatus() {
        Path library = TestSaiLibrary.full();
        try (var hooks = new TestSaiLibrary(library); var sai = NativeSai.open(library, Map.of("SAI_TEST_PORTS", "2"))) {
            long sw = sai.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));

            var e = catchThrowableOfType(SaiException.class, () -> sai.sendHostifPacket(sw, frame(60, 1),
                    List.of(HostifPacketAttr.HOSTIF_TX_TYPE.s32(SaiEnums.HostifTxType.PIPELINE_BYPASS))));
            sai.sendHostifPacket(sw, frame(64, 2), List.of(HostifPacketAttr.HOSTIF_TX_TYPE.s32(SaiEnums.HostifTxType.PIPELINE_LOOKUP)));

            assertThat(e).isNotNull();
            assertThat(e.status().code()).isEqualTo(SaiStatusCode.MANDATORY_ATTRIBUTE_MISSING);
            assertThat(hooks.sentPackets()).as("the routed one only").isEqualTo(1);
            assertThat(hooks.lastSent().orElseThrow().txType()).isEqualTo(SaiEnums.HostifTxType.PIPELINE_LOOKUP);
        }
    }
}
