package io.nosagent.sai.ffm;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Calls per second through {@link NativeSai} into the C test library, one thread:
 * {@code setU32} is one {@code set_port_attribute} of a u32; {@code createAndRemoveRoute} is a
 * route create with two attributes followed by its remove (two calls per operation).
 *
 * <p>Run: {@code ./mvnw -pl asic-sai-bindings/native-sai -Pbench test -DskipTests} (JMH with
 * {@code -prof gc}; {@code -Djmh.args=...} replaces the JMH command line).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
public class NativeSaiBenchmark {

    private NativeSai sai;
    private long port;
    private Attribute speed;
    private RouteEntry route;
    private List<Attribute> routeAttrs;

    @Setup(Level.Trial)
    public void open() {
        Path library = TestLibraryBuild.ensure(Path.of(System.getProperty("nosagent.saitest.dir", "target/native")),
                "libsaitest.so").orElseThrow(() -> new IllegalStateException("the benchmark needs gcc to build the test library"));
        sai = NativeSai.open(library, Map.of("SAI_TEST_PORTS", "34"));
        long sw = sai.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));
        port = ((AttrValue.OidList) sai.get(ObjectType.SWITCH, sw, SwitchAttr.PORT_LIST)).get(0);
        long vr = ((AttrValue.Oid) sai.get(ObjectType.SWITCH, sw, SwitchAttr.DEFAULT_VIRTUAL_ROUTER_ID)).value();
        speed = PortAttr.SPEED.u32(400_000);
        route = new RouteEntry(sw, vr, IpPrefix.parse("2001:db8:10::/48"));
        routeAttrs = List.of(RouteEntryAttr.PACKET_ACTION.s32(SaiEnums.PacketAction.FORWARD),
                RouteEntryAttr.NEXT_HOP_ID.oid(0x0004_0000_0000_0001L));
    }

    @TearDown(Level.Trial)
    public void close() {
        sai.close();
    }

    @Benchmark
    public void setU32() {
        sai.set(ObjectType.PORT, port, speed);
    }

    @Benchmark
    public void createAndRemoveRoute() {
        sai.create(route, routeAttrs);
        sai.remove(route);
    }
}
