package io.nosagent.sai.store.key;

import io.nosagent.net.Cidr;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * An ACL entry: its table and what tells it apart from the table's other entries, the fields it
 * matches that vary per entry (a TE override's in-port and destination, a stormed port and traffic
 * class). A table with one entry needs none.
 *
 * @param port         the port matched (IN_PORT or OUT_PORT), if entries differ by it
 * @param destination  the destination prefix matched, if entries differ by it
 * @param trafficClass the traffic class matched, if entries differ by it
 */
public record AclEntryKey(AclTableKey table, Optional<PortKey> port, Optional<Cidr> destination, OptionalInt trafficClass)
        implements HostKey<SaiObject.AclEntry> {

    public AclEntryKey {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(port, "port");
        Objects.requireNonNull(destination, "destination");
        Objects.requireNonNull(trafficClass, "trafficClass");
        trafficClass.ifPresent(tc -> KeyFields.inRange("traffic class", tc, 0xFF));
    }

    /** The table's only entry. */
    public static AclEntryKey only(AclTableKey table) {
        return new AclEntryKey(table, Optional.empty(), Optional.empty(), OptionalInt.empty());
    }

    /** The entry of {@code table} for traffic entering {@code port} towards {@code destination}. */
    public static AclEntryKey of(AclTableKey table, PortKey port, Cidr destination) {
        return new AclEntryKey(table, Optional.of(port), Optional.of(destination), OptionalInt.empty());
    }

    /** The entry of {@code table} for traffic class {@code trafficClass} at {@code port}. */
    public static AclEntryKey of(AclTableKey table, PortKey port, int trafficClass) {
        return new AclEntryKey(table, Optional.of(port), Optional.empty(), OptionalInt.of(trafficClass));
    }

    @Override
    public ObjectType type() {
        return ObjectType.ACL_ENTRY;
    }

    @Override
    public String toString() {
        return "ACL_ENTRY{" + table.name() + port.map(p -> " " + p.interfaceName()).orElse("")
                + destination.map(d -> " " + d).orElse("")
                + (trafficClass.isPresent() ? " tc " + trafficClass.getAsInt() : "") + "}";
    }
}
