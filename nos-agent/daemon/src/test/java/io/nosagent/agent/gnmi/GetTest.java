package io.nosagent.agent.gnmi;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.GetRequest;
import io.nosagent.api.gnmi.proto.GetResponse;
import io.nosagent.api.gnmi.proto.ModelData;
import io.nosagent.api.gnmi.proto.Path;
import io.nosagent.api.gnmi.proto.PathElem;
import io.nosagent.api.gnmi.proto.TypedValue;
import io.nosagent.api.gnmi.proto.Update;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.util.List;

import static io.nosagent.agent.gnmi.GnmiAgent.get;
import static io.nosagent.agent.gnmi.GnmiAgent.path;
import static io.nosagent.agent.gnmi.GnmiAgent.value;
import static io.nosagent.agent.gnmi.Subscriber.text;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** gNMI Get rules (specification 3.3 and the path conventions) against a running agent. */
class GetTest {

    static final String ETH1 = "/interfaces/interface[name=eth1/1/1]";

    @TempDir
    java.nio.file.Path state;
    @TempDir
    java.nio.file.Path bareState;
    GnmiAgent sw;

    @BeforeEach
    void start() {
        sw = GnmiAgent.start(state);
    }

    @AfterEach
    void stop() {
        sw.close();
    }

    private GetResponse read(GetRequest request) {
        return sw.viewer().get(request);
    }

    private Status.Code refused(GetRequest request) {
        var e = catchThrowableOfType(StatusRuntimeException.class, () -> sw.viewer().get(request));
        assertThat(e).as("Get should be refused").isNotNull();
        return e.getStatus().getCode();
    }

    private static List<String> paths(GetResponse r) {
        return r.getNotificationList().stream().flatMap(n -> n.getUpdateList().stream()).map(u -> text(u.getPath())).toList();
    }

    @Test
    void aLeafReadsBackAsItsBareJsonValue() {
        GetResponse r = read(get(ETH1 + "/config/mtu"));

        assertThat(r.getNotificationCount()).isEqualTo(1);
        assertThat(value(r.getNotification(0).getUpdate(0).getVal()).asInt()).isEqualTo(9100);
    }

    @Test
    void aContainerComesAsOneJsonIetfObjectWithModuleQualifiedNames() {
        var value = value(read(get(ETH1)).getNotification(0).getUpdate(0).getVal());

        assertThat(value.path("openconfig-interfaces:config").path("mtu").asInt()).isEqualTo(9100);
        assertThat(value.path("openconfig-interfaces:state").path("counters").path("in-octets").asText()).isEqualTo("0");
        assertThat(value.has("openconfig-if-ethernet:ethernet")).isTrue();
    }

    @Test
    void eachPathGetsItsOwnNotificationStampedInNanoseconds() {
        long before = System.currentTimeMillis() * 1_000_000;
        GetResponse r = read(get(ETH1 + "/config/mtu", "/system/config/hostname"));

        assertThat(r.getNotificationCount()).isEqualTo(2);
        assertThat(r.getNotification(1).getUpdate(0).getVal().getJsonIetfVal().toStringUtf8()).isEqualTo("\"rtsw001\"");
        assertThat(r.getNotification(0).getTimestamp()).isBetween(before - 1_000_000_000L, before + 60_000_000_000L);
    }

    @Test
    void thePrefixJoinsEveryPathAndItsTargetIsEchoed() {
        var r = read(GetRequest.newBuilder().setEncoding(Encoding.JSON_IETF)
                .setPrefix(Path.newBuilder().setTarget("rtsw001").addElem(PathElem.newBuilder().setName("interfaces")))
                .addPath(Path.newBuilder().addElem(PathElem.newBuilder().setName("interface").putKey("name", "eth1/2/1"))
                        .addElem(PathElem.newBuilder().setName("config")).addElem(PathElem.newBuilder().setName("mtu")))
                .build());

        assertThat(r.getNotification(0).getPrefix().getTarget()).isEqualTo("rtsw001");
        assertThat(paths(r)).containsExactly("/interfaces/interface[name=eth1/2/1]/config/mtu");
        assertThat(read(get(ETH1 + "/config/mtu")).getNotification(0).getPrefix().getTarget()).isEmpty();
    }

