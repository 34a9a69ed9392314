package io.nosagent.routing.bgp.gnmi;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.feature.gnmi.DataNode.Container;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.config.schema.IntentPaths;
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

import static io.nosagent.feature.gnmi.LeafKind.ENUMERATION;
import static io.nosagent.feature.gnmi.LeafKind.IDENTITYREF;
import static io.nosagent.feature.gnmi.LeafKind.IP_ADDRESS;
import static io.nosagent.feature.gnmi.LeafKind.IP_PREFIX;
import static io.nosagent.feature.gnmi.LeafKind.STRING;
import static io.nosagent.feature.gnmi.LeafKind.UINT32;
import static io.nosagent.feature.gnmi.LeafKind.UINT64;
import static io.nosagent.feature.gnmi.Yang.container;
import static io.nosagent.feature.gnmi.Yang.leaf;
import static io.nosagent.feature.gnmi.Yang.leafList;
import static io.nosagent.feature.gnmi.Yang.list;
import static io.nosagent.feature.gnmi.Yang.readOnly;
import static io.nosagent.feature.gnmi.Yang.state;

/**
 * BGP as it runs, from the speaker's state (never from the config): OpenConfig neighbor state in the
 * DEFAULT instance's BGP protocol (session-state, last-established, and per AFI-SAFI the prefixes
 * received from the neighbor and installed by the switch), and under {@code nosagent-bgp:bgp} the link
 * to the daemon, the installed task VIPs and the latest refused announcements. The neighbors' config
 * and its state copy are the config section's, served by {@link ConfigHandler}.
 */
public final class BgpStateHandler implements PathHandler {

    static final String BGP = "nosagent-bgp:bgp";
    private static final String INSTANCES = "openconfig-network-instance:network-instances";

    private static final List<Container> SCHEMA = List.of(
            container(INSTANCES, list("network-instance", List.of("name"), leaf("name", STRING),
                    container("protocols", list("protocol", List.of("identifier", "name"), leaf("identifier", IDENTITYREF),
                            leaf("name", STRING),
                            container("bgp", container("neighbors", list("neighbor", List.of("neighbor-address"),
                                    leaf("neighbor-address", IP_ADDRESS),
                                    state(leaf("session-state", ENUMERATION), leaf("last-established", UINT64)),
                                    container("afi-safis", list("afi-safi", List.of("afi-safi-name"),
                                            leaf("afi-safi-name", IDENTITYREF),
                                            state(readOnly("prefixes", leaf("received", UINT32), leaf("installed", UINT32)))))))))))),
            readOnly(BGP,
                    container("daemon", state(leaf("address", STRING), leaf("connection", ENUMERATION),
                            leaf("learned-routes", UINT32), leaf("stale-routes", UINT32))),
                    container("task-vips", list("vip", List.of("prefix"), leaf("prefix", IP_PREFIX),
                            state(leaf("prefix", IP_PREFIX), leaf("neighbor", IP_ADDRESS), leafList("next-hops", IP_ADDRESS)))),
                    container("refused-announcements", list("announcement", List.of("sequence"), leaf("sequence", UINT64),
                            state(leaf("sequence", UINT64), leaf("time", UINT64), leaf("neighbor", IP_ADDRESS),
                                    leaf("prefix", IP_PREFIX), leaf("next-hop", IP_ADDRESS), leaf("reason", STRING))))));

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
        ObjectNode top = out.container(out.root(), BGP);
        out.container(out.container(top, "daemon"), "state").put("address", s.daemon())
                .put("connection", s.connection().name().toLowerCase(Locale.ROOT))
                .put("learned-routes", s.learned()).put("stale-routes", s.stale());
        if (!s.taskVips().isEmpty()) {
            ObjectNode vips = out.container(top, "task-vips");
            for (BgpState.TaskVip v : s.taskVips().values()) {
                String prefix = v.prefix().toString();
                ObjectNode state = out.container(out.entry(vips, "vip", "prefix", prefix), "state").put("prefix", prefix)
                        .put("neighbor", IpAddresses.format(v.neighbor()));
                ArrayNode hops = state.putArray("next-hops");
                v.nextHops().forEach(h -> hops.add(IpAddresses.format(h)));
            }
        }
        if (!s.refusals().isEmpty()) {
            ObjectNode refused = out.container(top, "refused-announcements");
            for (BgpState.Refusal r : s.refusals()) {
                JsonNode seq = DataWriter.uint64(r.sequence());
                out.container(out.entry(refused, "announcement", "sequence", seq), "state").<ObjectNode>set("sequence", seq)
                        .<ObjectNode>set("time", DataWriter.uint64(nanos(r.time())))
                        .put("neighbor", IpAddresses.format(r.neighbor())).put("prefix", r.prefix().toString())
                        .put("next-hop", IpAddresses.format(r.nextHop())).put("reason", r.reason());
            }
        }
    }

    private static void writeNeighbors(DataWriter out, BgpState s) {
        if (s.neighbors().isEmpty()) {
            return;
        }
        ObjectNode instance = out.entry(out.container(out.root(), INSTANCES), "network-instance", "name", AftHandler.DEFAULT_INSTANCE);
        var keys = new LinkedHashMap<String, JsonNode>();
        keys.put("identifier", JsonNodeFactory.instance.textNode(IntentPaths.BGP_IDENTIFIER));
        keys.put("name", JsonNodeFactory.instance.textNode(IntentPaths.BGP));
        ObjectNode neighbors = out.container(out.container(out.entry(out.container(instance, "protocols"), "protocol", keys),
                "bgp"), "neighbors");
        for (BgpState.NeighborState n : s.neighbors().values()) {
            ObjectNode entry = out.entry(neighbors, "neighbor", "neighbor-address", IpAddresses.format(n.address()));
            ObjectNode state = out.container(entry, "state").put("session-state", n.session().name());
            n.lastEstablished().ifPresent(t -> state.set("last-established", DataWriter.uint64(nanos(t))));
            for (var e : n.prefixes().entrySet()) {
                ObjectNode afi = out.entry(out.container(entry, "afi-safis"), "afi-safi", "afi-safi-name",
                        IntentPaths.afiSafiName(e.getKey()));
                out.container(out.container(afi, "state"), "prefixes").put("received", e.getValue().received())
                        .put("installed", e.getValue().installed());
            }
        }
    }

    private static long nanos(Instant t) {
        return t.getEpochSecond() * 1_000_000_000L + t.getNano();
    }
}
