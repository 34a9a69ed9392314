package io.nosagent.routing.bgp.gnmi;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.schema.IntentPaths;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.BgpYang;
import io.nosagent.config.yang.BgpYang.RefusedAnnouncements.Announcement;
import io.nosagent.config.yang.BgpYang.TaskVips.Vip;
import io.nosagent.config.yang.NetworkInstancesYang;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol.Bgp.Neighbors.Neighbor;
import io.nosagent.config.yang.NetworkInstancesYang.NetworkInstance.Protocols.Protocol.Bgp.Neighbors.Neighbor.AfiSafis.AfiSafi;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.bgp.BgpState;
import io.nosagent.routing.bgp.BgpStates;
import io.nosagent.routing.gnmi.AftHandler;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * BGP as it runs, from the speaker's state (never from the config): OpenConfig neighbor state in the
 * DEFAULT instance's BGP protocol (session-state, last-established, and per AFI-SAFI the prefixes
 * received from the neighbor and installed by the switch), and under {@code nosagent-bgp:bgp} the link
 * to the daemon, the installed task VIPs and the latest refused announcements. The neighbors' config
 * and its state copy are the config section's, served by {@link ConfigHandler}.
 */
public final class BgpStateHandler implements PathHandler {

    private static final List<Container> SCHEMA = List.of(
            Fragment.of(NetworkInstancesYang.node())
                    .with(Neighbor.State.node(), Neighbor.State.SESSION_STATE, Neighbor.State.LAST_ESTABLISHED)
                    .with(AfiSafi.State.node(), AfiSafi.State.PREFIXES)
                    .build(),
            BgpYang.node());

    private final Optional<BgpStates> bgp;
    private final Published<?> commits;

    /**
     * @param bgp     the speaker's state, when a speaker runs
     * @param commits the intent's commits (the configured neighbors)
     */
    public BgpStateHandler(Optional<BgpStates> bgp, Published<?> commits) {
        this.commits = commits;
        this.bgp = bgp;
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Published<?>> sources() {
        return bgp.<Set<Published<?>>>map(b -> Set.of(b.changes(), commits)).orElse(Set.of(commits));
    }

    @Override
    public void write(DataWriter out) {
        if (bgp.isEmpty()) {
            return;
        }
        BgpState s = bgp.get().current();
        if (s.connection() == BgpState.Connection.OFF) {
            return; // BGP not configured: nothing of it runs, so nothing to show
        }
        writeNeighbors(out, s);
        ObjectNode top = out.container(out.root(), BgpYang.TOP);
        out.container(out.container(top, BgpYang.DAEMON), BgpYang.Daemon.STATE).put(BgpYang.Daemon.State.ADDRESS, s.daemon())
                .put(BgpYang.Daemon.State.CONNECTION, s.connection().name().toLowerCase(Locale.ROOT))
                .put(BgpYang.Daemon.State.LEARNED_ROUTES, s.learned()).put(BgpYang.Daemon.State.STALE_ROUTES, s.stale());
        if (!s.taskVips().isEmpty()) {
            ObjectNode vips = out.container(top, BgpYang.TASK_VIPS);
            for (BgpState.TaskVip v : s.taskVips().values()) {
                String prefix = v.prefix().toString();
                ObjectNode state = out.container(out.entry(vips, BgpYang.TaskVips.VIP, Vip.PREFIX, prefix), Vip.STATE)
                        .put(Vip.State.PREFIX, prefix).put(Vip.State.NEIGHBOR, IpAddresses.format(v.neighbor()));
                ArrayNode hops = state.putArray(Vip.State.NEXT_HOPS);
                v.nextHops().forEach(h -> hops.add(IpAddresses.format(h)));
            }
        }
        if (!s.refusals().isEmpty()) {
            ObjectNode refused = out.container(top, BgpYang.REFUSED_ANNOUNCEMENTS);
            for (BgpState.Refusal r : s.refusals()) {
                JsonNode seq = DataWriter.uint64(r.sequence());
                out.container(out.entry(refused, BgpYang.RefusedAnnouncements.ANNOUNCEMENT, Announcement.SEQUENCE, seq),
                                Announcement.STATE)
                        .<ObjectNode>set(Announcement.State.SEQUENCE, seq)
                        .<ObjectNode>set(Announcement.State.TIME, DataWriter.uint64(nanos(r.time())))
                        .put(Announcement.State.NEIGHBOR, IpAddresses.format(r.neighbor()))
                        .put(Announcement.State.PREFIX, r.prefix().toString())
                        .put(Announcement.State.NEXT_HOP, IpAddresses.format(r.nextHop()))
                        .put(Announcement.State.REASON, r.reason());
            }
        }
    }

    private static void writeNeighbors(DataWriter out, BgpState s) {
        if (s.neighbors().isEmpty()) {
            return;
        }
        ObjectNode instance = out.entry(out.container(out.root(), NetworkInstancesYang.TOP),
                NetworkInstancesYang.NETWORK_INSTANCE, NetworkInstance.NAME, AftHandler.DEFAULT_INSTANCE);
        var keys = new LinkedHashMap<String, JsonNode>();
        keys.put(Protocol.IDENTIFIER, JsonNodeFactory.instance.textNode(IntentPaths.BGP_IDENTIFIER));
        keys.put(Protocol.NAME, JsonNodeFactory.instance.textNode(IntentPaths.BGP));
        ObjectNode protocol = out.entry(out.container(instance, NetworkInstance.PROTOCOLS), NetworkInstance.Protocols.PROTOCOL, keys);
        ObjectNode neighbors = out.container(out.container(protocol, Protocol.BGP), Protocol.Bgp.NEIGHBORS);
        for (BgpState.NeighborState n : s.neighbors().values()) {
            ObjectNode entry = out.entry(neighbors, Protocol.Bgp.Neighbors.NEIGHBOR, Neighbor.NEIGHBOR_ADDRESS,
                    IpAddresses.format(n.address()));
            ObjectNode state = out.container(entry, Neighbor.STATE).put(Neighbor.State.SESSION_STATE, n.session().name());
            n.lastEstablished().ifPresent(t -> state.set(Neighbor.State.LAST_ESTABLISHED, DataWriter.uint64(nanos(t))));
            for (var e : n.prefixes().entrySet()) {
                ObjectNode afi = out.entry(out.container(entry, Neighbor.AFI_SAFIS), Neighbor.AfiSafis.AFI_SAFI,
                        AfiSafi.AFI_SAFI_NAME, IntentPaths.afiSafiName(e.getKey()));
                out.container(out.container(afi, AfiSafi.STATE), AfiSafi.State.PREFIXES)
                        .put(AfiSafi.State.Prefixes.RECEIVED, e.getValue().received())
                        .put(AfiSafi.State.Prefixes.INSTALLED, e.getValue().installed());
            }
        }
    }

    private static long nanos(Instant t) {
        return t.getEpochSecond() * 1_000_000_000L + t.getNano();
    }
}
