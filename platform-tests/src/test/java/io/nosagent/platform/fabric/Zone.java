package io.nosagent.platform.fabric;

import io.nosagent.agent.NosAgent;
import io.nosagent.lab.fabric.VirtualZone;
import io.nosagent.lab.fabric.ZoneBgp;
import io.nosagent.lab.fabric.ZoneNamespaces;
import io.nosagent.lab.fabric.ZonePlan;
import io.nosagent.lab.fabric.ZoneTemplateFile;
import io.nosagent.agent.gnmi.GnmiOptions;
import io.nosagent.api.gnmi.GnmiClient;
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
import io.nosagent.sai.StatId;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.platform.Personality;
import io.nosagent.sai.store.key.QueueKey;
import io.nosagent.sai.store.key.QueueType;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * A zone under test: booted from a template file, every switch serving TLS gNMI on an ephemeral loopback
 * port with one users file (user {@code admin}, read-write); gNMI calls run while the test's thread
 * drives the simulation.
 */
final class Zone implements AutoCloseable {

    static final String ADMIN = "admin";
    static final String PASSWORD = "admin-pw";

    final VirtualZone zone;
    final Path zoneDir;
    private final List<GnmiClient> clients = new ArrayList<>();
    /** The switches' network namespaces, when BGP runs over the cables. */
    private final Optional<ZoneNamespaces> namespaces;

    private Zone(VirtualZone zone, Path zoneDir, Optional<ZoneNamespaces> namespaces) {
        this.zone = zone;
        this.zoneDir = zoneDir;
        this.namespaces = namespaces;
    }

    /** Boots the zone {@code templateText} describes (written to a template file first). */
    static Zone start(Path dir, String templateText, long seed, VirtualZone.Edits edits) {
        return start(dir, templateText, seed, edits, Personality.FULL);
    }

    /**
     * As {@link #start(Path, String, long, VirtualZone.Edits)}, with {@code bgp} between the tiers instead of static
     * routes: every switch in a network namespace of its own ({@code <namespacePrefix><switch>}) running FRR there.
     * {@code dir} is opened to FRR's user (its daemons' directories are in it).
     */
    static Zone startWithBgp(Path dir, String templateText, long seed, ZoneBgp bgp, String namespacePrefix) {
        try {
            Files.setPosixFilePermissions(dir, java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));
            var plan = new ZonePlan(ZoneTemplateFile.read(Files.writeString(dir.resolve("zone.template"), templateText)));
            var namespaces = ZoneNamespaces.make(plan, namespacePrefix);
            try {
                return start(dir, templateText, seed, VirtualZone.Edits.NONE, Optional.of(bgp), Personality.FULL, Optional.of(namespaces));
            } catch (RuntimeException e) {
                namespaces.close();
                throw e;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** As {@link #start(Path, String, long, VirtualZone.Edits)}, every switch's virtual ASIC a SAI of {@code personality}. */
    static Zone start(Path dir, String templateText, long seed, VirtualZone.Edits edits, Personality personality) {
        return start(dir, templateText, seed, edits, Optional.empty(), personality, Optional.empty());
    }

    private static Zone start(Path dir, String templateText, long seed, VirtualZone.Edits edits,
                              Optional<ZoneBgp> bgp, Personality personality, Optional<ZoneNamespaces> namespaces) {
        try {
            Path template = Files.writeString(dir.resolve("zone.template"), templateText);
            Path users = dir.resolve("users.json");
            new UserStore(users).put(new User(ADMIN, Role.READ_WRITE, Optional.of(PasswordHash.of(PASSWORD.toCharArray(), 1000))));
            var plan = new ZonePlan(ZoneTemplateFile.read(template));
            Path zoneDir = dir.resolve("zone");
            var zone = VirtualZone.start(plan, seed, zoneDir, edits, name -> Optional.of(GnmiOptions.defaults()
                    .withAddress(new InetSocketAddress("127.0.0.1", 0)).withUsers(users)), bgp, personality,
                    name -> namespaces.flatMap(n -> n.of(name)));
            return new Zone(zone, zoneDir, namespaces);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    GnmiClient client(NosAgent agent) {
        var c = GnmiClient.connect(GnmiClient.Options.tls("127.0.0.1:" + agent.gnmi().orElseThrow().port(),
                ServerCertificate.selfSignedCertificate(zoneDir.resolve(agent.platform().name())), ADMIN, PASSWORD));
        clients.add(c);
        return c;
    }

    /** Makes a gNMI call on another thread while this one drives the simulation (a Set waits for its commit). */
    <T> T whileRunning(Supplier<T> call) {
        var future = CompletableFuture.supplyAsync(call);
        while (!future.isDone()) {
            zone.run(Duration.ofMillis(1));
        }
        return future.join();
    }

    /** Bytes out of RTSW {@code r}'s uplinks, one number per CTSW (bytes, so 66-byte ACKs weigh what they carry). */
    long[] uplinkOctets(int r) {
        var agent = zone.rtsw(r);
        var ctsws = zone.plan().ctswsOf(r);
        long[] out = new long[ctsws.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = portStat(agent, ZonePlan.rtswUplink(ctsws.get(i)), PortStat.IF_OUT_OCTETS);
        }
        return out;
    }

    /** Bytes out of every port of CTSW {@code s}. */
    long ctswOctets(int s) {
        var agent = zone.ctsw(s);
        long sum = 0;
        for (String port : agent.switchHandle().portsByName().keySet()) {
            sum += portStat(agent, port, PortStat.IF_OUT_OCTETS);
        }
        return sum;
    }

    static long portStat(NosAgent agent, String port, StatId... stats) {
        long id = agent.switchHandle().portId(port).orElseThrow();
        long sum = 0;
        for (long v : agent.sai().getStats(ObjectType.PORT, id, List.of(stats), StatsMode.READ)) {
            sum += v;
        }
        return sum;
    }

    /** The shipped profiles' lossless queue: RDMA (DSCP 50-59) rides queue 2 on every switch. */
    static final int LOSSLESS_QUEUE = 2;

    /** {@code stats} of the lossless queue summed over every port of every switch. */
    long losslessQueueEverywhere(StatId... stats) {
        long sum = 0;
        for (var agent : zone.agents()) {
            for (String port : agent.switchHandle().portsByName().keySet()) {
                long oid = agent.saiStore().oidOf(new QueueKey(port, QueueType.UNICAST, LOSSLESS_QUEUE)).orElseThrow();
                for (long v : agent.sai().getStats(ObjectType.QUEUE, oid, List.of(stats), StatsMode.READ)) {
                    sum += v;
                }
            }
        }
        return sum;
    }

    /** Discards and errors on every port of every switch. */
    long discardsEverywhere() {
        long sum = 0;
        for (var agent : zone.agents()) {
            for (String port : agent.switchHandle().portsByName().keySet()) {
                sum += portStat(agent, port, PortStat.IF_IN_DISCARDS, PortStat.IF_OUT_DISCARDS, PortStat.IF_IN_ERRORS,
                        PortStat.IF_OUT_ERRORS);
            }
        }
        return sum;
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
        zone.close();
        namespaces.ifPresent(ZoneNamespaces::close);
    }
}
