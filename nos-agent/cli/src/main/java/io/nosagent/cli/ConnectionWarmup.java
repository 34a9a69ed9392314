package io.nosagent.cli;

import com.google.protobuf.ByteString;
import io.grpc.LoadBalancerRegistry;
import io.grpc.NameResolverRegistry;
import io.grpc.netty.shaded.io.grpc.netty.GrpcSslContexts;
import io.grpc.netty.shaded.io.netty.util.internal.PlatformDependent;
import io.nosagent.api.gnmi.proto.GnmiProto;
import io.nosagent.api.gnmi.proto.TypedValue;

import java.security.GeneralSecurityException;
import java.security.KeyPairGenerator;
import java.security.spec.ECGenParameterSpec;
import java.util.Arrays;
import java.util.Set;

/**
 * A client command is mostly one-off set-up that depends on nothing the user typed: Netty's platform
 * probe, the JDK's default TLS context (gRPC and Netty each initialize one to learn what the JDK can do,
 * which loads the system's CA certificates), gRPC's registries, the gNMI descriptors, the elliptic-curve
 * tables of the TLS key shares (the JDK's client always offers x25519 and P-256) and Jackson. A helper
 * thread does that while the main thread has picocli read the command line, so on a second core it is
 * done by the time the command connects; whatever the main thread reaches first it does itself (class
 * initialization runs once, whichever thread asks first), so the command behaves the same either way.
 */
final class ConnectionWarmup {

    /** Options that print help or the version and connect nowhere. */
    private static final Set<String> NO_CONNECTION = Set.of("-h", "--help", "-V", "--version");

    private ConnectionWarmup() {
    }

    /** Starts the warm-up when {@code args} is a command that connects to an agent. */
    static void startFor(String[] args) {
        if (connects(args)) {
            boolean tls = !Arrays.asList(args).contains("--insecure");
            Thread.ofPlatform().name("nos-agent-warmup").daemon(true).start(() -> run(tls));
        }
    }

    /** Whether {@code args} run a command that connects to an agent (not help, not the version, not a bare group). */
    static boolean connects(String[] args) {
        return args.length >= 2 && CliMain.connects(args[0]) && Arrays.stream(args).noneMatch(NO_CONNECTION::contains);
    }

    /** Does the warm-up on this thread (the AOT cache's training runs it too); {@code tls}: the TLS part too. */
    static void run(boolean tls) {
        try {
            // in the order a command needs them: the channel, the request, the handshake, the answer
            PlatformDependent.maxDirectMemory();
            if (tls) {
                GrpcSslContexts.forClient().build();
            }
            NameResolverRegistry.getDefaultRegistry();
            LoadBalancerRegistry.getDefaultRegistry();
            GnmiProto.getDescriptor();
            if (tls) {
                keyShare("X25519", null);
                keyShare("EC", new ECGenParameterSpec("secp256r1"));
            }
            Rendering.json(TypedValue.newBuilder().setJsonIetfVal(ByteString.copyFromUtf8("{\"a\":[1]}")).build());
        } catch (Exception | LinkageError e) {
            // only a head start: the command meets (and reports) any real problem itself
        }
    }

    private static void keyShare(String algorithm, ECGenParameterSpec curve) throws GeneralSecurityException {
        var generator = KeyPairGenerator.getInstance(algorithm);
        if (curve != null) {
            generator.initialize(curve);
        }
        generator.generateKeyPair();
    }
}
