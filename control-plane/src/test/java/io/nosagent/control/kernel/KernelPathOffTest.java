package io.nosagent.control.kernel;

import io.nosagent.config.codec.ShippedCopp;
import io.nosagent.config.intent.copp.TrapName;
import io.nosagent.control.copp.CoppProgrammer;
import io.nosagent.control.packet.PacketIo;
import io.nosagent.sai.vasic.testkit.VirtualSwitch;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Where kernel interfaces cannot be made (here: a network namespace that does not exist; elsewhere also no root or
 * no /dev/net/tun) the kernel path is off and leaves the traps it would have taken free.
 */
class KernelPathOffTest {

    @Test
    void aNamespaceThatDoesNotExistTurnsThePathOffAndLeavesTheTrapsFree() {
        try (var sw = VirtualSwitch.rtsw(31)) {
            var copp = new CoppProgrammer(sw.store(), ShippedCopp.profile());
            try (var io = new PacketIo(sw.sai(), sw.handle(), copp::trapOf)) {
                var kernel = KernelInterfaces.start(io, sw.handle().mac(), sw.portStatus(),
                        KernelNamespace.named("nosagent-no-such-namespace"));
                assertThat(kernel).isEmpty();
                for (TrapName trap : new TrapName[]{TrapName.IP2ME, TrapName.BGP, TrapName.BGPV6}) {
                    io.handle(trap, r -> { }); // would throw if the kernel path had kept it
                }
            }
        }
    }
}
