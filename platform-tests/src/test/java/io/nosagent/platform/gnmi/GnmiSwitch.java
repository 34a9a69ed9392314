package io.nosagent.platform.gnmi;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.agent.gnmi.GnmiOptions;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.GetRequest;
import io.nosagent.api.gnmi.proto.PathElem;
import io.nosagent.api.gnmi.proto.TypedValue;
import io.nosagent.api.gnmi.proto.Update;
import io.nosagent.agent.security.PasswordHash;
import io.nosagent.agent.security.Role;
import io.nosagent.agent.security.ServerCertificate;
import io.nosagent.agent.security.User;
import io.nosagent.agent.security.UserStore;
import io.nosagent.config.ConfigPath;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.vasic.VirtualAsic;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * A switch under test: the agent on the virtual ASIC, TLS gNMI with its self-signed certificate on
 * an ephemeral loopback port, users {@code admin} (read-write) and {@code viewer} (read-only).
 */
final class GnmiSwitch implements AutoCloseable {

    static final String ADMIN = "admin";
    static final String ADMIN_PASSWORD = "admin-pw";
    static final String VIEWER = "viewer";
    static final String VIEWER_PASSWORD = "viewer-pw";
    static final ObjectMapper JSON = new ObjectMapper();

    final NosAgent agent;
    final Path stateDir;
    private final List<GnmiClient> clients = new ArrayList<>();

    private GnmiSwitch(NosAgent agent, Path stateDir) {
        this.agent = agent;
        this.stateDir = stateDir;
    }

    /** The shipped RTSW profile with its example config. */
    static GnmiSwitch rtsw(Path dir) {
        return start(AgentOptions.virtual("rtsw", dir.resolve("state")), UnaryOperator.identity());
    }

    static GnmiSwitch start(AgentOptions options, UnaryOperator<GnmiOptions> gnmi) {
        var agent = NosAgent.start(testOptions(options, gnmi));
        return new GnmiSwitch(agent, options.stateDir());
    }

    /** {@code options} with the users {@code admin} and {@code viewer}, fast stats and TLS gNMI on a free loopback port. */
    static AgentOptions testOptions(AgentOptions options, UnaryOperator<GnmiOptions> gnmi) {
        var users = new UserStore(options.stateDir().resolve("users.json"));
        users.put(new User(ADMIN, Role.READ_WRITE, Optional.of(PasswordHash.of(ADMIN_PASSWORD.toCharArray(), 1000))));
        users.put(new User(VIEWER, Role.READ_ONLY, Optional.of(PasswordHash.of(VIEWER_PASSWORD.toCharArray(), 1000))));
        return options.withStatsInterval(Duration.ofMillis(50))
                .withGnmi(gnmi.apply(GnmiOptions.defaults().withAddress(new InetSocketAddress("127.0.0.1", 0))));
    }

    /**
     * The RTSW profile with its table capacities changed (e.g. {@code routerInterfaces}), written to
     * {@code dir} as a platform file.
     */
    static Path rtswWithCapacities(Path dir, java.util.Map<String, Integer> capacities) {
        try (InputStream in = VirtualAsic.class.getResourceAsStream("/io/nosagent/sai/platform/rtsw.json")) {
            ObjectNode platform = (ObjectNode) JSON.readTree(in);
            capacities.forEach(((ObjectNode) platform.get("capacities"))::put);
            Path file = dir.resolve("rtsw-small.json");
            Files.writeString(file, JSON.writeValueAsString(platform));
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    String target() {
        return "127.0.0.1:" + agent.gnmi().orElseThrow().port();
    }

    GnmiClient client(String user, String password) {
        var c = GnmiClient.connect(GnmiClient.Options.tls(target(), ServerCertificate.selfSignedCertificate(stateDir), user, password));
        clients.add(c);
        return c;
    }

    GnmiClient admin() {
        return client(ADMIN, ADMIN_PASSWORD);
    }

    GnmiClient viewer() {
        return client(VIEWER, VIEWER_PASSWORD);
    }

    VirtualAsic asic() {
        return (VirtualAsic) agent.sai();
    }

    /** Objects of {@code type} on the ASIC now (entries for entry-keyed types). */
    int onAsic(ObjectType type) {
        return type == ObjectType.ROUTE_ENTRY || type == ObjectType.NEIGHBOR_ENTRY
                ? asic().entries(type).size() : asic().objects(type).size();
    }

    String persisted() {
        // What a restart would run: the config directory as a kill -9 now would leave it (the journal included).
        return agent.intent().store().restartView().orElseThrow();
    }

    /** The JSON_IETF value of one path (first update of the first notification). */
    com.fasterxml.jackson.databind.JsonNode read(String path) {
        var r = viewer().get(GetRequest.newBuilder().setEncoding(Encoding.JSON_IETF).addPath(path(path)).build());
        try {
            return JSON.readTree(r.getNotification(0).getUpdate(0).getVal().getJsonIetfVal().toStringUtf8());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every node {@code path} matches (wildcards allowed), by absolute path text, as JSON_IETF values. */
    java.util.Map<String, com.fasterxml.jackson.databind.JsonNode> readAll(String path) {
        var r = viewer().get(GetRequest.newBuilder().setEncoding(Encoding.JSON_IETF).addPath(path(path)).build());
        var out = new java.util.LinkedHashMap<String, com.fasterxml.jackson.databind.JsonNode>();
        for (var n : r.getNotificationList()) {
            for (var u : n.getUpdateList()) {
                var full = io.nosagent.api.gnmi.proto.Path.newBuilder().addAllElem(n.getPrefix().getElemList())
                        .addAllElem(u.getPath().getElemList()).build();
                try {
                    out.put(io.nosagent.api.gnmi.PathCodec.text(full), JSON.readTree(u.getVal().getJsonIetfVal().toStringUtf8()));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return out;
    }

    static io.nosagent.api.gnmi.proto.Path path(String text) {
        ConfigPath p = ConfigPath.parse(text);
        var b = io.nosagent.api.gnmi.proto.Path.newBuilder().setOrigin(p.origin());
        p.elems().forEach(e -> b.addElem(PathElem.newBuilder().setName(e.name()).putAllKey(e.keys())));
        return b.build();
    }

    static Update update(String path, String json) {
        return Update.newBuilder().setPath(path(path))
                .setVal(TypedValue.newBuilder().setJsonIetfVal(com.google.protobuf.ByteString.copyFromUtf8(json))).build();
    }

    @Override
    public void close() {
        clients.forEach(GnmiClient::close);
        agent.close();
    }
}
