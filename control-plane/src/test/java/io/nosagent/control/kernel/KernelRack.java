package io.nosagent.control.kernel;

import io.nosagent.config.codec.ShippedCopp;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.control.copp.CoppProgrammer;
import io.nosagent.control.neighbor.NeighborTimers;
import io.nosagent.control.neighbor.Neighbors;
import io.nosagent.control.packet.PacketIo;
import io.nosagent.feature.update.UpdateLoop;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.store.key.PortKey;
import io.nosagent.sai.store.key.RouterInterfaceKey;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.testkit.VirtualSwitch;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * An RTSW on the virtual ASIC test kit with CoPP, packet I/O, neighbors and the kernel interfaces in a network
 * namespace of its own (made for the rack, deleted with it, so the host's interfaces are never touched). Port
 * {@code eth1/1/1} is routed as routing would program it: 10.0.0.0/31 and 2001:db8::/127, MTU 9000, the switch's own
 * addresses to the CPU; its host is 10.0.0.1.
 */
final class KernelRack implements AutoCloseable {

    static final String PORT = "eth1/1/1";
    static final String TUN = "eth1-1-1";
    static final int MTU = 9000;
    static final MacAddress HOST_MAC = new MacAddress(0x0200_0000_7001L);

    final String namespace = "nosagent-test-" + ProcessHandle.current().pid();
    final VirtualSwitch sw = VirtualSwitch.rtsw(29);
    final UpdateLoop loop = new UpdateLoop(sw.time());
    final CoppProgrammer copp = new CoppProgrammer(sw.store(), ShippedCopp.profile());
    final PacketIo io = new PacketIo(sw.sai(), sw.handle(), copp::trapOf);
    final Neighbors neighbors = new Neighbors(sw.store(), sw.handle(), sw.time(), loop, sw.portStatus(), io, NeighborTimers.FBOSS);
    final KernelInterfaces kernel;
    final SwitchIntent intent = SwitchIntent.named("rtsw001").withInterface(InterfaceIntent.named(PORT).withMtu(MTU)
            .withAddress(InterfaceAddress.parse("10.0.0.0/31")).withAddress(InterfaceAddress.parse("2001:db8::/127")));

    KernelRack() throws IOException {
        ip("netns", "add", namespace);
        route();
        copp.apply(IntentDelta.between(SwitchIntent.named("rtsw001"), intent));
        neighbors.table().apply(IntentDelta.between(SwitchIntent.named("rtsw001"), intent));
        kernel = new KernelInterfaces(io, sw.handle().mac(), sw.portStatus(), KernelNamespace.named(namespace));
    }

    /** Its host, resolving the switch as its gateway. */
    SimNic host() {
        SimNic nic = sw.host(PORT, IpAddresses.parse("10.0.0.1"), HOST_MAC);
        nic.resolveGateway(IpAddresses.parse("10.0.0.0"));
        return nic;
    }

    /** Runs the simulation a millisecond at a time while the kernel works in real time, until {@code done} (5 s at most). */
    boolean runUntil(BooleanSupplier done) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            sw.run(Duration.ofMillis(1));
            Thread.sleep(2);
        }
        return true;
    }

    /** What {@code ip -n <namespace> -o -d args} prints. */
    String ipShow(String... args) {
        var command = new java.util.ArrayList<>(List.of("-n", namespace, "-o", "-d"));
        command.addAll(List.of(args));
        return ip(command.toArray(String[]::new));
    }

    static String ip(String... args) {
        var command = new java.util.ArrayList<>(List.of("ip"));
        command.addAll(List.of(args));
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            p.waitFor(10, TimeUnit.SECONDS);
            return p.exitValue() == 0 ? out : "ip failed: " + out;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private void route() {
        var store = sw.store();
        var handle = sw.handle();
        store.ensure(new PortKey(PORT), List.of(PortAttr.ADMIN_STATE.bool(true)));
        long rif = store.ensure(new RouterInterfaceKey(PORT), List.of(
                RouterInterfaceAttr.VIRTUAL_ROUTER_ID.oid(handle.defaultVrId()),
                RouterInterfaceAttr.TYPE.s32(SaiEnums.RouterInterfaceType.PORT),
                RouterInterfaceAttr.PORT_ID.oid(handle.portId(PORT).orElseThrow()),
                RouterInterfaceAttr.SRC_MAC_ADDRESS.mac(handle.mac()),
                RouterInterfaceAttr.MTU.u32(MTU))).oid();
        for (String subnet : List.of("10.0.0.0/31", "2001:db8::/127")) {
            store.ensure(new RouteEntry(handle.switchId(), handle.defaultVrId(), IpPrefix.parse(subnet)),
                    List.of(RouteEntryAttr.NEXT_HOP_ID.oid(rif)));
        }
        for (String own : List.of("10.0.0.0/32", "2001:db8::/128")) {
            store.ensure(new RouteEntry(handle.switchId(), handle.defaultVrId(), IpPrefix.parse(own)),
                    List.of(RouteEntryAttr.PACKET_ACTION.s32(SaiEnums.PacketAction.FORWARD),
                            RouteEntryAttr.NEXT_HOP_ID.oid(handle.cpuPortId())));
        }
    }

    @Override
    public void close() {
        kernel.close();
        neighbors.close();
        io.close();
        loop.close();
        sw.close();
        ip("netns", "del", namespace);
    }
}
