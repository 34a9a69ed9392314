package io.nosagent.cli;

import com.google.protobuf.ByteString;
import io.grpc.InsecureServerCredentials;
import io.grpc.Server;
import io.grpc.TlsServerCredentials;
import io.grpc.netty.shaded.io.grpc.netty.NettyServerBuilder;
import io.grpc.netty.shaded.io.netty.channel.MultiThreadIoEventLoopGroup;
import io.grpc.netty.shaded.io.netty.channel.nio.NioIoHandler;
import io.grpc.netty.shaded.io.netty.channel.socket.nio.NioServerDomainSocketChannel;
import io.grpc.netty.shaded.io.netty.util.concurrent.DefaultThreadFactory;
import io.grpc.stub.StreamObserver;
import io.nosagent.api.access.AgentCredentials;
import io.nosagent.api.gnmi.proto.GetRequest;
import io.nosagent.api.gnmi.proto.GetResponse;
import io.nosagent.api.gnmi.proto.Notification;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.SetResponse;
import io.nosagent.api.gnmi.proto.TypedValue;
import io.nosagent.api.gnmi.proto.Update;
import io.nosagent.api.gnmi.proto.gNMIGrpc;

import javax.net.ssl.KeyManagerFactory;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnixDomainSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The training run of the client jar's ahead-of-time cache, run by the build (never on a user's
 * command): the JVM records the classes it loads and the methods it profiles here, and the launcher
 * starts client commands from that cache. A client command is mostly start-up (picocli, gRPC and
 * Netty, TLS, the gNMI protobuf descriptors, Jackson), so the run goes through all of it as a user's
 * {@code show} does, without an agent: a local gNMI server over TLS (a throwaway self-signed key from
 * the JDK's keytool) answers every Get with an empty JSON object, and the client's usual commands run
 * against it (help, every {@code show} view, {@code get}, {@code set}, {@code snapshot list}). The
 * tables come out empty; what matters is that every class of the path is loaded. It never fails the
 * build: a step that goes wrong is reported and the cache holds what ran.
 */
public final class StartupTraining {

    private static final String PASSWORD = "training-only";

    private StartupTraining() {
    }

    public static void main(String[] args) throws Exception {
        CliMain.startLean();
        ConnectionWarmup.run(true);
        Path dir = Files.createTempDirectory("nos-agent-aot-training");
        PrintStream console = System.out;
        try {
            Path keystore = dir.resolve("training.p12");
            Path ca = selfSigned(keystore, dir.resolve("training.pem"));
            Server server = server(keystore);
            Server local = localServer(AgentCredentials.localSocket(dir, server.getPort()));
            try {
                System.setOut(new PrintStream(OutputStream.nullOutputStream())); // views that print directly
                var commands = commands(server.getPort(), ca, dir);
                int done = 0;
                for (List<String> command : commands) {
                    var quiet = new PrintWriter(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);
                    String[] argv = command.toArray(String[]::new);
                    if (CliMain.commandLine(argv).setOut(quiet).setErr(quiet).execute(argv) == 0) {
                        done++;
                    }
                }
                console.println("client start-up training: " + done + " of " + commands.size() + " commands ran");
            } finally {
                local.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
                server.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
            }
        } catch (Exception | LinkageError e) {
            console.println("client start-up training incomplete (the cache holds what ran): " + e);
        } finally {
            System.setOut(console);
            try (var files = Files.walk(dir)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /**
     * What a user runs most: help, each view, a Get of one counter, a one-leaf Set, the snapshot list; over
     * TLS as from another host, and the common ones through the local socket as on the switch.
     */
    private static List<List<String>> commands(int port, Path ca, Path stateDir) {
        var commands = new ArrayList<List<String>>();
        commands.add(List.of("--help"));
        commands.add(List.of("show", "--help"));
        var local = List.of("--target", "127.0.0.1:" + port, "--state-dir", stateDir.toString(), "-u", "training",
                "--password=" + PASSWORD, "--timeout", "10s");
        for (String view : List.of("interfaces", "ecmp", "alarms", "system")) {
            commands.add(with(local, "show", view));
        }
        commands.add(with(local, "get", "/interfaces/interface[name=eth1/1/1]/state/counters/in-octets"));
        commands.add(with(local, "set", "--update", "/interfaces/interface[name=eth1/1/1]/config/mtu=9000"));
        var connection = List.of("--target", "127.0.0.1:" + port, "--ca", ca.toString(), "-u", "training",
                "--password=" + PASSWORD, "--timeout", "10s");
        for (String view : List.of("interfaces", "counters", "routes", "ecmp", "flowlets", "qos", "buffers", "system",
                "pfcwd", "alarms")) {
            commands.add(with(connection, "show", view));
        }
        commands.add(with(connection, "show", "pfc", "--interval", "1"));
        commands.add(with(connection, "show", "interfaces", "--json"));
        commands.add(with(connection, "get", "/interfaces/interface[name=eth1/1/1]/state/counters/in-octets"));
        commands.add(with(connection, "set", "--update", "/interfaces/interface[name=eth1/1/1]/config/mtu=9000"));
        commands.add(with(connection, "snapshot", "list"));
        return commands;
    }

    private static List<String> with(List<String> connection, String... command) {
        var all = new ArrayList<>(List.of(command));
        all.addAll(connection);
        return all;
    }

    /** An ECDSA P-384 key and certificate for 127.0.0.1 (as the agent's own), made by the JDK's keytool; the certificate as PEM. */
    private static Path selfSigned(Path keystore, Path pem) throws Exception {
        Path keytool = Path.of(System.getProperty("java.home"), "bin", "keytool");
        var process = new ProcessBuilder(keytool.toString(), "-genkeypair", "-alias", "training", "-keyalg", "EC",
                "-groupname", "secp384r1", "-sigalg", "SHA384withECDSA", "-dname", "CN=localhost",
                "-ext", "SAN=ip:127.0.0.1,dns:localhost", "-validity", "2", "-storetype", "PKCS12",
                "-keystore", keystore.toString(), "-storepass", PASSWORD)
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
            throw new IllegalStateException("keytool could not make the training key");
        }
        var store = KeyStore.getInstance("PKCS12");
        try (var in = Files.newInputStream(keystore)) {
            store.load(in, PASSWORD.toCharArray());
        }
        String body = Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII))
                .encodeToString(store.getCertificate("training").getEncoded());
        return Files.writeString(pem, "-----BEGIN CERTIFICATE-----\n" + body + "\n-----END CERTIFICATE-----\n");
    }

    private static Server server(Path keystore) throws Exception {
        var store = KeyStore.getInstance("PKCS12");
        try (var in = Files.newInputStream(keystore)) {
            store.load(in, PASSWORD.toCharArray());
        }
        var keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keys.init(store, PASSWORD.toCharArray());
        var credentials = TlsServerCredentials.newBuilder().keyManager(keys.getKeyManagers()).build();
        return NettyServerBuilder.forAddress(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), credentials)
                .addService(new EmptyGnmi()).build().start();
    }

    /** The same answers on {@code socket}, as the agent serves its host's clients (no TLS). */
    private static Server localServer(Path socket) throws Exception {
        Files.createDirectories(socket.getParent());
        var loop = new MultiThreadIoEventLoopGroup(1, new DefaultThreadFactory("training-local", true), NioIoHandler.newFactory());
        return NettyServerBuilder.forAddress(UnixDomainSocketAddress.of(socket), InsecureServerCredentials.create())
                .channelType(NioServerDomainSocketChannel.class).bossEventLoopGroup(loop).workerEventLoopGroup(loop)
                .addService(new EmptyGnmi()).build().start();
    }

    /** Answers every Get path with an empty JSON object and every Set with an empty response. */
    private static final class EmptyGnmi extends gNMIGrpc.gNMIImplBase {
        private static final TypedValue EMPTY = TypedValue.newBuilder()
                .setJsonIetfVal(ByteString.copyFromUtf8("{}")).build();

        @Override
        public void get(GetRequest request, StreamObserver<GetResponse> answer) {
            var response = GetResponse.newBuilder();
            request.getPathList().forEach(path -> response.addNotification(Notification.newBuilder()
                    .setTimestamp(System.currentTimeMillis() * 1_000_000)
                    .addUpdate(Update.newBuilder().setPath(path).setVal(EMPTY))));
            answer.onNext(response.build());
            answer.onCompleted();
        }

        @Override
        public void set(SetRequest request, StreamObserver<SetResponse> answer) {
            answer.onNext(SetResponse.newBuilder().setTimestamp(System.currentTimeMillis() * 1_000_000).build());
            answer.onCompleted();
        }
    }
}
