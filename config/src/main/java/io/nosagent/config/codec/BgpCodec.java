package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.intent.bgp.AddPaths;
import io.nosagent.config.intent.bgp.AfiSafi;
import io.nosagent.config.intent.bgp.AfiSafiSettings;
import io.nosagent.config.intent.bgp.BgpGlobal;
import io.nosagent.config.intent.bgp.BgpIntent;
import io.nosagent.config.intent.bgp.GracefulRestart;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.config.intent.bgp.PeerGroup;
import io.nosagent.config.intent.bgp.PeerSettings;
import io.nosagent.config.schema.BgpSchema;
import io.nosagent.net.IpAddresses;

import java.net.Inet4Address;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The {@code bgp} container of the DEFAULT instance's BGP protocol to {@link BgpIntent} and back, for
 * {@link NetworkInstancesCodec}. A leaf with a YANG default is read as that default when absent and
 * always written; a leaf OpenConfig gives no default is kept only when set. A {@code global} with
 * anything in it needs {@code as} and {@code router-id}; without them (reported here) there is no
 * global instance.
 */
final class BgpCodec {

    private static final String EXT_HOSTS = BgpSchema.EXTENSION + ":host-interfaces";
    private static final String EXT_NEXT_HOP = BgpSchema.EXTENSION + ":advertised-next-hop";

    private BgpCodec() {
    }

    static BgpIntent decode(JsonNode bgp, ConfigErrors errors) {
        BgpIntent out = BgpIntent.NONE;
        JsonNode global = bgp.path("global");
        JsonNode config = global.path("config");
        if (!global.isMissingNode() && !global.isEmpty()) {
            for (String leaf : new String[]{"as", "router-id"}) {
                if (!config.has(leaf)) {
                    ConfigPath at = BgpSchema.globalConfigPath().child(leaf);
                    if (!errors.reportedAtOrAbove(at)) {
                        errors.add(ConfigError.Kind.CONSTRAINT, at, "'" + leaf + "' is required: the BGP instance needs "
                                + "the switch's AS and router id");
                    }
                }
            }
        }
        if (config.has("as") && config.has("router-id")) {
            var families = new TreeMap<AfiSafi, AfiSafiSettings>();
            for (JsonNode a : global.path("afi-safis").path("afi-safi")) {
                AfiSafiSettings s = afiSafi(a);
                families.put(s.name(), s);
            }
            out = out.withGlobal(new BgpGlobal(config.get("as").asLong(),
                    (Inet4Address) IpAddresses.parseIpv4(config.get("router-id").asText()),
                    global.path("use-multiple-paths").path("config").path("enabled").asBoolean(false),
                    gracefulRestart(global.path("graceful-restart").path("config")), families));
        }
        for (JsonNode g : bgp.path("peer-groups").path("peer-group")) {
            out = out.withPeerGroup(new PeerGroup(g.path("peer-group-name").asText(), settings(g)));
        }
        for (JsonNode n : bgp.path("neighbors").path("neighbor")) {
            JsonNode c = n.path("config");
            var hosts = new TreeSet<String>();
            c.path(EXT_HOSTS).forEach(h -> hosts.add(h.asText()));
            out = out.withNeighbor(new Neighbor(IpAddresses.parse(n.path("neighbor-address").asText()),
                    c.has("peer-group") ? Optional.of(c.get("peer-group").asText()) : Optional.empty(),
                    c.path("enabled").asBoolean(true), c.path("neighbor-port").asInt(Neighbor.BGP_PORT), settings(n), hosts,
                    c.has(EXT_NEXT_HOP) ? Optional.of(IpAddresses.parse(c.get(EXT_NEXT_HOP).asText())) : Optional.empty()));
        }
        return out;
    }

    private static PeerSettings settings(JsonNode entry) {
        JsonNode c = entry.path("config");
        JsonNode t = entry.path("transport").path("config");
        var families = new TreeMap<AfiSafi, AfiSafiSettings>();
        for (JsonNode a : entry.path("afi-safis").path("afi-safi")) {
            AfiSafiSettings s = afiSafi(a);
            families.put(s.name(), s);
        }
        return new PeerSettings(c.has("peer-as") ? OptionalLong.of(c.get("peer-as").asLong()) : OptionalLong.empty(),
                c.has("description") ? Optional.of(c.get("description").asText()) : Optional.empty(),
                t.has("local-address") ? Optional.of(IpAddresses.parse(t.get("local-address").asText())) : Optional.empty(),
                t.has("passive-mode") ? Optional.of(t.get("passive-mode").asBoolean()) : Optional.empty(),
                gracefulRestart(entry.path("graceful-restart").path("config")), families);
    }

    private static AfiSafiSettings afiSafi(JsonNode entry) {
        String name = entry.path("afi-safi-name").asText();
        AfiSafi family = AfiSafi.valueOf(name.substring(name.indexOf(':') + 1));
        JsonNode ap = entry.path("add-paths").path("config");
        return new AfiSafiSettings(family, entry.path("config").path("enabled").asBoolean(true),
                new AddPaths(ap.path("receive").asBoolean(false), ap.path("send").asBoolean(false),
                        ap.has("send-max") ? OptionalInt.of(ap.get("send-max").asInt()) : OptionalInt.empty()));
    }

