package io.nosagent.agent.gnmi;

import com.google.protobuf.InvalidProtocolBufferException;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.SetResponse;
import io.nosagent.api.gnmi.proto.TypedValue;
import io.nosagent.api.gnmi.proto.Update;
import io.nosagent.api.gnmi.proto.UpdateResult;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.PortAttr;
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

/** gNMI Set rules (specification 3.4) against a running agent. */
class SetTest {

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

    private String leaf(String p) {
        return value(sw.viewer().get(get(p)).getNotification(0).getUpdate(0).getVal()).asText();
    }

    private long portMtu(String port) {
        long oid = sw.agent.switchHandle().portId(port).orElseThrow();
        return ((AttrValue.U32) sw.agent.sai().get(ObjectType.PORT, oid, PortAttr.MTU)).value();
    }

    private String runningFile() throws Exception {
        return sw.agent.intent().store().restartView().orElseThrow();
    }

    @Test
    void anUpdateIsProgrammedPersistedAndReadBack() throws Exception {
        SetResponse r = sw.admin().set(SetRequest.newBuilder()
                .addUpdate(update("/interfaces/interface[name=eth1/1/1]/config/mtu", "4200")).build());

        assertThat(r.getResponseList()).extracting(UpdateResult::getOp).containsExactly(UpdateResult.Operation.UPDATE);
        assertThat(r.getResponse(0).getPath()).isEqualTo(path("/interfaces/interface[name=eth1/1/1]/config/mtu"));
        assertThat(leaf("/interfaces/interface[name=eth1/1/1]/config/mtu")).isEqualTo("4200");
        assertThat(leaf("/interfaces/interface[name=eth1/1/1]/state/mtu")).isEqualTo("4200");
        assertThat(portMtu("eth1/1/1")).isEqualTo(4200);
        assertThat(runningFile()).contains("\"mtu\":4200");
    }

    @Test
    void deletesRunBeforeReplacesBeforeUpdatesWhateverTheirOrderOnTheWire() {
        // The description is deleted first, then updated: it ends up set.
        sw.admin().set(SetRequest.newBuilder()
                .addUpdate(update("/interfaces/interface[name=eth1/2/1]/config/description", "\"to gpu2\""))
                .addDelete(path("/interfaces/interface[name=eth1/2/1]/config/description")).build());

        assertThat(leaf("/interfaces/interface[name=eth1/2/1]/config/description")).isEqualTo("to gpu2");
    }

    @Test
    void oneResultPerOperationInTheOrderTheyWereApplied() {
        String eth6 = "/interfaces/interface[name=eth1/6/1]/config";
        SetResponse r = sw.admin().set(SetRequest.newBuilder()
                .addUpdate(update(eth6 + "/mtu", "9000"))
                .addReplace(update(eth6 + "/description", "\"six\""))
                .addDelete(path(eth6 + "/description"))
                .addUpdate(update(eth6 + "/enabled", "false")).build());

        assertThat(r.getResponseList()).extracting(UpdateResult::getOp).containsExactly(UpdateResult.Operation.DELETE,
                UpdateResult.Operation.REPLACE, UpdateResult.Operation.UPDATE, UpdateResult.Operation.UPDATE);
        assertThat(r.getResponse(3).getPath()).isEqualTo(path(eth6 + "/enabled"));
        assertThat(r.getTimestamp()).isPositive();
    }

