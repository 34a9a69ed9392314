package io.nosagent.api.gnmi;

import io.grpc.ChannelCredentials;
import io.grpc.ClientInterceptors;
import io.grpc.InsecureChannelCredentials;
import io.grpc.ManagedChannel;
import io.grpc.Metadata;
import io.grpc.TlsChannelCredentials;
import io.grpc.netty.shaded.io.grpc.netty.NettyChannelBuilder;
import io.grpc.netty.shaded.io.netty.channel.EventLoopGroup;
import io.grpc.netty.shaded.io.netty.channel.MultiThreadIoEventLoopGroup;
import io.grpc.netty.shaded.io.netty.channel.nio.NioIoHandler;
import io.grpc.netty.shaded.io.netty.channel.socket.nio.NioDomainSocketChannel;
import io.grpc.netty.shaded.io.netty.util.concurrent.DefaultThreadFactory;
import io.grpc.stub.MetadataUtils;
import io.nosagent.api.gnmi.proto.CapabilityRequest;
import io.nosagent.api.gnmi.proto.CapabilityResponse;
import io.nosagent.api.gnmi.proto.GetRequest;
import io.nosagent.api.gnmi.proto.GetResponse;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.SetResponse;
import io.nosagent.api.gnmi.proto.gNMIGrpc;
import io.nosagent.api.access.AgentCredentials;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnixDomainSocketAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/** A connection to a gNMI server with the caller's credentials on every call. */
public final class GnmiClient implements AutoCloseable {

    /**
     * How to reach and authenticate to the server.
     *
     * @param target   {@code HOST:PORT}
     * @param insecure plaintext (the server must be {@code --insecure} on loopback)
     * @param ca       CA (or the server's own certificate) to trust; empty = the agent's self-signed
     *                 certificate in {@code stateDir} when the target is this host, else the system's CAs
     * @param cert     client certificate for mutual TLS
     * @param key      its key
     * @param username user name metadata
     * @param password password metadata
     * @param stateDir the local agent's state directory (for its self-signed certificate)
     * @param timeout  deadline of each unary call
     */
    public record Options(String target, boolean insecure, Optional<Path> ca, Optional<Path> cert, Optional<Path> key,
                          Optional<String> username, Optional<String> password, Optional<Path> stateDir,
                          Duration timeout) {

        /** Plaintext to {@code target} as {@code username}. */
        public static Options insecure(String target, String username, String password) {
            return new Options(target, true, Optional.empty(), Optional.empty(), Optional.empty(), Optional.of(username),
                    Optional.of(password), Optional.empty(), Duration.ofSeconds(30));
        }

        /** TLS to {@code target}, trusting {@code ca}, as {@code username}. */
        public static Options tls(String target, Path ca, String username, String password) {
            return new Options(target, false, Optional.of(ca), Optional.empty(), Optional.empty(), Optional.of(username),
                    Optional.of(password), Optional.empty(), Duration.ofSeconds(30));
        }
    }

    private final ManagedChannel channel;
    private final Optional<EventLoopGroup> ownLoop;
    private final io.grpc.Channel authenticated;
    private final Duration timeout;

    private GnmiClient(ManagedChannel channel, Optional<EventLoopGroup> ownLoop, Options options) {
        this.channel = channel;
        this.ownLoop = ownLoop;
        this.timeout = options.timeout();
        var headers = new Metadata();
        options.username().ifPresent(u -> headers.put(AgentCredentials.USERNAME, u));
        options.password().ifPresent(p -> headers.put(AgentCredentials.PASSWORD, p));
        this.authenticated = ClientInterceptors.intercept(channel, MetadataUtils.newAttachHeadersInterceptor(headers));
    }

    public static GnmiClient connect(Options options) {
        return connect(options, b -> {
        });
    }

    /** As {@link #connect(Options)}, letting the caller tune the channel (e.g. its threads). */
    public static GnmiClient connect(Options options, Consumer<NettyChannelBuilder> tune) {
        ChannelCredentials credentials = credentials(options);
        var builder = ipLiteral(options.target())
                .map(address -> NettyChannelBuilder.forAddress(address, credentials))
                .orElseGet(() -> NettyChannelBuilder.forTarget(options.target(), credentials))
                .maxInboundMessageSize(256 * 1024 * 1024);
        tune.accept(builder);
        return new GnmiClient(builder.build(), Optional.empty(), options);
    }

