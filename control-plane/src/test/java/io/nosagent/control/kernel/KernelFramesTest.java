package io.nosagent.control.kernel;

import io.nosagent.control.packet.Frame;
import io.nosagent.sai.MacAddress;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

/** What needs no kernel: the kernel's names for interfaces and which trapped frames hold a whole IP packet. */
class KernelFramesTest {

    private static final MacAddress HOST = new MacAddress(0x0200_0000_7001L);
    private static final MacAddress SWITCH = new MacAddress(0x0200_0000_0001L);

    @Test
    void interfaceNamesBecomeKernelNames() {
        assertThat(KernelNames.of("eth1/1/1")).isEqualTo("eth1-1-1");
        assertThat(KernelNames.of("Ethernet1/32/1.100")).isEqualTo("Ethernet1-32-1.").hasSize(KernelNames.MAX_LENGTH);
        assertThat(KernelNames.of("po 1:é")).isEqualTo("po-1--");
    }

    @Test
    void aPaddedFrameHoldsItsIpPacketWithoutThePadding() throws Exception {
        // a 42-byte ping padded to Ethernet's 60: the kernel gets its 28 bytes
        byte[] ping = HostPackets.echoRequest(HOST, SWITCH, 0x0A00_0001, 0x0A00_0000, 1, 1, new byte[0]);
        byte[] padded = Arrays.copyOf(ping, Frame.MIN_LENGTH);
        assertThat(KernelInterfaces.ipLength(Frame.parse(padded))).isEqualTo(28);
    }

    @Test
    void framesWithoutAWholeIpPacketAreRefused() throws Exception {
        byte[] ping = HostPackets.echoRequest(HOST, SWITCH, 0x0A00_0001, 0x0A00_0000, 1, 1, new byte[8]);
        assertThat(KernelInterfaces.ipLength(Frame.parse(Arrays.copyOf(ping, ping.length - 1)))).as("cut short").isEqualTo(-1);
        assertThat(KernelInterfaces.ipLength(Frame.parse(Arrays.copyOf(ping, 14 + 19)))).as("no whole header").isEqualTo(-1);
        byte[] notV4 = ping.clone();
        notV4[14] = 0x65;
        assertThat(KernelInterfaces.ipLength(Frame.parse(notV4))).as("version 6 in an IPv4 frame").isEqualTo(-1);
        byte[] arp = ping.clone();
        arp[12] = 0x08;
        arp[13] = 0x06;
        assertThat(KernelInterfaces.ipLength(Frame.parse(arp))).as("not IP").isEqualTo(-1);
    }
}