    @Test
    void anEmptyOriginIsOpenConfigAndTheProjectOriginServesTheAgentsOwnState() {
        var explicit = read(GetRequest.newBuilder().setEncoding(Encoding.JSON_IETF)
                .addPath(path("openconfig:" + ETH1 + "/config/mtu")).build());
        assertThat(value(explicit.getNotification(0).getUpdate(0).getVal()).asInt()).isEqualTo(9100);
        assertThat(explicit.getNotification(0).getPrefix().getOrigin()).isEqualTo("openconfig");

        var agent = read(GetRequest.newBuilder().setEncoding(Encoding.JSON_IETF)
                .addPath(path("nosagent:/agent/running-config/state/version")).build());
        assertThat(value(agent.getNotification(0).getUpdate(0).getVal()).asText()).isEqualTo("1");
        assertThat(agent.getNotification(0).getPrefix().getOrigin()).isEqualTo("nosagent");

        assertThat(refused(GetRequest.newBuilder().addPath(path("vendor-cli:/show")).build()))
                .isEqualTo(Status.Code.UNIMPLEMENTED);
    }

    @Test
    void wildcardsExpandToConcretePaths() {
        assertThat(paths(read(get("/interfaces/interface[name=*]/config/mtu")))).hasSize(34)
                .contains("/interfaces/interface[name=eth1/34/1]/config/mtu");
        assertThat(paths(read(get("/interfaces/interface/config/mtu")))).hasSize(34);
        assertThat(paths(read(get(ETH1 + "/*/mtu")))).containsExactly(ETH1 + "/config/mtu", ETH1 + "/state/mtu");
        assertThat(paths(read(get(ETH1 + "/.../in-mac-pause-frames"))))
                .containsExactly(ETH1 + "/ethernet/state/counters/in-mac-pause-frames");
    }

    @Test
    void dataTypesSelectConfigStateOrOperationalData() {
        var config = value(read(get(ETH1).toBuilder().setType(GetRequest.DataType.CONFIG).build())
                .getNotification(0).getUpdate(0).getVal());
        assertThat(config.has("openconfig-interfaces:config")).isTrue();
        assertThat(config.has("openconfig-interfaces:state")).isFalse();

        var state = value(read(get(ETH1).toBuilder().setType(GetRequest.DataType.STATE).build())
                .getNotification(0).getUpdate(0).getVal());
        assertThat(state.has("openconfig-interfaces:config")).isFalse();
        assertThat(state.path("openconfig-interfaces:state").has("mtu")).isTrue();

        var operational = value(read(get(ETH1).toBuilder().setType(GetRequest.DataType.OPERATIONAL).build())
                .getNotification(0).getUpdate(0).getVal());
        assertThat(operational.path("openconfig-interfaces:state").has("oper-status")).isTrue();
        assertThat(operational.path("openconfig-interfaces:state").has("mtu")).as("applied config is not operational").isFalse();
    }

    @Test
    void aValidPathWithoutDataIsNotFound() {
        assertThat(refused(get(ETH1 + "/subinterfaces/subinterface[index=7]"))).isEqualTo(Status.Code.NOT_FOUND);
        assertThat(refused(get("/interfaces/interface[name=eth9/9/9]"))).isEqualTo(Status.Code.NOT_FOUND);
    }

    @Test
    void aPathTheServerDoesNotServeIsUnimplemented() {
        assertThat(refused(get(ETH1 + "/state/no-such-leaf"))).isEqualTo(Status.Code.UNIMPLEMENTED);
        assertThat(refused(get("/acl"))).isEqualTo(Status.Code.UNIMPLEMENTED);
    }

    @Test
    void aMalformedPathIsInvalid() {
        assertThat(refused(get("/interfaces/interface[ifname=eth1/1/1]"))).as("a key the list does not have")
                .isEqualTo(Status.Code.INVALID_ARGUMENT);
        assertThat(refused(get("/interfaces[name=x]"))).as("keys on a container").isEqualTo(Status.Code.INVALID_ARGUMENT);
        assertThat(refused(get(ETH1 + "/subinterfaces/subinterface[index=first]"))).as("a key of the wrong type")
                .isEqualTo(Status.Code.INVALID_ARGUMENT);
        assertThat(refused(GetRequest.newBuilder().addPath(Path.newBuilder()
                .addElem(PathElem.newBuilder().setName("inter faces"))).build())).isEqualTo(Status.Code.INVALID_ARGUMENT);
        assertThat(refused(GetRequest.newBuilder().addPath(Path.newBuilder()
                .addElem(PathElem.newBuilder().setName(""))).build())).isEqualTo(Status.Code.INVALID_ARGUMENT);
        @SuppressWarnings("deprecation")
        var oldStyle = Path.newBuilder().addElement("interfaces").build();
        assertThat(refused(GetRequest.newBuilder().addPath(oldStyle).build())).isEqualTo(Status.Code.INVALID_ARGUMENT);
    }

