package io.nosagent.config.codec;

import io.nosagent.config.intent.routing.ByNextHops;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol.StaticRoutes.Static;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol.StaticRoutes.Static.NextHops;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol.StaticRoutes.Static.NextHops.NextHop;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.Set;

/**
 * The entries of a {@code static} list as compact JSON bytes, written straight to a stream: the bytes
 * {@link NetworkInstancesCodec#encode} gives them, for a table whose routes are all plain (next hops that
 * are each their own index, no tag, no DROP), as a large table's are. A 128k-route table is ~90 MB of
 * JSON: each route here is a prefix printed from its bits between fixed bytes and its next-hop set's bytes,
 * printed once per set; a JSON generator's call per member would be several times the work, and a
 * compiled loop many times the size (the JIT compiling it is CPU the commit's programming then lacks).
 * Every text written is an address, a prefix or a schema name: ASCII, nothing to escape.
 */
final class StaticRoutesText {

    private static final byte[] ROUTE_PREFIX = ascii("{\"" + Static.PREFIX + "\":\"");
    private static final byte[] ROUTE_CONFIG_PREFIX = ascii("\",\"" + Static.CONFIG + "\":{\"" + Static.Config.PREFIX + "\":\"");
    private static final byte[] ROUTE_NEXT_HOPS = ascii("\"},\"" + Static.NEXT_HOPS + "\":");
    private static final byte[] ROUTE_END = ascii("}");
    private static final byte[] HOPS_START = ascii("{\"" + NextHops.NEXT_HOP + "\":[");
    private static final byte[] HOP_INDEX = ascii("{\"" + NextHop.INDEX + "\":\"");
    private static final byte[] HOP_CONFIG_INDEX = ascii("\",\"" + NextHop.CONFIG + "\":{\"" + NextHop.Config.INDEX + "\":\"");
    private static final byte[] HOP_NEXT_HOP = ascii("\",\"" + NextHop.Config.NEXT_HOP + "\":\"");
    private static final byte[] HOP_END = ascii("\"}}");
    private static final byte[] HOPS_END = ascii("]}");
    private static final byte[] COMMA = ascii(",");

    private final OutputStream out;
    private final byte[] buffer = new byte[1 << 16];
    private int used;
    private final char[] text = new char[Cidr.MAX_TEXT];
    private final ByNextHops<byte[]> printedSets = new ByNextHops<>();

    StaticRoutesText(OutputStream out) {
        this.out = out;
    }

    /** Whether every route is plain: what {@link #write} writes. */
    static boolean writes(Collection<StaticRoute> routes) {
        for (StaticRoute route : routes) {
            if (route.nextHops().isEmpty() || route.drops() || !route.settings().isEmpty() || route.setTag().isPresent()) {
                return false;
            }
        }
        return true;
    }

    /** The routes' entries, comma-separated, in order (the list's brackets are the caller's). */
    void write(Collection<StaticRoute> routes) throws IOException {
        boolean first = true;
        for (StaticRoute route : routes) {
            byte[] hops = printedSets.get(route.nextHops());
            if (hops == null) {
                hops = nextHops(route.nextHops());
                printedSets.put(route.nextHops(), hops);
            }
            if (!first) {
                put(COMMA);
            }
            first = false;
            int length = route.prefix().formatTo(text, 0);
            put(ROUTE_PREFIX);
            putText(length);
            put(ROUTE_CONFIG_PREFIX);
            putText(length);
            put(ROUTE_NEXT_HOPS);
            put(hops);
            put(ROUTE_END);
        }
        if (used > 0) {
            out.write(buffer, 0, used);
            used = 0;
        }
    }

    /** A next-hops container whose addresses are each their own index. */
    private byte[] nextHops(Set<InetAddress> hops) {
        var sb = new StringBuilder(96 * hops.size());
        sb.append(new String(HOPS_START, StandardCharsets.US_ASCII));
        boolean first = true;
        for (InetAddress hop : hops) {
            String address = IpAddresses.format(hop);
            sb.append(first ? "" : ",").append(new String(HOP_INDEX, StandardCharsets.US_ASCII)).append(address)
                    .append(new String(HOP_CONFIG_INDEX, StandardCharsets.US_ASCII)).append(address)
                    .append(new String(HOP_NEXT_HOP, StandardCharsets.US_ASCII)).append(address)
                    .append(new String(HOP_END, StandardCharsets.US_ASCII));
            first = false;
        }
        sb.append(new String(HOPS_END, StandardCharsets.US_ASCII));
        return ascii(sb.toString());
    }

    private void put(byte[] bytes) throws IOException {
        if (bytes.length > buffer.length - used) {
            out.write(buffer, 0, used);
            used = 0;
            if (bytes.length > buffer.length) {
                out.write(bytes);
                return;
            }
        }
        System.arraycopy(bytes, 0, buffer, used, bytes.length);
        used += bytes.length;
    }

    /** The first {@code length} characters of {@link #text} (ASCII), as bytes. */
    private void putText(int length) throws IOException {
        if (length > buffer.length - used) {
            out.write(buffer, 0, used);
            used = 0;
        }
        for (int i = 0; i < length; i++) {
            buffer[used + i] = (byte) text[i];
        }
        used += length;
    }

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }
}
