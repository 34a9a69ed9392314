package io.nosagent.control.lldp;

import io.nosagent.control.packet.Frame;
import io.nosagent.control.packet.MalformedFrame;
import io.nosagent.sai.MacAddress;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Objects;
import java.util.Optional;

/**
 * An LLDP data unit (IEEE 802.1AB) as the agent reads and sends it: the mandatory chassis id, port id and time to
 * live, and the port description and system name when there. Ids read as text: a MAC-address subtype as a MAC, a
 * printable one as it is, anything else in hex.
 *
 * @param ttlSeconds 0 is a peer shutting LLDP down on the port: forget it
 */
public record Lldpdu(String chassisId, String portId, int ttlSeconds, Optional<String> portDescription, Optional<String> systemName) {

    public static final int ETHER_TYPE = 0x88CC;
    /** The nearest-bridge group address: no bridge forwards it, so an LLDPDU reaches only the cable's far end. */
    public static final MacAddress NEAREST_BRIDGE = MacAddress.parse("01:80:c2:00:00:0e");
    private static final int END = 0;
    private static final int CHASSIS_ID = 1;
    private static final int PORT_ID = 2;
    private static final int TTL = 3;
    private static final int PORT_DESCRIPTION = 4;
    private static final int SYSTEM_NAME = 5;
    /** System description, capabilities, management address, organizationally specific: known, not kept. */
    private static final int LAST_KNOWN = 8;
    private static final int ORGANIZATIONAL = 127;
    private static final int SUBTYPE_MAC = 4;
    private static final int PORT_SUBTYPE_MAC = 3;
    private static final int SUBTYPE_INTERFACE_NAME = 5;

    public Lldpdu {
        Objects.requireNonNull(chassisId, "chassisId");
        Objects.requireNonNull(portId, "portId");
        Objects.requireNonNull(portDescription, "portDescription");
        Objects.requireNonNull(systemName, "systemName");
    }

    /** An LLDPDU read, and how many TLVs of types 802.1AB does not define it carried (skipped). */
    public record Read(Lldpdu lldpdu, int unknownTlvs) {
    }

    /**
     * The LLDPDU {@code frame} carries.
     *
     * @throws MalformedFrame when it is not LLDP, a TLV runs past the frame, the first three are not chassis id,
     *                        port id and TTL, a mandatory one has the wrong length or comes twice
     */
    public static Read parse(Frame frame) throws MalformedFrame {
        if (frame.etherType() != ETHER_TYPE) {
            throw new MalformedFrame("EtherType 0x" + Integer.toHexString(frame.etherType()) + " is not LLDP");
        }
        byte[] b = frame.bytes();
        String chassis = null;
        String port = null;
        int ttl = -1;
        String description = null;
        String name = null;
        int unknown = 0;
        int index = 0;
        for (int at = Frame.HEADER; at < b.length; index++) {
            if (at + 2 > b.length) {
                throw new MalformedFrame("TLV header past the frame's end at byte " + (at - Frame.HEADER));
            }
            int header = ((b[at] & 0xFF) << 8) | (b[at + 1] & 0xFF);
            int type = header >>> 9;
            int length = header & 0x1FF;
            int value = at + 2;
            if (value + length > b.length) {
                throw new MalformedFrame("TLV type " + type + " of " + length + " bytes runs past the frame's end");
            }
            if (type == END) {
                break;
            }
            int mandatory = index < 3 ? index + 1 : -1;
            if (mandatory > 0 && type != mandatory) {
                throw new MalformedFrame("TLV " + (index + 1) + " is of type " + type + ", not " + mandatory);
            }
            switch (type) {
                case CHASSIS_ID, PORT_ID -> {
                    if (mandatory < 0) {
                        throw new MalformedFrame("a second " + (type == CHASSIS_ID ? "chassis id" : "port id") + " TLV");
                    }
                    if (length < 2 || length > 256) {
                        throw new MalformedFrame((type == CHASSIS_ID ? "chassis id" : "port id") + " of " + length + " bytes, not 2..256");
                    }
                    int mac = type == CHASSIS_ID ? SUBTYPE_MAC : PORT_SUBTYPE_MAC;
                    String id = id(b, value + 1, length - 1, (b[value] & 0xFF) == mac);
                    if (type == CHASSIS_ID) {
                        chassis = id;
                    } else {
                        port = id;
                    }
                }
                case TTL -> {
                    if (mandatory < 0 || length != 2) {
                        throw new MalformedFrame(mandatory < 0 ? "a second TTL TLV" : "TTL of " + length + " bytes, not 2");
                    }
                    ttl = ((b[value] & 0xFF) << 8) | (b[value + 1] & 0xFF);
                }
                case PORT_DESCRIPTION -> description = text(b, value, length);
                case SYSTEM_NAME -> name = text(b, value, length);
                default -> {
                    if (type > LAST_KNOWN && type != ORGANIZATIONAL) {
                        unknown++;
                    }
                }
            }
            at = value + length;
        }
        if (ttl < 0) {
            throw new MalformedFrame("no chassis id, port id and TTL");
        }
        return new Read(new Lldpdu(chassis, port, ttl, Optional.ofNullable(description), Optional.ofNullable(name)), unknown);
    }

    /**
     * The frame announcing this switch on {@code port}: to the nearest-bridge address from {@code chassis}, the
     * chassis id that MAC, the port id the port's name (interface-name subtype), padded to Ethernet's minimum.
     */
    public static byte[] announcement(MacAddress chassis, String port, int ttlSeconds, String portDescription, String systemName) {
        var out = new ByteArrayOutputStream();
        out.writeBytes(NEAREST_BRIDGE.octets());
        out.writeBytes(chassis.octets());
        out.write(ETHER_TYPE >>> 8);
        out.write(ETHER_TYPE & 0xFF);
        tlv(out, CHASSIS_ID, SUBTYPE_MAC, chassis.octets());
        tlv(out, PORT_ID, SUBTYPE_INTERFACE_NAME, utf8(port, 255));
        tlv(out, TTL, -1, new byte[]{(byte) (ttlSeconds >>> 8), (byte) ttlSeconds});
        tlv(out, PORT_DESCRIPTION, -1, utf8(portDescription, 255));
        tlv(out, SYSTEM_NAME, -1, utf8(systemName, 255));
        tlv(out, END, -1, new byte[0]);
        byte[] f = out.toByteArray();
        return f.length >= Frame.MIN_LENGTH ? f : java.util.Arrays.copyOf(f, Frame.MIN_LENGTH);
    }

    private static void tlv(ByteArrayOutputStream out, int type, int subtype, byte[] value) {
        int length = value.length + (subtype < 0 ? 0 : 1);
        out.write((type << 1) | (length >>> 8));
        out.write(length & 0xFF);
        if (subtype >= 0) {
            out.write(subtype);
        }
        out.writeBytes(value);
    }

    private static byte[] utf8(String s, int max) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        return b.length <= max ? b : java.util.Arrays.copyOf(b, max);
    }

    private static String id(byte[] b, int from, int length, boolean mac) {
        if (mac && length == 6) {
            return MacAddress.of(java.util.Arrays.copyOfRange(b, from, from + 6)).toString();
        }
        return text(b, from, length);
    }

    /** Printable ASCII as it is; anything else (binary ids, control characters) in hex. */
    private static String text(byte[] b, int from, int length) {
        for (int i = from; i < from + length; i++) {
            if (b[i] < 0x20 || b[i] > 0x7E) {
                return HexFormat.ofDelimiter(":").formatHex(b, from, from + length);
            }
        }
        return new String(b, from, length, StandardCharsets.US_ASCII);
    }
}
