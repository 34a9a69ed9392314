package io.nosagent.agent.gnmi;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.protobuf.InvalidProtocolBufferException;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import io.nosagent.api.gnmi.proto.Commit;
import io.nosagent.api.gnmi.proto.CommitCancel;
import io.nosagent.api.gnmi.proto.CommitRequest;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.Extension;
import io.nosagent.api.gnmi.proto.GetRequest;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.SetResponse;
import io.nosagent.api.gnmi.proto.TypedValue;
import io.nosagent.api.gnmi.proto.UpdateResult;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.config.intent.routing.QpHashing;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.config.intent.routing.TeOverride;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static io.nosagent.agent.gnmi.GnmiAgent.get;
import static io.nosagent.agent.gnmi.GnmiAgent.path;
import static io.nosagent.agent.gnmi.GnmiAgent.update;
import static io.nosagent.agent.gnmi.GnmiAgent.value;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * The routing section through gNMI on the RTSW example (uplink eth1/(16+n)/1 is 10.1.n.0/31, its CTSW
 * 10.1.n.1): OpenConfig static routes and {@code nosagent-routing}, set in one transaction with the
 * rest of the config, read back as config and applied state.
 */
class RoutingConfigTest {

    static final String DEFAULT = "/network-instances/network-instance[name=DEFAULT]";
    static final String STATIC = DEFAULT + "/protocols/protocol[identifier=STATIC][name=STATIC]/static-routes/static";
    static final String ROUTE = STATIC + "[prefix=10.2.0.0/16]";
    static final String ROUTING = "/nosagent-routing:routing";

    @TempDir
    Path state;
    GnmiAgent sw;

    @BeforeEach
    void start() {
        sw = GnmiAgent.start(state);
    }

    @AfterEach
    void stop() {
        sw.close();
    }

    private JsonNode read(String p) {
        return value(sw.viewer().get(get(p)).getNotification(0).getUpdate(0).getVal());
    }

    private Status.Code getCode(String p) {
        var e = catchThrowableOfType(StatusRuntimeException.class, () -> sw.viewer().get(get(p)));
        return e == null ? Status.Code.OK : e.getStatus().getCode();
    }

    private String runningFile() throws Exception {
        return sw.agent.intent().store().restartView().orElseThrow();
    }

    /** A static route to 10.2.0.0/16 over two CTSWs, QP hashing by UDF, flowlets with a 512 us idle time. */
    static SetRequest routeQpHashAndFlowlets() {
        return SetRequest.newBuilder()
                .addUpdate(update(ROUTE, """
                        {"config": {"prefix": "10.2.0.0/16"}, "next-hops": {"next-hop": [
                          {"index": "0", "config": {"index": "0", "next-hop": "10.1.1.1"}},
                          {"index": "1", "config": {"next-hop": "10.1.2.1"}}]}}"""))
                .addUpdate(update(ROUTING + "/load-balancing/roce-qp-hash/config", "{\"enabled\": true, \"mode\": \"udf\"}"))
                .addUpdate(update(ROUTING + "/flowlets/config", "{\"enabled\": true, \"idle-time\": 512}"))
                .build();
    }

    @Test
    void aStaticRouteQpHashingAndFlowletsSetInOneTransactionAreReadBackAsConfigAndState() throws Exception {
        SetResponse r = sw.admin().set(routeQpHashAndFlowlets());

        assertThat(r.getResponseList()).extracting(UpdateResult::getOp).containsOnly(UpdateResult.Operation.UPDATE);
        RoutingIntent running = RoutingIntent.of(sw.agent.intent().current());
        assertThat(running.staticRoutes().values()).extracting(StaticRoute::prefix, StaticRoute::nextHops)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(StaticRoute.of("10.2.0.0/16", "10.1.1.1", "10.1.2.1").prefix(),
                        StaticRoute.of("10.2.0.0/16", "10.1.1.1", "10.1.2.1").nextHops()));
        assertThat(running.loadBalancing().qp()).isEqualTo(QpHashing.OFF.withEnabled(true).withMode(QpHashing.Mode.UDF));
        assertThat(running.flowlets()).isEqualTo(Flowlets.OFF.withEnabled(true).withIdleTimeMicros(512));

