package io.nosagent.control.lldp;

import io.nosagent.config.codec.ShippedCopp;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.intent.ExpectedPeer;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.control.copp.CoppProgrammer;
import io.nosagent.control.packet.PacketIo;
import io.nosagent.feature.AgentProblem;
import io.nosagent.feature.update.UpdateLoop;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.observe.Published;
import io.nosagent.sai.store.key.PortKey;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.testkit.VirtualSwitch;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * An RTSW on the virtual ASIC test kit running CoPP, packet I/O, LLDP and the cabling check on simulated time,
 * hostname {@code rtsw001}; port {@code i} ({@code eth1/(i+1)/1}) is up, expects {@code host0 rdma<i>} and, once
 * {@link #host} is called, has a host there that announces itself so. Problems raised and cleared are recorded.
 */
final class LldpRack implements AutoCloseable {

    final VirtualSwitch sw = VirtualSwitch.rtsw(31);
    final UpdateLoop loop = new UpdateLoop(sw.time());
    final CoppProgrammer copp = new CoppProgrammer(sw.store(), ShippedCopp.profile());
    final PacketIo io = new PacketIo(sw.sai(), sw.handle(), copp::trapOf);
    final SwitchIntent intent;
    final LldpAgent lldp;
    final Published<AgentProblem> problems = new Published<>("problems");
    final List<AgentProblem> told = new ArrayList<>();
    final CablingCheck cabling;

    LldpRack(int ports) {
        SwitchIntent i = SwitchIntent.named("rtsw001");
        for (int p = 0; p < ports; p++) {
            i = i.withInterface(InterfaceIntent.named(port(p)).withDescription("downlink " + p)
                    .withExpectedPeer(ExpectedPeer.of("host0", "rdma" + p)));
            sw.store().ensure(new PortKey(port(p)), List.of(PortAttr.ADMIN_STATE.bool(true)));
        }
        intent = i;
        copp.apply(IntentDelta.between(SwitchIntent.named("rtsw001"), intent));
        lldp = new LldpAgent(io, sw.handle(), sw.time(), loop, sw.portStatus(), () -> intent);
        cabling = new CablingCheck(() -> intent, lldp.published()::get, problems);
        problems.subscribe(told::add);
        lldp.published().subscribe(s -> cabling.check());
    }

    static String port(int p) {
        return "eth1/" + (p + 1) + "/1";
    }

    static MacAddress hostMac(int p) {
        return new MacAddress(0x0200_0000_7000L + p);
    }

    /** A host on port {@code p} announcing itself as {@code host0 rdma<p>}. */
    SimNic host(int p) {
        SimNic nic = quietHost(p);
        nic.announceLldp("host0", "rdma" + p);
        return nic;
    }

    /** A host on port {@code p} that sends no LLDP of its own. */
    SimNic quietHost(int p) {
        return sw.host(port(p), IpAddresses.parse("10.0." + (p + 1) + ".2"), hostMac(p));
    }

    LldpState state() {
        return lldp.published().get();
    }

    void run(Duration d) {
        sw.run(d);
    }

    @Override
    public void close() {
        lldp.close();
        io.close();
        loop.close();
        sw.close();
    }
}
