package io.nosagent.sai.platform;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.sai.MacAddress;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Set;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads platform descriptions: the shipped profiles by name ({@code rtsw}, {@code ctsw}) or a JSON
 * file. Errors name the offending field by its JSON path.
 */
public final class PlatformLoader {

    /** Profiles shipped with the agent. */
    public static final List<String> SHIPPED = List.of("rtsw", "ctsw");

    private final ObjectMapper json = new ObjectMapper();
    private final PersonalityLoader personalities = new PersonalityLoader();

    /**
     * Loads {@code rtsw}, {@code ctsw}, or a path to a JSON description, optionally followed by
     * {@code :PERSONALITY} (a shipped personality, {@code rtsw:minimal}, or a personality file): the same
     * switch run by a vendor SAI that lacks what the personality declares.
     */
    public Platform load(String nameOrFile) {
        int colon = nameOrFile.lastIndexOf(':');
        if (colon > 0 && !Files.isRegularFile(Path.of(nameOrFile))) {
            return load(nameOrFile.substring(0, colon)).withPersonality(personalities.load(nameOrFile.substring(colon + 1)));
        }
        if (SHIPPED.contains(nameOrFile)) {
            try (InputStream in = PlatformLoader.class.getResourceAsStream(nameOrFile + ".json")) {
                return parse(json.readTree(in), nameOrFile + ".json");
            } catch (IOException e) {
                throw new IllegalStateException("shipped platform " + nameOrFile + " unreadable", e);
            }
        }
        Path file = Path.of(nameOrFile);
        if (!Files.isRegularFile(file)) {
            throw new PlatformException("platform '" + nameOrFile + "' is neither a shipped profile " + SHIPPED
                    + " (optionally :personality, one of " + PersonalityLoader.SHIPPED + " or a file) nor a readable file");
        }
        return parse(DescriptionFile.read(json, file), file.toString());
    }

    Platform parse(JsonNode root, String source) {
        var ctx = new DescriptionFields(source);
        var ports = new ArrayList<Platform.PortSpec>();
        JsonNode portsNode = ctx.required(root, "/ports");
        for (int i = 0; i < portsNode.size(); i++) {
            JsonNode p = portsNode.get(i);
            String at = "/ports/" + i;
            var lanes = new ArrayList<Integer>();
            for (JsonNode lane : ctx.required(p, at + "/lanes")) {
                lanes.add(lane.asInt());
            }
            ports.add(new Platform.PortSpec(ctx.text(p, at + "/name"), lanes, ctx.positiveLong(p, at + "/speedMbps"),
                    ctx.enumValue(p, at + "/role", Platform.PortRole.class)));
        }
        JsonNode b = ctx.required(root, "/buffer");
        var buffer = new Platform.BufferSpec(ctx.positiveLong(b, "/buffer/totalBytes"), (int) ctx.positiveLong(b, "/buffer/cellBytes"),
                b.path("perIngressPortBytes").asLong(0), ctx.enumValue(b, "/buffer/carving", Platform.BufferSpec.Carving.class));
        JsonNode c = ctx.required(root, "/capacities");
        var caps = new Platform.Capacities(
                ctx.count(c, "/capacities/ipv4Routes"), ctx.count(c, "/capacities/ipv6Routes"),
                ctx.count(c, "/capacities/nextHops"), ctx.count(c, "/capacities/nextHopGroups"),
                ctx.count(c, "/capacities/nextHopGroupMembers"), ctx.count(c, "/capacities/routerInterfaces"),
                ctx.count(c, "/capacities/neighbors"), ctx.count(c, "/capacities/aclTables"),
                ctx.count(c, "/capacities/aclEntries"), ctx.count(c, "/capacities/fineGrainedEcmpGroupSize"),
                ctx.count(c, "/capacities/arsMaxFlows"), ctx.count(c, "/capacities/udfs"));
        MacAddress mac;
        try {
            mac = MacAddress.parse(ctx.text(root, "/baseMac"));
        } catch (IllegalArgumentException e) {
            throw new PlatformException(source + ": /baseMac: " + e.getMessage());
        }
        Platform.Features features = features(ctx, root.path("features"));
        Platform.SwitchType switchType = ctx.enumValue(root, "/switchType", Platform.SwitchType.class);
        if (features.voqCredits().isPresent() && switchType != Platform.SwitchType.VOQ) {
            throw new PlatformException(source + ": /features/voqCredits: only a VOQ switch grants credits, this one is " + switchType);
        }
        Platform.Latency latency = latency(ctx, root.path("latency"), switchType);
        Platform platform;
        try {
            platform = new Platform(ctx.text(root, "/name"), root.path("description").asText(""),
                    ctx.enumValue(root, "/role", Platform.SwitchRole.class), switchType, mac, ports,
                    (int) ctx.positiveLong(root, "/queuesPerPort"), (int) ctx.positiveLong(root, "/priorityGroupsPerPort"),
                    buffer, caps, features, unsupportedStats(root, ctx), latency);
        } catch (IllegalArgumentException e) {
            throw new PlatformException(source + ": /ports: " + e.getMessage());
        }
        return platform.withPersonality(personality(root.path("personality"), source));
    }