    private static GracefulRestart gracefulRestart(JsonNode c) {
        return new GracefulRestart(c.has("enabled") ? Optional.of(c.get("enabled").asBoolean()) : Optional.empty(),
                c.has("restart-time") ? OptionalInt.of(c.get("restart-time").asInt()) : OptionalInt.empty(),
                c.has("stale-routes-time") ? OptionalInt.of(c.get("stale-routes-time").asInt()) : OptionalInt.empty(),
                c.has("helper-only") ? Optional.of(c.get("helper-only").asBoolean()) : Optional.empty());
    }

    /** The {@code bgp} container's members; empty when BGP is not configured. */
    static ObjectNode encode(BgpIntent bgp) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        bgp.global().ifPresent(g -> {
            ObjectNode global = out.putObject("global");
            putUint32(global.putObject("config"), "as", g.as()).put("router-id", IpAddresses.format(g.routerId()));
            global.putObject("use-multiple-paths").putObject("config").put("enabled", g.useMultiplePaths());
            gracefulRestart(global, g.gracefulRestart());
            afiSafis(global, g.afiSafis(), false);
        });
        if (!bgp.neighbors().isEmpty()) {
            ArrayNode list = out.putObject("neighbors").putArray("neighbor");
            for (Neighbor n : bgp.neighbors().values()) {
                String address = IpAddresses.format(n.address());
                ObjectNode entry = list.addObject();
                entry.put("neighbor-address", address);
                ObjectNode c = entry.putObject("config").put("neighbor-address", address);
                n.peerGroup().ifPresent(g -> c.put("peer-group", g));
                peerConfig(c, n.settings());
                c.put("enabled", n.enabled()).put("neighbor-port", n.port());
                if (n.isHost()) {
                    ArrayNode hosts = c.putArray(EXT_HOSTS);
                    n.hostInterfaces().forEach(hosts::add);
                }
                n.advertisedNextHop().ifPresent(a -> c.put(EXT_NEXT_HOP, IpAddresses.format(a)));
                peerContainers(entry, n.settings());
            }
        }
        if (!bgp.peerGroups().isEmpty()) {
            ArrayNode list = out.putObject("peer-groups").putArray("peer-group");
            for (PeerGroup g : bgp.peerGroups().values()) {
                ObjectNode entry = list.addObject();
                entry.put("peer-group-name", g.name());
                peerConfig(entry.putObject("config").put("peer-group-name", g.name()), g.settings());
                peerContainers(entry, g.settings());
            }
        }
        return out;
    }

    /** A uint32 as the JSON parser would read it back (an int node below 2^31), so documents compare equal. */
    private static ObjectNode putUint32(ObjectNode node, String name, long value) {
        return value <= Integer.MAX_VALUE ? node.put(name, (int) value) : node.put(name, value);
    }

    private static void peerConfig(ObjectNode config, PeerSettings s) {
        s.peerAs().ifPresent(as -> putUint32(config, "peer-as", as));
        s.description().ifPresent(d -> config.put("description", d));
    }

    private static void peerContainers(ObjectNode entry, PeerSettings s) {
        if (s.localAddress().isPresent() || s.passiveMode().isPresent()) {
            ObjectNode t = entry.putObject("transport").putObject("config");
            s.localAddress().ifPresent(a -> t.put("local-address", IpAddresses.format(a)));
            s.passiveMode().ifPresent(p -> t.put("passive-mode", p));
        }
        gracefulRestart(entry, s.gracefulRestart());
        afiSafis(entry, s.afiSafis(), true);
    }

    private static void gracefulRestart(ObjectNode parent, GracefulRestart gr) {
        if (gr.isUnset()) {
            return;
        }
        ObjectNode c = parent.putObject("graceful-restart").putObject("config");
        gr.enabled().ifPresent(v -> c.put("enabled", v));
        gr.restartTime().ifPresent(v -> c.put("restart-time", v));
        gr.staleRoutesTime().ifPresent(v -> c.put("stale-routes-time", v));
        gr.helperOnly().ifPresent(v -> c.put("helper-only", v));
    }

    private static void afiSafis(ObjectNode parent, Map<AfiSafi, AfiSafiSettings> families, boolean addPaths) {
        if (families.isEmpty()) {
            return;
        }
        ArrayNode list = parent.putObject("afi-safis").putArray("afi-safi");
        for (AfiSafiSettings a : families.values()) {
            String name = BgpSchema.afiSafiName(a.name());
            ObjectNode entry = list.addObject();
            entry.put("afi-safi-name", name);
            entry.putObject("config").put("afi-safi-name", name).put("enabled", a.enabled());
            if (addPaths && !a.addPaths().isDefault()) {
                ObjectNode c = entry.putObject("add-paths").putObject("config")
                        .put("receive", a.addPaths().receive()).put("send", a.addPaths().send());
                a.addPaths().sendMax().ifPresent(m -> c.put("send-max", m));
            }
        }
    }
}
