package io.nosagent.control.echo;

import io.nosagent.config.intent.copp.TrapName;
import io.nosagent.control.packet.Icmp;
import io.nosagent.control.packet.PacketIo;
import io.nosagent.feature.update.UpdateLoop;
import io.nosagent.sai.MacAddress;

import java.net.InetAddress;
import java.util.Optional;

/**
 * The router's answer to a packet whose TTL (hop limit) ran out here, which the ASIC traps to the CPU (TTL-error
 * trap, policed by CoPP's low queue): ICMP time exceeded to its source, from the switch's address on the port it
 * came in on, routed through the pipeline. What traceroute sees of this hop.
 */
public final class TtlExpiry {

    private final PacketIo io;
    private final MacAddress switchMac;
    private final SourceAddresses addresses;
    private final UpdateLoop loop;

    public TtlExpiry(PacketIo io, MacAddress switchMac, SourceAddresses addresses, UpdateLoop loop) {
        this.io = io;
        this.switchMac = switchMac;
        this.addresses = addresses;
        this.loop = loop;
        io.handle(TrapName.TTL_ERROR, this::expired);
    }

    private void expired(PacketIo.Received r) {
        Optional<InetAddress> source = Icmp.sourceOf(r.frame());
        if (source.isEmpty()) {
            io.counters().countMalformed(r.trap());
            return;
        }
        loop.run("answering an expired TTL", () -> addresses.on(r.port(), source.get())
                .flatMap(from -> Icmp.timeExceeded(switchMac, from, r.frame()))
                .ifPresentOrElse(io::route, () -> io.counters().countIgnored(r.trap())));
    }
}
