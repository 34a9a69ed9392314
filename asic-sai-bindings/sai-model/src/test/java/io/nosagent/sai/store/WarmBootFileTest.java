package io.nosagent.sai.store;

import io.nosagent.sai.AttrFlag;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.net.IpAddresses;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.MacAddress;
import io.nosagent.sai.NeighborEntry;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.ValueType;
import io.nosagent.sai.meta.NeighborEntryAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.store.json.AttrValueSamples;
import io.nosagent.sai.store.key.AclEntryKey;
import io.nosagent.sai.store.key.AclTableKey;
import io.nosagent.sai.store.key.NextHopKey;
import io.nosagent.sai.store.key.PortKey;
import io.nosagent.sai.store.key.RouterInterfaceKey;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class WarmBootFileTest {

    private static final long SWITCH = 0x21000000000001L;
    private static final long RIF = 0x6000000000001L;

    @Test
    void stateSurvivesTheRoundTripThroughTheFile(@TempDir Path dir) throws Exception {
        var vendorKnob = new AttrSpec.U32<>(SaiObject.Port.class, 0x10000001, "VENDOR_PORT_CREDIT_RAMP",
                Set.of(AttrFlag.CREATE_AND_SET));
        var state = new WarmBootState(
                List.of(new WarmBootState.OwnedObject(new PortKey("eth1/1/1"), 0x1000000000002L,
                                List.of(PortAttr.MTU.u32(9100), PortAttr.ADMIN_STATE.bool(true), vendorKnob.u32(7))),
                        new WarmBootState.OwnedObject(new RouterInterfaceKey("eth1/1/1"), RIF,
                                List.of(RouterInterfaceAttr.TYPE.s32(SaiEnums.RouterInterfaceType.PORT),
                                        RouterInterfaceAttr.SRC_MAC_ADDRESS.mac(MacAddress.parse("02:00:00:00:00:01")))),
                        new WarmBootState.OwnedObject(NextHopKey.of("10.0.0.1", "eth1/1/1"), 0x4000000000002L, List.of())),
                List.of(new WarmBootState.OwnedEntry(new RouteEntry(SWITCH, 0x3000000000001L, IpPrefix.parse("2001:db8::/64")),
                                List.of(RouteEntryAttr.NEXT_HOP_ID.oid(RIF))),
                        new WarmBootState.OwnedEntry(new NeighborEntry(SWITCH, RIF, IpAddresses.parse("10.0.0.1")),
                                List.of(NeighborEntryAttr.DST_MAC_ADDRESS.mac(MacAddress.parse("02:00:00:00:00:02"))))));
        var file = new WarmBootFile(dir.resolve("warmboot.json"));

        file.write(state);

        assertThat(file.read()).contains(state);
        assertThat(Files.readString(dir.resolve("warmboot.json"))).contains("\"format\" : 3")
                .contains("SAI_PORT_ATTR_MTU").doesNotContain(".tmp");
        assertThat(dir.resolve(".warmboot.json.tmp")).doesNotExist();
    }

    @Test
    void everyValueKindSurvivesTheWarmBootFile(@TempDir Path dir) throws Exception {
        // One vendor-range attribute per sample, of a value type that takes it: the file must carry
        // the value and enough of the spec to rebuild it.
        var attrs = new ArrayList<Attribute>();
        int id = 0x10000000;
        for (AttrValue v : AttrValueSamples.everyKind()) {
            ValueType type = Arrays.stream(ValueType.values())
                    .filter(t -> AttrSpec.custom(ObjectType.ACL_ENTRY, 0, "probe", t, Set.of()).accepts(v))
                    .findFirst().orElseThrow(() -> new AssertionError("no value type takes " + v));
            attrs.add(Attribute.checked(AttrSpec.custom(ObjectType.ACL_ENTRY, id, "VENDOR_" + Integer.toHexString(id), type,
                    Set.of(AttrFlag.CREATE_AND_SET)), v));
            id++;
        }
        var state = new WarmBootState(List.of(new WarmBootState.OwnedObject(
                AclEntryKey.only(AclTableKey.ACK_REMARK_UDF), 0x8000000000001L, attrs)), List.of());
        var file = new WarmBootFile(dir.resolve("warmboot.json"));

        file.write(state);

        assertThat(file.read().orElseThrow().objects().getFirst().attributes()).containsExactlyElementsOf(attrs);
    }

    @Test
    void noFileMeansColdBoot(@TempDir Path dir) {
        assertThat(new WarmBootFile(dir.resolve("absent.json")).read()).isEmpty();
    }

    @Test
    void aDamagedFileIsAnErrorNamingIt(@TempDir Path dir) throws Exception {
        Path p = dir.resolve("warmboot.json");
        Files.writeString(p, "{\"format\":3,\"objects\":[{\"type\":\"NOT_A_TYPE\"");

        assertThatThrownBy(() -> new WarmBootFile(p).read())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(p.toString());
    }

    @Test
    void anUnknownKeyKindIsAnErrorNamingTheFile(@TempDir Path dir) throws Exception {
        Path p = dir.resolve("warmboot.json");
        Files.writeString(p, "{\"format\":3,\"objects\":[{\"key\":{\"lag\":{}},\"oid\":\"0x1\",\"attributes\":[]}],\"entries\":[]}");

        assertThatThrownBy(() -> new WarmBootFile(p).read())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(p.toString()).hasMessageContaining("lag");
    }

    @Test
    void aFileOfTheFirstFormatIsRefusedNamingBothFormats(@TempDir Path dir) throws Exception {
        Path p = dir.resolve("warmboot.json");
        Files.writeString(p, "{\"format\":1,\"objects\":[],\"entries\":[]}");

        assertThatThrownBy(() -> new WarmBootFile(p).read())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(p.toString()).hasMessageContaining("format 1").hasMessageContaining("reads 3");
    }

    @Test
    void aFileWithFreeTextNamedKeysIsRefusedSoTheAgentStartsCold(@TempDir Path dir) throws Exception {
        Path p = dir.resolve("warmboot.json");
        Files.writeString(p, "{\"format\":2,\"objects\":[{\"key\":{\"named\":{\"type\":\"SCHEDULER\",\"name\":\"cts\"}},"
                + "\"oid\":\"0x16000000000001\",\"attributes\":[]}],\"entries\":[]}");

        assertThatThrownBy(() -> new WarmBootFile(p).read())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(p.toString()).hasMessageContaining("format 2").hasMessageContaining("reads 3")
                .hasMessageContaining("named");
    }
}