    /** {@code /personality}: absent (full), a shipped personality's name or file, or a personality object. */
    private Personality personality(JsonNode p, String source) {
        if (p.isMissingNode() || p.isNull()) {
            return Personality.FULL;
        }
        if (p.isTextual()) {
            return personalities.load(p.asText());
        }
        return personalities.parse(p, source + ": /personality");
    }

    /** {@code /features}: every key optional, defaults as {@link Platform.Features#DEFAULT}. */
    private static Platform.Features features(DescriptionFields ctx, JsonNode f) {
        if (f.isMissingNode() || f.isNull()) {
            return Platform.Features.DEFAULT;
        }
        boolean bth = Platform.Features.DEFAULT.aclBthOpcode();
        if (f.has("aclBthOpcode")) {
            JsonNode b = f.get("aclBthOpcode");
            if (!b.isBoolean()) {
                throw new PlatformException(ctx.source() + ": /features/aclBthOpcode: expected true or false, got " + b);
            }
            bth = b.asBoolean();
        }
        Optional<Platform.VoqCreditAttributes> voq = Optional.empty();
        JsonNode v = f.path("voqCredits");
        if (!v.isMissingNode() && !v.isNull()) {
            int initial = ctx.attrId(v, "/features/voqCredits/initialCreditAttrId");
            int ramp = ctx.attrId(v, "/features/voqCredits/creditRampAttrId");
            try {
                voq = Optional.of(new Platform.VoqCreditAttributes(initial, ramp));
            } catch (IllegalArgumentException e) {
                throw new PlatformException(ctx.source() + ": /features/voqCredits: " + e.getMessage());
            }
        }
        return new Platform.Features(bth, voq);
    }

    /** {@code /latency}: every key optional, 0 when left out; the credit messages only on a VOQ switch. */
    private static Platform.Latency latency(DescriptionFields ctx, JsonNode l, Platform.SwitchType switchType) {
        if (l.isMissingNode() || l.isNull()) {
            return Platform.Latency.NONE;
        }
        long request = ctx.nanos(l, "/latency/creditRequestNs");
        long grant = ctx.nanos(l, "/latency/creditGrantNs");
        if (request + grant > 0 && switchType != Platform.SwitchType.VOQ) {
            throw new PlatformException(ctx.source() + ": /latency/" + (request > 0 ? "creditRequestNs" : "creditGrantNs")
                    + ": only a VOQ switch exchanges credits, this one is " + switchType);
        }
        return new Platform.Latency(ctx.nanos(l, "/latency/pipelineNs"), request, grant);
    }

    /** {@code unsupportedStats}: SAI stat names the metadata knows, e.g. {@code SAI_PORT_STAT_PFC_7_RX_PAUSE_DURATION_US}. */
    private static Set<String> unsupportedStats(JsonNode root, DescriptionFields ctx) {
        var out = new HashSet<String>();
        JsonNode list = root.path("unsupportedStats");
        for (int i = 0; i < list.size(); i++) {
            out.add(ctx.stat(list.get(i), "/unsupportedStats/" + i));
        }
        return out;
    }
}