    @Test
    void replaceRemovesWhatIsNotSuppliedWhileUpdateNeverDeletes() {
        String config = "/interfaces/interface[name=eth1/3/1]/config";
        sw.admin().set(SetRequest.newBuilder().addUpdate(update(config + "/description", "\"keep?\"")).build());

        sw.admin().set(SetRequest.newBuilder().addUpdate(update(config, "{\"mtu\": 9000}")).build());
        assertThat(leaf(config + "/description")).isEqualTo("keep?");

        sw.admin().set(SetRequest.newBuilder()
                .addReplace(update(config, "{\"name\": \"eth1/3/1\", \"type\": \"iana-if-type:ethernetCsmacd\", \"mtu\": 9000}"))
                .build());
        var e = catchThrowableOfType(StatusRuntimeException.class, () -> sw.viewer().get(get(config + "/description")));
        assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.NOT_FOUND);
    }

    @Test
    void deletingSomethingThatIsNotThereSucceeds() {
        var r = sw.admin().set(SetRequest.newBuilder()
                .addDelete(path("/interfaces/interface[name=eth1/4/1]/config/description")).build());

        assertThat(r.getResponseList()).extracting(UpdateResult::getOp).containsExactly(UpdateResult.Operation.DELETE);
    }

    @Test
    void replacingWithAnEmptyObjectOrNullIsInvalidAndChangesNothing() throws Exception {
        String before = runningFile();
        for (String body : new String[]{"{}", "null"}) {
            var failure = failedSet(SetRequest.newBuilder()
                    .addReplace(update("/interfaces/interface[name=eth1/1/1]/config", body)).build());
            assertThat(failure.code).isEqualTo(Status.Code.INVALID_ARGUMENT);
        }
        assertThat(runningFile()).isEqualTo(before);
    }

    @Test
    void keysMissingFromAPathOrConflictingWithTheBodyAreInvalid() {
        assertThat(failedSet(SetRequest.newBuilder().addUpdate(update("/interfaces/interface/config/mtu", "9000")).build()).code)
                .isEqualTo(Status.Code.INVALID_ARGUMENT);
        assertThat(failedSet(SetRequest.newBuilder().addUpdate(update("/interfaces/interface[name=eth1/1/1]/config",
                "{\"name\": \"eth1/2/1\"}")).build()).code).isEqualTo(Status.Code.INVALID_ARGUMENT);
    }

    @Test
    void aPathNotInTheSchemaIsNotFoundAndAValueOfTheWrongTypeIsInvalid() {
        assertThat(failedSet(SetRequest.newBuilder().addUpdate(update("/interfaces/interface[name=eth1/1/1]/config/speed",
                "1")).build()).code).isEqualTo(Status.Code.NOT_FOUND);
        assertThat(failedSet(SetRequest.newBuilder().addUpdate(update("/interfaces/interface[name=eth1/1/1]/config/mtu",
                "\"big\"")).build()).code).isEqualTo(Status.Code.INVALID_ARGUMENT);
    }

    @Test
    void anEncodingTheServerDoesNotSpeakIsUnimplemented() {
        var ascii = Update.newBuilder().setPath(path("/interfaces/interface[name=eth1/1/1]/config/mtu"))
                .setVal(TypedValue.newBuilder().setAsciiVal("9000")).build();

        assertThat(failedSet(SetRequest.newBuilder().addUpdate(ascii).build()).code).isEqualTo(Status.Code.UNIMPLEMENTED);
    }

    @Test
    void protoScalarsAreAcceptedForLeaves() {
        var mtu = Update.newBuilder().setPath(path("/interfaces/interface[name=eth1/5/1]/config/mtu"))
                .setVal(TypedValue.newBuilder().setUintVal(8000)).build();

        sw.admin().set(SetRequest.newBuilder().addUpdate(mtu).build());

        assertThat(portMtu("eth1/5/1")).isEqualTo(8000);
    }

    @Test
    void aFailedSetIsAbortedNamingTheOperationAndChangesNothing() throws Exception {
        String before = runningFile();
        var failure = failedSet(SetRequest.newBuilder()
                .addUpdate(update("/interfaces/interface[name=eth1/1/1]/config/mtu", "9000"))
                .addUpdate(update("/interfaces/interface[name=eth1/1/1]/config/mtu", "99999")).build());

        assertThat(failure.status.getCode()).isEqualTo(Status.Code.ABORTED);
        assertThat(failure.details.getResponse(1).getMessage().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT.value());
        assertThat(failure.details.getResponse(0).getMessage().getCode()).isEqualTo(Status.Code.ABORTED.value());
        assertThat(failure.status.getDescription()).contains("update /interfaces/interface[name=eth1/1/1]/config/mtu");
        assertThat(portMtu("eth1/1/1")).isEqualTo(9100);
        assertThat(runningFile()).isEqualTo(before);
    }

    @Test
    void settingOneLeafOfAnUnconfiguredPortConfiguresItAsShownAndLeavesTheOthersUnconfigured(@TempDir Path bare)
            throws Exception {
        Path startup = bare.resolve("startup.json");
        Files.writeString(startup, "{\"openconfig-system:system\": {\"config\": {\"hostname\": \"bare\"}}}");
        try (var fresh = GnmiAgent.startWithConfig(bare.resolve("state"), startup)) {
            fresh.admin().set(SetRequest.newBuilder()
                    .addUpdate(update("/interfaces/interface[name=eth1/2/1]/config/mtu", "9000")).build());

            String running = fresh.agent.intent().store().restartView().orElseThrow();
            assertThat(running).contains("eth1/2/1").doesNotContain("eth1/3/1");
            var state = value(fresh.viewer().get(get("/interfaces/interface[name=eth1/2/1]/state"))
                    .getNotification(0).getUpdate(0).getVal());
            assertThat(state.path("openconfig-interfaces:mtu").asInt()).isEqualTo(9000);
            assertThat(state.path("openconfig-interfaces:enabled").asBoolean()).as("still as shown: down").isFalse();
        }
    }

    @Test
    void unionReplaceStandsAloneOrIsRefused() {
        var mixed = SetRequest.newBuilder().addUnionReplace(update("/system/config/hostname", "\"a\""))
                .addUpdate(update("/system/config/hostname", "\"b\"")).build();

        var e = catchThrowableOfType(StatusRuntimeException.class, () -> sw.admin().set(mixed));

        assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    }

    @Test
    void setsSentAtOnceEachKeepTheOthersChangesThoughEachWasWorkedOutBeforeItsTurn() throws Exception {
        // Each Set is decoded against the intent running when it arrived; by its turn on the update thread
        // another may have committed, and it must then be applied to that intent, not to the one it saw.
        var pool = java.util.concurrent.Executors.newFixedThreadPool(8);
        try {
            var sets = new java.util.ArrayList<java.util.concurrent.Future<?>>();
            for (int p = 1; p <= 16; p++) {
                String description = "/interfaces/interface[name=eth1/" + p + "/1]/config/description";
                String text = "\"set " + p + "\"";
                sets.add(pool.submit(() -> sw.admin().set(SetRequest.newBuilder().addUpdate(update(description, text)).build())));
            }
            for (var set : sets) {
                set.get(60, java.util.concurrent.TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }

        for (int p = 1; p <= 16; p++) {
            assertThat(leaf("/interfaces/interface[name=eth1/" + p + "/1]/config/description")).isEqualTo("set " + p);
        }
    }

    @Test
    void anInvalidSetIsRefusedWhetherOrNotAnotherCommittedBeforeItsTurn() {
        sw.admin().set(SetRequest.newBuilder().addUpdate(update("/interfaces/interface[name=eth1/1/1]/config/mtu", "9000")).build());

        Failure f = failedSet(SetRequest.newBuilder()
                .addUpdate(update("/interfaces/interface[name=eth1/2/1]/config/description", "\"fine\""))
                .addUpdate(update("/interfaces/interface[name=eth1/2/1]/config/mtu", "70000")).build());

        assertThat(f.code()).isEqualTo(Status.Code.INVALID_ARGUMENT);
        assertThat(f.details().getResponse(1).getMessage().getMessage()).contains("mtu");
        assertThat(portMtu("eth1/1/1")).isEqualTo(9000);
    }

    /** A Set that must fail: its overall status and the code of the failing operation. */
    record Failure(Status status, Status.Code code, SetResponse details) {
    }

    private Failure failedSet(SetRequest request) {
        var e = catchThrowableOfType(StatusRuntimeException.class, () -> sw.admin().set(request));
        assertThat(e).as("the Set should fail").isNotNull();
        assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.ABORTED);
        var status = StatusProto.fromThrowable(e);
        try {
            SetResponse details = status.getDetails(0).unpack(SetResponse.class);
            var failing = details.getResponseList().stream()
                    .filter(u -> u.getMessage().getCode() != Status.Code.ABORTED.value()).findFirst().orElseThrow();
            return new Failure(e.getStatus(), Status.fromCodeValue(failing.getMessage().getCode()).getCode(), details);
        } catch (InvalidProtocolBufferException ex) {
            throw new AssertionError(ex);
        }
    }
}