    @Test
    void jsonEncodingDropsModuleNamesAndSends64BitCountersAsNumbers() {
        var r = read(get(ETH1 + "/state/counters").toBuilder().setEncoding(Encoding.JSON).build());

        TypedValue v = r.getNotification(0).getUpdate(0).getVal();
        assertThat(v.hasJsonVal()).isTrue();
        assertThat(value(v).path("in-octets").isNumber()).isTrue();
    }

    @Test
    void protoEncodingSendsOneTypedScalarPerLeaf() {
        var r = read(get(ETH1 + "/state").toBuilder().setEncoding(Encoding.PROTO).build());

        var byPath = r.getNotification(0).getUpdateList().stream()
                .collect(java.util.stream.Collectors.toMap(u -> text(u.getPath()), Update::getVal));
        assertThat(byPath.get(ETH1 + "/state/counters/in-octets").getValueCase()).isEqualTo(TypedValue.ValueCase.UINT_VAL);
        assertThat(byPath.get(ETH1 + "/state/oper-status").getStringVal()).isEqualTo("UP");
        assertThat(byPath.get(ETH1 + "/state/enabled").getBoolVal()).isTrue();
        assertThat(byPath.get(ETH1 + "/state/mtu").getUintVal()).isEqualTo(9100);
    }

    @Test
    void withoutAnEncodingTheAnswerIsJson() {
        var r = read(GetRequest.newBuilder().addPath(GnmiAgent.path(ETH1 + "/config")).build());

        TypedValue v = r.getNotification(0).getUpdate(0).getVal();
        assertThat(v.getValueCase()).isEqualTo(TypedValue.ValueCase.JSON_VAL);
        assertThat(value(v).path("mtu").asInt()).isEqualTo(9100);
    }

    @Test
    void anEncodingTheServerDoesNotSpeakIsUnimplemented() {
        assertThat(refused(get(ETH1).toBuilder().setEncoding(Encoding.ASCII).build())).isEqualTo(Status.Code.UNIMPLEMENTED);
        assertThat(refused(get(ETH1).toBuilder().setEncoding(Encoding.BYTES).build())).isEqualTo(Status.Code.UNIMPLEMENTED);
        assertThat(refused(get(ETH1).toBuilder().setEncodingValue(42).build())).isEqualTo(Status.Code.UNIMPLEMENTED);
    }

    @Test
    void useModelsLimitsTheDataToTheNamedModules() {
        var r = read(get(ETH1).toBuilder()
                .addUseModels(ModelData.newBuilder().setName("openconfig-interfaces")).build());
        var value = value(r.getNotification(0).getUpdate(0).getVal());
        assertThat(value.has("openconfig-if-ethernet:ethernet")).isFalse();
        assertThat(value.has("openconfig-interfaces:state")).isTrue();

        assertThat(refused(get(ETH1).toBuilder().addUseModels(ModelData.newBuilder().setName("openconfig-isis")).build()))
                .isEqualTo(Status.Code.INVALID_ARGUMENT);
    }

    @Test
    void unconfiguredPortsAppearAdministrativelyDown() throws Exception {
        // A startup config naming only the switch: every port is shown as the agent programs it.
        var file = bareState.resolve("startup.json");
        java.nio.file.Files.writeString(file, "{\"openconfig-system:system\": {\"config\": {\"hostname\": \"bare\"}}}");
        try (var bare = GnmiAgent.startWithConfig(bareState.resolve("state"), file)) {
            var v = value(bare.viewer().get(get(ETH1 + "/state")).getNotification(0).getUpdate(0).getVal());
            assertThat(v.path("openconfig-interfaces:admin-status").asText()).isEqualTo("DOWN");
            assertThat(v.path("openconfig-interfaces:enabled").asBoolean()).isFalse();
        }
    }
}
