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
import io.nosagent.config.intent.bgp.Bfd;
import io.nosagent.config.intent.bgp.GracefulRestart;
import io.nosagent.config.intent.bgp.Neighbor;
import io.nosagent.config.intent.bgp.PeerGroup;
import io.nosagent.config.intent.bgp.PeerSettings;
import io.nosagent.config.schema.IntentPaths;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol.Bgp;
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

    // Neighbors and peer groups share their settings' members, and global its graceful restart and families
    // (OpenConfig's groupings): the neighbor's names serve all three.
    private static final String EXT_HOSTS = Bgp.Neighbors.Neighbor.Config.HOST_INTERFACES;
    private static final String EXT_NEXT_HOP = Bgp.Neighbors.Neighbor.Config.ADVERTISED_NEXT_HOP;

    private BgpCodec() {
    }

    static BgpIntent decode(JsonNode bgp, ConfigErrors errors) {
        BgpIntent out = BgpIntent.NONE;
        JsonNode global = bgp.path(Bgp.GLOBAL);
        JsonNode config = global.path(Bgp.Global.CONFIG);
        if (!global.isMissingNode() && !global.isEmpty()) {
            for (String leaf : new String[]{Bgp.Global.Config.AS, Bgp.Global.Config.ROUTER_ID}) {
                if (!config.has(leaf)) {
                    ConfigPath at = IntentPaths.bgpGlobalConfig().child(leaf);
                    if (!errors.reportedAtOrAbove(at)) {
                        errors.add(ConfigError.Kind.CONSTRAINT, at, "'" + leaf + "' is required: the BGP instance needs "
                                + "the switch's AS and router id");
                    }
                }
            }
        }
        if (config.has(Bgp.Global.Config.AS) && config.has(Bgp.Global.Config.ROUTER_ID)) {
            var families = new TreeMap<AfiSafi, AfiSafiSettings>();
            for (JsonNode a : global.path(Bgp.Global.AFI_SAFIS).path(Bgp.Global.AfiSafis.AFI_SAFI)) {
                AfiSafiSettings s = afiSafi(a);
                families.put(s.name(), s);
            }
            out = out.withGlobal(new BgpGlobal(config.get(Bgp.Global.Config.AS).asLong(),
                    (Inet4Address) IpAddresses.parseIpv4(config.get(Bgp.Global.Config.ROUTER_ID).asText()),
                    global.path(Bgp.Global.USE_MULTIPLE_PATHS).path(Bgp.Global.UseMultiplePaths.CONFIG).path(Bgp.Global.UseMultiplePaths.Config.ENABLED).asBoolean(false),
                    gracefulRestart(global.path(Bgp.Global.GRACEFUL_RESTART).path(Bgp.Global.GracefulRestart.CONFIG)), families));
        }
        for (JsonNode g : bgp.path(Bgp.PEER_GROUPS).path(Bgp.PeerGroups.PEER_GROUP)) {
            out = out.withPeerGroup(new PeerGroup(g.path(Bgp.PeerGroups.PeerGroup.PEER_GROUP_NAME).asText(), settings(g)));
        }
        for (JsonNode n : bgp.path(Bgp.NEIGHBORS).path(Bgp.Neighbors.NEIGHBOR)) {
            JsonNode c = n.path(Bgp.Neighbors.Neighbor.CONFIG);
            var hosts = new TreeSet<String>();
            c.path(EXT_HOSTS).forEach(h -> hosts.add(h.asText()));
            out = out.withNeighbor(new Neighbor(IpAddresses.parse(n.path(Bgp.Neighbors.Neighbor.NEIGHBOR_ADDRESS).asText()),
                    c.has(Bgp.PeerGroups.PEER_GROUP) ? Optional.of(c.get(Bgp.PeerGroups.PEER_GROUP).asText()) : Optional.empty(),
                    c.path(Bgp.Global.UseMultiplePaths.Config.ENABLED).asBoolean(true), c.path(Bgp.Neighbors.Neighbor.Config.NEIGHBOR_PORT).asInt(Neighbor.BGP_PORT), settings(n), hosts,
                    c.has(EXT_NEXT_HOP) ? Optional.of(IpAddresses.parse(c.get(EXT_NEXT_HOP).asText())) : Optional.empty()));
        }
        return out;
    }

    private static PeerSettings settings(JsonNode entry) {
        JsonNode c = entry.path(Bgp.Neighbors.Neighbor.CONFIG);
        JsonNode t = entry.path(Bgp.Neighbors.Neighbor.TRANSPORT).path(Bgp.Neighbors.Neighbor.Transport.CONFIG);
        var families = new TreeMap<AfiSafi, AfiSafiSettings>();
        for (JsonNode a : entry.path(Bgp.Neighbors.Neighbor.AFI_SAFIS).path(Bgp.Neighbors.Neighbor.AfiSafis.AFI_SAFI)) {
            AfiSafiSettings s = afiSafi(a);
            families.put(s.name(), s);
        }
        return new PeerSettings(c.has(Bgp.Neighbors.Neighbor.Config.PEER_AS) ? OptionalLong.of(c.get(Bgp.Neighbors.Neighbor.Config.PEER_AS).asLong()) : OptionalLong.empty(),
                c.has(Bgp.Neighbors.Neighbor.Config.DESCRIPTION) ? Optional.of(c.get(Bgp.Neighbors.Neighbor.Config.DESCRIPTION).asText()) : Optional.empty(),
                t.has(Bgp.Neighbors.Neighbor.Transport.Config.LOCAL_ADDRESS) ? Optional.of(IpAddresses.parse(t.get(Bgp.Neighbors.Neighbor.Transport.Config.LOCAL_ADDRESS).asText())) : Optional.empty(),
                t.has(Bgp.Neighbors.Neighbor.Transport.Config.PASSIVE_MODE) ? Optional.of(t.get(Bgp.Neighbors.Neighbor.Transport.Config.PASSIVE_MODE).asBoolean()) : Optional.empty(),
                gracefulRestart(entry.path(Bgp.Neighbors.Neighbor.GRACEFUL_RESTART).path(Bgp.Neighbors.Neighbor.GracefulRestart.CONFIG)), families,
                bfd(entry.path(Bgp.Neighbors.Neighbor.ENABLE_BFD).path(Bgp.Neighbors.Neighbor.EnableBfd.CONFIG)));
    }

    private static Bfd bfd(JsonNode c) {
        return new Bfd(c.has(Bgp.Neighbors.Neighbor.EnableBfd.Config.ENABLED) ? Optional.of(c.get(Bgp.Neighbors.Neighbor.EnableBfd.Config.ENABLED).asBoolean()) : Optional.empty(),
                c.has(Bgp.Neighbors.Neighbor.EnableBfd.Config.DESIRED_MINIMUM_TX_INTERVAL) ? OptionalLong.of(c.get(Bgp.Neighbors.Neighbor.EnableBfd.Config.DESIRED_MINIMUM_TX_INTERVAL).asLong()) : OptionalLong.empty(),
                c.has(Bgp.Neighbors.Neighbor.EnableBfd.Config.REQUIRED_MINIMUM_RECEIVE) ? OptionalLong.of(c.get(Bgp.Neighbors.Neighbor.EnableBfd.Config.REQUIRED_MINIMUM_RECEIVE).asLong()) : OptionalLong.empty(),
                c.has(Bgp.Neighbors.Neighbor.EnableBfd.Config.DETECTION_MULTIPLIER) ? OptionalInt.of(c.get(Bgp.Neighbors.Neighbor.EnableBfd.Config.DETECTION_MULTIPLIER).asInt()) : OptionalInt.empty());
    }

    private static AfiSafiSettings afiSafi(JsonNode entry) {
        String name = entry.path(Bgp.Neighbors.Neighbor.AfiSafis.AfiSafi.AFI_SAFI_NAME).asText();
        AfiSafi family = AfiSafi.valueOf(name.substring(name.indexOf(':') + 1));
        JsonNode ap = entry.path(Bgp.Neighbors.Neighbor.AfiSafis.AfiSafi.ADD_PATHS).path(Bgp.Neighbors.Neighbor.AfiSafis.AfiSafi.AddPaths.CONFIG);
        return new AfiSafiSettings(family, entry.path(Bgp.Neighbors.Neighbor.AfiSafis.AfiSafi.CONFIG).path(Bgp.Neighbors.Neighbor.AfiSafis.AfiSafi.Config.ENABLED).asBoolean(true),
                new AddPaths(ap.path(Bgp.Neighbors.Neighbor.AfiSafis.AfiSafi.AddPaths.Config.RECEIVE).asBoolean(false), ap.path(Bgp.Neighbors.Neighbor.AfiSafis.AfiSafi.AddPaths.Config.SEND).asBoolean(false),
                        ap.has(Bgp.Neighbors.Neighbor.AfiSafis.AfiSafi.AddPaths.Config.SEND_MAX) ? OptionalInt.of(ap.get(Bgp.Neighbors.Neighbor.AfiSafis.AfiSafi.AddPaths.Config.SEND_MAX).asInt()) : OptionalInt.empty()));
    }

    private static GracefulRestart gracefulRestart(JsonNode c) {
        return new GracefulRestart(c.has(Bgp.Neighbors.Neighbor.GracefulRestart.Config.ENABLED) ? Optional.of(c.get(Bgp.Neighbors.Neighbor.GracefulRestart.Config.ENABLED).asBoolean()) : Optional.empty(),
                c.has(Bgp.Neighbors.Neighbor.GracefulRestart.Config.RESTART_TIME) ? OptionalInt.of(c.get(Bgp.Neighbors.Neighbor.GracefulRestart.Config.RESTART_TIME).asInt()) : OptionalInt.empty(),
                c.has(Bgp.Neighbors.Neighbor.GracefulRestart.Config.STALE_ROUTES_TIME) ? OptionalInt.of(c.get(Bgp.Neighbors.Neighbor.GracefulRestart.Config.STALE_ROUTES_TIME).asInt()) : OptionalInt.empty(),
                c.has(Bgp.Neighbors.Neighbor.GracefulRestart.Config.HELPER_ONLY) ? Optional.of(c.get(Bgp.Neighbors.Neighbor.GracefulRestart.Config.HELPER_ONLY).asBoolean()) : Optional.empty());
    }

    /** The {@code bgp} container's members; empty when BGP is not configured. */
    static ObjectNode encode(BgpIntent bgp) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        bgp.global().ifPresent(g -> {
            ObjectNode global = out.putObject(Bgp.GLOBAL);
            putUint32(global.putObject(Bgp.Global.CONFIG), Bgp.Global.Config.AS, g.as()).put(Bgp.Global.Config.ROUTER_ID, IpAddresses.format(g.routerId()));
            global.putObject(Bgp.Global.USE_MULTIPLE_PATHS).putObject(Bgp.Global.UseMultiplePaths.CONFIG)
                    .put(Bgp.Global.UseMultiplePaths.Config.ENABLED, g.useMultiplePaths());
            gracefulRestart(global, g.gracefulRestart());
            afiSafis(global, g.afiSafis(), false);
        });
        if (!bgp.neighbors().isEmpty()) {
            ArrayNode list = out.putObject(Bgp.NEIGHBORS).putArray(Bgp.Neighbors.NEIGHBOR);
            for (Neighbor n : bgp.neighbors().values()) {
                String address = IpAddresses.format(n.address());
                ObjectNode entry = list.addObject();
                entry.put(Bgp.Neighbors.Neighbor.NEIGHBOR_ADDRESS, address);
                ObjectNode c = entry.putObject(Bgp.Neighbors.Neighbor.CONFIG).put(Bgp.Neighbors.Neighbor.Config.NEIGHBOR_ADDRESS, address);
                n.peerGroup().ifPresent(g -> c.put(Bgp.Neighbors.Neighbor.Config.PEER_GROUP, g));
                peerConfig(c, n.settings());
                c.put(Bgp.Neighbors.Neighbor.Config.ENABLED, n.enabled()).put(Bgp.Neighbors.Neighbor.Config.NEIGHBOR_PORT, n.port());
                if (n.isHost()) {
                    ArrayNode hosts = c.putArray(EXT_HOSTS);
                    n.hostInterfaces().forEach(hosts::add);
                }
                n.advertisedNextHop().ifPresent(a -> c.put(EXT_NEXT_HOP, IpAddresses.format(a)));
                peerContainers(entry, n.settings());
            }
        }
        if (!bgp.peerGroups().isEmpty()) {
            ArrayNode list = out.putObject(Bgp.PEER_GROUPS).putArray(Bgp.PeerGroups.PEER_GROUP);
            for (PeerGroup g : bgp.peerGroups().values()) {
                ObjectNode entry = list.addObject();
                entry.put(Bgp.PeerGroups.PeerGroup.PEER_GROUP_NAME, g.name());
                peerConfig(entry.putObject(Bgp.PeerGroups.PeerGroup.CONFIG)
                        .put(Bgp.PeerGroups.PeerGroup.Config.PEER_GROUP_NAME, g.name()), g.settings());
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
        s.peerAs().ifPresent(as -> putUint32(config, Bgp.Neighbors.Neighbor.Config.PEER_AS, as));
        s.description().ifPresent(d -> config.put(Bgp.Neighbors.Neighbor.Config.DESCRIPTION, d));
    }

    private static void peerContainers(ObjectNode entry, PeerSettings s) {
        if (s.localAddress().isPresent() || s.passiveMode().isPresent()) {
            ObjectNode t = entry.putObject(Bgp.Neighbors.Neighbor.TRANSPORT).putObject(Bgp.Neighbors.Neighbor.Transport.CONFIG);
            s.localAddress().ifPresent(a -> t.put(Bgp.Neighbors.Neighbor.Transport.Config.LOCAL_ADDRESS, IpAddresses.format(a)));
            s.passiveMode().ifPresent(p -> t.put(Bgp.Neighbors.Neighbor.Transport.Config.PASSIVE_MODE, p));
        }
        gracefulRestart(entry, s.gracefulRestart());
        bfd(entry, s.bfd());
        afiSafis(entry, s.afiSafis(), true);
    }

    private static void bfd(ObjectNode parent, Bfd bfd) {
        if (bfd.isUnset()) {
            return;
        }
        ObjectNode c = parent.putObject(Bgp.Neighbors.Neighbor.ENABLE_BFD).putObject(Bgp.Neighbors.Neighbor.EnableBfd.CONFIG);
        bfd.enabled().ifPresent(v -> c.put(Bgp.Neighbors.Neighbor.EnableBfd.Config.ENABLED, v));
        bfd.txMicros().ifPresent(v -> putUint32(c, Bgp.Neighbors.Neighbor.EnableBfd.Config.DESIRED_MINIMUM_TX_INTERVAL, v));
        bfd.rxMicros().ifPresent(v -> putUint32(c, Bgp.Neighbors.Neighbor.EnableBfd.Config.REQUIRED_MINIMUM_RECEIVE, v));
        bfd.multiplier().ifPresent(v -> c.put(Bgp.Neighbors.Neighbor.EnableBfd.Config.DETECTION_MULTIPLIER, v));
    }

    private static void gracefulRestart(ObjectNode parent, GracefulRestart gr) {
        if (gr.isUnset()) {
            return;
        }
        ObjectNode c = parent.putObject(Bgp.Neighbors.Neighbor.GRACEFUL_RESTART).putObject(Bgp.Neighbors.Neighbor.GracefulRestart.CONFIG);
        gr.enabled().ifPresent(v -> c.put(Bgp.Neighbors.Neighbor.GracefulRestart.Config.ENABLED, v));
        gr.restartTime().ifPresent(v -> c.put(Bgp.Neighbors.Neighbor.GracefulRestart.Config.RESTART_TIME, v));
        gr.staleRoutesTime().ifPresent(v -> c.put(Bgp.Neighbors.Neighbor.GracefulRestart.Config.STALE_ROUTES_TIME, v));
        gr.helperOnly().ifPresent(v -> c.put(Bgp.Neighbors.Neighbor.GracefulRestart.Config.HELPER_ONLY, v));
    }

    private static void afiSafis(ObjectNode parent, Map<AfiSafi, AfiSafiSettings> families, boolean addPaths) {
        if (families.isEmpty()) {
            return;
        }
        ArrayNode list = parent.putObject(Bgp.Neighbors.Neighbor.AFI_SAFIS).putArray(Bgp.Neighbors.Neighbor.AfiSafis.AFI_SAFI);
        for (AfiSafiSettings a : families.values()) {
            String name = IntentPaths.afiSafiName(a.name());
            ObjectNode entry = list.addObject();
            entry.put(Bgp.Neighbors.Neighbor.AfiSafis.AfiSafi.AFI_SAFI_NAME, name);
            entry.putObject(Bgp.Neighbors.Neighbor.AfiSafis.AfiSafi.CONFIG)
                    .put(Bgp.Neighbors.Neighbor.AfiSafis.AfiSafi.Config.AFI_SAFI_NAME, name)
                    .put(Bgp.Neighbors.Neighbor.AfiSafis.AfiSafi.Config.ENABLED, a.enabled());
            if (addPaths && !a.addPaths().isDefault()) {
                ObjectNode c = entry.putObject(Bgp.Neighbors.Neighbor.AfiSafis.AfiSafi.ADD_PATHS)
                        .putObject(Bgp.Neighbors.Neighbor.AfiSafis.AfiSafi.AddPaths.CONFIG)
                        .put(Bgp.Neighbors.Neighbor.AfiSafis.AfiSafi.AddPaths.Config.RECEIVE, a.addPaths().receive()).put(Bgp.Neighbors.Neighbor.AfiSafis.AfiSafi.AddPaths.Config.SEND, a.addPaths().send());
                a.addPaths().sendMax().ifPresent(m -> c.put(Bgp.Neighbors.Neighbor.AfiSafis.AfiSafi.AddPaths.Config.SEND_MAX, m));
            }
        }
    }
}