    /**
     * The address of a {@code HOST:PORT} target whose host is an IP literal ({@code 10.0.0.1}, {@code [::1]}):
     * the channel connects to it directly. Through gRPC's DNS resolver such a target only comes back as
     * itself, from a thread pool of the resolver's own started for it, which a short command waits for
     * before it connects. Names (and anything else) go through the resolver.
     */
    static Optional<InetSocketAddress> ipLiteral(String target) {
        int colon = target.lastIndexOf(':');
        if (colon <= 0) {
            return Optional.empty();
        }
        String host = target.substring(0, colon);
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        try {
            return Optional.of(new InetSocketAddress(InetAddress.ofLiteral(host), Integer.parseInt(target.substring(colon + 1))));
        } catch (IllegalArgumentException e) { // not a literal, not a port (NumberFormatException is one)
            return Optional.empty();
        }
    }

    /**
     * The local agent's socket ({@link AgentCredentials#localSocket}) when {@code options} may use it: the
     * target is this host, the options ask for no TLS or plaintext of their own (no CA, client certificate
     * or {@code insecure}: a client certificate only authenticates over TLS), and the socket is there for
     * this user to connect to (write permission, which connecting to a Unix domain socket needs).
     */
    public static Optional<Path> localSocket(Options o) {
        if (o.stateDir().isEmpty() || o.insecure() || o.ca().isPresent() || o.cert().isPresent() || !o.target().contains(":")) {
            return Optional.empty();
        }
        int port;
        try {
            port = Integer.parseInt(o.target().substring(o.target().lastIndexOf(':') + 1));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
        Path socket = AgentCredentials.localSocket(o.stateDir().get(), port);
        return Files.isWritable(socket) && isLocal(o.target()) ? Optional.of(socket) : Optional.empty();
    }

    /**
     * A client of the agent on this host through its Unix domain socket: the same services, users and roles
     * as over TCP (the user name and password go with every call), without TLS, whose handshake and
     * certificate checks are most of a short command's connection cost. Over the JDK's own Unix domain
     * sockets, so no native library is unpacked.
     */
    public static GnmiClient connectLocal(Path socket, Options options) {
        EventLoopGroup loop = new MultiThreadIoEventLoopGroup(1, new DefaultThreadFactory("gnmi-client", true),
                NioIoHandler.newFactory());
        var channel = NettyChannelBuilder.forAddress(UnixDomainSocketAddress.of(socket), InsecureChannelCredentials.create())
                .channelType(NioDomainSocketChannel.class)
                .eventLoopGroup(loop)
                .overrideAuthority("localhost")
                .maxInboundMessageSize(256 * 1024 * 1024)
                .build();
        return new GnmiClient(channel, Optional.of(loop), options);
    }

    private static ChannelCredentials credentials(Options o) {
        if (o.insecure()) {
            return InsecureChannelCredentials.create();
        }
        try {
            var tls = TlsChannelCredentials.newBuilder();
            Optional<Path> trust = o.ca().or(() -> localSelfSigned(o));
            if (trust.isPresent()) {
                tls.trustManager(trust.get().toFile());
            }
            if (o.cert().isPresent()) {
                tls.keyManager(o.cert().get().toFile(), o.key().orElseThrow(
                        () -> new IllegalArgumentException("--cert needs --key")).toFile());
            }
            return tls.build();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the CA, certificate or key", e);
        }
    }

    /** The agent's self-signed certificate, when the target is this host and the state directory has it. */
    private static Optional<Path> localSelfSigned(Options o) {
        if (o.stateDir().isEmpty() || !isLocal(o.target())) {
            return Optional.empty();
        }
        Path cert = AgentCredentials.selfSignedCertificate(o.stateDir().get());
        return Files.isReadable(cert) ? Optional.of(cert) : Optional.empty();
    }

    private static boolean isLocal(String target) {
        String host = target.contains(":") ? target.substring(0, target.lastIndexOf(':')) : target;
        host = host.replace("[", "").replace("]", "");
        if (host.equals("localhost")) {
            return true;
        }
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }

    /** A blocking stub whose calls time out after the configured deadline. */
    public gNMIGrpc.gNMIBlockingStub blocking() {
        return gNMIGrpc.newBlockingStub(authenticated).withDeadlineAfter(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** An asynchronous stub (for Subscribe). */
    public gNMIGrpc.gNMIStub async() {
        return gNMIGrpc.newStub(authenticated);
    }

    /** The authenticated channel, for raw calls. */
    public io.grpc.Channel channel() {
        return authenticated;
    }

    public CapabilityResponse capabilities() {
        return blocking().capabilities(CapabilityRequest.getDefaultInstance());
    }

    public GetResponse get(GetRequest request) {
        return blocking().get(request);
    }

    public SetResponse set(SetRequest request) {
        return blocking().set(request);
    }

    @Override
    public void close() {
        channel.shutdownNow();
        try {
            channel.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        ownLoop.ifPresent(loop -> loop.shutdownGracefully(0, 1, TimeUnit.SECONDS));
    }
}
