package io.nosagent.agent.gnmi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.GetRequest;
import io.nosagent.api.gnmi.proto.PathElem;
import io.nosagent.api.gnmi.proto.TypedValue;
import io.nosagent.api.gnmi.proto.Update;
import io.nosagent.agent.security.PasswordHash;
import io.nosagent.agent.security.Role;
import io.nosagent.agent.security.User;
import io.nosagent.agent.security.UserStore;
import io.nosagent.config.ConfigPath;
import io.nosagent.sai.vasic.VirtualAsic;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * A real agent on the virtual ASIC with its gNMI server on an ephemeral loopback port, users
 * {@code admin} (read-write) and {@code viewer} (read-only), and clients for both. Plaintext unless
 * the options say otherwise: TLS has its own tests.
 */
public final class GnmiAgent implements AutoCloseable {

    public static final String ADMIN = "admin";
    public static final String ADMIN_PASSWORD = "admin-secret";
    public static final String VIEWER = "viewer";
    public static final String VIEWER_PASSWORD = "viewer-secret";
    private static final ObjectMapper JSON = new ObjectMapper();

    public final NosAgent agent;
    public final Path stateDir;
    private final List<GnmiClient> clients = new ArrayList<>();
    private final boolean insecure;

    private GnmiAgent(NosAgent agent, Path stateDir, boolean insecure) {
        this.agent = agent;
        this.stateDir = stateDir;
        this.insecure = insecure;
    }

    /** The RTSW example config, plaintext gNMI, counters polled every 50 ms. */
    public static GnmiAgent start(Path stateDir) {
        return start(stateDir, "rtsw", g -> g);
    }

    public static GnmiAgent start(Path stateDir, String platform, UnaryOperator<GnmiOptions> options) {
        addUsers(stateDir);
        GnmiOptions gnmi = options.apply(GnmiOptions.defaults().withAddress(new InetSocketAddress("127.0.0.1", 0))
                .withInsecure(true));
        var agent = NosAgent.start(AgentOptions.virtual(platform, stateDir).withGnmi(gnmi)
                .withStatsInterval(Duration.ofMillis(50)));
        return new GnmiAgent(agent, stateDir, gnmi.insecure());
    }

    /** The RTSW example, plaintext gNMI, with the agent's options edited by {@code edit} (an added feature). */
    public static GnmiAgent startWith(Path stateDir, UnaryOperator<AgentOptions> edit) {
        addUsers(stateDir);
        GnmiOptions gnmi = GnmiOptions.defaults().withAddress(new InetSocketAddress("127.0.0.1", 0)).withInsecure(true);
        var agent = NosAgent.start(edit.apply(AgentOptions.virtual("rtsw", stateDir).withGnmi(gnmi)
                .withStatsInterval(Duration.ofMillis(50))));
        return new GnmiAgent(agent, stateDir, true);
    }

    /** The RTSW profile with {@code startupConfig} instead of the example. */
    public static GnmiAgent startWithConfig(Path stateDir, Path startupConfig) {
        addUsers(stateDir);
        GnmiOptions gnmi = GnmiOptions.defaults().withAddress(new InetSocketAddress("127.0.0.1", 0)).withInsecure(true);
        var agent = NosAgent.start(AgentOptions.virtual("rtsw", stateDir).withConfig(startupConfig).withGnmi(gnmi)
                .withStatsInterval(Duration.ofMillis(50)));
        return new GnmiAgent(agent, stateDir, true);
    }

    /** The RTSW example with BGP run as {@code bgp} says (when configured). */
    public static GnmiAgent startWithBgp(Path stateDir, io.nosagent.agent.BgpOptions bgp) {
        addUsers(stateDir);
        GnmiOptions gnmi = GnmiOptions.defaults().withAddress(new InetSocketAddress("127.0.0.1", 0)).withInsecure(true);
        var agent = NosAgent.start(AgentOptions.virtual("rtsw", stateDir).withGnmi(gnmi).withBgp(bgp)
                .withStatsInterval(Duration.ofMillis(50)));
        return new GnmiAgent(agent, stateDir, true);
    }

    public static void addUsers(Path stateDir) {
        var users = new UserStore(stateDir.resolve("users.json"));
        users.put(new User(ADMIN, Role.READ_WRITE, Optional.of(PasswordHash.of(ADMIN_PASSWORD.toCharArray(), 1000))));
        users.put(new User(VIEWER, Role.READ_ONLY, Optional.of(PasswordHash.of(VIEWER_PASSWORD.toCharArray(), 1000))));
    }

    public int port() {
        return agent.gnmi().orElseThrow().port();
    }

    public String target() {
        return "127.0.0.1:" + port();
    }

    public VirtualAsic asic() {
        return (VirtualAsic) agent.sai();
    }

    public GnmiClient admin() {
        return client(ADMIN, ADMIN_PASSWORD);
    }

    public GnmiClient viewer() {
        return client(VIEWER, VIEWER_PASSWORD);
    }

    public GnmiClient client(String user, String password) {
        GnmiClient c = GnmiClient.connect(insecure ? GnmiClient.Options.insecure(target(), user, password)
                : GnmiClient.Options.tls(target(), stateDir.resolve("gnmi/server.crt"), user, password));
        clients.add(c);
        return c;
    }

    /** {@code /a/b[k=v]} as a gNMI path. */
    static io.nosagent.api.gnmi.proto.Path path(String text) {
        ConfigPath p = ConfigPath.parse(text);
        var b = io.nosagent.api.gnmi.proto.Path.newBuilder().setOrigin(p.origin());
        for (ConfigPath.Elem e : p.elems()) {
            b.addElem(PathElem.newBuilder().setName(e.name()).putAllKey(e.keys()));
        }
        return b.build();
    }

    static TypedValue json(String text) {
        return TypedValue.newBuilder().setJsonIetfVal(com.google.protobuf.ByteString.copyFromUtf8(text)).build();
    }

    static Update update(String path, String jsonValue) {
        return Update.newBuilder().setPath(path(path)).setVal(json(jsonValue)).build();
    }

    static GetRequest get(String... paths) {
        var b = GetRequest.newBuilder().setEncoding(Encoding.JSON_IETF);
        for (String p : paths) {
            b.addPath(path(p));
        }
        return b.build();
    }

    /** The JSON of a JSON_IETF (or JSON) value. */
    static JsonNode value(TypedValue v) {
        try {
            var bytes = v.hasJsonIetfVal() ? v.getJsonIetfVal() : v.getJsonVal();
            return JSON.readTree(bytes.toString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        clients.forEach(GnmiClient::close);
        agent.close();
    }
}