        assertThat(read(ROUTE + "/next-hops/next-hop[index=1]/config/next-hop").asText()).isEqualTo("10.1.2.1");
        assertThat(read(ROUTE + "/next-hops/next-hop[index=0]/state/next-hop").asText()).isEqualTo("10.1.1.1");
        assertThat(read(ROUTE + "/state/prefix").asText()).isEqualTo("10.2.0.0/16");
        assertThat(read(ROUTING + "/load-balancing/roce-qp-hash/state")).isEqualTo(json("""
                {"nosagent-routing:enabled": true, "nosagent-routing:mode": "udf",
                 "nosagent-routing:udf-offset": 13, "nosagent-routing:udf-length": 3,
                 "nosagent-routing:active-mode": "udf"}"""));
        assertThat(read(ROUTING + "/flowlets/config/idle-time").asInt()).isEqualTo(512);
        assertThat(read(ROUTING + "/flowlets/state/idle-time").asInt()).isEqualTo(512);
        assertThat(read(ROUTING + "/flowlets/state/table-size").asInt()).isEqualTo(4096);
        assertThat(runningFile()).contains("\"nosagent-routing:routing\"", "\"next-hop\":\"10.1.2.1\"");
    }

    @Test
    void aNextHopOnNoConnectedSubnetIsInvalidNamesItsPathAndChangesNothing() throws Exception {
        String before = runningFile();
        RoutingIntent routing = RoutingIntent.of(sw.agent.intent().current());
        var request = SetRequest.newBuilder()
                .addUpdate(update(ROUTING + "/flowlets/config/enabled", "true"))
                .addUpdate(update(STATIC + "[prefix=10.3.0.0/16]/next-hops/next-hop[index=0]/config/next-hop", "\"10.9.9.9\""))
                .build();

        var e = catchThrowableOfType(StatusRuntimeException.class, () -> sw.admin().set(request));

        assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.ABORTED);
        SetResponse details = details(e);
        assertThat(details.getResponse(1).getMessage().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT.value());
        assertThat(details.getResponse(0).getMessage().getCode()).isEqualTo(Status.Code.ABORTED.value());
        assertThat(e.getStatus().getDescription()).contains("/openconfig-network-instance:network-instances"
                + "/network-instance[name=DEFAULT]/protocols/protocol[identifier=openconfig-policy-types:STATIC][name=STATIC]"
                + "/static-routes/static[prefix=10.3.0.0/16]/next-hops/next-hop[index=0]/config/next-hop:"
                + " next hop 10.9.9.9 is on no connected subnet");
        assertThat(RoutingIntent.of(sw.agent.intent().current())).isEqualTo(routing);
        assertThat(runningFile()).isEqualTo(before);
        assertThat(getCode(STATIC + "[prefix=10.3.0.0/16]")).isEqualTo(Status.Code.NOT_FOUND);
        assertThat(getCode(ROUTING + "/flowlets")).isEqualTo(Status.Code.NOT_FOUND);
    }

    @Test
    void theDefaultInstanceIsAlwaysThereAndIdentityKeysMayBeQualifiedOrNot() {
        assertThat(read(DEFAULT + "/state/type").asText()).isEqualTo("openconfig-network-instance-types:DEFAULT_INSTANCE");
        assertThat(read(DEFAULT + "/config/name").asText()).isEqualTo("DEFAULT");

        sw.admin().set(routeQpHashAndFlowlets());

        String qualified = DEFAULT + "/protocols/protocol[identifier=openconfig-policy-types:STATIC][name=STATIC]";
        assertThat(read(qualified + "/state/identifier").asText()).isEqualTo("openconfig-policy-types:STATIC");
        assertThat(read(ROUTE + "/config/prefix").asText()).isEqualTo("10.2.0.0/16");
        var all = sw.viewer().get(get(DEFAULT + "/protocols/protocol/static-routes/static[prefix=*]/config/prefix"));
        assertThat(all.getNotification(0).getUpdateCount()).isEqualTo(1);
    }

    @Test
    void aProtoValueSetsALeafAndTeOverridesAreAddressedByBothKeys() {
        String override = ROUTING + "/te-overrides/override[in-port=eth1/1/1][prefix=10.2.0.0/16]";
        sw.admin().set(SetRequest.newBuilder().addUpdate(io.nosagent.api.gnmi.proto.Update.newBuilder()
                .setPath(path(override + "/config/next-hop")).setVal(TypedValue.newBuilder().setStringVal("10.1.3.1"))).build());

        assertThat(RoutingIntent.of(sw.agent.intent().current()).teOverrides().values()).containsExactly(
                new TeOverride("eth1/1/1", Cidr.parse("10.2.0.0/16"), IpAddresses.parse("10.1.3.1")));
        assertThat(read(override + "/state/next-hop").asText()).isEqualTo("10.1.3.1");
        assertThat(read(override + "/config/in-port").asText()).isEqualTo("eth1/1/1");
        var proto = sw.viewer().get(GetRequest.newBuilder().setEncoding(Encoding.PROTO)
                .addPath(path(ROUTING + "/te-overrides/override[in-port=*][prefix=*]/state/next-hop")).build());
        assertThat(proto.getNotification(0).getUpdate(0).getVal().getStringVal()).isEqualTo("10.1.3.1");

        sw.admin().set(SetRequest.newBuilder().addDelete(path(override)).build());
        assertThat(RoutingIntent.of(sw.agent.intent().current()).teOverrides()).isEmpty();
        assertThat(getCode(override)).isEqualTo(Status.Code.NOT_FOUND);
    }

    @Test
    void replaceRemovesWhatIsNotSuppliedAndDeleteTakesTheWholeSection() {
        sw.admin().set(routeQpHashAndFlowlets());

        sw.admin().set(SetRequest.newBuilder().addReplace(update(ROUTING, "{\"flowlets\": {\"config\": {\"enabled\": true}}}"))
                .build());
        RoutingIntent running = RoutingIntent.of(sw.agent.intent().current());
        assertThat(running.flowlets()).isEqualTo(Flowlets.OFF.withEnabled(true));
        assertThat(running.loadBalancing().qp()).isEqualTo(QpHashing.OFF);
        assertThat(running.staticRoutes()).as("another member").hasSize(1);

        sw.admin().set(SetRequest.newBuilder().addDelete(path(ROUTING)).addDelete(path(ROUTE)).build());
        assertThat(RoutingIntent.of(sw.agent.intent().current())).isEqualTo(RoutingIntent.NONE);
        assertThat(getCode(ROUTING)).isEqualTo(Status.Code.NOT_FOUND);
    }

    @Test
    void aCancelledCommitConfirmedTakesTheRoutingChangeBack() {
        var confirmed = routeQpHashAndFlowlets().toBuilder().addExtension(Extension.newBuilder().setCommit(Commit.newBuilder()
                .setId("r1").setCommit(CommitRequest.newBuilder().setRollbackDuration(
                        com.google.protobuf.Duration.newBuilder().setSeconds(600))))).build();

        sw.admin().set(confirmed);
        assertThat(RoutingIntent.of(sw.agent.intent().current()).staticRoutes()).hasSize(1);

        sw.admin().set(SetRequest.newBuilder().addExtension(Extension.newBuilder().setCommit(Commit.newBuilder()
                .setId("r1").setCancel(CommitCancel.getDefaultInstance()))).build());
        assertThat(RoutingIntent.of(sw.agent.intent().current())).isEqualTo(RoutingIntent.NONE);
        assertThat(getCode(ROUTE)).isEqualTo(Status.Code.NOT_FOUND);
    }

    private static JsonNode json(String text) {
        try {
            return new ObjectMapper().readTree(text);
        } catch (JsonProcessingException e) {
            throw new AssertionError(e);
        }
    }

    private static SetResponse details(StatusRuntimeException e) {
        try {
            return StatusProto.fromThrowable(e).getDetails(0).unpack(SetResponse.class);
        } catch (InvalidProtocolBufferException ex) {
            throw new AssertionError(ex);
        }
    }
}
