package io.nosagent.agent.gnmi;

import io.grpc.InsecureServerCredentials;
import io.grpc.Server;
import io.grpc.ServerServiceDefinition;
import io.grpc.netty.shaded.io.grpc.netty.NettyServerBuilder;
import io.grpc.netty.shaded.io.netty.channel.EventLoopGroup;
import io.grpc.netty.shaded.io.netty.channel.MultiThreadIoEventLoopGroup;
import io.grpc.netty.shaded.io.netty.channel.nio.NioIoHandler;
import io.grpc.netty.shaded.io.netty.channel.socket.nio.NioServerDomainSocketChannel;
import io.grpc.netty.shaded.io.netty.util.concurrent.DefaultThreadFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.net.UnixDomainSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The gNMI server's services (the same interceptors: authentication, roles, size limit) on a Unix domain
 * socket in the state directory, for clients on the switch, as SONiC's and FBOSS's CLIs reach their
 * daemons: no TLS, whose handshake and certificate checks cost a short client command more than
 * everything else it connects for. What keeps others out is the file: mode 0660, owned by the agent's
 * user and group, inside the state directory (whoever may enter it may read the agent's certificate and
 * key too); each call still carries a user name and password, so roles hold as over TCP.
 */
final class LocalSocketServer implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(LocalSocketServer.class);

    private final Server server;
    private final EventLoopGroup loop;
    private final Path socket;

    private LocalSocketServer(Server server, EventLoopGroup loop, Path socket) {
        this.server = server;
        this.loop = loop;
        this.socket = socket;
    }

    /**
     * Serves {@code services} on {@code socket} (a file left by an agent that did not stop is replaced),
     * or nothing when it cannot (a path too long for a socket, a file system without them): clients then
     * use TCP, which is said in the log.
     */
    static Optional<LocalSocketServer> start(Path socket, List<ServerServiceDefinition> services, int maxMessageBytes) {
        EventLoopGroup loop = new MultiThreadIoEventLoopGroup(1, new DefaultThreadFactory("gnmi-local", true),
                NioIoHandler.newFactory());
        try {
            // The directory's mode closes the moment between bind (the socket made under the umask) and the
            // chmod below: nobody outside the agent's user and group can reach the socket in between.
            Path dir = Files.createDirectories(socket.getParent());
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-x---"));
            Files.deleteIfExists(socket);
            var builder = NettyServerBuilder.forAddress(UnixDomainSocketAddress.of(socket), InsecureServerCredentials.create())
                    .channelType(NioServerDomainSocketChannel.class)
                    .bossEventLoopGroup(loop)
                    .workerEventLoopGroup(loop)
                    .maxInboundMessageSize(maxMessageBytes);
            services.forEach(builder::addService);
            Server server = builder.build().start();
            Files.setPosixFilePermissions(socket, PosixFilePermissions.fromString("rw-rw----"));
            log.info("gNMI for this host's clients on {} (no TLS; mode 0660)", socket);
            return Optional.of(new LocalSocketServer(server, loop, socket));
        } catch (IOException | RuntimeException e) {
            log.warn("no local gNMI socket at {} ({}): clients on this host use TCP", socket, e.getMessage());
            loop.shutdownGracefully(0, 1, TimeUnit.SECONDS);
            return Optional.empty();
        }
    }

    /** Stops accepting calls. */
    void shutdown() {
        server.shutdown();
    }

    /** Stops accepting calls, gives calls in flight a moment, and removes the socket. */
    @Override
    public void close() {
        server.shutdown();
        try {
            if (!server.awaitTermination(5, TimeUnit.SECONDS)) {
                server.shutdownNow();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            server.shutdownNow();
        }
        loop.shutdownGracefully(0, 1, TimeUnit.SECONDS);
        try {
            Files.deleteIfExists(socket);
        } catch (IOException e) {
            log.warn("cannot remove {}: {}", socket, e.getMessage());
        }
    }
}
