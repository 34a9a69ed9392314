package io.nosagent.cli;

import com.google.protobuf.ByteString;
import io.grpc.LoadBalancerRegistry;
import io.grpc.NameResolverRegistry;
import io.grpc.netty.shaded.io.grpc.netty.GrpcSslContexts;
import io.grpc.netty.shaded.io.netty.util.internal.PlatformDependent;
import io.nosagent.api.access.AgentCredentials;
import io.nosagent.api.gnmi.proto.GnmiProto;
import io.nosagent.api.gnmi.proto.TypedValue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPairGenerator;
import java.util.Arrays;
import java.util.Set;

/**
 * A client command is mostly one-off set-up that depends on nothing the user typed: Netty's platform
 * probe, the JDK's default TLS context (gRPC and Netty each initialize one to learn what the JDK can do,
 * which loads the system's CA certificates), gRPC's registries, the gNMI descriptors, the x25519 key
 * share's arithmetic (the only key exchange the client offers: {@link CliMain#KEY_EXCHANGE}) and Jackson. A helper
 * thread does that while the main thread has picocli read the command line, so on a second core it is
 * done by the time the command connects; whatever the main thread reaches first it does itself (class
 * initialization runs once, whichever thread asks first), so the command behaves the same either way.
 */
final class ConnectionWarmup {

    /** Options that print help or the version and connect nowhere. */
    private static final Set<String> NO_CONNECTION = Set.of("-h", "--help", "-V", "--version");
    /** Options that make a command use TCP and TLS (or plaintext) rather than the local socket. */
    private static final Set<String> TCP_OPTIONS = Set.of("--tcp", "--insecure", "--ca", "--cert");

    private ConnectionWarmup() {
    }

    /** Starts the warm-up when {@code args} is a command that connects to an agent. */
    static void startFor(String[] args) {
        if (connects(args)) {
            boolean tls = !Arrays.asList(args).contains("--insecure") && !likelyLocalSocket(args);
            Thread.ofPlatform().name("nos-agent-warmup").daemon(true).start(() -> run(tls));
        }
    }

    /** Whether {@code args} run a command that connects to an agent (not help, not the version, not a bare group). */
    static boolean connects(String[] args) {
        return args.length >= 2 && CliMain.connects(args[0]) && Arrays.stream(args).noneMatch(NO_CONNECTION::contains);
    }

    /**
     * Whether the command will likely reach this host's agent through its local socket, so no TLS: read from
     * the raw arguments (the warm-up starts before picocli reads them), the common cases only. A wrong guess
     * costs the other core some work or the command its head start, never a different result.
     */
    static boolean likelyLocalSocket(String[] args) {
        String target = GnmiConnection.DEFAULT_TARGET;
        Path stateDir = Path.of(System.getProperty("user.home"), GnmiConnection.DEFAULT_STATE_DIR);
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (TCP_OPTIONS.contains(arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg)) {
                return false;
            }
            String value = arg.contains("=") ? arg.substring(arg.indexOf('=') + 1) : i + 1 < args.length ? args[i + 1] : "";
            if (arg.equals("--target") || arg.startsWith("--target=")) {
                target = value;
            } else if (arg.equals("--state-dir") || arg.startsWith("--state-dir=")) {
                stateDir = Path.of(value);
            }
        }
        int colon = target.lastIndexOf(':');
        try {
            return colon >= 0 && Files.exists(AgentCredentials.localSocket(stateDir, Integer.parseInt(target.substring(colon + 1))));
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** Does the warm-up on this thread (the AOT cache's training runs it too); {@code tls}: the TLS part too. */
    static void run(boolean tls) {
        try {
            // in the order a command needs them: the channel, the request, the handshake, the answer
            PlatformDependent.maxDirectMemory();
            if (tls) {
                GrpcSslContexts.forClient().build();
            }
            AgentCredentials.USERNAME.name(); // gRPC's metadata machinery, which the first call's headers need
            NameResolverRegistry.getDefaultRegistry();
            LoadBalancerRegistry.getDefaultRegistry();
            GnmiProto.getDescriptor();
            if (tls) {
                KeyPairGenerator.getInstance("X25519").generateKeyPair();
            }
            Rendering.json(TypedValue.newBuilder().setJsonIetfVal(ByteString.copyFromUtf8("{\"a\":[1]}")).build());
        } catch (Exception | LinkageError e) {
            // only a head start: the command meets (and reports) any real problem itself
        }
    }
}
